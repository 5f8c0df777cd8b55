import EditingSemantics
import HostModels

/// What every host model must do whatever its rules, checked on one text.
///
/// A delete-backward with the caret at `c > 0` must:
/// - return an edit (and none at `c == 0`) whose range lies within the text;
/// - touch only text before the caret, except the other half of a surrogate pair that the caret
///   splits (`range.lowerBound < c <= range.upperBound <= c'`, where `c'` is `c`, or `c + 1` when
///   `c` splits a pair);
/// - change the text, and never put in more than it takes out, counted in scalars of canonical
///   decomposition (NFD, a sum over scalars, so comparing the two pieces is exact). UTF-16 length
///   is not the measure: a composing Korean keyboard turns 갃 into 각 (same length, one typed jamo
///   fewer) and GTK puts back a cluster's NFD without its last scalar, so 각 + virama (2 units)
///   becomes ᄀ ᅡ ᆨ (3 units) and the caret offset grows;
/// - when the deletion aspect names a unit of this package, remove at most one of its units: no
///   boundary of that unit lies strictly inside the removed range.
/// Pressing from the end must empty the text within ``DeleteRule/deleteAll(_:)``'s press limit,
/// with the presses ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` makes (a
/// `BoundaryDeleteRule` finds them its own way).
///
/// A step (offset, caret or forward-delete rule) from `o` must return nil only at the end it moves
/// toward, and otherwise an offset strictly closer to that end and within the text. Forward delete
/// pressed from the start must empty the text.
package enum HostContract {
    /// Every violation by `model` on `text`, checking every caret position from 0 to the end, for
    /// every aspect the model knows.
    package static func violations(of model: HostModel, on text: UTF16Text) -> [Violation] {
        var found: [Violation] = []
        for kind in AspectKind.allCases {
            let aspect = model[kind]
            switch (kind.shape, aspect.rule) {
            case (.deletion, .deletion(let rule)?):
                found += deletionViolations(of: rule, unit: UnitID(rawValue: aspect.unit), host: model.id, on: text)
            case (.steps, .steps(let rule)?):
                found += stepViolations(of: rule, name: "\(model.id) \(kind.rawValue)", on: text)
            case (.forwardDeletion, .steps(let rule)?):
                let name = "\(model.id) \(kind.rawValue)"
                found += stepViolations(of: rule, name: name, on: text)
                found += forwardDeletionViolations(of: rule, name: name, on: text)
            default: break
            }
        }
        return found
    }

    /// Forward delete pressed at 0 on what the earlier presses left: each press removes at least
    /// one unit and no more than is left, and the presses empty the text. Checked press by press
    /// rather than through ``StepRule/forwardDeletionStops(in:)``, whose precondition would trap.
    package static func forwardDeletionViolations(of rule: any StepRule, name: String, on text: UTF16Text) -> [Violation] {
        var rest = text
        var presses = 0
        while let next = rule.step(from: .zero, forward: true, in: rest) {
            presses += 1
            guard next > .zero, next <= rest.endOffset else {
                return [Violation("\(name): press \(presses) from the start goes to \(next) in a text of \(rest.units.count) units", text: text)]
            }
            rest = rest[next..<rest.endOffset]
        }
        guard rest.isEmpty else {
            return [Violation("\(name): pressing from the start leaves \"\(rest.escaped)\" after \(presses) presses", text: text)]
        }
        return []
    }

    /// Violations by one delete rule. `unit`, when given, is the unit the rule claims to delete.
    package static func deletionViolations(of rule: any DeleteRule, unit: UnitID?, host: String, on text: UTF16Text) -> [Violation] {
        var found: [Violation] = []
        func fail(_ message: String) { found.append(Violation("\(host) delete: \(message)", text: text)) }
        let ownBoundaries = unit.map { Set($0.makeSegmenter().boundaries(in: text)) }
        let end = text.units.count
        for raw in 0...end {
            let caret = UTF16Offset(raw)
            guard let edit = rule.deleteBackward(from: caret, in: text) else {
                if raw > 0 { fail("no edit with the caret at \(raw) > 0") }
                continue
            }
            guard raw > 0 else {
                fail("an edit \(edit.range) with the caret at 0")
                continue
            }
            let lower = edit.range.lowerBound.rawValue, upper = edit.range.upperBound.rawValue
            guard lower >= 0, upper <= end else {
                fail("caret \(raw): range \(lower)..<\(upper) leaves the text (length \(end))")
                continue
            }
            let splitsPair = !text.isScalarBoundary(caret)
            let limit = raw + (splitsPair ? 1 : 0)
            if !(lower < raw && raw <= upper && upper <= limit) {
                fail("caret \(raw): range \(lower)..<\(upper) does not end at the caret (or the pair it splits)")
            }
            let removed = edit.removed(from: text)
            if removed == edit.replacement { fail("caret \(raw): the edit changes nothing") }
            let taken = removed.nfd.scalars.count, given = edit.replacement.nfd.scalars.count
            if taken < given {
                fail("caret \(raw): puts in more than it takes: \(lower)..<\(upper) (\(taken) scalars in NFD) becomes \"\(edit.replacement.escaped)\" (\(given))")
            }
            if let ownBoundaries, let unit {
                let inside = (lower + 1)..<max(lower + 1, upper)
                if let crossed = inside.first(where: { ownBoundaries.contains(UTF16Offset($0)) }) {
                    fail("caret \(raw): removes \(lower)..<\(upper), more than one \(unit) (a boundary at \(crossed))")
                }
            }
            if found.count > 10 { return found }
        }
        let edits = rule.deleteAll(text)
        var remaining = text
        for edit in edits { remaining = edit.applied(to: remaining) }
        if !remaining.isEmpty { fail("deleting press by press from the end leaves \"\(remaining.escaped)\" after \(edits.count) presses") }
        // A rule's fast path for the whole text (BoundaryDeleteRule) presses as the definition does.
        var byDefinition: [TextEdit] = []
        rule.forEachPressByDefinition(deletingAll: text) { edit, _ in byDefinition.append(edit) }
        if edits != byDefinition {
            fail("deleting the whole text presses \(edits.map(\.range)), by the definition \(byDefinition.map(\.range))")
        }
        return found
    }

    /// Violations by one step rule in both directions from every offset.
    package static func stepViolations(of rule: any StepRule, name: String, on text: UTF16Text) -> [Violation] {
        var found: [Violation] = []
        func fail(_ message: String) { found.append(Violation("\(name): \(message)", text: text)) }
        let end = text.units.count
        for raw in 0...end {
            let offset = UTF16Offset(raw)
            switch rule.step(from: offset, forward: true, in: text) {
            case nil where raw < end: fail("no forward step from \(raw) before the end")
            case let next? where raw == end: fail("a forward step from the end to \(next)")
            case let next? where !(next.rawValue > raw && next.rawValue <= end): fail("forward from \(raw) goes to \(next)")
            default: break
            }
            switch rule.step(from: offset, forward: false, in: text) {
            case nil where raw > 0: fail("no backward step from \(raw) after the start")
            case let previous? where raw == 0: fail("a backward step from 0 to \(previous)")
            case let previous? where !(previous.rawValue < raw && previous.rawValue >= 0): fail("backward from \(raw) goes to \(previous)")
            default: break
            }
            if found.count > 10 { return found }
        }
        return found
    }
}
