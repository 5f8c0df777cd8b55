import Foundation

import EditingSemantics

/// The text form of an ``Observation`` (Drivers/FORMAT.md): `key: value` header lines, a blank
/// line, then one line per text, `ID<TAB>DELETION<TAB>CARET<TAB>FORWARD` (no FORWARD before format
/// 3). DELETION is the UTF-16 units each press removed, `1,1,2`, with `=TEXT` (every scalar as
/// `\u{…}`) for a press after which the text is not a prefix of the text before; CARET the offsets
/// `0,1,3`; FORWARD the offsets where presses of Delete from the start ended. A field starting with
/// `! ` is the reason it could not be measured; `ID<TAB>! reason` alone marks a text the host could
/// not be given.
package enum ObservationFormat {
    /// The version written. Format 2 added `device` and `source`, format 3 the FORWARD field;
    /// older files are still read.
    package static let formatVersion = "3"
    package static let readableVersions = ["1", "2", "3"]
    package static let fileExtension = "observed"
    static let headerKeys = ["format", "host", "version", "element", "model", "engine", "fonts", "method", "platform", "device", "source", "corpus"]
    static let keysAddedIn2: Set<String> = ["device", "source"]

    /// A malformed observation file: `FILE:LINE: reason`.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        package var file: String
        package var line: Int
        package var reason: String
        package var description: String { "\(file):\(line): \(reason)" }

        package init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    /// `findings` (``ObservationFindings``) go in `# finding:` comments after the first line.
    package static func write(_ observation: Observation, findings: [String] = []) -> String {
        let h = observation.header
        var out = "# editsem observation: written by `editsem observe`, held to its model by `swift test`.\n"
        for finding in findings { out += "# finding: \(oneLine(finding))\n" }
        for (key, value) in zip(headerKeys, [formatVersion, h.host, h.version, h.element, h.model, h.engine, h.fonts, h.method, h.platform, h.device, h.source, h.corpus]) {
            out += "\(key): \(oneLine(value))\n"
        }
        out += "\n"
        for text in observation.texts {
            out += text.id
            if let reason = text.unmeasuredReason {
                out += "\t! \(oneLine(reason))\n"
                continue
            }
            out += "\t" + field(text.deletion) { $0.map(pressField).joined(separator: ",") }
            out += "\t" + field(text.caret) { $0.map(String.init).joined(separator: ",") }
            out += "\t" + field(text.forwardDeletion) { $0.map(String.init).joined(separator: ",") } + "\n"
        }
        return out
    }

    package static func read(_ contents: String, file: String) throws(ReadError) -> Observation {
        try readFile(contents, file: file).observation
    }

    /// Reads an observation keeping the line of every header key and text, for the checks that
    /// need the corpus (``ObservationCheck``).
    package static func readFile(_ contents: String, file: String) throws(ReadError) -> ObservationFile {
        var values: [String: String] = [:]
        var headerLines: [String: Int] = [:]
        var textLines: [String: Int] = [:]
        var texts: [ObservedText] = []
        var inBody = false
        // Whether texts have a FORWARD field, known once the header (format included) is read.
        var hasForward = true
        let lines = lines(of: contents)
        // A file is mostly texts, one per line.
        texts.reserveCapacity(lines.count)
        textLines.reserveCapacity(lines.count)
        // By index, for the reason `counts(bytes:omittingEmpty:)` gives.
        for index in lines.indices {
            let line = lines[index], number = index + 1
            func fail(_ reason: String) -> ReadError { ReadError(file: file, line: number, reason: reason) }
            if !inBody {
                if line.hasPrefix("#") { continue }
                if line.isEmpty {
                    inBody = true
                    hasForward = values["format"].flatMap(Int.init).map { $0 >= 3 } ?? true
                    continue
                }
                guard let colon = line.firstIndex(of: ":") else { throw fail("expected `key: value` in the header") }
                let key = String(line[..<colon])
                guard headerKeys.contains(key) else { throw fail("unknown header key '\(key)'; valid: \(headerKeys.joined(separator: ", "))") }
                guard values[key] == nil else { throw fail("'\(key)' given twice") }
                values[key] = line[line.index(after: colon)...].trimmingPrefix(" ").description
                headerLines[key] = number
                continue
            }
            if line.isEmpty { continue }
            if let text = plainTextLine(line, hasForward: hasForward) {
                guard textLines.updateValue(number, forKey: text.id) == nil else { throw fail("case '\(text.id)' observed twice") }
                texts.append(text)
                continue
            }
            let fields = split(line, at: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            let id = String(fields[0])
            guard !id.isEmpty else { throw fail("a text line starts with its case id") }
            guard textLines.updateValue(number, forKey: id) == nil else { throw fail("case '\(id)' observed twice") }
            if fields.count == 2, isUnmeasured(fields[1]) {
                texts.append(.unmeasured(id: id, reason: String(fields[1].dropFirst(2))))
                continue
            }
            guard fields.count == (hasForward ? 4 : 3) else {
                throw fail("expected ID, DELETION, CARET\(hasForward ? " and FORWARD" : " and") separated by tabs, found \(fields.count) fields")
            }
            let deletion: Measured<[ObservedPress]>
            if isUnmeasured(fields[1]) {
                deletion = .unmeasured(reason: String(fields[1].dropFirst(2)))
            } else {
                var presses: [ObservedPress] = []
                if let counts = Self.counts(fields[1], omittingEmpty: false) {
                    presses = counts.map { .removed($0) }
                } else {
                    for item in split(fields[1], at: UInt8(ascii: ","), omittingEmptySubsequences: false) where !fields[1].isEmpty {
                        if item.hasPrefix("=") {
                            do { presses.append(.rewritten(try UTF16Text(escaped: String(item.dropFirst())))) } catch { throw fail("DELETION: \(error)") }
                        } else if let count = Int(item), count >= 0 {
                            presses.append(.removed(count))
                        } else {
                            throw fail("DELETION: '\(item)' is neither a unit count nor =TEXT")
                        }
                    }
                }
                deletion = .measured(presses)
            }
            func offsets(_ field: Substring, _ name: String) throws(ReadError) -> Measured<[Int]> {
                if isUnmeasured(field) { return .unmeasured(reason: String(field.dropFirst(2))) }
                if let stops = Self.counts(field, omittingEmpty: true) { return .measured(stops) }
                var stops: [Int] = []
                for item in split(field, at: UInt8(ascii: ","), omittingEmptySubsequences: true) {
                    guard let stop = Int(item), stop >= 0 else { throw fail("\(name): '\(item)' is not an offset") }
                    stops.append(stop)
                }
                return .measured(stops)
            }
            let caret = try offsets(fields[2], "CARET")
            let forward = hasForward ? try offsets(fields[3], "FORWARD") : .unmeasured(reason: ObservedText.forwardNotInFormat)
            texts.append(ObservedText(id: id, deletion: deletion, caret: caret, forwardDeletion: forward))
        }
        guard let format = values["format"] else { throw ReadError(file: file, line: 1, reason: "the header has no 'format'") }
        guard readableVersions.contains(format) else {
            throw ReadError(file: file, line: headerLines["format"]!, reason: "format \(format) is not one of \(readableVersions.joined(separator: ", "))")
        }
        for key in headerKeys where values[key] == nil && !(format == "1" && keysAddedIn2.contains(key)) {
            throw ReadError(file: file, line: 1, reason: "the header has no '\(key)'")
        }
        if format == "1", let key = keysAddedIn2.first(where: { values[$0] != nil }) {
            throw ReadError(file: file, line: headerLines[key]!, reason: "'\(key)' is a format 2 key; this file says format 1")
        }
        let header = ObservationHeader(
            host: values["host"]!, version: values["version"]!, element: values["element"]!, model: values["model"]!,
            engine: values["engine"]!, fonts: values["fonts"]!, method: values["method"]!, platform: values["platform"]!,
            device: values["device"] ?? "", source: values["source"] ?? "", corpus: values["corpus"]!)
        return ObservationFile(observation: Observation(header: header, texts: texts), format: Int(format)!,
                               headerLines: headerLines, textLines: textLines)
    }

    /// `field.hasPrefix("! ")`, the mark of an unmeasured aspect, read from the bytes where that
    /// is the same: where no combining mark (a non-ASCII byte) follows the space.
    static func isUnmeasured(_ field: Substring) -> Bool {
        let utf8 = field.utf8
        var i = utf8.startIndex
        guard i != utf8.endIndex, utf8[i] == UInt8(ascii: "!") else { return false }
        utf8.formIndex(after: &i)
        guard i != utf8.endIndex, utf8[i] == UInt8(ascii: " ") else { return false }
        utf8.formIndex(after: &i)
        if i != utf8.endIndex, utf8[i] >= 0x80 { return field.hasPrefix("! ") }
        return true
    }

    /// The comma-separated decimal numbers of `field` (an empty field has none), read by bytes;
    /// nil when some item is anything else (the caller reads it item by item and names the
    /// error). Empty items are skipped when `omittingEmpty`, and make it nil otherwise.
    static func counts(_ field: Substring, omittingEmpty: Bool) -> [Int]? {
        var field = field
        return field.withUTF8 { counts(bytes: $0, omittingEmpty: omittingEmpty) }
    }

    /// ``counts(_:omittingEmpty:)`` of a field's UTF-8 bytes.
    ///
    /// The bytes are a buffer, not a generic collection or a `Slice`, and are walked by index:
    /// unspecialised (debug) code asks the runtime for tuple metadata on each `Slice` subscript
    /// and `enumerated()` step, and on Linux that lookup takes a lock which the parallel readers
    /// of an observations folder contend for (most of a ThreadSanitizer test run's time, measured
    /// with perf; docs/performance.md).
    static func counts(bytes field: UnsafeBufferPointer<UInt8>, omittingEmpty: Bool) -> [Int]? {
        var numbers: [Int] = []
        // Room for the most numbers the field can hold, one digit and a comma each.
        numbers.reserveCapacity(field.count / 2 + 1)
        var value = 0, digits = 0
        for i in 0..<field.count {
            let byte = field[i]
            if byte == UInt8(ascii: ",") {
                if digits > 0 { numbers.append(value) } else if !omittingEmpty { return nil }
                value = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && digits < 18 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        if digits > 0 { numbers.append(value) } else if !omittingEmpty && !field.isEmpty { return nil }
        return numbers
    }

    /// The text on a body line whose fields are all measured counts (most lines), read from its
    /// bytes as the general reading reads it; nil for any other line, left to that reading,
    /// which also names what is wrong with it.
    static func plainTextLine(_ line: Substring, hasForward: Bool) -> ObservedText? {
        var line = line
        // The fields' ends, one tab after each but the last, which ends the line; kept on the
        // stack, as a report reads hundreds of thousands of lines.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4) { ends in line.withUTF8 { bytes -> ObservedText? in
            let fieldCount = hasForward ? 4 : 3
            var found = 0
            // By index, for the reason `counts(bytes:omittingEmpty:)` gives.
            for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "\t") {
                guard found < fieldCount - 1 else { return nil }
                ends[found] = i
                found += 1
            }
            guard found == fieldCount - 1, ends[0] > 0, let base = bytes.baseAddress else { return nil }
            ends[found] = bytes.count
            func field(_ k: Int) -> UnsafeBufferPointer<UInt8>? {
                let start = ends[k - 1] + 1
                let piece = UnsafeBufferPointer(start: base + start, count: ends[k] - start)
                // An unmeasured mark, or anything else starting with `!`, is for the general reading.
                return !piece.isEmpty && piece[0] == UInt8(ascii: "!") ? nil : piece
            }
            guard let deletion = field(1).flatMap({ counts(bytes: $0, omittingEmpty: false) }),
                  let caret = field(2).flatMap({ counts(bytes: $0, omittingEmpty: true) }) else { return nil }
            let forward: Measured<[Int]>
            if hasForward {
                guard let stops = field(3).flatMap({ counts(bytes: $0, omittingEmpty: true) }) else { return nil }
                forward = .measured(stops)
            } else {
                forward = .unmeasured(reason: ObservedText.forwardNotInFormat)
            }
            return ObservedText(id: String(decoding: UnsafeBufferPointer(start: base, count: ends[0]), as: UTF8.self), deletion: .measured(deletion.map { .removed($0) }),
                                caret: .measured(caret), forwardDeletion: forward)
        } }
    }

    /// The lines of `contents`, as `split(separator: "\n", omittingEmptySubsequences: false)`
    /// gives them, found by bytes where that is the same: a line feed is a Character of its own
    /// unless a carriage return comes before it.
    static func lines(of contents: String) -> [Substring] {
        split(contents[...], at: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// `text.split(separator: Character(separator))` for an ASCII separator, found by bytes where
    /// that is the same, which is where the separator is a Character of its own: a control
    /// character is, but CR and LF together are one; any other is where `text` is ASCII (a
    /// non-ASCII mark could join it).
    static func split(_ text: Substring, at separator: UInt8, omittingEmptySubsequences: Bool) -> [Substring] {
        var text = text
        // Byte offsets of the separators, read from the text's own storage; nil where the
        // separator may not be a Character of its own.
        let found: [Int]? = text.withUTF8 { bytes in
            let standsAlone = switch separator {
            case 0x0A, 0x0D: !(bytes.contains(0x0D) && bytes.contains(0x0A))
            case ..<0x20: true
            default: bytes.allSatisfy { $0 < 0x80 }
            }
            guard standsAlone else { return nil }
            return bytes.indices.filter { bytes[$0] == separator }
        }
        guard let found else {
            return text.split(separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: omittingEmptySubsequences)
        }
        var pieces: [Substring] = []
        pieces.reserveCapacity(found.count + 1)
        let utf8 = text.utf8
        var start = utf8.startIndex
        for offset in found {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            if !omittingEmptySubsequences || start != end { pieces.append(text[start..<end]) }
            start = utf8.index(after: end)
        }
        if !omittingEmptySubsequences || start != utf8.endIndex { pieces.append(text[start..<utf8.endIndex]) }
        return pieces
    }

    /// A DELETION field's presses: `1,=\u{…},2`.
    package static func pressesField(_ presses: [ObservedPress]) -> String {
        presses.map(pressField).joined(separator: ",")
    }

    static func pressField(_ press: ObservedPress) -> String {
        switch press {
        case .removed(let count): String(count)
        case .rewritten(let text): "=" + text.scalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
        }
    }

    static func field<Value>(_ measured: Measured<Value>, _ render: (Value) -> String) -> String {
        switch measured {
        case .measured(let value): render(value)
        case .unmeasured(let reason): "! " + oneLine(reason)
        }
    }

    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }
}
