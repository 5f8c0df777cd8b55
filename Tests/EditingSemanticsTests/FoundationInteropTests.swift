import EditingSemantics
import EditingSupport
import EditsemTestSupport
import Foundation
import Testing

/// A module that imports both Foundation (which bundles its own ICU, with the same C type names)
/// and EditingSemantics builds and agrees with Foundation on the shared facts. This file's
/// existence keeps that true: the C bridge must not leak ICU types into the Swift interface.
@Suite struct FoundationInteropTests {
    @Test func nsStringLengthIsTheUTF16Length() {
        for sample in SampleTexts.all where sample.isWellFormed {
            #expect(NSString(string: sample.string).length == sample.length.rawValue, "\(sample.escaped)")
        }
        let lone = text(0x61, 0xD800, 0x62)
        let ns = NSString(characters: lone.units, length: lone.units.count)
        #expect(ns.length == lone.length.rawValue)
        // swift-corelibs-foundation's NSString holds a Swift String, which turns the lone surrogate
        // into U+FFFD (seen on Linux with Swift 6.3.1); a CFString-backed one may keep it. Either way
        // it stays one unit, so UTF-16 offsets agree.
        #expect([0xD800, 0xFFFD].contains(ns.character(at: 1)))
        #expect(ns.character(at: 2) == 0x62)
    }

    /// The JSON `editsem` and `JSONValue` write is JSON that Foundation's parser reads back,
    /// including texts with lone surrogates, quotes, backslashes and controls.
    @Test func jsonValueParsesWithJSONSerialization() throws {
        let value = JSONValue.object([
            ("text", .text(text(0x22, 0x5C, 0x0A, 0x01, 0x2028, 0x1F600))),
            ("boundaries", .array([.int(0), .int(3)])),
            ("ratio", .number(2.0 / 3.0, digits: 3)),
            ("none", .null),
            ("flag", .bool(true)),
        ])
        for pretty in [false, true] {
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(value.rendered(pretty: pretty).utf8)) as? [String: Any])
            #expect(parsed["text"] as? String == "\"\\\n\u{01}\u{2028}😀")
            #expect(parsed["boundaries"] as? [Int] == [0, 3])
            #expect((parsed["ratio"] as? Double).map { abs($0 - 0.667) < 1e-9 } == true)
            #expect(parsed["none"] is NSNull)
            #expect(parsed["flag"] as? Bool == true)
        }
        // JSON can carry a lone surrogate only as a \u escape (RFC 8259 §7 allows it).
        #expect(JSONValue.text(text(0xD800)).rendered() == #""\ud800""#)
    }

    /// A `String` value or key is written as its bytes where none needs an escape, else scalar
    /// by scalar; either way it is the `.text` of the same code units, Foundation reads it back,
    /// and no control, DEL, U+2028 or U+2029 is left raw. An integer is `String(value)`.
    @Test func stringsAndIntegersAreWrittenAsTheScalarPathWritesThem() throws {
        var rng = SplitMix64(seed: 0x15_0A)
        let pieces = ["a", "Z", " ", "~", "\u{7F}", "\"", "\\", "\n", "\u{01}", "\u{1F}", "é", "न्", "\u{2027}", "\u{2028}",
                      "\u{2029}", "\u{202A}", "😀", "🇰🇷", "\u{E2}\u{80}", "/"]
        var strings = pieces
        for _ in 0..<500 { strings.append((0..<Int(rng.next() % 8)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()) }
        for string in strings {
            let written = JSONValue.string(string).rendered()
            #expect(written == JSONValue.text(UTF16Text(string)).rendered(), "\(string.debugDescription)")
            #expect(JSONValue.object([(string, .null)]).rendered() == "{" + written + ":null}")
            let parsed = try JSONSerialization.jsonObject(with: Data(("[" + written + "]").utf8)) as? [String]
            #expect(parsed == [string])
            #expect(!written.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 })
        }
        for value in [0, 7, 10, -1, -10, 1234567890, Int.max, Int.min, Int.min + 1] + (0..<200).map({ _ in Int(truncatingIfNeeded: rng.next()) }) {
            #expect(JSONValue.int(value).rendered() == String(value))
        }
    }
}

/// An object with an array drawn in parallel, item by item, is written as the object whole.
@Suite struct JSONObjectWithParallelArrayTests {
    @Test(arguments: 0..<40) func writtenAsTheWholeObject(seed: UInt64) {
        var rng = SplitMix64(seed: 0xA11A + seed)
        func value(depth: Int) -> JSONValue {
            switch rng.next() % (depth > 2 ? 4 : 6) {
            case 0: return .int(Int(truncatingIfNeeded: rng.next() % 1000) - 500)
            case 1: return .string(["", "a", "é\"", "न्"][Int(rng.next() % 4)])
            case 2: return .null
            case 3: return .text(UTF16Text(units: [0x61, 0xD800][..<Int(rng.next() % 3)]))
            case 4: return .array((0..<Int(rng.next() % 4)).map { _ in value(depth: depth + 1) })
            default: return .object((0..<Int(rng.next() % 4)).map { i in ("k\(i)", value(depth: depth + 1)) })
            }
        }
        let fields = (0..<Int(rng.next() % 3)).map { i in ("f\(i)", value(depth: 1)) }
        let items = (0..<Int(rng.next() % 5)).map { _ in value(depth: 2) }
        let whole = JSONValue.object(fields + [("items", .array(items))]).renderedUTF8(pretty: true)
        let encoder = JSONStreamEncoder()
        let object = JSONValue.object(fields + [("items", .array([]))]).renderedUTF8(pretty: true)
        let parallel = Array(encoder.pieces(filling: object, lastArray: "items", count: items.count) { encoder.encode(items[$0], indent: 2) }.joined())
        #expect(String(decoding: parallel, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }
}
