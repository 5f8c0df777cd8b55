/// How strongly a claim about a host is supported, strongest first.
public enum EvidenceGrade: String, CaseIterable, Sendable, Codable, Comparable {
    /// This project ran the real host (the version named by the model) with real key events and
    /// recorded what it did: an observation file under `Corpus/observed/` is cited.
    case observed
    /// The host project's own test asserts it (the test file is cited).
    case test
    /// The host's code was run and the result recorded.
    case ran
    /// Traced by reading the host's source, without running it.
    case source
    /// Put together from other models' evidence where the host's own code is known to combine
    /// them (each part cited), but the combination itself was neither run nor observed.
    case derived
    /// A documented or third-party observation of the shipping host.
    case observation
    /// Not confirmed: the behaviour is not modelled.
    case unknown

    /// The case's position in `allCases`.
    private var rank: Int {
        switch self {
        case .observed: 0
        case .test: 1
        case .ran: 2
        case .source: 3
        case .derived: 4
        case .observation: 5
        case .unknown: 6
        }
    }
    /// `test < ran < … < unknown`: a smaller grade is stronger evidence.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    /// Hashes the case, not its raw string as the standard library's default for raw values
    /// does: the report tallies evidence per host and text.
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}

/// One source behind a claim: a repository file and function at a commit, a test, or a URL.
public struct Citation: Hashable, Sendable {
    /// Where to look, precise enough to find again (repo, path, function, commit, or URL).
    public var source: String
    public var grade: EvidenceGrade
    /// What this source says or shows, in a few words.
    public var note: String

    public init(_ source: String, grade: EvidenceGrade, note: String = "") {
        self.source = source
        self.grade = grade
        self.note = note
    }
}
