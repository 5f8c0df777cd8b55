import EditingCorpus
import EditingInvariants
@testable import EditingReports
import EditingSemantics
import EditingSupport
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// The deletion fast paths (``BoundaryDeleteRule``) press exactly as the press-by-press
/// definition does, for every catalog host, on random hard texts, long runs and every corpus
/// text; and the premise they stand on, that every unit splits a prefix cut at a boundary as it
/// splits the whole text, holds for every unit and Unicode version.
@Suite struct FastDeletionTests {
    static let root = RepositoryPaths.root

    /// Texts of hard fragments, raw code units and line feeds, and runs of one fragment.
    static let random: [UTF16Text] = {
        var rng = SplitMix64(seed: 0xFA57_DE1E)
        var texts: [UTF16Text] = []
        for _ in 0..<4_000 {
            // A fragment 5 times in 8, else a raw code unit, a line feed, or a unit that starts
            // or steers a host's tailoring (Sinhala, Arabic, Devanagari, joiners, Common and
            // Inherited characters), as raw units.
            let choices = (0..<rng.inRange(0...16)).map { _ in
                switch rng.below(8) {
                case 0: -1 - rng.below(0x10000)
                case 1: -1 - 0x0A
                case 2: -1 - Int(rng.pick([0x0D9A, 0x0DCA, 0x0DC3, 0x200D, 0x200C, 0x0627, 0x0653, 0x0915, 0x094D, 0x31, 0x301, 0x0E01] as [UInt16]))
                default: rng.below(HardCases.fragments.count)
                }
            }
            texts.append(HardCases.text(fromChoices: choices))
        }
        // Lines that a reading of one line alone gets wrong unless it looks at the line before:
        // a Sinhala conjunct open across the line feed, a joiner after it, a leading Common run.
        texts += ["ක්\u{200D}\nක්ක", "ක්\u{200D}\n1ක්ක", "क\n\u{200D}ख", "1\u{200D}2\nक", "\u{200D}\nक\u{200D}\u{094D}ष"]
        // Lines read from an earlier line that opens with a real script: Sinhala after it, and
        // a Sinhala line before it.
        texts += ["ක්\u{200D}\nक\u{200D}ක්\u{200D}ක\n1\u{200D}ක", "ක්\u{200D}\nකa\n\u{200D}\u{0DCA}ක", "ب\nक\u{200D}\n1\u{200D}\u{094D}ष"]
        for fragment in HardCases.fragments.indices {
            let count = rng.inRange(2...100)
            texts.append(HardCases.text(fromChoices: [rng.below(HardCases.fragments.count)] + Array(repeating: fragment, count: count)))
        }
        return texts
    }()

    static let corpus: [UTF16Text] = {
        var texts: [UTF16Text] = []
        _ = CorpusReader(directory: root.appendingPathComponent("Corpus").path).scan { texts.append(ReportText(corpusCase: $0).text) }
        return texts
    }()

    /// The corpus texts joined 8 to a text by line feeds (few enough that checking every caret
    /// against a whole-text reading stays quick).
    static let joined: [UTF16Text] = Swift.stride(from: 0, to: corpus.count, by: 8).map { start in
        corpus[start..<min(start + 8, corpus.count)].reduce(UTF16Text.empty) { $0.isEmpty ? $1 : $0 + UTF16Text(units: [0x0A]) + $1 }
    }

    /// Every press of `rule` on `text` both ways: the edits and the text each applies to.
    static func mismatch(_ rule: any DeleteRule, on text: UTF16Text) -> Bool {
        var fast: [(TextEdit, UTF16Text)] = []
        var reference: [(TextEdit, UTF16Text)] = []
        rule.forEachPress(deletingAll: text) { fast.append(($0, $1)) }
        rule.forEachPressByDefinition(deletingAll: text) { reference.append(($0, $1)) }
        return !fast.elementsEqual(reference) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    static let fastHosts = HostCatalog.all.filter { host in
        guard let rule = host.deletion.rule as? any BoundaryDeleteRule else { return false }
        return rule.deletionStops(in: "a\u{301}") != nil
    }.map(\.id)

    @Test func someHostsTakeTheFastPath() {
        #expect(Self.fastHosts.count >= 10, "\(Self.fastHosts)")
    }

    @Test(arguments: HostCatalog.all.map(\.id)) func pressesAsDefined(_ id: String) throws {
        let rule = try #require(try HostCatalog.model(id: id).deletion.rule, "\(id) has no deletion model")
        let failing = (Self.random + Self.corpus).filter {
            Self.mismatch(rule, on: $0) || DeletionTrace(deleting: $0, with: rule) != DeletionTrace(pressing: $0, with: rule)
        }
        #expect(failing.isEmpty, "\(id): \(failing.count) texts, first \(failing.prefix(3).map(\.escaped))")
    }

    @Test(arguments: SegmenterID.all) func unitSplitsPrefixesAlike(_ id: SegmenterID) {
        #expect(id.unit.splitsPrefixesAlike)
        let failing = Self.cutsSplittingDifferently(id.makeSegmenter(), keepingPrefix: true)
        #expect(failing.isEmpty, "\(id): \(failing)")
    }

    /// The random texts, at most 3, where the part of the text before (`keepingPrefix`) or after
    /// one of its boundaries splits otherwise than the whole text does there.
    static func cutsSplittingDifferently(_ segmenter: any Segmenter, keepingPrefix: Bool) -> [String] {
        var failing: [String] = []
        for text in Self.random where failing.count < 3 {
            let boundaries = segmenter.boundaries(in: text)
            for b in boundaries {
                let kept = keepingPrefix ? text[.zero..<b] : text[b..<text.endOffset]
                let shift = keepingPrefix ? 0 : b.rawValue
                let expected = boundaries.filter { keepingPrefix ? $0 <= b : $0 >= b }
                guard segmenter.boundaries(in: kept).map({ UTF16Offset($0.rawValue + shift) }) != expected else { continue }
                failing.append("\(text.escaped) cut at \(b.rawValue)")
                break
            }
        }
        return failing
    }

    /// Shaping one line finds the ligature groups shaping the whole text finds, on random and
    /// joined corpus texts.
    @Test func ligatureGroupsOfALineAreThoseOfTheText() {
        var failing: [String] = []
        for text in Self.random + Self.joined where failing.count < 3 {
            let continuations = NotoColorEmojiLigatures.continuations(in: text)
            for i in 0..<text.units.count
            where NotoColorEmojiLigatures.isLigatureGroupStart(UTF16Offset(i), text) == continuations.contains(i) {
                failing.append("\(text.escaped) at \(i)")
                break
            }
        }
        #expect(failing.isEmpty, "\(failing)")
        #expect(Self.joined.contains { !NotoColorEmojiLigatures.continuations(in: $0).isEmpty })
    }

    /// The groups `LinePrefixGroups` keeps through cuts from a line's end, one unit at a time
    /// (through the halves of pairs) or several, are those of the line shaped up to each cut.
    @Test func ligatureGroupsOfACutLineAreThoseOfTheCutText() {
        var rng = SplitMix64(seed: 0x11C7_C075)
        var failing: [String] = []
        for text in Self.random + Self.joined where failing.count < 3 {
            let units = text.units
            var groups = NotoColorEmojiLigatures.LinePrefixGroups(units)
            var cut = units.count
            while cut > 0 && failing.count < 3 {
                groups.cut(at: cut)
                let line = units[..<cut].lastIndex(of: 0x0A) ?? 0
                let continuations = NotoColorEmojiLigatures.continuations(in: text[UTF16Offset(line)..<UTF16Offset(cut)])
                if groups.lineStart != line {
                    failing.append("\(text.escaped) cut at \(cut): line from \(groups.lineStart), not \(line)")
                } else if let wrong = (line..<cut).first(where: { groups.continuesGroup(at: $0) != continuations.contains($0 - line) }) {
                    failing.append("\(text.escaped) cut at \(cut), at \(wrong)")
                }
                cut -= rng.below(3) == 0 ? rng.inRange(1...4) : 1
            }
        }
        #expect(failing.isEmpty, "\(failing)")
    }

    /// The texts and carets, at most 3, where `fast` and `reference` answer differently, over
    /// every caret of the random texts and of the joined corpus texts.
    static func disagreements(_ fast: (UTF16Offset, UTF16Text) -> TextEdit?, _ reference: (UTF16Offset, UTF16Text) -> TextEdit?) -> [String] {
        var failing: [String] = []
        for text in random + joined where failing.count < 3 {
            for caret in 0...text.units.count where fast(UTF16Offset(caret), text) != reference(UTF16Offset(caret), text) {
                failing.append("\(text.escaped) at \(caret)")
                break
            }
        }
        return failing
    }

    /// Qt 6.12's text edit deletes one unit without finding the cluster exactly where finding it
    /// gives that answer.
    @Test func qtDeletesAsItsClustersSay() throws {
        let rules = HostCatalog.all.compactMap { $0.deletion.rule as? QtEmojiClusterDeleteRule }
        #expect(!rules.isEmpty)
        for rule in rules {
            let failing = Self.disagreements({ rule.deleteBackward(from: $0, in: $1) }, { rule.deleteBackwardByClusters(from: $0, in: $1) })
            #expect(failing.isEmpty, "\(failing)")
        }
    }

    /// Qt's colour-emoji test read from code units in place answers as the one on a text's
    /// scalars, on every range of up to 12 units of the random and joined corpus texts.
    /// ``QtColourEmoji/opens(_:)`` as its documentation states it, on the cluster's scalars: the
    /// oracle for the reading in place.
    static func opensByScalars(_ cluster: UTF16Text) -> Bool {
        let scalars = cluster.scalars
        guard let first = scalars.first, !first.isLoneSurrogate else { return false }
        let c0 = first.value
        let c1 = scalars.count > 1 && !scalars[1].isLoneSurrogate ? scalars[1].value : nil
        if c1 == 0xFE0E { return false }
        if (0x1F1E6...0x1F1FF).contains(c0) { return c1.map { (0x1F1E6...0x1F1FF).contains($0) } ?? false }
        if c1 == 0xFE0F && ICUProperties.isEmoji(c0) { return true }
        if ICUProperties.isEmojiModifier(c0) { return false }
        if ICUProperties.isEmojiPresentation(c0) { return true }
        if ICUProperties.isEmojiModifierBase(c0), let c1, ICUProperties.isEmojiModifier(c1) { return true }
        guard ICUProperties.isEmoji(c0) else { return false }
        var rest = scalars.dropFirst().map(\.value)[...]
        if let next = rest.first, next == 0xFE0F || ICUProperties.isEmojiModifier(next) { rest = rest.dropFirst() }
        guard rest.first == 0x200D, let joined = rest.dropFirst().first else { return false }
        return ICUProperties.isEmoji(joined)
    }

    @Test func qtColourEmojiReadInPlaceAsOnScalars() {
        var failing: [String] = []
        var opening = 0
        for text in Self.random + Self.joined where failing.count < 3 {
            text.units.withUnsafeBufferPointer { units in
                for start in units.indices {
                    for end in start...min(units.count, start + 12) {
                        let reference = Self.opensByScalars(text[UTF16Offset(start)..<UTF16Offset(end)])
                        if reference { opening += 1 }
                        if QtColourEmoji.opens(UnsafeBufferPointer(rebasing: units[start..<end])) != reference {
                            failing.append("\(text.escaped) at \(start)..<\(end)")
                            return
                        }
                    }
                }
            }
        }
        #expect(failing.isEmpty, "\(failing)")
        #expect(opening > 1000)
    }

    /// GTK's Backspace read on the lines around the caret answers what it answers on the whole
    /// text.
    @Test func gtkDeletesOnItsLinesAsOnTheWholeText() throws {
        let rules = HostCatalog.all.compactMap { $0.deletion.rule as? Pango150BackspaceRule }
        #expect(!rules.isEmpty)
        for rule in rules {
            let failing = Self.disagreements({ rule.deleteBackward(from: $0, in: $1) }, { rule.deleteBackwardInWholeText(from: $0, in: $1) })
            #expect(failing.isEmpty, "\(failing)")
        }
    }

    /// A rule that answers presses on prefixes from one reading of the whole text answers, at
    /// every caret of the random and joined corpus texts where it answers at all, what the press
    /// on the text cut at the caret answers, and gives the prefix a press leaves exactly when
    /// that press leaves one; and it answers at three carets in four (those of random texts fall
    /// inside surrogate pairs and leading Common runs).
    @Test func readingsAnswerAsThePrefixes() throws {
        let rules = HostCatalog.all.compactMap { $0.deletion.rule as? any WholeTextReadingDeleteRule }
        #expect(rules.count >= 3)
        for rule in rules {
            let (failing, answered, carets) = Self.prefixDisagreements(rule)
            #expect(failing.isEmpty, "\(type(of: rule)): \(failing)")
            #expect(answered * 4 > carets * 3, "\(type(of: rule)) answers \(answered) of \(carets) carets")
        }
    }

    static func prefixDisagreements<Rule: WholeTextReadingDeleteRule>(_ rule: Rule) -> (failing: [String], answered: Int, carets: Int) {
        var failing: [String] = []
        var answered = 0, carets = 0
        for text in random + joined where failing.count < 3 {
            let reading = rule.reading(text)
            for caret in Swift.stride(from: 1, through: text.units.count, by: 1) {
                carets += 1
                let prefixLeft = rule.prefixLeft(atEndOfPrefix: UTF16Offset(caret), of: reading)
                guard let edit = rule.deleteBackward(atEndOfPrefix: UTF16Offset(caret), of: reading) else {
                    if prefixLeft != nil { failing.append("\(text.escaped) at \(caret): a prefix where the reading cannot tell"); break }
                    continue
                }
                answered += 1
                let prefix = text[.zero..<UTF16Offset(caret)]
                // The text the press leaves, when it is a prefix of `text` with the caret at its end.
                let after = edit.applied(to: prefix)
                let leftPrefix = after.units.elementsEqual(text.units.prefix(after.units.count)) && edit.caretAfter == after.endOffset
                if edit != rule.deleteBackward(from: UTF16Offset(caret), in: prefix) || prefixLeft != (leftPrefix ? after.endOffset : nil) {
                    failing.append("\(text.escaped) at \(caret)")
                    break
                }
            }
        }
        return (failing, answered, carets)
    }

    /// Every catalog host's caret and offset stops, where a rule finds them its own way, are those
    /// its steps reach one at a time, on the random texts and every corpus text.
    @Test(arguments: HostCatalog.all.map(\.id)) func stopsAsStepped(_ id: String) throws {
        let model = try HostCatalog.model(id: id)
        for rule in [model.caret.rule, model.offset.rule].compactMap({ $0 }) {
            let failing = (Self.random + Self.corpus).filter { rule.stops(in: $0) != rule.stopsByStepping(in: $0) }
            #expect(failing.isEmpty, "\(id): \(failing.count) texts, first \(failing.prefix(3).map(\.escaped))")
        }
    }

    static let forwardToStopsHosts = HostCatalog.all.filter { $0.stepRule(.forwardDeletion)?.stopsSplitSuffixesAlike == true }

    @Test func someHostsDeleteForwardToTheirStops() {
        #expect(Self.forwardToStopsHosts.count >= 4, "\(Self.forwardToStopsHosts.map(\.id))")
    }

    /// Every catalog host whose forward-delete rule says its stops split suffixes alike deletes
    /// forward to them as pressing does, on the random texts and every corpus text; and so
    /// does every unit's segmenter, cut at each boundary of the random texts.
    @Test(arguments: forwardToStopsHosts.map(\.id)) func forwardDeletionAsPressed(_ id: String) throws {
        let rule = try #require(try HostCatalog.model(id: id).stepRule(.forwardDeletion))
        let failing = (Self.random + Self.corpus).filter { rule.forwardDeletionStops(in: $0) != rule.forwardDeletionStopsByPressing(in: $0) }
        #expect(failing.isEmpty, "\(id): \(failing.count) texts, first \(failing.prefix(3).map(\.escaped))")
    }

    @Test(arguments: SegmenterID.all) func unitSplitsSuffixesAlike(_ id: SegmenterID) {
        #expect(id.unit.splitsSuffixesAlike)
        let failing = Self.cutsSplittingDifferently(id.makeSegmenter(), keepingPrefix: false)
        #expect(failing.isEmpty, "\(id): \(failing)")
    }

    /// The test can fail: a unit whose break depends on text after it (a rule that keeps a
    /// letter with a following full stop only when a letter comes next, as UAX #29's word rules
    /// WB6 and WB7 do) deletes differently when asked press by press.
    @Test func aLookAheadRuleIsCaught() {
        struct LooksAhead: Segmenter {
            var unit: UnitID { .codePoint }
            func boundaries(in text: UTF16Text) -> [UTF16Offset] {
                let u = text.units
                var result: [UTF16Offset] = []
                for i in 0...u.count {
                    let fullStopBeforeB = i > 0 && i + 1 < u.count && u[i] == 0x2E && u[i + 1] == 0x62
                    if !fullStopBeforeB { result.append(UTF16Offset(i)) }
                }
                return result
            }
        }
        #expect(Self.mismatch(SegmentDeleteRule(LooksAhead()), on: "a.b"))
    }
}
