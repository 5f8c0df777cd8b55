#if canImport(XCTest)
import XCTest

/// Fails the running XCTest test once per failure message of `report` (problems, each host with a
/// new failure, and unknown hosts when the check says they fail), and prints its warnings.
public func XCTAssertPasses(_ report: EditingCheckReport, file: StaticString = #filePath, line: UInt = #line) {
    for message in report.failureMessages {
        XCTFail(message, file: file, line: line)
    }
    for message in report.warningMessages {
        print("\(file):\(line): warning: \(message)")
    }
}
#endif
