import EditingSupport

/// When a run's texts were recorded, to tell its pace apart from its hosts' start.
package struct ObservationPace: Sendable {
    /// When each text was recorded, in the order recorded.
    package var recorded: [ContinuousClock.Instant] = []
    /// When each session recorded its first text; nil for a session that recorded none.
    package var firstBySession: [ContinuousClock.Instant?]

    package init(sessions: Int) {
        firstBySession = Array(repeating: nil, count: sessions)
    }

    package mutating func record(at instant: ContinuousClock.Instant, session: Int) {
        recorded.append(instant)
        if firstBySession[session] == nil { firstBySession[session] = instant }
    }

    /// Texts per second once every session is up: the texts recorded after the last session's
    /// first text, over the time from that text to the last. One session's start, or a second
    /// session's, would otherwise count against the texts the first has already done. Nil when
    /// a session recorded nothing or no text came after every session's first.
    package var textsPerSecond: Double? {
        var latestFirst: ContinuousClock.Instant?
        for first in firstBySession {
            guard let first else { return nil }
            latestFirst = Swift.max(latestFirst ?? first, first)
        }
        guard let up = latestFirst else { return nil }
        let after = recorded.filter { $0 > up }
        guard let last = after.last else { return nil }
        return Double(after.count) / (last - up).inSeconds
    }
}
