import EditingSemantics
import Foundation
import HostModels

/// The versions and corpus identity every report is stamped with. No clock time, so that two runs
/// on the same inputs give identical files.
package struct ReportStamp: Sendable {
    package var icu = Versions.icu
    package var icuUnicode = Versions.icuUnicode
    package var swift = Versions.swift
    package var stdlibUnicode = Versions.stdlibUnicode
    /// An identifier of the corpus content, e.g. a SHA-256 prefix.
    package var corpusVersion: String
    /// The corpus folder as given, e.g. `Corpus`.
    package var corpusPath: String

    package init(corpusVersion: String, corpusPath: String) {
        self.corpusVersion = corpusVersion
        self.corpusPath = corpusPath
    }

    package var line: String {
        "system ICU \(icu) (Unicode \(icuUnicode)) · Swift \(swift) (`Character`: Unicode \(stdlibUnicode)) · corpus `\(corpusPath)` \(corpusVersion)"
    }
}

/// Small formatting helpers shared by the writers.
enum Format {
    /// A fraction as a whole percentage, or "–" when there is none.
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return "–" }
        let value = (fraction * 1000).rounded() / 10
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }

    /// Inline code in Markdown, safe for backticks and table pipes.
    static func code(_ text: String) -> String {
        // Most texts hold neither character: found by bytes, as Foundation's search, run for
        // every cell of every grid, was most of drawing a page.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "|") }) { return "`" + text + "`" }
        let fence = text.contains("`") ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded.replacingOccurrences(of: "|", with: "\\|") + fence
    }

    /// A text for people: as typed, with invisible characters as named badges.
    static func shown(_ text: UTF16Text) -> String { BoundaryDrawing.readableText(text) }

    /// A host's deletion drawn between the characters, or its press lengths when it rewrites text.
    static func drawDeletion(_ trace: DeletionTrace?, text: UTF16Text) -> String {
        trace?.drawing(in: text) ?? "unknown"
    }
}
