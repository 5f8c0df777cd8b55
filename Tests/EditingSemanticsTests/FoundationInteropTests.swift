import EditingSemantics
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
}
