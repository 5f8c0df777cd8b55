import FuzzMain

runFuzzer(.escapes)
