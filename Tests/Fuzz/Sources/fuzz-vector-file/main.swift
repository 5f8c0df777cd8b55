import FuzzMain

runFuzzer(.vectorFile)
