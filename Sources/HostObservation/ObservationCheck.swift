import Foundation
import EditingSemantics
import HostModels

/// What a well-formed observation file can still get wrong, found with the corpus and the host
/// catalog at hand: a header that does not say where and how it was observed, a text not in the
/// corpus, or a result no Backspace or arrow press can give. Contributed files are held to this
/// before they are imported.
package enum ObservationCheck {
    /// Values that say nothing: what a driver writes when it could not find out.
    static let blank: Set<String> = ["", "unknown", "?", "-"]

    /// Every problem of `file`, in line order.
    package static func problems(_ file: ObservationFile, path: String, texts: [String: UTF16Text]) -> [ObservationFormat.ReadError] {
        var found: [ObservationFormat.ReadError] = []
        let header = file.observation.header
        func problem(_ key: String, _ reason: String) {
            found.append(.init(file: path, line: file.headerLines[key] ?? 1, reason: reason))
        }
        let required: [(key: String, value: String, what: String)] = [
            ("version", header.version, "the host version"), ("fonts", header.fonts, "the fonts"),
            ("method", header.method, "the method"), ("platform", header.platform, "the operating system"),
        ] + (file.format >= 2 ? [("device", header.device, "the device"), ("source", header.source, "the source")] : [])
        for (key, value, what) in required where blank.contains(value.trimmingCharacters(in: .whitespaces).lowercased()) {
            problem(key, "'\(key)' does not say \(what)")
        }
        if !blank.contains(header.platform.lowercased()) && !header.platform.contains(where: \.isNumber) {
            problem("platform", "'platform: \(header.platform)' has no OS version")
        }
        let model = HostCatalog.all.first { $0.id == header.model }
        if model == nil {
            problem("model", "model '\(header.model)' is not in the host catalog")
        }
        for observed in file.observation.texts {
            let line = file.textLines[observed.id] ?? 1
            guard let text = texts[observed.id] else {
                found.append(.init(file: path, line: line, reason: "case '\(observed.id)' is not in the corpus"))
                continue
            }
            if let presses = observed.deletion.value,
               let reason = impossibleDeletion(presses, of: text, corrupts: model?.corrupts(.deletion, text) ?? false) {
                found.append(.init(file: path, line: line, reason: "DELETION: \(reason)"))
            }
            if let stops = observed.caret.value, let reason = impossibleStops(stops, in: text, repeating: "the caret did not move") {
                found.append(.init(file: path, line: line, reason: "CARET: \(reason)"))
            }
            if let stops = observed.forwardDeletion.value, let reason = impossibleStops(stops, in: text, repeating: "a press changed nothing") {
                found.append(.init(file: path, line: line, reason: "FORWARD: \(reason)"))
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    /// Backspace from the end of `text` (the caret there, so nothing after it): a press removes
    /// only what is before the caret, never lengthens the text, and the protocol stops pressing
    /// at an empty text, after a press that changed nothing, or at its press limit. Where the
    /// model says the host corrupts the text (``TextCorruption``: Tk's entries append bytes from
    /// past the end of their string), a longer text is what it did, not a malformed file.
    static func impossibleDeletion(_ presses: [ObservedPress], of text: UTF16Text, corrupts: Bool = false) -> String? {
        var current = text
        let limit = 4 * text.units.count + 4
        if presses.count > limit { return "\(presses.count) presses, more than the protocol's \(limit) for \(text.units.count) units" }
        for (index, press) in presses.enumerated() {
            let number = index + 1
            if current.units.isEmpty { return "press \(number) comes after the text was empty" }
            if index > 0, presses[index - 1] == .removed(0) { return "press \(number) comes after a press that changed nothing" }
            switch press {
            case .removed(let count) where count > current.units.count:
                return "press \(number) removes \(count) units; the text before the caret has \(current.units.count)"
            // A host may put back part of a character's canonical decomposition (GTK turns U+FB2C
            // into U+05E9 U+05BC), but never more than the decomposed text holds.
            case .rewritten(let after) where !corrupts && after.units.count > current.string.decomposedStringWithCanonicalMapping.utf16.count:
                return "press \(number) leaves \(after.units.count) units where there were \(current.units.count): longer than the text's canonical decomposition"
            default:
                current = press.applied(to: current)
            }
        }
        return nil
    }

    /// The forward arrow, or Delete, pressed from offset 0: the stops start at 0, move on at every
    /// press (the protocol stops when a press changes nothing), and stay within the text.
    static func impossibleStops(_ stops: [Int], in text: UTF16Text, repeating: String) -> String? {
        guard stops.first == 0 else { return "the stops start at \(stops.first.map(String.init) ?? "nothing"), not 0" }
        for (index, stop) in stops.enumerated() {
            if stop > text.units.count { return "stop \(stop) is past the end of the text (\(text.units.count) units)" }
            if index > 0 && stop == stops[index - 1] { return "stop \(stop) repeats: \(repeating)" }
        }
        return nil
    }
}
