import EditingSemantics

/// The deletion bugs reported in the trackers of the keyboards modelled here that the ports can
/// show, in a stable order: by keyboard, then thread. Reports about paths the ports leave out
/// (swipe delete, selections) are named in docs/keyboards.md.
package enum KeyboardIssueCatalog {
    package static let all: [KeyboardIssue] = [
        KeyboardIssue(
            url: "https://github.com/florisboard/florisboard/issues/1909",
            quote: "In thai language when you have vowels in alphabet, after you delete the vowels the alphabet is gone too",
            reportedAgainst: ["florisboard-0.5.2-backspace"],
            fixedIn: [],
            text: "สวัสดี",
            tags: ["thai"],
            note: "reported against 0.3.16-rc01, open; 0.5.2 still deletes a BreakIterator character, which holds the consonant with its vowel; the text is one of the kind the report names"),
        KeyboardIssue(
            url: "https://github.com/florisboard/florisboard/issues/2465",
            quote: "Type 글, (r -> m -> f in Qwerty equivalent) … Press backspace once, I expect the text to become 그 … However, one can notice the entire text gets deleted",
            reportedAgainst: ["florisboard-0.5.2-hangul-backspace"],
            fixedIn: [],
            text: "글",
            tags: ["hangul"],
            note: "reported against 0.4.0-beta02, open; 0.5.2's Backspace still ends the composing and deletes the last grapheme cluster, the whole syllable"),
        KeyboardIssue(
            url: "https://github.com/HeliBorg/HeliBoard/issues/1600",
            quote: "Deleting 1️⃣ takes three backspace presses.",
            reportedAgainst: ["heliboard-2.3-backspace"],
            fixedIn: ["heliboard-3.7-backspace"],
            text: "1\u{FE0F}\u{20E3}",
            tags: ["keycap", "vs16"],
            note: "reported against the code of May 2025 (3.0 to 3.2), whose Backspace 2.3 shares; fixed by HeliBorg/HeliBoard@ad981cba in 3.3"),
        KeyboardIssue(
            url: "https://github.com/HeliBorg/HeliBoard/issues/1760",
            quote: "When clicking backspace for multiple fingerprint emoji (🫆) or the tree emoji (🪾), it removes all at once.",
            reportedAgainst: [],
            fixedIn: ["heliboard-3.7-backspace"],
            text: "\u{1FAC6}\u{1FAC6}\u{1FAC6}",
            tags: ["single-emoji"],
            note: "reported against 3.2; fixed by HeliBorg/HeliBoard@7ea15df5 (its emoji pattern brought to Unicode 16) in 3.3",
            modelLimitation: "the port's emoji shape knows the emoji of the system ICU's Unicode version (15.0 here), so it walks back over 🫆 (Unicode 16.0) as the releases before the fix did, and deletes the whole run."),
        KeyboardIssue(
            url: "https://github.com/HeliBorg/HeliBoard/issues/1793",
            quote: "If a sequence of emojis ends with a skin-tone-variant one, pressing backspace removes the whole sequence at once.",
            reportedAgainst: ["heliboard-3.7-backspace"],
            fixedIn: [],
            text: "👋👋👋🏿",
            tags: ["skin-tone"],
            note: "reported against 3.2 and the code of July 2025, open; 3.7 keeps the walk back over emoji that joins a modifier to its base (Helium314/HeliBoard@73988394); the text is one of the kind the report names"),
        KeyboardIssue(
            url: "https://github.com/openboard-team/openboard/issues/805",
            quote: "type any Family emoji 2 times … On backspace whole emoje must be removed",
            reportedAgainst: ["openboard-1.4.5-backspace"],
            fixedIn: ["heliboard-2.3-backspace", "heliboard-3.7-backspace"],
            text: "👩\u{200D}👩\u{200D}👧\u{200D}👦👩\u{200D}👩\u{200D}👧\u{200D}👦",
            tags: ["zwj-sequence"],
            note: "fixed in HeliBoard, OpenBoard's fork, by Helium314/HeliBoard@4b52f2d5 (2.3)"),
    ]
}
