import EditingSemantics
import Testing

/// Counting and moving across units, with the boundary checks that keep units from mixing.
@Suite struct UnitConversionTests {
    /// Expects `body` to throw a `NotABoundaryError` naming `unit` and `offset`.
    func expectNotABoundary(_ unit: UnitID, at offset: UTF16Offset, sourceLocation: SourceLocation = #_sourceLocation,
                            _ body: () throws -> Void) {
        let error = #expect(throws: NotABoundaryError.self, sourceLocation: sourceLocation, performing: body)
        #expect(error?.unit == unit && error?.offset == offset, "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    let sample: UTF16Text = "a😀नमस्ते🇰🇷"  // a | 😀 (2 units) | न म स्ते (6) | 🇰🇷 (4)

    @Test func scalarCountCountsCodePoints() throws {
        #expect(try sample.scalarCount(in: 0..<13) == 10)
        #expect(try sample.scalarCount(in: 1..<3) == 1)
        #expect(try sample.scalarCount(in: 3..<9) == 6)
        #expect(try sample.scalarCount(in: 5..<5) == 0)
        #expect(try text(0xD800, 0x61, 0xDC00).scalarCount(in: 0..<3) == 3, "a lone surrogate counts as one")
    }

    @Test func scalarCountThrowsOnASplitSurrogatePair() {
        expectNotABoundary(.codePoint, at: 2) { _ = try sample.scalarCount(in: 0..<2) }
        expectNotABoundary(.codePoint, at: 2) { _ = try sample.scalarCount(in: 2..<9) }
        expectNotABoundary(.codePoint, at: 10) { _ = try sample.scalarCount(in: 9..<10) }
    }

    @Test func characterCountCountsSwiftCharacters() throws {
        #expect(try sample.characterCount(in: 0..<13) == CharacterCount(sample.string.count))
        #expect(try sample.characterCount(in: 3..<9) == 3)
        #expect(try sample.characterCount(in: 9..<13) == 1)
    }

    @Test func characterCountThrowsInsideACharacter() {
        // Inside स्ते (5..<9), inside 😀's surrogate pair, inside the flag.
        expectNotABoundary(.swiftCharacter, at: 6) { _ = try sample.characterCount(in: 0..<6) }
        expectNotABoundary(.swiftCharacter, at: 2) { _ = try sample.characterCount(in: 2..<9) }
        expectNotABoundary(.swiftCharacter, at: 11) { _ = try sample.characterCount(in: 9..<11) }
    }

    @Test func movingScalars() throws {
        #expect(try sample.offset(movingScalars: 2, from: 0) == 3)
        #expect(try sample.offset(movingScalars: -1, from: 3) == 1)
        #expect(try sample.offset(movingScalars: 0, from: 9) == 9)
        #expect(try sample.offset(movingScalars: 2, from: 9) == 13)
        #expect(try sample.offset(movingScalars: 3, from: 9) == nil, "past the end")
        #expect(try sample.offset(movingScalars: -3, from: 3) == nil, "before the start")
        #expect(try text(0xD800, 0xDC00, 0xDC00).offset(movingScalars: 2, from: 0) == 3, "a pair, then a lone trail")
        expectNotABoundary(.codePoint, at: 12) { _ = try sample.offset(movingScalars: 1, from: 12) }
    }

    @Test func movingCharacters() throws {
        #expect(try sample.offset(movingCharacters: 1, from: 0) == 1)
        #expect(try sample.offset(movingCharacters: 2, from: 1) == 4)
        #expect(try sample.offset(movingCharacters: 3, from: 3) == 9, "न म स्ते")
        #expect(try sample.offset(movingCharacters: -1, from: 13) == 9, "the flag is one Character")
        #expect(try sample.offset(movingCharacters: -6, from: 13) == 0)
        #expect(try sample.offset(movingCharacters: 1, from: 13) == nil)
        #expect(try sample.offset(movingCharacters: -7, from: 13) == nil)
        expectNotABoundary(.swiftCharacter, at: 7) { _ = try sample.offset(movingCharacters: 1, from: 7) }
    }
}
