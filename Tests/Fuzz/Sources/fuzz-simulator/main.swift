import FuzzMain

runFuzzer(.simulator)
