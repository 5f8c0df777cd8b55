@testable import EditsemCLI
import Testing

/// What a long run's progress line says: the count, the rate and the time left at that rate.
@Suite struct ProgressLineTests {
    @Test func showsRateAndTimeLeft() {
        // 4,349 texts left at 27.4 a second: 158.7 s, read as 2 min 39 s.
        #expect(ProgressLine.describe(done: 2739, total: 7088, rate: 27.4)
                == "[############                  ] 2739/7088 texts, 27 texts/s, 2 min 39 s left")
        #expect(ProgressLine.describe(done: 5, total: 10, rate: 2.5) == "[###############               ] 5/10 texts, 2.5 texts/s, 2 s left")
        #expect(ProgressLine.describe(done: 10, total: 10, rate: 2.5) == "[##############################] 10/10 texts, 2.5 texts/s")
    }

    @Test func noRateBeforeASecondOrWithoutTotal() {
        #expect(ProgressLine.rate(done: 30, seconds: 0.5) == nil)
        #expect(ProgressLine.rate(done: 0, seconds: 3) == nil)
        #expect(ProgressLine.rate(done: 30, seconds: 2) == 15)
        #expect(ProgressLine.describe(done: 3, total: 7088, rate: nil) == "[                              ] 3/7088 texts")
        #expect(ProgressLine.describe(done: 3, total: nil, rate: 4) == "3 texts")
    }

    @Test func timeLeftReadsAsPeopleSayIt() {
        #expect(ProgressLine.timeLeft(seconds: 41.2) == "42 s")
        #expect(ProgressLine.timeLeft(seconds: 185) == "3 min 5 s")
        #expect(ProgressLine.timeLeft(seconds: 3720) == "1 h 2 min")
    }
}
