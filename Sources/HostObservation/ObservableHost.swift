import HostModels

/// A real host `editsem observe` can drive: which driver runs it, with which interpreter, the
/// elements it offers, and the host model family each element is held to.
package struct ObservableHost: Sendable {
    /// What the user names, e.g. `chromium`, `gtk@4`, `qt@6.12`.
    package var id: String
    /// The driver in Drivers/, e.g. `chromium.py`.
    package var driver: String
    /// Arguments before `--element`.
    package var arguments: [String]
    /// The elements, the first being the default; each with the model family it is held to.
    package var elements: [(name: String, modelFamily: String)]
    /// How many leading components of the host's reported version name the model release:
    /// 1 for `chromium@156`, 2 for `gtk@3.24`.
    package var versionComponents: Int
    /// Which Python runs the driver.
    package var python: Python
    /// What `--webdriver URL` is honoured by (browsers that speak W3C WebDriver).
    package var acceptsWebDriverEndpoint: Bool
    /// Only through `--webdriver`: the host does not run on Linux (Safari), so no local observation
    /// of it can be committed from this machine.
    package var needsWebDriverEndpoint: Bool
    /// Only in native-app mode (`--locator`): the host is an app's text view, not a page.
    package var needsLocator: Bool
    /// How many sessions observe at once when `--jobs` is not given, at most one per processor:
    /// more than one only where measured faster here (docs/performance.md).
    package var defaultSessions: Int
    /// A real web editor (Drivers/editors/): its elements are the browsers it runs in.
    package var isEditor: Bool { driver == "editor.py" }

    package enum Python: Sendable {
        /// Debian's `/usr/bin/python3`, which has `gi` and the PyQt packages.
        case debian
        /// The Python that has PySide6 from PyPI: `$EDITSEM_PYSIDE6_PYTHON`, else `python3` on PATH.
        case pyside6
    }

    package init(id: String, driver: String, arguments: [String], elements: [(name: String, modelFamily: String)],
                versionComponents: Int, python: Python, acceptsWebDriverEndpoint: Bool, needsWebDriverEndpoint: Bool = false,
                needsLocator: Bool = false, defaultSessions: Int = 1) {
        self.id = id
        self.driver = driver
        self.arguments = arguments
        self.elements = elements
        self.versionComponents = versionComponents
        self.python = python
        self.acceptsWebDriverEndpoint = acceptsWebDriverEndpoint
        self.needsWebDriverEndpoint = needsWebDriverEndpoint
        self.needsLocator = needsLocator
        self.defaultSessions = defaultSessions
    }

    package var elementNames: [String] { elements.map(\.name) }

    /// The sessions a run without `--jobs` uses on a machine with `processors` processors.
    package func defaultSessions(processors: Int) -> Int { max(1, min(defaultSessions, processors)) }

    package func modelFamily(element: String) -> String? {
        elements.first { $0.name == element }?.modelFamily
    }

    /// The model release an observation of `version` is held to, e.g. `chromium@156` for
    /// `156.0.8078.79`.
    package func modelID(element: String, reportedVersion: String) -> String? {
        guard let family = modelFamily(element: element) else { return nil }
        guard versionComponents > 0 else { return family }
        let parts = reportedVersion.split(separator: ".").prefix(versionComponents)
        return "\(family)@\(parts.joined(separator: "."))"
    }

    /// The model an observation of `reportedVersion` is held to: `explicit` when the user names
    /// one, else the catalog's model of that release, else the family's one model when it has no
    /// version (it stands for every release, as `webkit-cocoa` does for Safari). Holding a release
    /// the catalog lacks to another release's model would list that model's differences as the
    /// host's, so any other miss is an error naming the family's models.
    package func model(element: String, reportedVersion: String, explicit: String?) throws(ObserverError) -> String {
        if let explicit { return explicit }
        guard let id = modelID(element: element, reportedVersion: reportedVersion) else {
            throw .noModel("\(self.id) has no element '\(element)'")
        }
        if HostCatalog.all.contains(where: { $0.id == id }) { return id }
        let family = HostID(id).family
        let releases = HostCatalog.releases(of: family)
        if releases.count == 1, HostID(releases[0].id).version == nil { return releases[0].id }
        throw .noModel("the catalog has no model for \(id) (\(self.id) reported \(reportedVersion)); models of \(family): "
                       + "\(releases.map(\.id).joined(separator: ", ")); name the one to hold it to with --model")
    }

    package static let all: [ObservableHost] = [
        ObservableHost(id: "chromium", driver: "chromium.py", arguments: [],
                       elements: [("textarea", "chromium"), ("input", "chromium"), ("contenteditable", "chromium")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: true),
        ObservableHost(id: "firefox", driver: "firefox.py", arguments: [],
                       elements: [("textarea", "firefox"), ("input", "firefox"), ("contenteditable", "firefox")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: false),
        ObservableHost(id: "webkit-gtk", driver: "webkitgtk.py", arguments: [],
                       elements: [("textarea", "webkit-gtk"), ("input", "webkit-gtk"), ("contenteditable", "webkit-gtk")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: true),
        // Only through --webdriver: safaridriver on a Mac, Appium's XCUITest driver for iOS.
        ObservableHost(id: "safari", driver: "safari.py", arguments: [],
                       elements: [("textarea", "webkit-cocoa"), ("input", "webkit-cocoa"), ("contenteditable", "webkit-cocoa")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: true, needsWebDriverEndpoint: true),
        // An iOS app's UITextView through Appium's XCUITest driver, deletion only (Drivers/native.py).
        // Held to the catalog's one UIKit text view model, iOS 8.1's; the version is the iOS version.
        ObservableHost(id: "uitextview", driver: "uitextview.py", arguments: [],
                       elements: [("textview", "ios8-uitextview")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: true, needsWebDriverEndpoint: true,
                       needsLocator: true),
        // GTK: two sessions, each with its own Xvfb. On two cores, 2026-12-07, the whole corpus in
        // gtk@4's entry took 10.6 to 11.7 s with two, 35.8 to 38.7 with one (docs/performance.md).
        ObservableHost(id: "gtk@3", driver: "gtk.py", arguments: ["--gtk", "3"],
                       elements: [("entry", "gtk"), ("textview", "gtk")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false, defaultSessions: 2),
        ObservableHost(id: "gtk@4", driver: "gtk.py", arguments: ["--gtk", "4"],
                       elements: [("entry", "gtk"), ("textview", "gtk")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false, defaultSessions: 2),
        ObservableHost(id: "qt@5", driver: "qt.py", arguments: ["--binding", "pyqt5"],
                       elements: [("lineedit", "qt-line-edit"), ("textedit", "qt-text-edit")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
        ObservableHost(id: "qt@6", driver: "qt.py", arguments: ["--binding", "pyqt6"],
                       elements: [("lineedit", "qt-line-edit"), ("textedit", "qt-text-edit")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
        ObservableHost(id: "qt-pyside6", driver: "qt.py", arguments: ["--binding", "pyside6"],
                       elements: [("lineedit", "qt-line-edit"), ("textedit", "qt-text-edit")],
                       versionComponents: 2, python: .pyside6, acceptsWebDriverEndpoint: false),
        // Drivers/java.py: the JDK's own toolkits, keys through java.awt.Robot / the JavaFX robot (XTEST).
        ObservableHost(id: "swing@17", driver: "java.py", arguments: ["--toolkit", "swing"],
                       elements: [("textfield", "swing-text-field"), ("textarea", "swing-text-area")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: false),
        ObservableHost(id: "javafx@11", driver: "java.py", arguments: ["--toolkit", "javafx"],
                       elements: [("textfield", "javafx-text-field"), ("textarea", "javafx-text-area")],
                       versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: false),
        // Tk's own widgets, through tkinter (python3-tk) on Debian's libtk8.6.
        ObservableHost(id: "tk@8", driver: "tk.py", arguments: [],
                       elements: [("entry", "tk-entry"), ("ttk-entry", "tk-ttk-entry"), ("text", "tk-text")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
        // LibreOffice Writer's body text through python3-uno; keys through XTEST (Drivers/libreoffice.py).
        ObservableHost(id: "libreoffice", driver: "libreoffice.py", arguments: [],
                       elements: [("paragraph", "libreoffice-writer")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
        // Line editors in a terminal (tmux): readline as bash bundles it, Emacs without a window system.
        ObservableHost(id: "readline", driver: "terminal.py", arguments: ["--program", "readline"],
                       elements: [("bash", "readline")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
        ObservableHost(id: "emacs", driver: "terminal.py", arguments: ["--program", "emacs"],
                       elements: [("tty", "emacs")],
                       versionComponents: 2, python: .debian, acceptsWebDriverEndpoint: false),
    ]

    /// Real web editors, served from their pages in Drivers/editors/ (installed by install.sh
    /// there) and run in Chromium or Firefox. The id names the editor's major release (0.31 for
    /// Lexical and 0.10 for Draft.js, whose minor releases break); each browser has its own model family.
    package static let editors: [ObservableHost] = [
        editor("prosemirror@1"), editor("quill@2"), editor("ckeditor5@47"), editor("codemirror@6", page: "codemirror6"),
        editor("codemirror@5", page: "codemirror5"), editor("lexical@0.31", versionComponents: 2), editor("ace@1"),
        editor("tinymce@7"), editor("ckeditor@4", page: "ckeditor4"), editor("trix@2"), editor("jodit@4"),
        editor("codemirror-2022@6", page: "codemirror6-2022"), editor("monaco@0.33", versionComponents: 2),
        editor("summernote@0.8", versionComponents: 2), editor("tiptap@3"), editor("draftjs@0.10", versionComponents: 2),
    ]

    static func editor(_ id: String, page: String? = nil, versionComponents: Int = 1) -> ObservableHost {
        let family = HostID(id).family
        return ObservableHost(id: id, driver: "editor.py", arguments: ["--editor", page ?? family],
                              elements: [("chromium", "\(family)-chromium"), ("firefox", "\(family)-firefox")],
                              versionComponents: versionComponents, python: .debian, acceptsWebDriverEndpoint: false)
    }

    /// Looks a host up by its id, by its family when one host has it (`quill` for `quill@2`), or by
    /// a model id whose family one of its elements is held to (`chromium@156`; `qt-line-edit@6.12`
    /// → the PySide6 driver is not guessed: use its id). An ambiguous family (`codemirror`) is nil.
    package static func named(_ id: String) -> ObservableHost? {
        let hosts = all + editors
        if let host = hosts.first(where: { $0.id == id }) { return host }
        let family = id.split(separator: "@").first.map(String.init) ?? id
        if let host = hosts.first(where: { $0.id == family }) { return host }
        let sameFamily = editors.filter { HostID($0.id).family == family }
        return sameFamily.count == 1 ? sameFamily[0] : nil
    }
}
