import EditingSemantics
import HostModels

/// What one real host did with the corpus: a header naming the host release, element, engines,
/// fonts and method, and one entry per text. No clock time, so a repeated run gives the same bytes.
package struct Observation: Hashable, Sendable {
    package var header: ObservationHeader
    /// In corpus order.
    package var texts: [ObservedText]

    package init(header: ObservationHeader, texts: [ObservedText]) {
        self.header = header
        self.texts = texts
    }
}

/// Where and how an observation was made.
package struct ObservationHeader: Hashable, Sendable {
    /// The observable host, e.g. `chromium`, `gtk@4`, `qt@6.12`.
    package var host: String
    /// The version the host itself reported, e.g. `156.0.8078.79`.
    package var version: String
    /// The element or widget, e.g. `textarea`, `entry`, `lineedit`.
    package var element: String
    /// The host model this observation holds to account, e.g. `chromium@156`.
    package var model: String
    /// Engines and their versions, as the driver found them.
    package var engine: String
    /// The installed font packages.
    package var fonts: String
    /// How key events were sent.
    package var method: String
    /// The operating system with its version, e.g. `Debian GNU/Linux 12 (bookworm)`, `iOS 17.5`.
    package var platform: String
    /// The machine: `x86_64 PC`, `iPhone 15 (simulator)`, `Pixel 8`. Empty in a format 1 file.
    package var device: String
    /// How the file came to be: the program, and the endpoint when the host was driven remotely.
    /// Empty in a format 1 file (those were all written by `editsem observe` with a local driver).
    package var source: String
    /// The corpus version stamp (`sha256:…`) the texts came from.
    package var corpus: String

    package init(host: String, version: String, element: String, model: String, engine: String, fonts: String,
                method: String, platform: String, device: String = "", source: String = "", corpus: String) {
        self.host = host
        self.version = version
        self.element = element
        self.model = model
        self.engine = engine
        self.fonts = fonts
        self.method = method
        self.platform = platform
        self.device = device
        self.source = source
        self.corpus = corpus
    }

    /// The fields saying what ran (the host's release, its engines, fonts and system) where this
    /// header and `other` differ. Texts observed under different ones cannot share one header:
    /// an editor keeps its version when its browser changes release, which only `engine` says.
    package func differencesInWhatRan(from other: ObservationHeader) -> [(field: String, this: String, other: String)] {
        let fields: [(String, KeyPath<ObservationHeader, String>)] = [
            ("version", \.version), ("engine", \.engine), ("fonts", \.fonts), ("platform", \.platform),
        ]
        return fields.compactMap { name, path in
            self[keyPath: path] == other[keyPath: path] ? nil : (name, self[keyPath: path], other[keyPath: path])
        }
    }
}

/// A measurement, or why it could not be made.
package enum Measured<Value: Hashable & Sendable>: Hashable, Sendable {
    case measured(Value)
    case unmeasured(reason: String)

    package var value: Value? {
        if case .measured(let value) = self { return value }
        return nil
    }

    /// Why it was not measured, when it was not.
    package var reason: String? {
        if case .unmeasured(let reason) = self { return reason }
        return nil
    }
}

/// What one press of Backspace did to the text before it.
package enum ObservedPress: Hashable, Sendable {
    /// The text lost this many UTF-16 units at its end.
    case removed(Int)
    /// The text became this, which is not a prefix of the text before (the host rewrote it).
    case rewritten(UTF16Text)

    /// The press that turns `before` into `after`, described as the observation file stores it.
    package init(before: UTF16Text, after: UTF16Text) {
        if after.units.count <= before.units.count && before.units.starts(with: after.units) {
            self = .removed(before.units.count - after.units.count)
        } else {
            self = .rewritten(after)
        }
    }

    /// The text after the press, given the text before it.
    package func applied(to before: UTF16Text) -> UTF16Text {
        switch self {
        case .removed(let count): UTF16Text(units: before.units.dropLast(count))
        case .rewritten(let text): text
        }
    }
}

/// One corpus text as the host handled it.
package struct ObservedText: Hashable, Sendable {
    /// The corpus case id.
    package var id: String
    /// Backspace pressed from the end until the text was empty or a press changed nothing.
    package var deletion: Measured<[ObservedPress]>
    /// The caret offsets (UTF-16) reached by the forward arrow from offset 0, 0 first.
    package var caret: Measured<[Int]>
    /// The offsets (UTF-16, in the text as given) where each press of Delete from offset 0 ended,
    /// 0 first.
    package var forwardDeletion: Measured<[Int]>

    /// How an aspect's record starts when the host process ended while it was measured (a
    /// crash is a finding, FORMAT.md): `! crashed: pressing BackSpace (press 4): killed by SIGABRT
    /// (signal 6); the presses before it: 1,=\u{…}`.
    package static let crashPrefix = "crashed: "

    /// Why a format 1 or 2 file has no forward delete.
    package static let forwardNotInFormat = "not observed: format 1 and 2 files record Backspace and the forward arrow only"

    package init(id: String, deletion: Measured<[ObservedPress]>, caret: Measured<[Int]>,
                 forwardDeletion: Measured<[Int]> = .unmeasured(reason: forwardNotInFormat)) {
        self.id = id
        self.deletion = deletion
        self.caret = caret
        self.forwardDeletion = forwardDeletion
    }

    /// The reason when no aspect was measured, all for the same reason (the text could not be
    /// given to the host as it is).
    package var unmeasuredReason: String? {
        if case .unmeasured(let a) = deletion, case .unmeasured(let b) = caret, case .unmeasured(let c) = forwardDeletion,
           a == b, b == c { return a }
        return nil
    }

    /// Whether `aspect` was measured on this text.
    package func measures(_ aspect: AspectKind) -> Bool {
        switch aspect {
        case .deletion: deletion.value != nil
        case .caret: caret.value != nil
        case .forwardDeletion: forwardDeletion.value != nil
        case .offset, .selection: false
        }
    }

    /// A text the host could not be given as it is.
    package static func unmeasured(id: String, reason: String) -> ObservedText {
        ObservedText(id: id, deletion: .unmeasured(reason: reason), caret: .unmeasured(reason: reason),
                     forwardDeletion: .unmeasured(reason: reason))
    }
}
