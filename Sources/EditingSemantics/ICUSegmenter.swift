import CICUBridge
import EditingSupport
import Foundation

/// A segmenter backed by a system ICU break iterator: the built-in character iterator or one
/// compiled from a rule file in this package's `Rules` resources.
///
/// The compiled iterator is a template that is never pointed at text; each call borrows a clone
/// from a small pool (cloning is far dearer than segmenting a short text), so one instance may be
/// used from many threads at once.
///
/// ICU's random access re-segments some 30 units around the offset after each new text, so for
/// the bundled rules, which like UAX #29 always break after a line feed and before one not after
/// a carriage return, and never join one to what follows (checked for `Rules/*.txt`: a line feed
/// occurs only in `$CR $LF` and `.`), `boundary(before:)` and `boundary(after:)` hand ICU only the
/// lines around the offset (``UTF16Text/lineWindow(around:)``).
public final class ICUSegmenter: Segmenter, @unchecked Sendable {
    public let unit: UnitID
    /// The Unicode version whose rules and data the segments follow, when the rules name one
    /// (``grapheme(unicode:)``); nil when the system ICU's own data decides (its version is
    /// ``Versions/icuUnicode``).
    package let unicodeVersion: UnicodeVersion?
    private let template: OpaquePointer
    /// Whether the rules break around line feeds as UAX #29 does, so that the lines around an
    /// offset may be segmented alone (``UTF16Text/lineWindow(around:)``).
    private let lineFeedsBreak: Bool
    /// Idle clones, guarded by `lock`, in raw storage so that borrowing one costs no dynamic
    /// exclusivity check. Beyond `poolCapacity` idle clones, returned ones are closed.
    private let lock = NSLock()
    private let idle = UnsafeMutablePointer<OpaquePointer>.allocate(capacity: poolCapacity)
    private let idleCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private static let poolCapacity = 64

    /// Extended grapheme clusters from `ubrk_open(UBRK_CHARACTER)`.
    public static let grapheme: ICUSegmenter = {
        var result = es_open_result()
        guard let breaker = es_breaker_open_character(&result) else {
            fatalError("ICU could not open its character break iterator (UErrorCode \(result.status))")
        }
        return ICUSegmenter(unit: .grapheme, template: breaker, lineFeedsBreak: true)
    }()

    /// Legacy grapheme clusters from `Rules/legacy-grapheme.txt`.
    package static let legacyGrapheme = bundled(.legacyGrapheme, file: "legacy-grapheme")
    /// Indic orthographic syllables from `Rules/aksara.txt`.
    package static let aksara = bundled(.aksara, file: "aksara")

    /// Extended grapheme clusters as UAX #29 of `version` defines them, from
    /// `Rules/grapheme-<version>.txt`, whose character sets are that version's data written out,
    /// so the system ICU's own Unicode version plays no part (only its rule engine). Unlike
    /// ``grapheme``, no CLDR tailoring: before 15.1 there is no Indic conjunct rule at all.
    public static func grapheme(unicode version: UnicodeVersion) -> ICUSegmenter {
        switch version {
        case .v15_0: return grapheme15_0
        case .v15_1: return grapheme15_1
        case .v16_0: return grapheme16_0
        case .v17_0: return grapheme17_0
        case .v18_0: return grapheme18_0
        }
    }
    private static let grapheme15_0 = bundled(.grapheme, file: "grapheme-15.0", unicode: .v15_0)
    private static let grapheme15_1 = bundled(.grapheme, file: "grapheme-15.1", unicode: .v15_1)
    private static let grapheme16_0 = bundled(.grapheme, file: "grapheme-16.0", unicode: .v16_0)
    private static let grapheme17_0 = bundled(.grapheme, file: "grapheme-17.0", unicode: .v17_0)
    private static let grapheme18_0 = bundled(.grapheme, file: "grapheme-18.0", unicode: .v18_0)

    private init(unit: UnitID, template: OpaquePointer, lineFeedsBreak: Bool) {
        self.unit = unit
        self.unicodeVersion = nil
        self.template = template
        self.lineFeedsBreak = lineFeedsBreak
        idleCount.initialize(to: 0)
    }

    /// Compiles ICU break rules. Throws with the line and offset ICU reports on a syntax error.
    package convenience init(unit: UnitID, rules: String, source: String) throws(RuleCompilationError) {
        try self.init(unit: unit, rules: rules, source: source, lineFeedsBreak: false, unicodeVersion: nil)
    }

    /// `lineFeedsBreak` promises that the rules break after every line feed and before every one
    /// not after a carriage return, and never join a line feed to what follows.
    private init(unit: UnitID, rules: String, source: String, lineFeedsBreak: Bool,
                 unicodeVersion: UnicodeVersion?) throws(RuleCompilationError) {
        let utf16 = Array(rules.utf16)
        var result = es_open_result()
        guard let breaker = es_breaker_open_rules(utf16, Int32(utf16.count), &result) else {
            throw RuleCompilationError(source: source, line: Int(result.line), offset: Int(result.offset), status: Int(result.status))
        }
        self.unit = unit
        self.unicodeVersion = unicodeVersion
        self.template = breaker
        self.lineFeedsBreak = lineFeedsBreak
        idleCount.initialize(to: 0)
    }

    private static func bundled(_ unit: UnitID, file: String, unicode: UnicodeVersion? = nil) -> ICUSegmenter {
        guard let url = Bundle.module.url(forResource: file, withExtension: "txt", subdirectory: "Rules"),
              let rules = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("the rule file Rules/\(file).txt is missing from the EditingSemantics resources") }
        do {
            return try ICUSegmenter(unit: unit, rules: rules, source: "Rules/\(file).txt", lineFeedsBreak: true,
                                    unicodeVersion: unicode)
        } catch {
            fatalError("\(error)")
        }
    }

    deinit {
        for i in 0..<idleCount.pointee { es_breaker_close(idle[i]) }
        idle.deallocate()
        idleCount.deallocate()
        es_breaker_close(template)
    }

    /// Runs `body` with an iterator no other thread uses, pointed at the units `window` of `text`
    /// (the whole text when nil).
    private func withIterator<R>(on text: UTF16Text, window: Range<Int>? = nil, _ body: (OpaquePointer) -> R) -> R {
        let pooled: OpaquePointer? = lock.withLock {
            guard idleCount.pointee > 0 else { return nil }
            idleCount.pointee -= 1
            return idle[idleCount.pointee]
        }
        guard let iterator = pooled ?? es_breaker_clone(template) else { fatalError("ICU could not clone a break iterator") }
        defer {
            let kept = lock.withLock {
                guard idleCount.pointee < Self.poolCapacity else { return false }
                idle[idleCount.pointee] = iterator
                idleCount.pointee += 1
                return true
            }
            if !kept { es_breaker_close(iterator) }
        }
        return text.units.withUnsafeBufferPointer { buffer in
            let range = window ?? 0..<buffer.count
            _ = es_breaker_set_text(iterator, buffer.baseAddress.map { $0 + range.lowerBound }, Int32(range.count))
            return body(iterator)
        }
    }

    /// The units ICU needs to see to find the boundaries around `offset`.
    private func window(around offset: UTF16Offset, in text: UTF16Text) -> Range<Int> {
        lineFeedsBreak ? text.lineWindow(around: offset) : 0..<text.units.count
    }

    /// Complexity: O(n), one allocation (of room for a boundary per code unit).
    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        withIterator(on: text) { iterator in
            let capacity = text.units.count + 1
            return [UTF16Offset](fillingUpTo: capacity) { buffer in
                // UTF16Offset is a struct of one Int, so ICU's boundaries can be written in place.
                buffer.withMemoryRebound(to: Int.self) {
                    Int(es_breaker_boundaries(iterator, $0.baseAddress, Int32(capacity)))
                }
            }
        }
    }

    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        let window = window(around: offset, in: text)
        return withIterator(on: text, window: window) { iterator in
            let b = es_breaker_preceding(iterator, Int32(offset.rawValue - window.lowerBound))
            return b < 0 ? nil : UTF16Offset(window.lowerBound + Int(b))
        }
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        let window = window(around: offset, in: text)
        return withIterator(on: text, window: window) { iterator in
            let b = es_breaker_following(iterator, Int32(offset.rawValue - window.lowerBound))
            return b < 0 ? nil : UTF16Offset(window.lowerBound + Int(b))
        }
    }

    /// The number of segments, counted by the raw ICU loop in C (the benchmark baseline).
    package func rawSegmentCount(in text: UTF16Text) -> Int {
        withIterator(on: text) { iterator in
            text.units.withUnsafeBufferPointer { Int(es_count_segments(iterator, $0.baseAddress, Int32($0.count))) }
        }
    }
}

/// ICU rejected a rule file.
package struct RuleCompilationError: Error, Hashable, Sendable, CustomStringConvertible {
    package var source: String
    package var line: Int
    package var offset: Int
    package var status: Int
    package var description: String {
        "\(source):\(line):\(offset + 1): ICU could not compile the break rules (UErrorCode \(status))"
    }
}

extension ICUSegmenter {
    /// Counts ICU character-break segments over `texts` with one iterator opened once, straight
    /// through the C bridge: the baseline the benchmark compares every segmenter with.
    package static func rawCharacterLoop(over texts: [UTF16Text]) -> Int {
        var result = es_open_result()
        guard let iterator = es_breaker_open_character(&result) else { return -1 }
        defer { es_breaker_close(iterator) }
        var total = 0
        for text in texts {
            total += text.units.withUnsafeBufferPointer { Int(es_count_segments(iterator, $0.baseAddress, Int32($0.count))) }
        }
        return total
    }
}
