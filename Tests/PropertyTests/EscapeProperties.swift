import EditingInvariants
import EditingSemantics
import PropertyBased
import Testing

@Suite struct EscapeProperties {
    @Test func everyTextRoundTrips() async {
        await propertyCheck(count: cases(1000), input: TextGen.text()) { text in
            #expect(EscapeContract.violations(roundTripping: text).isEmpty)
        }
    }

    /// Sources made of escape syntax pieces: errors name a column inside the source, successes
    /// round-trip.
    @Test func readingEscapeSyntaxNeverTraps() async {
        let pieces = ["\\", "u", "{", "}", "0", "D800", "1F1F0", "110000", "FFFFFFF", "g", "\\\\", "\\u{", "a", "é", "🇰"]
        await propertyCheck(count: cases(1000), input: Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...12)) { parts in
            let source = parts.joined()
            #expect(EscapeContract.violations(reading: source).isEmpty, "\(source)")
        }
    }
}
