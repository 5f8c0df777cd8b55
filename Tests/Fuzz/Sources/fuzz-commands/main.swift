import FuzzMain

runFuzzer(.commands)
