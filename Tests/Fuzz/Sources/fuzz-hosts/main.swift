import FuzzMain

runFuzzer(.hosts)
