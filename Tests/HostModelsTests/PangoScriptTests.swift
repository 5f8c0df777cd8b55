import EditingSemantics
@testable import HostModels
import Testing

/// Pango's script table is read by ICU's script numbers, each name matched once: it holds for
/// every code point what matching that code point's own script name gives.
@Suite struct PangoScriptTests {
    @Test func tableIsEachCodePointsScriptByName() {
        let table = PangoScript.table
        #expect(table.count == 0x20000)
        var differing: [UInt32] = []
        for c in 0..<UInt32(0x20000) where table[Int(c)] != PangoScript(code: ICUProperties.scriptCode(c)).rawValue {
            differing.append(c)
        }
        #expect(differing.isEmpty, "first differing: \(differing.prefix(5).map { String($0, radix: 16) })")
        // The table is not one script throughout.
        #expect(Set(table).count > 5)
    }
}
