import Foundation

/// One line of Unicode's `GraphemeBreakTest.txt`: a text and the boundaries the file expects
/// (`÷ 0020 × 0308 ÷ 0020 ÷` is " ̈" then " ", boundaries 0, 2, 3).
package struct GraphemeBreakTestLine: Sendable {
    /// 1-based line in the file.
    package var line: Int
    package var text: UTF16Text
    package var boundaries: [UTF16Offset]
}

/// A break test file that is not in Unicode's format.
package struct BreakTestFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var reason: String
    package var description: String { "\(file):\(line): \(reason)" }
}

/// Unicode's `GraphemeBreakTest.txt` files, one folder per Unicode version
/// (`Tests/UnicodeData/<version>/`), and how a segmenter fares on them.
package enum GraphemeBreakTestFile {
    /// The test lines of the file at `url`; comments and blank lines are skipped.
    package static func parse(contentsOf url: URL) throws -> [GraphemeBreakTestLine] {
        let content = try String(contentsOf: url, encoding: .utf8)
        var lines: [GraphemeBreakTestLine] = []
        // Read by bytes, not Characters: outside comments a line is ASCII, ÷ and ×, so a token
        // is a run of bytes between ASCII white space, and a line feed always ends a line.
        let (breakMark, joinMark) = (Array("÷".utf8), Array("×".utf8))
        for (index, raw) in content.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let tokens = raw.prefix { $0 != UInt8(ascii: "#") }.split(whereSeparator: isASCIIWhitespace)
            if tokens.isEmpty { continue }
            func fail(_ reason: String) -> BreakTestFormatError {
                BreakTestFormatError(file: url.lastPathComponent, line: index + 1, reason: reason)
            }
            var units: [UInt16] = []
            var boundaries: [UTF16Offset] = []
            var expectMark = true
            for token in tokens {
                if expectMark {
                    let isBreak = token.elementsEqual(breakMark)
                    guard isBreak || token.elementsEqual(joinMark) else {
                        throw fail("expected ÷ or × before '\(String(decoding: token, as: UTF8.self))'")
                    }
                    if isBreak { boundaries.append(UTF16Offset(units.count)) }
                } else {
                    guard let value = UInt32(Substring(token), radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw fail("'\(String(decoding: token, as: UTF8.self))' is not a scalar in hex")
                    }
                    units += UTF16.encode(scalar)!
                }
                expectMark.toggle()
            }
            guard !expectMark, !units.isEmpty else { throw fail("a line must alternate ÷ or × with scalars, ÷ or × at both ends") }
            lines.append(GraphemeBreakTestLine(line: index + 1, text: UTF16Text(units: units), boundaries: boundaries))
        }
        return lines
    }

    /// Tab, line feed, vertical tab, form feed, carriage return or space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The versions with a `GraphemeBreakTest.txt` in `folder` (its subfolders' names), oldest first.
    package static func versions(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let versions = names.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent("GraphemeBreakTest.txt").path)
        }
        return versions.sorted { $0.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes($1.split(separator: ".").compactMap { Int($0) }) }
    }

    /// The lines on which `segmenter` gives exactly the file's boundaries, and those on which it
    /// does not (by line number).
    package static func check(_ segmenter: any Segmenter, on lines: [GraphemeBreakTestLine]) -> Conformance {
        var failing: [Int] = []
        for line in lines where segmenter.boundaries(in: line.text) != line.boundaries { failing.append(line.line) }
        return Conformance(passed: lines.count - failing.count, total: lines.count, failingLines: failing)
    }

    /// How many lines of one test file a segmenter passed.
    package struct Conformance: Hashable, Sendable {
        package var passed: Int
        package var total: Int
        package var failingLines: [Int]
    }
}
