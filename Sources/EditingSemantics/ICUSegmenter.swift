import CICUBridge
import Foundation

/// A segmenter backed by a system ICU break iterator: the built-in character iterator or one
/// compiled from a rule file in this package's `Rules` resources.
///
/// The compiled iterator is a template that is never pointed at text; each call borrows a clone
/// from a small pool (cloning is far dearer than segmenting a short text), so one instance may be
/// used from many threads at once.
public final class ICUSegmenter: Segmenter, @unchecked Sendable {
    public let unit: UnitID
    private let template: OpaquePointer
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []

    /// Extended grapheme clusters from `ubrk_open(UBRK_CHARACTER)`.
    public static let grapheme: ICUSegmenter = {
        var result = es_open_result()
        guard let breaker = es_breaker_open_character(&result) else {
            fatalError("ICU could not open its character break iterator (UErrorCode \(result.status))")
        }
        return ICUSegmenter(unit: .grapheme, template: breaker)
    }()

    /// Legacy grapheme clusters from `Rules/legacy-grapheme.txt`.
    public static let legacyGrapheme = bundled(.legacyGrapheme, file: "legacy-grapheme")
    /// Indic orthographic syllables from `Rules/aksara.txt`.
    public static let aksara = bundled(.aksara, file: "aksara")

    private init(unit: UnitID, template: OpaquePointer) {
        self.unit = unit
        self.template = template
    }

    /// Compiles ICU break rules. Throws with the line and offset ICU reports on a syntax error.
    public init(unit: UnitID, rules: String, source: String) throws(RuleCompilationError) {
        let utf16 = Array(rules.utf16)
        var result = es_open_result()
        guard let breaker = es_breaker_open_rules(utf16, Int32(utf16.count), &result) else {
            throw RuleCompilationError(source: source, line: Int(result.line), offset: Int(result.offset), status: Int(result.status))
        }
        self.unit = unit
        self.template = breaker
    }

    private static func bundled(_ unit: UnitID, file: String) -> ICUSegmenter {
        guard let url = Bundle.module.url(forResource: file, withExtension: "txt", subdirectory: "Rules"),
              let rules = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("the rule file Rules/\(file).txt is missing from the EditingSemantics resources") }
        do {
            return try ICUSegmenter(unit: unit, rules: rules, source: "Rules/\(file).txt")
        } catch {
            fatalError("\(error)")
        }
    }

    deinit {
        idle.forEach { es_breaker_close($0) }
        es_breaker_close(template)
    }

    /// Runs `body` with an iterator no other thread uses, pointed at `text`.
    private func withIterator<R>(on text: UTF16Text, _ body: (OpaquePointer) -> R) -> R {
        let pooled = lock.withLock { idle.popLast() }
        guard let iterator = pooled ?? es_breaker_clone(template) else { fatalError("ICU could not clone a break iterator") }
        defer { lock.withLock { idle.append(iterator) } }
        return text.units.withUnsafeBufferPointer { buffer in
            _ = es_breaker_set_text(iterator, buffer.baseAddress, Int32(buffer.count))
            return body(iterator)
        }
    }

    /// Complexity: O(n), one allocation (of room for a boundary per code unit).
    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        withIterator(on: text) { iterator in
            let capacity = text.units.count + 1
            return [UTF16Offset](unsafeUninitializedCapacity: capacity) { buffer, count in
                // UTF16Offset is a struct of one Int, so ICU's boundaries can be written in place.
                count = buffer.withMemoryRebound(to: Int.self) {
                    Int(es_breaker_boundaries(iterator, $0.baseAddress, Int32(capacity)))
                }
            }
        }
    }

    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        // ICU moves an offset between the halves of a surrogate pair back to the pair's start
        // before looking for the preceding boundary, which would skip a boundary at that start.
        // Asking from the pair's end instead is exact, as ICU never breaks inside a pair.
        let query = text.isScalarBoundary(offset) ? offset : offset.advanced(by: 1)
        return withIterator(on: text) { iterator in
            let b = es_breaker_preceding(iterator, Int32(query.rawValue))
            return b < 0 ? nil : UTF16Offset(Int(b))
        }
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        return withIterator(on: text) { iterator in
            let b = es_breaker_following(iterator, Int32(offset.rawValue))
            return b < 0 ? nil : UTF16Offset(Int(b))
        }
    }

    /// The number of segments, counted by the raw ICU loop in C (the benchmark baseline).
    public func rawSegmentCount(in text: UTF16Text) -> Int {
        withIterator(on: text) { iterator in
            text.units.withUnsafeBufferPointer { Int(es_count_segments(iterator, $0.baseAddress, Int32($0.count))) }
        }
    }
}

/// ICU rejected a rule file.
public struct RuleCompilationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var source: String
    public var line: Int
    public var offset: Int
    public var status: Int
    public var description: String {
        "\(source):\(line):\(offset + 1): ICU could not compile the break rules (UErrorCode \(status))"
    }
}

extension ICUSegmenter {
    /// Counts ICU character-break segments over `texts` with one iterator opened once, straight
    /// through the C bridge: the baseline the benchmark compares every segmenter with.
    public static func rawCharacterLoop(over texts: [UTF16Text]) -> Int {
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
