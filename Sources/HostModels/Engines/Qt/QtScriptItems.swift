import EditingSemantics

/// The script runs Qt tailors grapheme boundaries in, after `QUnicodeTools::initScripts`
/// (qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c src/corelib/text/qunicodetools.cpp):
/// a character of script Common, Inherited or Unknown continues the current run; a leading run of
/// such characters takes the script of the first real one; a mark (Mn, Mc, Me) of another script
/// continues the run of its base. `Tailored::charAttributeFunction` then names the tailoring per
/// script. Scripts come from the system ICU's Script property.
enum QtScriptItems {
    enum Tailoring: Equatable {
        case indic(String)
        case thai, tibetan, myanmar, khmer
    }

    struct Item {
        var range: Range<Int>
        var tailoring: Tailoring?
    }

    static let indicScripts: Set<String> = ["Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh"]

    /// Whether a UTF-16 unit lies in a BMP block of a script that has a tailoring; a text with none
    /// needs no script items at all. (Supplementary characters of those scripts, such as Sinhala
    /// archaic numbers, are not looked for: the corpus has none.)
    static func mayBeTailored(_ unit: UInt16) -> Bool {
        (0x0900...0x0FFF).contains(unit) || (0x1000...0x109F).contains(unit) || (0x1780...0x17FF).contains(unit)
            || (0x19E0...0x19FF).contains(unit) || (0xA8E0...0xA8FF).contains(unit) || (0xA9E0...0xA9FF).contains(unit)
            || (0xAA60...0xAA7F).contains(unit)
    }

    static func tailoring(_ script: String) -> Tailoring? {
        if indicScripts.contains(script) { return .indic(script) }
        switch script {
        case "Thai": return .thai
        case "Tibt": return .tibetan
        case "Mymr": return .myanmar
        case "Khmr": return .khmer
        default: return nil
        }
    }

    private static func isCommon(_ script: String) -> Bool { script == "Zyyy" || script == "Zinh" || script == "Zzzz" }

    static func items(_ units: [UInt16]) -> [Item] {
        var items: [Item] = []
        var start = 0
        var script = "Zyyy"
        var i = 0
        while i < units.count {
            let position = i
            var c = UInt32(units[i])
            if UTF16.isLeadSurrogate(units[i]), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                c = 0x10000 + ((c - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                i += 1
            }
            i += 1
            let next = ICUProperties.scriptCode(c)
            if next == script || isCommon(next) { continue }
            if isCommon(script) {
                script = next
                continue
            }
            if ICUProperties.isMark(c) { continue }
            items.append(Item(range: start..<position, tailoring: tailoring(script)))
            start = position
            script = next
        }
        items.append(Item(range: start..<units.count, tailoring: tailoring(script)))
        return items
    }
}
