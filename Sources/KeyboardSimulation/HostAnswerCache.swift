import EditingSemantics
import HostModels
import KeyboardStrategies

/// The answers of several host models to the questions simulated documents put to them, each
/// computed at most once per host.
///
/// Keyboard strategies on one text ask the same questions over and over: every strategy that
/// deletes starts by asking each host what one delete-backward does at the end of the text, and
/// finding the run a host shares (``RunTree``) asks it the questions of earlier runs. Rules are pure functions of the caret and the text
/// (what makes a run replayable), so a remembered answer is the answer. A question is looked up
/// once per ask, by its text; comparing two hosts on a question already asked is two array reads.
///
/// Not thread-safe: one per thread, e.g. one per text analysed. Memory grows with the distinct
/// questions asked; drop the cache when its text is done.
package final class HostAnswerCache {
    /// The hosts, with their rules.
    package let simulatedHosts: SimulatedHosts
    // Unchecked exclusivity: the cache is used from one thread, and no access to these overlaps
    // another (a dynamic check on each of millions of lookups cost a tenth of the simulation).
    /// The slot of each question asked, by the question's fingerprint.
    @exclusivity(unchecked) private var slots = FingerprintIndex()
    @exclusivity(unchecked) private var questions: [Question] = []
    /// The question asked last and its slot.
    @exclusivity(unchecked) private var lastAsked: (question: Question, slot: Int)?
    /// The distinct answers given to the question in each slot.
    @exclusivity(unchecked) private var distinctAnswers: [[Answer]] = []
    /// Which of its slot's distinct answers host `h` gives to the question in slot `s`, at
    /// `s * hostCount + h`; -1 until asked. Two hosts answer alike when these are equal.
    @exclusivity(unchecked) private var answerIndices: [Int32] = []
    private let hostCount: Int
    /// The damage found in each document a run ended in so far (``damage(in:)``), and the
    /// documents' positions there by fingerprint.
    @exclusivity(unchecked) private var damageOfResult: [(state: DocumentState, findings: [DamageFinding])] = []
    @exclusivity(unchecked) private var damageIndex = FingerprintIndex()
    /// The set-ups of each intent's runs so far: strategies of one intent share them.
    @exclusivity(unchecked) private var setUpGroups: [SetUpGroup] = []

    /// The documents runs of one intent on one text and following start from, and what the intent
    /// expects of them: one for every host, or, for an intent whose expectation depends on the
    /// host (``EditIntent/dependsOnHost``), one per host, each made when first needed.
    private struct SetUpGroup {
        let intent: EditIntent
        let text: UTF16Text
        let following: UTF16Text
        /// The one set-up, or each host's; nil until made.
        var setUps: [(start: DocumentState, expectation: Expectation?)?]
        /// Which of ``distinctExpectations`` each set-up expects; -1 until made.
        var expectationIDs: [Int32]
        var distinctExpectations: [Expectation?] = []
    }

    /// The hosts, in the order of the outcomes of a run on the cache.
    package var hosts: [HostModel] { simulatedHosts.hosts }

    /// One delete-backward with the caret at `caret`, or one offset step from `offset`, in `text`.
    enum Question: Equatable {
        case deleteBackward(caret: UTF16Offset, text: UTF16Text)
        case step(from: UTF16Offset, forward: Bool, text: UTF16Text)

        var fingerprint: UInt64 {
            switch self {
            case .deleteBackward(let caret, let text): FingerprintIndex.fingerprint(text.units, 4 &* caret.rawValue)
            case .step(let offset, let forward, let text): FingerprintIndex.fingerprint(text.units, 4 &* offset.rawValue &+ (forward ? 1 : 2))
            }
        }
    }

    enum Answer: Equatable {
        case edit(TextEdit?)
        case offset(UTF16Offset?)
    }

    package convenience init(hosts: [HostModel]) {
        self.init(SimulatedHosts(hosts))
    }

    /// An empty cache for `hosts`, whose rules many caches may share.
    package init(_ hosts: SimulatedHosts) {
        simulatedHosts = hosts
        hostCount = hosts.hosts.count
    }

    /// The slot of `question`, made on its first ask.
    /// - Complexity: O(length of the question's text), for its fingerprint.
    func slot(for question: Question) -> Int {
        // Each run of a strategy asks first what the run before it asked first, of the same text.
        if let last = lastAsked, last.question == question { return last.slot }
        let fingerprint = question.fingerprint
        if let slot = slots.position(of: fingerprint, where: { questions[$0] == question }) {
            lastAsked = (question, slot)
            return slot
        }
        let slot = questions.count
        lastAsked = (question, slot)
        slots.insert(fingerprint, position: slot)
        questions.append(question)
        distinctAnswers.append([])
        answerIndices.append(contentsOf: repeatElement(-1, count: hostCount))
        return slot
    }

    /// What ``DamageDetector/findings(in:)`` gives for `state`, found once per document: runs of
    /// many hosts and strategies end in the same documents.
    func damage(in state: DocumentState) -> [DamageFinding] {
        let selection = state.selection, marked = state.marked
        let extra = (selection.lowerBound.rawValue &* 0x9E37 &+ selection.upperBound.rawValue) &* 31
            &+ (marked.map { $0.lowerBound.rawValue &* 0x9E37 &+ $0.upperBound.rawValue &+ 1 } ?? 0)
        let fingerprint = FingerprintIndex.fingerprint(state.text.units, extra)
        if let known = damageIndex.position(of: fingerprint, where: { damageOfResult[$0].state == state }) {
            return damageOfResult[known].findings
        }
        let found = DamageDetector.findings(in: state)
        damageIndex.insert(fingerprint, position: damageOfResult.count)
        damageOfResult.append((state, found))
        return found
    }

    /// The group of the set-ups of runs of `intent` on `text` then `following`, made empty the
    /// first time.
    /// - Complexity: O(groups so far); a text's strategies have a handful of intents.
    func setUpGroup(_ intent: EditIntent, text: UTF16Text, following: UTF16Text) -> Int {
        if let known = setUpGroups.firstIndex(where: { $0.intent == intent && $0.text == text && $0.following == following }) {
            return known
        }
        let count = intent.dependsOnHost ? hostCount : 1
        setUpGroups.append(SetUpGroup(intent: intent, text: text, following: following,
                                      setUps: Array(repeating: nil, count: count), expectationIDs: Array(repeating: -1, count: count)))
        return setUpGroups.count - 1
    }

    /// The document a run of the group's intent on the host at index `host` starts from, and what
    /// the intent expects of it there (nil when the host's model does not know), made the first time.
    func setUp(_ group: Int, host: Int) -> (start: DocumentState, expectation: Expectation?) {
        let i = setUpGroups[group].setUps.count == 1 ? 0 : host
        if let known = setUpGroups[group].setUps[i] { return known }
        let (intent, text, following) = (setUpGroups[group].intent, setUpGroups[group].text, setUpGroups[group].following)
        // Made before the group is written to: a host-dependent expectation asks this cache.
        let made: (start: DocumentState, expectation: Expectation?) = intent.dependsOnHost
            ? Simulation.setUp(intent, text: text, following: following, asker: HostAsker(cache: self, host: host))
            : { let (start, expectation) = Simulation.setUp(intent, text: text, following: following); return (start, expectation) }()
        let id = setUpGroups[group].distinctExpectations.firstIndex(of: made.expectation) ?? {
            setUpGroups[group].distinctExpectations.append(made.expectation)
            return setUpGroups[group].distinctExpectations.count - 1
        }()
        setUpGroups[group].setUps[i] = made
        setUpGroups[group].expectationIDs[i] = Int32(id)
        return made
    }

    /// Which of the group's distinct expectations a run on the host at index `host` is judged
    /// against: two hosts expect the same exactly when these are equal.
    func expectationID(_ group: Int, host: Int) -> Int32 {
        let i = setUpGroups[group].setUps.count == 1 ? 0 : host
        let known = setUpGroups[group].expectationIDs[i]
        if known >= 0 { return known }
        _ = setUp(group, host: host)
        return setUpGroups[group].expectationIDs[i]
    }

    /// What host `host` answers to the question in `slot`.
    /// - Precondition: the host knows the aspect the question asks about.
    func answer(_ slot: Int, host: Int) -> Answer {
        distinctAnswers[slot][Int(answerIndex(slot, host: host))]
    }

    /// Which of the slot's distinct answers host `host` gives, asking its rule the first time.
    private func answerIndex(_ slot: Int, host: Int) -> Int32 {
        let index = slot * hostCount + host
        let known = answerIndices[index]
        if known >= 0 { return known }
        // The question is read once: each read copies its text's reference. A host with an
        // earlier host's rule of the aspect asked gives that host's answer.
        switch questions[slot] {
        case .deleteBackward(let caret, let text):
            if let twin = simulatedHosts.deletionTwin[host] { return remember(answerIndex(slot, host: twin), at: index) }
            return remember(.edit(simulatedHosts.deleteBackward[host]!(caret, text)), slot: slot, at: index)
        case .step(let offset, let forward, let text):
            if let twin = simulatedHosts.offsetTwin[host] { return remember(answerIndex(slot, host: twin), at: index) }
            return remember(.offset(simulatedHosts.step[host]!(offset, forward, text)), slot: slot, at: index)
        }
    }

    /// Records that the answer at `index` of ``answerIndices`` is the slot's distinct answer `found`.
    private func remember(_ found: Int32, at index: Int) -> Int32 {
        answerIndices[index] = found
        return found
    }

    /// Records `answer` at `index` of ``answerIndices``, among the slot's distinct answers.
    private func remember(_ answer: Answer, slot: Int, at index: Int) -> Int32 {
        let found = distinctAnswers[slot].firstIndex(of: answer) ?? {
            distinctAnswers[slot].append(answer)
            return distinctAnswers[slot].count - 1
        }()
        return remember(Int32(found), at: index)
    }

    /// A number naming host `host`'s answer to `query`: two hosts get the same number exactly
    /// when they answer alike. An answer is computed the first time it is asked for.
    /// - Precondition: for an `.answer` query, the host knows the aspect it asks about (a run
    ///   asks whether the aspect is known before it asks a question of it).
    func answerKey(_ query: HostQuery, host: Int) -> Int32 {
        switch query {
        case .answer(let slot):
            let known = answerIndices[slot * hostCount + host]
            return known >= 0 ? known : answerIndex(slot, host: host)
        case .selectionRule: return simulatedHosts.selectionKey[host]
        case .deletionKnown: return simulatedHosts.knowsDeletion[host] ? 1 : 0
        case .offsetKnown: return simulatedHosts.knowsOffset[host] ? 1 : 0
        }
    }
}
