import EditingSemantics

/// Composing Korean keyboards, which take back one jamo per backspace.
enum KoreanKeyboardHosts {
    static let all: [HostModel] = [koreanJamo]

    static let libhangul = Citation(
        "libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c, hangul_ic_backspace / hangul_buffer_backspace (pops the last key's jamo) and hangul_jaso_to_string (a lone consonant shows as a compatibility jamo); data/keyboards/hangul-combination-default.xml",
        grade: .source)

    static let koreanJamo = HostModel(
        id: "korean-ime-jamo", name: "Composing Korean keyboard (two-set layout, libhangul-style jamo backspace)",
        summary: "A Korean keyboard that takes back one jamo per backspace inside the syllable being composed (한 → 하 → ㅎ → nothing). Convention: every syllable is treated as just typed with the fewest keys; libhangul forgets committed syllables, and iOS's system keyboard is reported to decompose them. Offsets and caret belong to the host and are not modelled.",
        deletion: Aspect(
            rule: KoreanJamoBackspaceRule(), unit: "hangul-jamo-keystroke",
            summary: "Source: a syllable loses its last typed jamo (한 → 하, 값 → 갑, 과 → 고, 하 → ㅎ) and conjoining or compatibility jamo go one at a time. Convention: compound finals and vowels count as two keys, doubled consonants as one (Shift). Stand-in, not a claim: other text loses one code point per press, because libhangul hands the key to the application when nothing is composing.",
            citations: [
                Citation("libhangul/libhangul@285e92d7 test/test.c, test_hangul_ic_process_2: \"rkT\\b\" → 가, \"akfr\\b\" → 말, \"dnp\\b\" → 우, \"Qnpfr\" needs 5 backspaces", grade: .test),
                libhangul,
                Citation("gureum/gureum@b8f30df9 iOSCore/InputViewController.swift, delete() (while composing: deleteBackward then insert the shorter syllable)", grade: .source),
                Citation("flutter/flutter#108256, comment 2022-12-08: \"On iOS the keyboard manager decomposes precomposed hangul syllables and deletes one jamo at a time\"", grade: .observation),
            ]),
        offset: Aspect(
            rule: nil, unit: "host",
            summary: "Unknown: a keyboard has no offsets of its own; the host's apply.",
            citations: [Citation("libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c (no cursor API)", grade: .unknown)]),
        caret: Aspect(
            rule: nil, unit: "host",
            summary: "Unknown: the caret is the host's.",
            citations: [Citation("libhangul hangul/hangulinputcontext.c (no cursor API)", grade: .unknown)]),
        selection: Aspect(
            rule: nil, unit: "selection",
            summary: "Unknown: with a selection the keyboard passes backspace to the host.",
            citations: [Citation("libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c, hangul_ic_backspace (false when nothing is composing); pkg-ime/ibus-hangul@10ff8180 src/engine.c, ibus_hangul_engine_process_key_event (returns that false, so the application handles the key)", grade: .unknown)]),
        unicodeBasis: "Unicode Standard §3.12 Hangul syllable arithmetic; libhangul's combination table")
}
