import EditingSemantics
import EditingSupport

extension KeyboardTestFile {
    /// The file as a `<keyboardTest3>` document, indented by two spaces, attributes in a fixed
    /// order, texts with `\u{…}` escapes for invisible and ill-formed code units.
    package var xml: String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!DOCTYPE keyboardTest3 SYSTEM \"../dtd/ldmlKeyboardTest3.dtd\">\n"
        out += "<keyboardTest3 conformsTo=\(q(conformsTo))>\n"
        out += "  <info keyboard=\(q(keyboard))" + (author.map { " author=\(q($0))" } ?? "") + " name=\(q(name))/>\n"
        for repertoire in repertoires {
            out += "  <repertoire" + repertoire.keys.sorted().map { " \($0)=\(q(repertoire[$0]!))" }.joined() + "/>\n"
        }
        for suite in suites {
            out += "  <tests name=\(q(suite.name))>\n"
            for test in suite.tests {
                out += "    <test name=\(q(test.name))>\n"
                for action in test.actions {
                    out += "      " + element(action) + "\n"
                }
                out += "    </test>\n"
            }
            out += "  </tests>\n"
        }
        return out + "</keyboardTest3>\n"
    }

    private func element(_ action: KeyboardTestAction) -> String {
        switch action {
        case .startContext(let t): return "<startContext to=\(q(UTS35Escapes.encode(t)))/>"
        case .emit(let t): return "<emit to=\(q(UTS35Escapes.encode(t)))/>"
        case .check(let t): return "<check result=\(q(UTS35Escapes.encode(t)))/>"
        case .backspace: return "<backspace/>"
        case .keystroke(let key, let gesture):
            return "<keystroke key=\(q(key))" + gesture.keys.sorted().map { " \($0)=\(q(gesture[$0]!))" }.joined() + "/>"
        }
    }

    /// A quoted XML attribute value.
    private func q(_ value: String) -> String { "\"" + XMLText.escaped(value) + "\"" }
}
