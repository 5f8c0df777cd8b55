import EditingSemantics
import HostModels

/// The outcome of one `<test>` on one host model.
package struct KeyboardTestResult: Hashable, Sendable {
    package enum Status: String, Sendable {
        /// Every check held.
        case passed
        /// A check did not hold; `detail` says which and what the host produced.
        case failed
        /// The test needs something this package does not model (a keystroke needs the
        /// keyboard's layout; a backspace needs the host's deletion, when that is unknown).
        case skipped
    }
    package var suite: String
    package var test: String
    package var host: String
    package var status: Status
    package var detail: String
}

/// Runs keyboard tests against host models: `emit` inserts its text at the caret (no keyboard
/// transforms are modelled), `backspace` is one delete-backward as the host performs it, and
/// `check` compares the whole document.
package enum KeyboardTestRunner {
    package static func run(_ file: KeyboardTestFile, on host: HostModel) -> [KeyboardTestResult] {
        file.suites.flatMap { suite in
            suite.tests.map { test in run(test, suite: suite.name, on: host) }
        }
    }

    package static func run(_ test: KeyboardTest, suite: String, on host: HostModel) -> KeyboardTestResult {
        func result(_ status: KeyboardTestResult.Status, _ detail: String) -> KeyboardTestResult {
            KeyboardTestResult(suite: suite, test: test.name, host: host.id, status: status, detail: detail)
        }
        var document = UTF16Text.empty
        var checks = 0
        for (index, action) in test.actions.enumerated() {
            let step = "action \(index + 1)"
            switch action {
            case .startContext(let text):
                document = text
            case .emit(let text):
                document = document + text
            case .keystroke(let key, _):
                return result(.skipped, "\(step): <keystroke key=\"\(key)\"> needs the keyboard's layout, which is not modelled; use <emit>")
            case .backspace:
                guard let rule = host.deletion.rule else {
                    return result(.skipped, "\(step): \(host.id)'s delete-backward is unknown")
                }
                if let edit = rule.deleteBackward(from: document.endOffset, in: document) {
                    document = edit.applied(to: document)[UTF16Offset.zero..<edit.caretAfter]
                }
            case .check(let expected):
                checks += 1
                guard document == expected else {
                    return result(.failed, "\(step): expected \"\(expected.escaped)\", \(host.id) has \"\(document.escaped)\"")
                }
            }
        }
        return result(.passed, "\(checks) check\(checks == 1 ? "" : "s") held")
    }

    /// A test file that records what `host` does when each text is deleted press by press: the
    /// text as start context, then a backspace and a check of what is left after each press.
    /// `texts` pairs a test name with its text.
    package static func recordDeletion(of texts: [(name: String, text: UTF16Text)], on host: HostModel,
                                      keyboard: String = "none.xml") -> KeyboardTestFile? {
        guard let rule = host.deletion.rule else { return nil }
        let tests = texts.map { item -> KeyboardTest in
            var actions: [KeyboardTestAction] = [.startContext(item.text)]
            var document = item.text
            for edit in rule.deleteAll(item.text) {
                document = edit.applied(to: document)[UTF16Offset.zero..<edit.caretAfter]
                actions.append(.backspace)
                actions.append(.check(document))
            }
            return KeyboardTest(name: item.name, actions: actions)
        }
        return KeyboardTestFile(
            keyboard: keyboard, author: "editsem (recorded from the \(host.id) host model)",
            name: "\(host.id)-deletion", suites: [KeyboardTestSuite(name: "delete-backward on \(host.id)", tests: tests)])
    }
}
