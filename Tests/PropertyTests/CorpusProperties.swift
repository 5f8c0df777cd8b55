import EditingInvariants
import EditingSemantics
import Foundation
import PropertyBased
import Testing

/// The corpus reader on files assembled from pieces of its own syntax (``CorpusContract``).
@Suite struct CorpusProperties {
    static let pieces = [
        "source: s\n", "license: l\n", "tags: devanagari\n", "tags: nope\n", "# comment\n", "\n", "\r\n",
        "id-1\t", "id-2\t", "नमस्ते", "\\u{D800}", "\\u{", "}", "\t", "word, conjunct", "source=x", "note=n",
        "weight=0.5", "weight=-1", "weight=nan", "=", ",", "\n", "a", "\u{301}", "🇰🇷", "key:", ": value\n",
    ]

    @Test func readerKeepsItsContract() async {
        let generator = Gen<String?>.element(of: Self.pieces).map { $0 ?? "" }.array(of: 0...30)
        await propertyCheck(count: cases(150), input: generator) { parts in
            let violations = CorpusContract.violations(reading: Array(parts.joined().utf8))
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    /// The contract's reader really loads cases and reports errors, so the property is not vacuous.
    @Test func theContractReadsWhatItIsGiven() throws {
        let good = try CorpusContract.load(Array("source: s\nlicense: l\nid-1\tab\tword\n".utf8))
        #expect(good.cases.map(\.id) == ["id-1"] && good.scan.isClean, "\(good.scan.errors)")
        let bytes = Array("source: s\nlicense: l\nid-1\tab".utf8) + [0xFF] + Array("\tword\n".utf8)
        let bad = try CorpusContract.load(bytes)
        #expect(bad.scan.errors.map(\.kind) == [.invalidUTF8])
        #expect(bad.scan.errors.first?.line == 3 && bad.scan.errors.first?.column == 8, "\(bad.scan.errors)")
        #expect(CorpusContract.violations(reading: bytes).isEmpty)
    }
}
