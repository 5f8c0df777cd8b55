import FuzzMain

runFuzzer(.segmenters)
