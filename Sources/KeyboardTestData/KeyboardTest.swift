import EditingSemantics

/// A CLDR keyboard test file (UTS #35 Part 7, "Keyboard Test Data", `<keyboardTest3>`, a
/// technical preview): named suites of tests, each a sequence of actions on a document.
package struct KeyboardTestFile: Hashable, Sendable {
    /// `conformsTo`, fixed to `techpreview` by the current spec.
    package var conformsTo: String
    /// `<info>`: the keyboard file under test, the author and the test file's name.
    package var keyboard: String
    package var author: String?
    package var name: String
    /// `<repertoire>` elements, kept as their attributes so a file round-trips.
    package var repertoires: [[String: String]]
    package var suites: [KeyboardTestSuite]

    package init(conformsTo: String = "techpreview", keyboard: String, author: String? = nil, name: String,
                repertoires: [[String: String]] = [], suites: [KeyboardTestSuite]) {
        self.conformsTo = conformsTo
        self.keyboard = keyboard
        self.author = author
        self.name = name
        self.repertoires = repertoires
        self.suites = suites
    }
}

/// `<tests name="…">`.
package struct KeyboardTestSuite: Hashable, Sendable {
    package var name: String
    package var tests: [KeyboardTest]
    package init(name: String, tests: [KeyboardTest]) {
        self.name = name
        self.tests = tests
    }
}

/// `<test name="…">`: actions processed in order, with cumulative effects.
package struct KeyboardTest: Hashable, Sendable {
    package var name: String
    package var actions: [KeyboardTestAction]
    package init(name: String, actions: [KeyboardTestAction]) {
        self.name = name
        self.actions = actions
    }
}

/// One child of `<test>`.
package enum KeyboardTestAction: Hashable, Sendable {
    /// `<startContext to="…"/>`: the text before the insertion point when the test starts.
    case startContext(UTF16Text)
    /// `<keystroke key="…"/>`, with at most one gesture attribute. Running it needs the keyboard's
    /// layout, which this package does not model.
    case keystroke(key: String, gesture: [String: String])
    /// `<emit to="…"/>`: the text one keystroke produces.
    case emit(UTF16Text)
    /// `<backspace/>`.
    case backspace
    /// `<check result="…"/>`: the whole text expected so far, start context included.
    case check(UTF16Text)
}
