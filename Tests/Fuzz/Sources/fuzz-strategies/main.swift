import FuzzMain

runFuzzer(.strategies)
