import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostModels
import HostObservation

/// One observation file as `editsem hosts` shows it: how far the real host and its model agree,
/// and the known differences that explain the rest.
struct ObservationSummary {
    var file: String
    var model: String
    var host: String
    var version: String
    var element: String
    /// Where it was observed: the header's device, platform and source (format 1: platform alone).
    var device: String
    var platform: String
    var source: String
    var agreeing: [AspectKind: Int]
    var measured: [AspectKind: Int]
    var unexplained: Int
    var knownDifferences: [KnownDifferences.Entry]

    var line: String {
        // An aspect the file does not measure (forward delete before format 3) is left out.
        let counts = AspectKind.observed.filter { (measured[$0] ?? 0) > 0 }
            .map { "\($0.rawValue) \(agreeing[$0] ?? 0)/\(measured[$0] ?? 0)" }.joined(separator: ", ")
        return "\(host) \(version) \(element): \(counts) agree" + (unexplained > 0 ? ", \(unexplained) unexplained" : "") + " (\(file))"
    }

    /// Where and how: `on x86_64 (AMD EPYC), Debian GNU/Linux 12 (bookworm); editsem observe, local driver`.
    var provenance: String {
        "on " + [device, platform].filter { !$0.isEmpty }.joined(separator: ", ") + (source.isEmpty ? "" : "; \(source)")
    }

    var json: JSONValue {
        func counts(_ aspect: AspectKind) -> JSONValue {
            .object([("agree", .int(agreeing[aspect] ?? 0)), ("measured", .int(measured[aspect] ?? 0))])
        }
        return .object([
            ("file", .string(file)), ("host", .string(host)), ("version", .string(version)), ("element", .string(element)),
            ("device", .string(device)), ("platform", .string(platform)), ("source", .string(source)),
        ] + AspectKind.observed.map { ($0.rawValue, counts($0)) } + [
            ("unexplained", .int(unexplained)),
            ("knownDifferences", .array(knownDifferences.map { entry in
                .object([("aspect", .string(entry.aspect.rawValue)), ("reason", .string(entry.reason)),
                         ("cases", .array(entry.cases.map(JSONValue.string)))])
            })),
        ])
    }

    /// Every observation under `observed`, held to its model over `corpus`; empty when the folder
    /// is absent (an installed `editsem` run outside the repository).
    static func load(observed: String, corpus: String) throws -> [ObservationSummary] {
        guard let audit = try ObservationAudit.loadReportingErrors(folder: observed, corpus: corpus) else { return [] }
        return audit.comparisons.map { file, comparison in
            let header = comparison.observation.header
            let entries = audit.known.entries.filter { $0.model == header.model && ($0.element == "*" || $0.element == header.element) }
            return ObservationSummary(
                file: (file as NSString).lastPathComponent, model: header.model, host: header.host, version: header.version,
                element: header.element, device: header.device, platform: header.platform, source: header.source, agreeing: comparison.agreeing, measured: comparison.measured,
                unexplained: audit.unexplained.filter { $0.file == file }.count, knownDifferences: entries)
        }
    }
}
