import EditingSupport
import Foundation
import ReportFormat
import ReportTestSupport
import Testing

/// `report.json`'s groups are written by hand (``ReportJSONObject``): every group of the bundled
/// corpus's report, read back, is written byte for byte as `Encodable` and ``JSONStreamEncoder``
/// write it.
@Suite struct ReportJSONTests {
    @Test func groupsAreWrittenAsEncodingWritesThem() throws {
        let json = try #require(try FreshReport.files().contents(of: "report.json"))
        let document = try ReportDocument(json: Data(json.utf8))
        try #require(document.groups.count > 30)
        let encoder = JSONStreamEncoder(fractionDigits: 4)
        for group in document.groups {
            var writer = JSONPrettyWriter(fractionDigits: 4, level: 2)
            group.write(to: &writer)
            let encoded = try encoder.encode(group, indent: 2).bytes
            // Compared apart from the expectation, which would print both documents.
            let same = writer.out == encoded
            #expect(same, "group \(group.name): \(Self.firstDifference(writer.out, encoded))")
        }
    }

    /// Around the first byte where `a` and `b` differ.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, i - 60)..<min(bytes.count, i + 60)], as: UTF8.self) }
        return "at byte \(i): written \(around(a)) | encoded \(around(b))"
    }
}
