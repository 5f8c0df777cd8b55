import EditingSemantics

/// The Script property as Pango 1.50's tailoring tells scripts apart (``Pango150LogAttrs``): the
/// scripts `break_indic` and `break_arabic` tailor, the three that continue a run, and one case
/// for every other script. A run of an untailored script keeps the attributes `default_break`
/// gave it wherever it is split, so merging two such runs moves no attribute.
///
/// From the system ICU's Script property (``ICUProperties/scriptCode(_:)``), read once for planes
/// 0 and 1 into a table: a lookup there is a load, where asking ICU builds a string.
enum PangoScript: UInt8 {
    /// Common, Inherited and Unknown, which continue the run they stand in.
    case neutral
    case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam, sinhala
    case arabic
    case other

    init(code: String) {
        switch code {
        case "Zyyy", "Zinh", "Zzzz": self = .neutral
        case "Deva": self = .devanagari
        case "Beng": self = .bengali
        case "Guru": self = .gurmukhi
        case "Gujr": self = .gujarati
        case "Orya": self = .oriya
        case "Taml": self = .tamil
        case "Telu": self = .telugu
        case "Knda": self = .kannada
        case "Mlym": self = .malayalam
        case "Sinh": self = .sinhala
        case "Arab": self = .arabic
        default: self = .other
        }
    }

    /// The script of `c` (a lone surrogate's own value is Unknown).
    /// - Complexity: O(1); the first call reads the table, about 0x20000 lookups in ICU.
    init(_ c: UInt32) { self = Self.table.withUnsafeBufferPointer { PangoScript(c, in: $0) } }

    /// The script of `c` read in `table`, which must be ``table``'s buffer (a loop reads it once
    /// rather than once a character).
    @inline(__always) init(_ c: UInt32, in table: UnsafeBufferPointer<UInt8>) {
        self = c < 0x20000 ? PangoScript(rawValue: table[Int(c)])! : PangoScript(code: ICUProperties.scriptCode(c))
    }

    /// `break_indic`'s scripts.
    var isIndic: Bool { rawValue >= PangoScript.devanagari.rawValue && rawValue <= PangoScript.sinhala.rawValue }

    /// The scripts of the characters below U+20000.
    static let table: [UInt8] = {
        // Each ICU script's name is read and matched once, at its first code point.
        var byNumber: [Int32: UInt8] = [:]
        return (0..<UInt32(0x20000)).map { c in
            let number = ICUProperties.scriptNumber(c)
            if let known = byNumber[number] { return known }
            let script = PangoScript(code: ICUProperties.scriptCode(c)).rawValue
            byNumber[number] = script
            return script
        }
    }()
}
