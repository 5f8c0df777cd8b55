import EditingSemantics
import HostModels

/// What a host model predicts for the two things an observation measures, in the observation's
/// own terms, so the two compare field by field.
package struct ModelAnswer: Hashable, Sendable {
    /// The presses of Backspace from the end until the text is empty; nil when the model's deletion
    /// is unknown.
    package var deletion: [ObservedPress]?
    /// The forward-arrow stops from 0; nil when the model's caret is unknown.
    package var caret: [UTF16Offset]?
    /// Where presses of Delete from 0 end; nil when the model's forward delete is unknown.
    package var forwardDeletion: [UTF16Offset]?
    /// The aspects in which the model says the host corrupts this text (``TextCorruption``):
    /// there the observation is held to having corrupted it, not to the answer above.
    package var corrupted: Set<AspectKind>

    package init(model: HostModel, text: UTF16Text) {
        let corrupted = Set(AspectKind.observed.filter { model.corrupts($0, text) })
        let deletion = corrupted.contains(.deletion) ? nil
            : model.deletion.rule.map { Self.presses(deleting: text, with: $0, trace: DeletionTrace(deleting: text, with: $0)) }
        self.init(deletion: deletion, caret: corrupted.contains(.caret) ? nil : model.caret.rule?.stops(in: text),
                  forwardDeletion: corrupted.contains(.forwardDeletion) ? nil : model.stops(.forwardDeletion, in: text),
                  corrupted: corrupted)
    }

    /// The answers as already worked out, e.g. by a report's analysis of the text.
    package init(deletion: [ObservedPress]?, caret: [UTF16Offset]?, forwardDeletion: [UTF16Offset]?, corrupted: Set<AspectKind> = []) {
        self.deletion = deletion
        self.caret = caret
        self.forwardDeletion = forwardDeletion
        self.corrupted = corrupted
    }

    /// The presses of `rule` deleting `text`, whose trace is `trace`: a trace whose every press
    /// left a shorter or equal prefix is the presses as `.removed` counts (and comes from the
    /// rule's fast paths); any other is pressed out.
    package static func presses(deleting text: UTF16Text, with rule: any DeleteRule, trace: DeletionTrace) -> [ObservedPress] {
        guard trace.keepsPrefix && trace.lengths.allSatisfy({ $0 >= 0 }) else { return presses(deleting: text, with: rule) }
        return trace.lengths.map { .removed($0) }
    }

    /// The presses of `rule` deleting `text`, each as the observation file states it.
    static func presses(deleting text: UTF16Text, with rule: any DeleteRule) -> [ObservedPress] {
        var presses: [ObservedPress] = []
        rule.forEachPress(deletingAll: text) { edit, before in
            // Units taken off the end leave a prefix: what ObservedPress(before:after:) finds,
            // without building the text after.
            if edit.replacement.isEmpty && edit.range.upperBound == before.endOffset {
                presses.append(.removed(edit.range.upperBound.rawValue - edit.range.lowerBound.rawValue))
            } else {
                presses.append(ObservedPress(before: before, after: edit.applied(to: before)))
            }
        }
        return presses
    }
}

extension ModelAnswer {
    /// The model's answer on each of `ids` that names a text of `texts`, by id.
    package static func answers(of model: HostModel, to ids: some Sequence<String>, texts: [String: UTF16Text]) -> [String: ModelAnswer] {
        var answers: [String: ModelAnswer] = [:]
        for id in ids where answers[id] == nil {
            guard let text = texts[id] else { continue }
            answers[id] = ModelAnswer(model: model, text: text)
        }
        return answers
    }
}

extension ObservedText {
    /// Calls `body` with each aspect both this text measured and `answer` answers, in the order
    /// of ``AspectKind/observed``, and whether the two agree there.
    ///
    /// Where the model says the host corrupts the text, they agree when the observation shows it
    /// corrupted (``corrupted(_:)``); a host that crashed on a text its model says it edits
    /// cleanly is a difference (a Delete that rewrote the text stays a finding, not measured).
    package func compare(with answer: ModelAnswer, _ body: (AspectKind, Bool) -> Void) {
        for aspect in AspectKind.observed {
            if answer.corrupted.contains(aspect) {
                if let shown = corrupted(aspect) { body(aspect, shown) }
                continue
            }
            switch aspect {
            case .deletion:
                if let presses = deletion.value, let modelled = answer.deletion { body(.deletion, presses == modelled) }
                else if answer.deletion != nil, crashed(.deletion) { body(.deletion, false) }
            case .caret:
                if let stops = caret.value, let modelled = answer.caret { body(.caret, Self.counts(stops, equal: modelled)) }
                else if answer.caret != nil, crashed(.caret) { body(.caret, false) }
            default:
                if let stops = forwardDeletion.value, let modelled = answer.forwardDeletion { body(.forwardDeletion, Self.counts(stops, equal: modelled)) }
                else if answer.forwardDeletion != nil, crashed(.forwardDeletion) { body(.forwardDeletion, false) }
            }
        }
    }

    /// Whether observed stops, as the file counts them, are `offsets`, element by element (no
    /// array made per comparison).
    static func counts(_ stops: [Int], equal offsets: [UTF16Offset]) -> Bool {
        stops.count == offsets.count && zip(stops, offsets).allSatisfy { $0 == $1.rawValue }
    }

    /// Whether the host process ended while `aspect` was measured (FORMAT.md: `! crashed: …`).
    package func crashed(_ aspect: AspectKind) -> Bool {
        reason(aspect)?.hasPrefix(ObservedText.crashPrefix) == true
    }

    /// Observer.forwardDeletion's reason for a Delete that did not remove from the caret.
    var rewroteForward: Bool { forwardDeletion.reason?.contains("(the host rewrote it)") == true }

    /// Whether the observation shows `aspect` corrupting the text: the process ended; a press of
    /// Backspace left other than a prefix of the text, or stopped with text left (a press that
    /// changed nothing); Delete rewrote the text. False for a clean measurement; nil when the
    /// aspect was not measured for another reason.
    package func corrupted(_ aspect: AspectKind) -> Bool? {
        if crashed(aspect) { return true }
        switch aspect {
        case .deletion:
            guard let presses = deletion.value else { return nil }
            if presses.contains(where: { if case .rewritten = $0 { true } else { false } }) { return true }
            // Presses end when the text is empty; one that removed nothing ended them early.
            return presses.last == .removed(0)
        case .caret: return caret.value == nil ? nil : false
        default: return rewroteForward ? true : forwardDeletion.value == nil ? nil : false
        }
    }

    func reason(_ aspect: AspectKind) -> String? {
        switch aspect {
        case .deletion: deletion.reason
        case .caret: caret.reason
        default: forwardDeletion.reason
        }
    }
}

/// One text on which a model and its host's observation disagree.
package struct ObservedDifference: Hashable, Sendable {
    package var caseID: String
    package var aspect: AspectKind
    package var text: UTF16Text
    /// The observed presses (deletion) or stops (caret, forward delete), drawn for people.
    package var observed: String
    package var modelled: String
}

/// Holds one observation to its model over the corpus texts.
package struct ObservationComparison: Sendable {
    package var observation: Observation
    package var model: HostModel
    /// Texts measured, per aspect.
    package private(set) var measured: [AspectKind: Int] = [:]
    /// Texts on which they agree, per aspect.
    package private(set) var agreeing: [AspectKind: Int] = [:]
    package private(set) var differences: [ObservedDifference] = []
    /// Observed case ids missing from the corpus (the observation is stale).
    package private(set) var missingCases: [String] = []

    /// - Complexity: the model's work on every observed text.
    package init(observation: Observation, model: HostModel, texts: [String: UTF16Text]) {
        self.init(observation: observation, model: model, texts: texts,
                  answers: ModelAnswer.answers(of: model, to: observation.texts.map(\.id), texts: texts))
    }

    /// Holds the observation to `answers`, the model's answers by case id (``ModelAnswer/answers(of:to:texts:)``),
    /// which observations of other elements of the same host can share.
    package init(observation: Observation, model: HostModel, texts: [String: UTF16Text], answers: [String: ModelAnswer]) {
        self.observation = observation
        self.model = model
        for observed in observation.texts {
            guard let text = texts[observed.id], let answer = answers[observed.id] else {
                missingCases.append(observed.id)
                continue
            }
            observed.compare(with: answer) { aspect, agree in
                count(aspect, agree: agree)
                guard !agree else { return }
                let (drawnObserved, drawnModelled) = if answer.corrupted.contains(aspect) || observed.reason(aspect) != nil {
                    (observed.reason(aspect).map { "! " + $0 } ?? observedDrawing(observed, aspect, text),
                     answer.corrupted.contains(aspect) ? "corrupts the text: \(model.corruption?.summary ?? "")" : modelledDrawing(answer, aspect, text))
                } else {
                    (observedDrawing(observed, aspect, text), modelledDrawing(answer, aspect, text))
                }
                differences.append(ObservedDifference(caseID: observed.id, aspect: aspect, text: text,
                                                      observed: drawnObserved, modelled: drawnModelled))
            }
        }
    }

    private func observedDrawing(_ observed: ObservedText, _ aspect: AspectKind, _ text: UTF16Text) -> String {
        switch aspect {
        case .deletion: Self.draw(observed.deletion.value ?? [])
        case .caret: Self.draw(stops: (observed.caret.value ?? []).map { UTF16Offset($0) }, in: text)
        default: Self.draw(stops: (observed.forwardDeletion.value ?? []).map { UTF16Offset($0) }, in: text)
        }
    }

    private func modelledDrawing(_ answer: ModelAnswer, _ aspect: AspectKind, _ text: UTF16Text) -> String {
        switch aspect {
        case .deletion: Self.draw(answer.deletion ?? [])
        case .caret: Self.draw(stops: answer.caret ?? [], in: text)
        default: Self.draw(stops: answer.forwardDeletion ?? [], in: text)
        }
    }

    private mutating func count(_ aspect: AspectKind, agree: Bool) {
        measured[aspect, default: 0] += 1
        if agree { agreeing[aspect, default: 0] += 1 }
    }

    /// `1,1,2` presses, a rewrite as `→TEXT`.
    package static func draw(_ presses: [ObservedPress]) -> String {
        presses.map { press in
            switch press {
            case .removed(let count): String(count)
            case .rewritten(let text): "→" + text.escaped
            }
        }.joined(separator: ",")
    }

    /// The text with `÷` at every stop. The drawing always ends in `÷` and shows no order, so
    /// stops that go back or end before the end of the text (a caret that stopped moving) are
    /// listed after it in press order.
    package static func draw(stops: [UTF16Offset], in text: UTF16Text) -> String {
        let drawn = BoundaryDrawing.draw(text, boundaries: stops)
        let end = UTF16Offset(text.units.count)
        let increasing = zip(stops, stops.dropFirst()).allSatisfy { $0 < $1 }
        guard !stops.isEmpty, !increasing || stops.last != end else { return drawn }
        let order = stops.map { String($0.rawValue) }.joined(separator: ",")
        return drawn + " (stops in press order \(order)" + (stops.last == end ? ")" : "; the end, \(end.rawValue), not reached)")
    }
}
