import EditingSemantics
import Foundation
import HostModels
import Testing
import EditingInvariants

/// Compares ``CFCharacterClusters`` with the real `CFStringGetRangeOfCharacterClusterAtIndex` of
/// the toolchain's swift-corelibs-foundation: whole-text deletion press by press
/// (backward-deletion clusters) and caret stops (composed and cursor-movement clusters), on the
/// Unicode and sample corpora and on seeded random strings of ``HardCases`` fragments, whose
/// groups reach every stage of CF's cluster code.
/// Every disagreement must fall in a class of ``CFExplainedDifference``.
@Suite struct CFDifferentialTests {
    static let oracle = CoreFoundationOracle.loaded.oracle
    static let oracleLoaded = oracle != nil

    /// One comparison that came out differently.
    struct Disagreement: CustomStringConvertible {
        var units: [UInt16]
        var what: String
        var model: [Int]
        var coreFoundation: [Int]
        var description: String {
            "\(UTF16Text(units: units).escaped) \(what): model \(model), CoreFoundation \(coreFoundation)"
        }
    }

    // MARK: Comparisons

    static func modelPressLengths(_ units: [UInt16]) -> [Int] {
        CFClusterDeleteRule(.backwardDeletion).deleteAll(UTF16Text(units: units))
            .map { $0.range.upperBound.rawValue - $0.range.lowerBound.rawValue }
    }

    static func coreFoundationPressLengths(_ oracle: CoreFoundationOracle, _ units: [UInt16]) -> [Int] {
        var lengths: [Int] = []
        var current = units
        while !current.isEmpty {
            let start = oracle.withString(current) { $0.range(at: current.count - 1, .backwardDeletion).lowerBound }
            lengths.append(current.count - start)
            current.removeSubrange(start...)
        }
        return lengths
    }

    static func modelStops(_ kind: CFClusterKind, _ units: [UInt16]) -> [Int] {
        CFClusterStepRule(kind).stops(in: UTF16Text(units: units)).map(\.rawValue)
    }

    static func coreFoundationStops(_ oracle: CoreFoundationOracle, _ kind: CFClusterKind, _ units: [UInt16]) -> [Int] {
        oracle.withString(units) { string in
            var stops = [0]
            while let last = stops.last, last < units.count {
                // The one-unit advance where CF's range does not reach past the index (around
                // transcoding hints) is the caller's choice, made the same way as CFClusterStepRule.
                stops.append(max(string.range(at: last, kind).upperBound, last + 1))
            }
            return stops
        }
    }

    /// Every comparison for one text that disagrees.
    static func disagreements(_ oracle: CoreFoundationOracle, _ units: [UInt16]) -> [Disagreement] {
        var found: [Disagreement] = []
        let model = modelPressLengths(units), cf = coreFoundationPressLengths(oracle, units)
        if model != cf { found.append(Disagreement(units: units, what: "press lengths", model: model, coreFoundation: cf)) }
        for kind in [CFClusterKind.composedCharacter, .cursorMovement] {
            let model = modelStops(kind, units), cf = coreFoundationStops(oracle, kind, units)
            if model != cf { found.append(Disagreement(units: units, what: "\(kind.unitName) stops", model: model, coreFoundation: cf)) }
        }
        return found
    }

    /// Checks `texts`; returns how many were compared. Records an issue for each disagreement
    /// that no explained class covers.
    @discardableResult
    static func check(_ texts: [[UInt16]], oracle: CoreFoundationOracle, source: String) -> (compared: Int, explained: [CFExplainedDifference: Int]) {
        var explained: [CFExplainedDifference: Int] = [:]
        var unexplained: [Disagreement] = []
        for units in texts where !units.isEmpty {
            for disagreement in disagreements(oracle, units) {
                if let reason = CFExplainedDifference.allCases.first(where: { $0.covers(units) }) {
                    explained[reason, default: 0] += 1
                } else {
                    unexplained.append(disagreement)
                }
            }
        }
        if !unexplained.isEmpty {
            Issue.record("\(source): \(unexplained.count) disagreements outside the explained classes, e.g.\n\(unexplained.prefix(12).map(\.description).joined(separator: "\n"))")
        }
        return (texts.count, explained)
    }

    // MARK: Tests

    @Test(.enabled(if: oracleLoaded, "CoreFoundation unavailable: \(CoreFoundationOracle.loaded.unavailableReason ?? "")"))
    func explainedDifferencesAreReal() throws {
        let oracle = try #require(Self.oracle)
        for reason in CFExplainedDifference.allCases {
            #expect(reason.covers(reason.example), "\(reason): its example is outside its own class")
            #expect(!Self.disagreements(oracle, reason.example).isEmpty,
                    "\(reason): the example \(UTF16Text(units: reason.example).escaped) no longer differs; drop the class")
        }
    }

    @Test(.enabled(if: oracleLoaded, "CoreFoundation unavailable: \(CoreFoundationOracle.loaded.unavailableReason ?? "")"))
    func unicodeAndSampleCorporaAgree() throws {
        let oracle = try #require(Self.oracle)
        let corpus = try CFDifferentialCorpus.unicodeFiles() + CFDifferentialCorpus.samples
        #expect(corpus.count > 4000)
        let result = Self.check(corpus, oracle: oracle, source: "corpus")
        print("CF differential, corpus: \(result.compared) texts, explained differences: \(result.explained)")
    }

    /// 100,000 random strings of up to 7 fragments in four seeded batches (run in parallel).
    @Test(.enabled(if: oracleLoaded, "CoreFoundation unavailable: \(CoreFoundationOracle.loaded.unavailableReason ?? "")"),
          arguments: 0..<4)
    func randomStringsAgree(batch: Int) throws {
        let oracle = try #require(Self.oracle)
        let texts = HardCases.texts(seed: 0x5EED_CF00_2014_1205 &+ UInt64(batch), count: 25_000, maxFragments: 7).map(\.units)
        let result = Self.check(texts, oracle: oracle, source: "random strings, batch \(batch)")
        print("CF differential, random batch \(batch): \(result.compared) texts, explained differences: \(result.explained)")
    }
}

/// Classes of disagreement between the model and swift-corelibs-foundation's CoreFoundation
/// whose cause lies outside the model, each with a minimal example.
///
/// CF's own tables need no class: its non-base set equals General_Category M* and its combining
/// classes equal ICU 72's for every code point (checked when the model was written), and its
/// letter set equals L* and M* except the Tangut ideographs, which the model reproduces.
enum CFExplainedDifference: String, CaseIterable, CustomStringConvertible {
    /// CF reads Grapheme_Extend, Emoji_Modifier, Extended_Pictographic and Grapheme_Cluster_Break
    /// (for pictographic sequences) from the ICU bundled with Foundation (76.1, Unicode 16.0);
    /// the model reads the system ICU (72.1, Unicode 15.0). U+0CC0 KANNADA VOWEL SIGN II is a
    /// SpacingMark in 15.0 and Grapheme_Extend in 16.0, so in 16.0 it may sit between a
    /// pictograph and a ZWJ.
    case unicodeVersionSkew

    var description: String { rawValue }

    var example: [UInt16] { Array("\u{1F600}\u{0CC0}\u{200D}\u{1F600}".utf16) }

    /// Whether `units` holds a character this class is about.
    func covers(_ units: [UInt16]) -> Bool {
        switch self {
        case .unicodeVersionSkew:
            return UTF16Text(units: units).scalars.contains { !$0.isLoneSurrogate && FoundationICU.differsFromSystemICU($0.value) }
        }
    }
}

/// Properties from the ICU bundled with Foundation (`lib_FoundationICU.so`, symbols prefixed
/// `swift_`), to tell which characters the two ICUs classify differently.
enum FoundationICU {
    private typealias HasBinaryProperty = @convention(c) (Int32, Int32) -> Int8
    private typealias IntPropertyValue = @convention(c) (Int32, Int32) -> Int32
    private static let functions: (HasBinaryProperty, IntPropertyValue)? = {
        #if canImport(Glibc)
        let library = "lib_FoundationICU.so"
        guard let handle = dlopen(library, RTLD_NOW | RTLD_NOLOAD) ?? dlopen(library, RTLD_NOW),
              let binary = dlsym(handle, "swift_u_hasBinaryProperty"),
              let integer = dlsym(handle, "swift_u_getIntPropertyValue")
        else { return nil }
        return (unsafeBitCast(binary, to: HasBinaryProperty.self), unsafeBitCast(integer, to: IntPropertyValue.self))
        #else
        return nil
        #endif
    }()

    // ICU's UProperty numbers (stable across versions).
    private static let graphemeExtend: Int32 = 11, emojiModifier: Int32 = 59, extendedPictographic: Int32 = 64
    private static let graphemeClusterBreak: Int32 = 0x1012

    /// Whether a property CF's pictographic sequences use differs between the two ICUs.
    static func differsFromSystemICU(_ c: UInt32) -> Bool {
        guard let (binary, integer) = functions else { return false }
        let scalar = Int32(bitPattern: c)
        return (binary(scalar, graphemeExtend) != 0) != ICUProperties.isGraphemeExtend(c)
            || (binary(scalar, emojiModifier) != 0) != ICUProperties.isEmojiModifier(c)
            || (binary(scalar, extendedPictographic) != 0) != ICUProperties.isExtendedPictographic(c)
            || integer(scalar, graphemeClusterBreak) != ICUProperties.graphemeClusterBreak(c).rawValue
    }
}

