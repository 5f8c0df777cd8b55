import EditingSemantics

/// CoreFoundation's extended-pictographic sequences: the UAX #29 shape
/// `precore* core postcore*` with `precore = Prepend`,
/// `core = \p{Extended_Pictographic} (Extend* ZWJ \p{Extended_Pictographic})*` and
/// `postcore = [Extend ZWJ SpacingMark]`, where Extend is Grapheme_Extend or Emoji_Modifier.
/// Modelled on the behaviour of `__CFStringGetExtendedPictographicSequence` and
/// `__CFStringGetExtendedPictographicSequenceComponent` in swift-corelibs-foundation's
/// `CFString.c` (commit 761b621d), including how they search: backward from the index to the
/// start of the core, then forward. Properties come from the system ICU.
///
/// Offsets are UTF-16 code units; reads outside the text give the character 0.
struct CFPictographicSequence {
    let units: UnsafeBufferPointer<UInt16>

    /// One character as CF reads it: a surrogate pair is read whole from either half. Its
    /// properties come from one lookup, as several are asked of it.
    private struct Read {
        var value: UInt32
        /// Where the character starts, or -1 outside the text.
        var start: Int
        var length: Int
        let properties: ICUProperties.CodePointProperties

        init(value: UInt32, start: Int, length: Int) {
            self.value = value
            self.start = start
            self.length = length
            properties = ICUProperties.CodePointProperties(value)
        }

        /// Grapheme_Extend or Emoji_Modifier.
        var isExtend: Bool { properties.isGraphemeExtend || properties.isEmojiModifier }
        var isPictograph: Bool { properties.isExtendedPictographic }
        /// Grapheme_Cluster_Break=Prepend.
        var isPrecore: Bool { properties.graphemeClusterBreak == .prepend }
        /// A ZWJ, an Extend or Grapheme_Cluster_Break=SpacingMark.
        var isPostcore: Bool { value == CFClusterScanner.zwj || isExtend || properties.graphemeClusterBreak == .spacingMark }
    }

    /// One `core` piece: a lone pictograph, or `Extend* ZWJ pictograph`.
    private struct Component {
        var start = -1
        var length = 0
        var firstExtend: Int?
        var zwj: Int?
        var pictograph: Int?
    }

    @inline(__always) private func read(_ i: Int) -> Read {
        guard i >= 0, i < units.count else { return Read(value: 0, start: -1, length: 0) }
        let u = UInt32(units[i])
        if CFClusterScanner.isHigh(u), i < units.count - 1, CFClusterScanner.isLow(UInt32(units[i + 1])) {
            return Read(value: CFClusterScanner.combine(u, UInt32(units[i + 1])), start: i, length: 2)
        }
        if CFClusterScanner.isLow(u), i > 0, CFClusterScanner.isHigh(UInt32(units[i - 1])) {
            return Read(value: CFClusterScanner.combine(UInt32(units[i - 1]), u), start: i - 1, length: 2)
        }
        return Read(value: u, start: i, length: 1)
    }

    /// The core component containing `index`: searched backward first, then forward when no
    /// pictograph was met going backward.
    private func component(at index: Int) -> Component? {
        guard index >= 0, index < units.count else { return nil }
        var match = Component()
        var position = index
        while position >= 0 {
            let ch = read(position)
            if ch.isExtend {
                match.firstExtend = ch.start
            } else if ch.value == CFClusterScanner.zwj {
                if match.firstExtend != nil || match.zwj != nil { break }
                match.zwj = ch.start
            } else if ch.isPictograph {
                if match.pictograph != nil || match.zwj != nil || match.firstExtend != nil { break }
                match.pictograph = ch.start
            } else {
                break
            }
            match.start = ch.start
            match.length += ch.length
            position = ch.start - 1
        }
        if let pictograph = match.pictograph {
            // Extends before a pictograph without a ZWJ belong to the cluster before it.
            if let firstExtend = match.firstExtend, match.zwj == nil {
                match.length -= pictograph - firstExtend
                match.start = pictograph
            }
            return match
        }
        guard match.zwj != nil || match.firstExtend != nil else { return nil }
        position = match.start + match.length
        while match.pictograph == nil, position < units.count {
            let ch = read(position)
            if ch.isExtend {
                if match.zwj != nil { break }
            } else if ch.value == CFClusterScanner.zwj {
                if match.zwj != nil { break }
                match.zwj = ch.start
            } else if ch.isPictograph {
                match.pictograph = ch.start
            } else {
                break
            }
            match.length += ch.length
            position = ch.start + ch.length
        }
        return match.pictograph == nil ? nil : match
    }

    /// The sequence around the code unit at `index`, or nil when there is none.
    func range(around index: Int) -> Range<Int>? {
        guard index >= 0, index < units.count else { return nil }
        var ch = read(index)
        // A character that is no part of the shape finds no core and no precore below: the
        // common case, answered before the searches.
        if !ch.isPostcore && !ch.isPictograph && !ch.isPrecore { return nil }
        var postcore = (start: 0, length: 0)
        while ch.isPostcore {
            postcore.start = ch.start
            postcore.length += ch.length
            if postcore.start == 0 { return nil }
            ch = read(postcore.start - 1)
        }

        var current = ch.start
        var core = (start: current, length: 0)
        var earliest: Component?
        while let found = component(at: current) {
            earliest = found
            core.start = found.start
            core.length += found.length
            current = found.start - 1
            if found.zwj == nil { break }
        }
        var mayHavePrecore = true
        if let earliest, earliest.firstExtend != nil || earliest.zwj != nil, let pictograph = earliest.pictograph {
            // A dangling `Extend* ZWJ` before the first pictograph is not part of the sequence.
            core.length -= pictograph - earliest.start
            core.start = pictograph
            current = pictograph + 1
            mayHavePrecore = false
        }
        if postcore.length > 0, core.length == 0 { return nil }

        var precore = (start: current, length: 0)
        if mayHavePrecore {
            if current >= 0 {
                var before = read(current)
                while before.isPrecore {
                    precore.start = before.start
                    precore.length += before.length
                    if precore.start == 0 { break }
                    before = read(precore.start - 1)
                }
            }
            var position = precore.start + precore.length
            while position < units.count {
                let after = read(position)
                guard after.isPrecore else { break }
                precore.length += after.length
                position = after.start + after.length
            }
        }
        if precore.length == 0, core.length == 0 { return nil }

        if core.length == 0 {
            core = (start: precore.start + precore.length, length: 0)
            current = core.start
        } else {
            current = core.start + core.length
        }
        while let found = component(at: current) {
            if core.length > 0, found.zwj == nil { break }
            core.length += found.length
            current += found.length
        }

        if postcore.length > 0 {
            let coreEnd = core.start + core.length
            if coreEnd >= postcore.start + postcore.length { postcore = (start: coreEnd, length: 0) }
            current = postcore.start + postcore.length
        } else {
            postcore = (start: current, length: 0)
        }
        if current < units.count {
            var after = read(current)
            while after.isPostcore {
                postcore.length += after.length
                current = after.start + after.length
                after = read(current)
            }
        }

        guard core.length > 0 else { return nil }
        var start = core.start
        var length = core.length
        if precore.length > 0 {
            start = precore.start
            length += precore.length
        }
        if postcore.length > 0 { length += postcore.length }
        return start..<(start + length)
    }
}
