import FuzzMain

runFuzzer(.keyboardTestFile)
