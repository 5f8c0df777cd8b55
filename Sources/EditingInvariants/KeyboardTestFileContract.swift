import EditingSemantics
import Foundation
import HostModels
import KeyboardTestData

/// What the `<keyboardTest3>` reader promises on any bytes: an error names the file, a line
/// within it and a column of at least 1; a file that reads writes back (`xml`) to a document that
/// reads to the same file; and running what it read on a host never traps.
package enum KeyboardTestFileContract {
    package static func violations(reading data: [UInt8]) -> [Violation] {
        let shown = UTF16Text(String(decoding: data, as: UTF8.self))
        let lineCount = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let file: KeyboardTestFile
        do {
            file = try KeyboardTestFile(xml: Data(data), path: "fuzz.xml")
        } catch {
            guard error.path == "fuzz.xml", (1...lineCount).contains(error.line), error.column >= 1 else {
                return [Violation("error \(error) names line \(error.line), column \(error.column) of a \(lineCount)-line file", text: shown)]
            }
            return []
        }
        do {
            let again = try KeyboardTestFile(xml: Data(file.xml.utf8), path: "written.xml")
            if again != file { return [Violation("writing what was read and reading it again gives another file", text: shown)] }
        } catch {
            return [Violation("what was read writes back to XML that does not read: \(error)", text: shown)]
        }
        for host in HostCatalog.all { _ = KeyboardTestRunner.run(file, on: host) }
        return []
    }
}
