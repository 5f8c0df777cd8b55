import EditingSemantics
import HostModels
import Testing

/// Holds the model `id` to what its real host did on `text` when the host's driver was run by
/// hand: the text each Backspace from the end left, the caret's stops (UTF-16 offsets) and the
/// text each Delete from the start left.
func expectModel(_ id: String, follows text: String, afterEachBackspace: [String], stops: [Int], afterEachDelete: [String]) throws {
    let model = try HostCatalog.model(id: id)
    let units = UTF16Text(text)
    var after: [String] = []
    try #require(model.deletion.rule).forEachPress(deletingAll: units) { edit, before in after.append(edit.applied(to: before).string) }
    #expect(after == afterEachBackspace)
    #expect(try #require(model.caret.rule).stops(in: units).map(\.rawValue) == stops)
    var forward: [String] = []
    let forwardStops = try #require(model.stops(.forwardDeletion, in: units))
    for stop in forwardStops.dropFirst() { forward.append(units[stop..<units.endOffset].string) }
    #expect(forward == afterEachDelete)
}
