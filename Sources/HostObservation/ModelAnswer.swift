import EditingSemantics
import HostModels

/// What a host model predicts for the two things an observation measures, in the observation's
/// own terms, so the two compare field by field.
package struct ModelAnswer: Hashable, Sendable {
    /// The presses of Backspace from the end until the text is empty; nil when the model's deletion
    /// is unknown.
    package var deletion: [ObservedPress]?
    /// The forward-arrow stops from 0; nil when the model's caret is unknown.
    package var caret: [Int]?
    /// Where presses of Delete from 0 end; nil when the model's forward delete is unknown.
    package var forwardDeletion: [Int]?

    package init(model: HostModel, text: UTF16Text) {
        if let rule = model.deletion.rule {
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
            deletion = presses
        }
        caret = model.caret.rule?.stops(in: text).map(\.rawValue)
        forwardDeletion = model.stops(.forwardDeletion, in: text)?.map(\.rawValue)
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
            if let presses = observed.deletion.value, let modelled = answer.deletion {
                count(.deletion, agree: presses == modelled)
                if presses != modelled {
                    differences.append(ObservedDifference(
                        caseID: observed.id, aspect: .deletion, text: text,
                        observed: Self.draw(presses), modelled: Self.draw(modelled)))
                }
            }
            for (aspect, observedStops, modelled) in [(AspectKind.caret, observed.caret.value, answer.caret),
                                                      (.forwardDeletion, observed.forwardDeletion.value, answer.forwardDeletion)] {
                guard let stops = observedStops, let modelled else { continue }
                count(aspect, agree: stops == modelled)
                if stops != modelled {
                    differences.append(ObservedDifference(
                        caseID: observed.id, aspect: aspect, text: text,
                        observed: Self.draw(stops: stops, in: text), modelled: Self.draw(stops: modelled, in: text)))
                }
            }
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

    /// The text with `÷` at every stop.
    package static func draw(stops: [Int], in text: UTF16Text) -> String {
        BoundaryDrawing.draw(text, boundaries: stops.map { UTF16Offset($0) })
    }
}
