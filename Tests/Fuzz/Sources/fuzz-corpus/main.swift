import FuzzMain

runFuzzer(.corpus)
