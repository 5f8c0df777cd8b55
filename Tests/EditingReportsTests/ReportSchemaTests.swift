import EditsemTestSupport
import Foundation
import ReportTestSupport
import Testing

/// The `report.json` that `editsem report` writes today validates against
/// `Reports/report.schema.json`, checked by an independent JSON Schema implementation (Python's
/// `jsonschema`), where one is installed.
@Suite struct ReportSchemaTests {
    static let reports = RepositoryPaths.url("Reports")

    /// python3's status and its output and errors; nil when it cannot be started.
    static func python(_ script: String) async -> (status: Int32, output: String)? {
        guard let result = try? await TestProcess.run("/usr/bin/env", ["python3", "-c", script]) else { return nil }
        return (result.status, result.output + result.errorOutput)
    }

    @Test(.enabled("python3 with the jsonschema package is not installed (pip install jsonschema)") {
        await python("import jsonschema")?.status == 0
    })
    func reportMatchesItsSchema() async throws {
        let json = try #require(try FreshReport.files().contents(of: "report.json"))
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("report.json", json)
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1] if len(sys.argv) > 1 else '\(Self.reports.path)/report.schema.json'))
        data = json.load(open('\(scratch.url.path)/report.json'))
        jsonschema.Draft202012Validator.check_schema(schema)
        errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.path))
        for e in errors[:5]: print(list(e.path), e.message)
        sys.exit(1 if errors else 0)
        """
        let result = try #require(await Self.python(script))
        #expect(result.status == 0, "report.json does not match its schema:\n\(result.output)")
    }
}
