import EditingSemantics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension KeyboardTestFile {
    /// Reads a `<keyboardTest3>` document. `path` names it in errors, which give the line and
    /// column of malformed XML, of an unknown or misplaced element, of a missing attribute, and
    /// of a malformed `\u{…}` escape.
    package init(xml data: Data, path: String) throws(KeyboardTestError) {
        if let problem = XMLInputCheck.problem(in: data, path: path) { throw problem }
        let reader = Reader(path: path)
        // Through a stream, so libxml2 gets the document in chunks: FoundationXML hands `data:`
        // over in one piece, which libxml2 refuses past 10 MB ("Huge input lookup", error 1).
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        let ok = parser.parse()
        if let error = reader.error { throw error }
        guard ok else {
            // libxml2 reports line 0 for errors it finds before reading any line.
            throw KeyboardTestError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                    reason: "malformed XML (\(parser.parserError.map { "\($0)" } ?? "unknown error"))")
        }
        guard let file = reader.file else {
            throw KeyboardTestError(path: path, line: 1, column: 1, reason: "no <keyboardTest3> element")
        }
        self = file
    }
}

private final class Reader: NSObject, XMLParserDelegate {
    let path: String
    var file: KeyboardTestFile?
    var error: KeyboardTestError?
    private var stack: [String] = []
    private var suite: KeyboardTestSuite?
    private var test: KeyboardTest?
    private var sawInfo = false

    init(path: String) { self.path = path }

    private func fail(_ parser: XMLParser, _ reason: String) {
        guard error == nil else { return }
        error = KeyboardTestError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), reason: reason)
        parser.abortParsing()
    }

    private func required(_ name: String, in attributes: [String: String], of element: String, _ parser: XMLParser) -> String? {
        guard let value = attributes[name] else {
            fail(parser, "<\(element)> needs the attribute \(name)")
            return nil
        }
        return value
    }

    private func text(_ name: String, in attributes: [String: String], of element: String, _ parser: XMLParser) -> UTF16Text? {
        guard let raw = required(name, in: attributes, of: element, parser) else { return nil }
        do { return try UTS35Escapes.decode(raw) } catch {
            fail(parser, "<\(element) \(name)=…> column \(error.column) of the value: \(error.reason)")
            return nil
        }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard error == nil else { return }
        let parent = stack.last
        stack.append(element)
        if stack.contains("special") { return }
        switch (parent, element) {
        case (nil, "keyboardTest3"):
            guard let conformsTo = required("conformsTo", in: attributes, of: element, parser) else { return }
            file = KeyboardTestFile(conformsTo: conformsTo, keyboard: "", name: "", suites: [])
        case ("keyboardTest3", "info"):
            guard let keyboard = required("keyboard", in: attributes, of: element, parser),
                  let name = required("name", in: attributes, of: element, parser) else { return }
            file?.keyboard = keyboard
            file?.name = name
            file?.author = attributes["author"]
            sawInfo = true
        case ("keyboardTest3", "repertoire"):
            file?.repertoires.append(attributes)
        case ("keyboardTest3", "special"), ("tests", "special"), ("test", "special"):
            return
        case ("keyboardTest3", "tests"):
            guard let name = required("name", in: attributes, of: element, parser) else { return }
            suite = KeyboardTestSuite(name: name, tests: [])
        case ("tests", "test"):
            guard let name = required("name", in: attributes, of: element, parser) else { return }
            test = KeyboardTest(name: name, actions: [])
        case ("test", "startContext"):
            if let t = text("to", in: attributes, of: element, parser) { test?.actions.append(.startContext(t)) }
        case ("test", "emit"):
            if let t = text("to", in: attributes, of: element, parser) { test?.actions.append(.emit(t)) }
        case ("test", "check"):
            if let t = text("result", in: attributes, of: element, parser) { test?.actions.append(.check(t)) }
        case ("test", "backspace"):
            test?.actions.append(.backspace)
        case ("test", "keystroke"):
            guard let key = required("key", in: attributes, of: element, parser) else { return }
            var gesture = attributes
            gesture["key"] = nil
            guard gesture.count <= 1 else { return fail(parser, "<keystroke> takes at most one of flick, longPress, tapCount") }
            test?.actions.append(.keystroke(key: key, gesture: gesture))
        default:
            fail(parser, "unexpected <\(element)>" + (parent.map { " inside <\($0)>" } ?? " at the top"))
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard error == nil else { return }
        defer { stack.removeLast() }
        if stack.dropLast().contains("special") { return }
        switch element {
        case "test":
            if let test { suite?.tests.append(test) }
            test = nil
        case "tests":
            if let suite { file?.suites.append(suite) }
            suite = nil
        case "keyboardTest3":
            if !sawInfo { fail(parser, "<keyboardTest3> needs an <info> element") }
        default: break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        fail(parser, "malformed XML (libxml2 error \((parseError as NSError).code))")
    }
}
