import EditingSemantics
import EditingSupport
import Foundation
import HostModels
import KeyboardSimulation
import Testing
import EditingInvariants

/// Random call sequences (seeded, so every run is the same) on every host, including test doubles
/// that break their contract or produce ill-formed text: the simulator never crashes, every state
/// is valid, each call does what the proxy's documentation and the host model say, and replaying
/// the log reproduces it.
@Suite struct SimulatorPropertyTests {
    static let hosts: [HostModel] = HostCatalog.all + [TestHosts.unknown, TestHosts.illFormed, TestHosts.hostile, TestHosts.decomposing]

    /// Pieces the random texts are made of: parts of emoji sequences, Indic and Hangul pieces,
    /// combining marks, line breaks.
    static let pieces: [String] = [
        "a", " ", "👍", "🏽", "\u{200D}", "👨", "🇰", "🇷", "\u{FE0F}", "न", "\u{94D}", "\u{93F}", "त", "한", "하",
        "\u{1112}", "\u{1161}", "\u{11AB}", "e", "\u{301}", "🏴", "\u{E0067}", "\u{E007F}", "\r", "\n", "1\u{20E3}",
    ]

    static func randomCall(_ rng: inout SplitMix64) -> ProxyCall.Call {
        func text() -> UTF16Text {
            UTF16Text((0..<Int.random(in: 0...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined())
        }
        switch Int.random(in: 0..<16, using: &rng) {
        case 0: return .documentContextBeforeInput
        case 1: return .documentContextAfterInput
        case 2: return .selectedText
        case 3: return .hasText
        case 4, 5, 6: return .insertText(text())
        case 7, 8, 9, 10: return .deleteBackward
        case 11, 12: return .adjustTextPosition(byCharacterOffset: Int.random(in: -6...6, using: &rng))
        case 13: return .adjustTextPosition(byCharacterOffset: [Int.min, Int.max, -1000, 1000].randomElement(using: &rng)!)
        case 14: return .setMarkedText(text(), location: Int.random(in: -1...5, using: &rng), length: Int.random(in: -1...5, using: &rng))
        default: return .unmarkText
        }
    }

    @Test(arguments: hosts.map(\.id))
    func randomCallsKeepTheStateConsistent(hostID: String) throws {
        let host = try #require(Self.hosts.first { $0.id == hostID })
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ UInt64(hostID.utf8.count))
            let start = UTF16Text(Self.pieces.shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng)).joined())
            let window: ContextWindow = [.unlimited, .limited(3), .unavailable].randomElement(using: &rng)!
            let document = SimulatedDocument(host: host, text: start, caret: UTF16Offset(Int.random(in: 0...start.units.count, using: &rng)), window: window)
            for _ in 0..<60 {
                let before = document.state
                let call = Self.randomCall(&rng)
                let (after, effect) = document.perform(call)
                let context = "seed \(seed), \(call.drawn) on \(before.drawn)"
                try checkValid(after, context)
                try checkCall(call, effect: effect, before: before, after: after, host: host, window: window, context)
                for finding in DamageDetector.findings(in: after) {
                    #expect(finding.offset >= .zero && finding.offset <= after.text.endOffset, "\(context)")
                }
            }
            for (entry, next) in zip(document.log, document.log.dropFirst()) { #expect(entry.after == next.before) }
            #expect(document.log.last?.after == document.state)
            let replayed = try #require(SimulatedDocument.replay(document.log, host: host, window: window))
            #expect(replayed.log == document.log, "seed \(seed): the replay diverges")
            #expect(replayed.state == document.state)
        }
    }

    func checkValid(_ state: DocumentState, _ context: String) throws {
        #expect(state.selection.lowerBound >= .zero && state.selection.upperBound <= state.text.endOffset, "\(context)")
        if let marked = state.marked {
            #expect(marked.lowerBound >= .zero && marked.upperBound <= state.text.endOffset && !marked.isEmpty, "\(context)")
        }
    }

    /// What each call must have done, restated from UIKit's documentation and the host model.
    func checkCall(
        _ call: ProxyCall.Call, effect: ProxyCall.Effect, before: DocumentState, after: DocumentState,
        host: HostModel, window: ContextWindow, _ context: String
    ) throws {
        switch effect {
        case .unknown, .invalidHostAnswer:
            #expect(after == before, "\(context): a call that could not be simulated changed the document")
            return
        case .returnedText, .returnedFlag:
            #expect(call.isRead && after == before, "\(context)")
        case .applied:
            #expect(!call.isRead, "\(context)")
        }
        switch call {
        case .documentContextBeforeInput:
            let full = before.text[.zero..<before.selection.lowerBound]
            if case .returnedText(let shown) = effect {
                switch window {
                case .unavailable: #expect(shown == nil, "\(context)")
                case .unlimited: #expect(shown == full, "\(context)")
                case .limited(let count):
                    let shownUnits = try #require(shown).units
                    #expect(shownUnits.count <= count.rawValue && full.units.reversed().starts(with: shownUnits.reversed()), "\(context)")
                }
            }
        case .insertText(let inserted):
            let replaced = before.marked ?? before.selection
            #expect(after.text == before.text.replacing(replaced, with: inserted), "\(context)")
            #expect(after.selection.isEmpty && after.caret == replaced.lowerBound.advanced(by: inserted.length) && after.marked == nil, "\(context)")
        case .deleteBackward:
            if !before.selection.isEmpty {
                #expect(after.text == before.text.replacing(before.selection, with: .empty) && after.caret == before.selection.lowerBound, "\(context)")
            } else if let edit = host.deletion.rule?.deleteBackward(from: before.caret, in: before.text) {
                #expect(after.text == edit.applied(to: before.text) && after.caret == edit.caretAfter, "\(context)")
            } else {
                #expect(after == before, "\(context)")
            }
        case .adjustTextPosition(let offset):
            #expect(after.text == before.text && after.marked == before.marked, "\(context)")
            if offset != 0, let rule = host.offset.rule {
                let moved = rule.move(from: before.caret, by: min(max(offset, -10_000), 10_000), in: before.text)
                #expect(after.caret == moved.offset, "\(context)")
            }
        case .setMarkedText(let marked, _, _):
            let replaced = before.marked ?? before.selection
            #expect(after.text == before.text.replacing(replaced, with: marked), "\(context)")
            #expect(after.marked == (marked.isEmpty ? nil : replaced.lowerBound..<replaced.lowerBound.advanced(by: marked.length)), "\(context)")
            #expect(after.selection.lowerBound >= replaced.lowerBound && after.selection.upperBound <= replaced.lowerBound.advanced(by: marked.length), "\(context)")
        case .unmarkText:
            #expect(after.text == before.text && after.selection == before.selection && after.marked == nil, "\(context)")
        case .documentContextAfterInput, .selectedText, .hasText:
            break
        }
    }
}
