import Foundation
import Testing

/// `Reports/report.json` validates against `Reports/report.schema.json`, checked by an independent
/// JSON Schema implementation (Python's `jsonschema`), where one is installed.
@Suite struct ReportSchemaTests {
    static let reports = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Reports")

    static func python(_ script: String) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let validatorAvailable = python("import jsonschema")?.status == 0

    @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package is not installed (pip install jsonschema)"))
    func reportMatchesItsSchema() throws {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1] if len(sys.argv) > 1 else '\(Self.reports.path)/report.schema.json'))
        data = json.load(open('\(Self.reports.path)/report.json'))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.path))
        for e in errors[:5]: print(list(e.path), e.message)
        sys.exit(1 if errors else 0)
        """
        let result = try #require(Self.python(script))
        #expect(result.status == 0, "report.json does not match its schema:\n\(result.output)")
    }
}
