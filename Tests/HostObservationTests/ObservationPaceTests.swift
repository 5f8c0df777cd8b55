import HostObservation
import Testing

/// The bench's texts per second count from the moment every session is up, so neither session's
/// start is counted as time spent on texts.
@Suite struct ObservationPaceTests {
    static let zero = ContinuousClock.now

    /// Records `(milliseconds after zero, session)` in order.
    static func pace(sessions: Int, _ events: [(Int, Int)]) -> ObservationPace {
        var pace = ObservationPace(sessions: sessions)
        for (milliseconds, session) in events { pace.record(at: zero + .milliseconds(milliseconds), session: session) }
        return pace
    }

    @Test func oneSessionCountsFromItsFirstText() throws {
        // Four texts after the first, in 200 ms.
        let rate = try #require(Self.pace(sessions: 1, [(500, 0), (550, 0), (600, 0), (650, 0), (700, 0)]).textsPerSecond)
        #expect(abs(rate - 20) < 1e-9)
    }

    @Test func severalSessionsCountFromTheLastSessionsFirstText() throws {
        // Session 0 does three texts before session 1's first (at 400 ms); four texts follow in 100 ms.
        let pace = Self.pace(sessions: 2, [(100, 0), (200, 0), (300, 0), (400, 1), (425, 0), (450, 1), (475, 0), (500, 1)])
        let rate = try #require(pace.textsPerSecond)
        #expect(abs(rate - 40) < 1e-9)
    }

    @Test func noRateWithoutEverySessionOrATextAfterIt() {
        #expect(Self.pace(sessions: 2, [(100, 0), (200, 0)]).textsPerSecond == nil)
        #expect(Self.pace(sessions: 2, [(100, 0), (200, 1)]).textsPerSecond == nil)
        #expect(Self.pace(sessions: 1, []).textsPerSecond == nil)
    }
}
