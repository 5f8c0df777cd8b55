extension UTF16Text {
    /// The lines around `offset`: from just after the last U+000A LINE FEED before `offset - 1`
    /// (or 0) to just after the first line feed at or after `offset` (or the end), as code-unit
    /// indices.
    ///
    /// When `offset` follows a line feed that does not follow a carriage return, the window starts
    /// at that line feed instead.
    ///
    /// For a unit that always breaks after a line feed and before one that does not follow a
    /// carriage return, and never joins a line feed to what follows (every grapheme-like unit:
    /// UAX #29 GB3 to GB5), both ends are boundaries, the segments between them are those of the
    /// whole text, and the boundaries before and after `offset` lie within them, so a segmenter
    /// may look only here. The window holds at least one unit before `offset` when `offset > 0`.
    /// Precondition: `0 <= offset <= endOffset`.
    /// Complexity: O(length of the window).
    func lineWindow(around offset: UTF16Offset) -> Range<Int> {
        var start = max(0, offset.rawValue - 1)
        // A line feed not after a carriage return starts a segment (GB5): no need to look further.
        let afterBareLineFeed = start < units.count && units[start] == 0x0A && (start == 0 || units[start - 1] != 0x0D)
        while !afterBareLineFeed && start > 0 && units[start - 1] != 0x0A { start -= 1 }
        var end = offset.rawValue
        while end < units.count && units[end] != 0x0A { end += 1 }
        return start..<min(end + 1, units.count)
    }
}
