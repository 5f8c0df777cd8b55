import EditingSemantics
import PropertyBased
import Testing

/// The one UTF-8 validator (``UTF8Defect``) against the standard library's decoder, an
/// independent implementation of the same table (the Unicode Standard's Table 3-7): the same
/// verdict, the same first ill-formed sequence, and the column and line of the scalars before it.
@Suite struct UTF8DefectProperties {
    /// Pieces biased toward the boundaries of Table 3-7: every lead and continuation range edge,
    /// encoded surrogates, overlong forms, bytes beyond U+10FFFF, well-formed sequences of every
    /// length, line feeds.
    static let pieces: [[UInt8]] = [
        [0x61], [0x0A], [0x09], [0x0D], [0x7F],
        [0x80], [0xBF], [0xC0], [0xC1], [0xC2], [0xDF], [0xE0], [0xE1], [0xEC], [0xED], [0xEE], [0xEF],
        [0xF0], [0xF1], [0xF3], [0xF4], [0xF5], [0xFF], [0x8F], [0x90], [0x9F], [0xA0],
        [0xC3, 0xA9], [0xE0, 0xA4, 0xA8], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    ]

    @Test func agreesWithTheStandardLibrary() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...16)) { choices in
            let bytes = choices.flatMap { Self.pieces[$0] }
            let defect = UTF8Defect.first(in: bytes)
            #expect((defect == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            // The standard library's decoder stops at the first ill-formed sequence; what it decoded
            // before gives the defect's offset, line and column.
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            var offset = 0, line = 1, column = 1
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    offset += UTF8.width(scalar)
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                case .emptyInput:
                    #expect(defect == nil, "\(bytes)")
                    break decoding
                case .error:
                    #expect(defect.map { [$0.offset, $0.line, $0.column] } == [offset, line, column], "\(bytes)")
                    #expect(defect?.byte == bytes[offset], "\(bytes)")
                    break decoding
                }
            }
        }
    }

    @Test func reasonsNameTheKindOfDefect() {
        let cases: [([UInt8], String)] = [
            ([0x61, 0x80], "continuation byte 0x80 without a lead byte"),
            ([0xC1, 0xBF], "byte 0xC1 starts an overlong sequence"),
            ([0xF5], "byte 0xF5 never occurs in UTF-8"),
            ([0xED, 0xA0, 0x80], "it encodes a surrogate"),
            ([0xE0, 0x80, 0xAF], "it is overlong"),
            ([0xF4, 0x90, 0x80, 0x80], "it is beyond U+10FFFF"),
            ([0xC3, 0x41], "byte 0x41 is not a continuation byte"),
            ([0xE0, 0xA4], "is truncated: the text ends"),
            ([0xF0, 0x9F, 0x41], "is truncated: byte 0x41 is not a continuation byte"),
        ]
        for (bytes, reason) in cases {
            let defect = UTF8Defect.first(in: bytes)
            let found = defect?.reason ?? "none"
            #expect(found.hasPrefix("invalid UTF-8: ") && found.contains(reason), "\(bytes): \(found)")
            #expect(defect?.encodesSurrogate == (bytes.first == 0xED), "\(bytes)")
        }
    }
}
