import EditingSemantics

/// The Flutter framework's text fields, whose clusters are package:characters' (modelled with
/// the system ICU's).
enum FlutterHosts {
    static let all: [HostModel] = [flutter]

    static let grapheme = UnitID.grapheme

    static let flutterCharacterBoundary = Citation(
        "flutter/flutter@c1a4afb0 packages/flutter/lib/src/widgets/editable_text.dart (DeleteCharacterIntent: _DeleteTextAction(this, _characterBoundary)); packages/flutter/lib/src/services/text_boundary.dart, CharacterBoundary (\"implemented using the characters package\")",
        grade: .source)

    static let flutter = HostModel(
        id: "flutter", name: "Flutter framework text fields (EditableText, DeleteCharacterIntent)",
        summary: "The framework's delete-backward removes one extended grapheme cluster (package:characters); TextEditingValue offsets count UTF-16 units. Not modelled: the Android engine path, where FlutterTextUtils.getOffsetBefore ports AOSP's BaseKeyListener and deletes one code point outside emoji sequences, and the iOS engine's deleteBackward.",
        deletion: Aspect(
            rule: SegmentDeleteRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "Deletes a whole grapheme cluster: स्ते, कि, é, flags and emoji sequences each go in one press (obscured fields delete one UTF-16 unit, not modelled).",
            citations: [flutterCharacterBoundary]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "TextEditingValue selections index the Dart String, whose units are UTF-16 code units.",
            citations: [Citation("flutter/flutter packages/flutter/lib/src/services/text_editing.dart (TextSelection offsets into a Dart String of UTF-16 code units)", grade: .source)]),
        caret: Aspect(
            rule: SegmentStepRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "Arrow keys move by CharacterBoundary, one extended grapheme cluster.",
            citations: [
                Citation("flutter/flutter@d42163cd packages/flutter/test/services/text_boundary_test.dart, 'Character boundary works' and 'Character boundary works with grapheme'", grade: .test,
                         note: "'a❄︎c' has boundaries 0,1,3,4"),
                flutterCharacterBoundary,
            ]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "A non-collapsed selection is widened to whole characters and deleted.",
            citations: [Citation("flutter/flutter editable_text.dart, _DeleteTextAction.invoke (!selection.isCollapsed: delete _expandNonCollapsedRange)", grade: .source)]),
        unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)); Flutter uses package:characters' own tables"
    ).forwardDeletingToCaretStops(
        summary: "DeleteCharacterIntent(forward: true) removes one extended grapheme cluster, the caret's step, as Backspace does (obscured fields delete one code point, not modelled).",
        citations: [
            Citation("flutter/flutter@000a6d64 packages/flutter/test/widgets/editable_text_shortcuts_test.dart, group 'delete: ' (forward)", grade: .test,
                     note: "in 👨‍👩‍👦👨‍👩‍👦👨‍👩‍👦 a forward delete at a cluster boundary removes the next whole 8-unit cluster (inside a cluster it removes the whole cluster from its start, which the model, deleting from the caret, does not do)"),
            Citation("flutter/flutter@c1a4afb0 packages/flutter/lib/src/widgets/editable_text.dart (DeleteCharacterIntent and ExtendSelectionByCharacterIntent both use _characterBoundary and _moveBeyondTextBoundary)", grade: .source),
        ])
}
