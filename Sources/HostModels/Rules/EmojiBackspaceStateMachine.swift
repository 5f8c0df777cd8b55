import EditingSemantics

/// The variant of the emoji-aware backspace state machine a host runs. Android's
/// `BaseKeyListener.getOffsetForBackspaceKey` (2016) is the original; Blink's
/// `BackspaceStateMachine` and xi-editor's `offset_for_delete_backwards` are ports that differ in
/// the points listed here.
package struct EmojiBackspaceDialect: Sendable {
    /// Whether CANCEL TAG starts an emoji tag sequence (tag_base tag_spec* CANCEL TAG) that is
    /// deleted whole. Android and xi: yes; Blink before its tag state: no (a tag flag goes one
    /// tag per press).
    package var deletesTagSequences: Bool
    /// Blink's tag state (behind `EditEmojiTagSequenceEnabled`): after CANCEL TAG at least one
    /// tag spec is required; tags with no emoji base go together without the character before
    /// them; the base may be a modifier or presentation sequence, and ends the press.
    package var blinkTagState = false
    /// Whether a modifier base before a skin-tone modifier ends the sequence (xi) instead of
    /// letting a ZWJ before the base continue it (Android, Blink).
    package var modifierBaseEndsSequence: Bool
    /// Whether a character before a variation selector is deleted with it only when its
    /// canonical combining class is 0 (Android, Blink); xi skips that test (a `TODO` in its source).
    package var variationBaseNeedsCombiningClassZero: Bool
    /// What counts as a variation selector.
    package var isVariationSelector: @Sendable (UInt32) -> Bool
    /// What counts as an emoji.
    package var isEmoji: @Sendable (UInt32) -> Bool
    /// What counts as an emoji modifier base.
    package var isEmojiModifierBase: @Sendable (UInt32) -> Bool

    /// Android `BaseKeyListener` with `android.text.Emoji` over ICU: `Emoji`,
    /// `Emoji_Modifier_Base` (plus U+1F91D and U+1F93C, kept as bases "since there are fonts and
    /// user-generated text out there that treats these as potential emoji bases") and
    /// `Variation_Selector` from ICU. Here they come from the system ICU, not Android's.
    package static let android = EmojiBackspaceDialect(
        deletesTagSequences: true, modifierBaseEndsSequence: false, variationBaseNeedsCombiningClassZero: true,
        isVariationSelector: { ICUProperties.isVariationSelector($0) },
        isEmoji: { ICUProperties.isEmoji($0) },
        isEmojiModifierBase: { $0 == 0x1F91D || $0 == 0x1F93C || ICUProperties.isEmojiModifierBase($0) })

    /// Blink `BackspaceStateMachine`: ICU `Emoji`, `Emoji_Modifier_Base` and
    /// `Variation_Selector`; no tag-sequence state.
    package static let blink = EmojiBackspaceDialect(
        deletesTagSequences: false, modifierBaseEndsSequence: false, variationBaseNeedsCombiningClassZero: true,
        isVariationSelector: { ICUProperties.isVariationSelector($0) },
        isEmoji: { ICUProperties.isEmoji($0) },
        isEmojiModifierBase: { ICUProperties.isEmojiModifierBase($0) })

    /// Blink's machine with its emoji tag-sequence state enabled (Chromium 156 deletes a tag
    /// flag, and a run of tags with no base, in one press).
    package static let blinkWithTagSequences: EmojiBackspaceDialect = {
        var dialect = EmojiBackspaceDialect.blink
        dialect.deletesTagSequences = true
        dialect.blinkTagState = true
        return dialect
    }()

    /// This dialect with another source of the `Emoji` property (a host's bundled Unicode data).
    package func withEmoji(_ isEmoji: @escaping @Sendable (UInt32) -> Bool) -> EmojiBackspaceDialect {
        var dialect = self
        dialect.isEmoji = isEmoji
        return dialect
    }

    /// xi-editor `offset_for_delete_backwards`. xi's own tables (`xi-unicode` `EMOJI_TABLE`,
    /// 1,250 code points, and `EMOJI_MODIFIER_BASE_TABLE`) are older emoji data; this dialect
    /// reads the same properties from the system ICU instead. Its variation selectors are
    /// FE00–FE0F and E0100–E01EF only.
    package static let xi = EmojiBackspaceDialect(
        deletesTagSequences: true, modifierBaseEndsSequence: true, variationBaseNeedsCombiningClassZero: false,
        isVariationSelector: { CodePoints.isStandardVariationSelector($0) },
        isEmoji: { ICUProperties.isEmoji($0) },
        isEmojiModifierBase: { ICUProperties.isEmojiModifierBase($0) })
}

/// The state machine itself: fed the code points before the caret one at a time, last first,
/// it counts how much one backspace deletes. It counts both UTF-16 units (Android, Blink) and code
/// points (xi); the two always describe the same trailing code points.
package struct EmojiBackspaceStateMachine: Sendable {
    enum State {
        case start, beforeLineFeed, beforeKeycap, beforeVariationSelectorAndKeycap
        case beforeEmojiModifier, beforeVariationSelectorAndEmojiModifier, beforeVariationSelector
        case beforeEmoji, beforeZWJ, beforeVariationSelectorAndZWJ
        case oddRegionalIndicators, evenRegionalIndicators, inTagSequence, finished
        case beforeTagTerm, inBlinkTagSequence
    }

    package let dialect: EmojiBackspaceDialect
    private var state = State.start
    /// How much one press deletes so far.
    package private(set) var unitsToDelete = 0
    package private(set) var codePointsToDelete = 0
    /// The length of the variation selector seen last, added once its base proves valid.
    private var pendingVariationSelectorUnits = 0
    /// Blink: the modifier or presentation sequence being read is a tag base, so its base ends
    /// the press instead of looking for a ZWJ before it.
    private var readingTagBase = false

    package init(dialect: EmojiBackspaceDialect) { self.dialect = dialect }

    /// Back to the state of a new machine of the same dialect, for another press: cheaper than a
    /// new machine, which copies the dialect's closures.
    mutating func restart() {
        state = .start
        unitsToDelete = 0
        codePointsToDelete = 0
        pendingVariationSelectorUnits = 0
        readingTagBase = false
    }

    /// Whether the machine has stopped; feeding it more changes nothing.
    package var isFinished: Bool { state == .finished }

    private mutating func take(units: Int, codePoints: Int = 1) {
        unitsToDelete += units
        codePointsToDelete += codePoints
    }

    /// Takes the pending variation selector (one code point) with the base of `units`.
    private mutating func takeWithPendingSelector(units: Int) {
        take(units: pendingVariationSelectorUnits + units, codePoints: 2)
        pendingVariationSelectorUnits = 0
    }

    /// Feeds the code point before the ones fed so far. `units` is its UTF-16 length (1 for a
    /// lone surrogate, which no predicate matches). Precondition: not finished.
    package mutating func feed(_ c: UInt32, units: Int) {
        let d = dialect
        switch state {
        case .start:
            take(units: units)
            if c == CodePoints.lineFeed { state = .beforeLineFeed }
            else if d.isVariationSelector(c) { state = .beforeVariationSelector }
            else if CodePoints.isRegionalIndicator(c) { state = .oddRegionalIndicators }
            else if CodePoints.isEmojiModifier(c) { state = .beforeEmojiModifier }
            else if c == CodePoints.combiningEnclosingKeycap { state = .beforeKeycap }
            else if d.isEmoji(c) { state = .beforeEmoji }
            else if c == CodePoints.cancelTag && d.blinkTagState { state = .beforeTagTerm }
            else if c == CodePoints.cancelTag && d.deletesTagSequences { state = .inTagSequence }
            else { state = .finished }
        case .beforeLineFeed:
            if c == CodePoints.carriageReturn { take(units: units) }
            state = .finished
        case .oddRegionalIndicators:
            if CodePoints.isRegionalIndicator(c) {
                take(units: units)
                state = .evenRegionalIndicators
            } else {
                state = .finished
            }
        case .evenRegionalIndicators:
            if CodePoints.isRegionalIndicator(c) {
                take(units: -units, codePoints: -1)
                state = .oddRegionalIndicators
            } else {
                state = .finished
            }
        case .beforeKeycap:
            if d.isVariationSelector(c) {
                pendingVariationSelectorUnits = units
                state = .beforeVariationSelectorAndKeycap
            } else {
                if CodePoints.isKeycapBase(c) { take(units: units) }
                state = .finished
            }
        case .beforeVariationSelectorAndKeycap:
            if CodePoints.isKeycapBase(c) { takeWithPendingSelector(units: units) }
            state = .finished
        case .beforeEmojiModifier:
            if d.isVariationSelector(c) {
                pendingVariationSelectorUnits = units
                state = .beforeVariationSelectorAndEmojiModifier
            } else if d.isEmojiModifierBase(c) {
                take(units: units)
                state = d.modifierBaseEndsSequence || readingTagBase ? .finished : .beforeEmoji
            } else {
                state = .finished
            }
        case .beforeVariationSelectorAndEmojiModifier:
            if d.isEmojiModifierBase(c) { takeWithPendingSelector(units: units) }
            state = .finished
        case .beforeVariationSelector:
            if readingTagBase && ICUProperties.isExtendedPictographic(c) {
                take(units: units)
                state = .finished
            } else if d.isEmoji(c) && !readingTagBase {
                take(units: units)
                state = .beforeEmoji
            } else {
                let baseQualifies = !d.variationBaseNeedsCombiningClassZero || ICUProperties.combiningClass(c) == 0
                if !d.isVariationSelector(c) && baseQualifies { take(units: units) }
                state = .finished
            }
        case .beforeEmoji:
            state = c == CodePoints.zeroWidthJoiner ? .beforeZWJ : .finished
        case .beforeZWJ:
            if d.isEmoji(c) {
                take(units: units + 1, codePoints: 2)
                state = CodePoints.isEmojiModifier(c) ? .beforeEmojiModifier : .beforeEmoji
            } else if d.isVariationSelector(c) {
                pendingVariationSelectorUnits = units
                state = .beforeVariationSelectorAndZWJ
            } else {
                state = .finished
            }
        case .beforeVariationSelectorAndZWJ:
            if d.isEmoji(c) {
                take(units: pendingVariationSelectorUnits + 1 + units, codePoints: 3)
                pendingVariationSelectorUnits = 0
                state = .beforeEmoji
            } else {
                state = .finished
            }
        case .inTagSequence:
            if CodePoints.isTagSpec(c) {
                take(units: units)
            } else if d.isEmoji(c) {
                take(units: units)
                state = .finished
            } else {
                // No tag base: only the CANCEL TAG goes.
                unitsToDelete = 2
                codePointsToDelete = 1
                state = .finished
            }
        case .beforeTagTerm:
            if CodePoints.isTagSpec(c) {
                take(units: units)
                state = .inBlinkTagSequence
            } else {
                state = .finished
            }
        case .inBlinkTagSequence:
            if CodePoints.isTagSpec(c) {
                take(units: units)
            } else if CodePoints.isEmojiModifier(c) {
                take(units: units)
                readingTagBase = true
                state = .beforeEmojiModifier
            } else if d.isVariationSelector(c) {
                take(units: units)
                readingTagBase = true
                state = .beforeVariationSelector
            } else {
                // An emoji base ends the press with it; anything else ends it before, so the tags
                // go without the character they follow.
                if ICUProperties.isExtendedPictographic(c) { take(units: units) }
                state = .finished
            }
        case .finished:
            preconditionFailure("feed called after the machine finished")
        }
    }
}

extension EmojiBackspaceStateMachine {
    /// Reads the scalars before `caret`, last first, until the machine finishes or reaches the
    /// start of the text (a lone surrogate reads as one scalar).
    ///
    /// - Precondition: `caret > 0`.
    /// - Complexity: O(length of the emoji sequence before the caret).
    mutating func read(before caret: UTF16Offset, in text: UTF16Text) {
        var position = caret
        repeat {
            let slice = text.scalar(endingAt: position)
            position = slice.offset
            feed(slice.value, units: slice.length.rawValue)
        } while position > .zero && !isFinished
    }
}
