import EditingSemantics
import EditingSupport

extension NotoColorEmojiLigatures {
    /// The ligature groups of one line of a text cut ever shorter from its end, as deleting the
    /// text from its end reads them: after each cut, the groups
    /// ``NotoColorEmojiLigatures/continuations(in:)`` finds in the line up to the cut.
    ///
    /// Groups form left to right, each from the scalars at and after its start, so a cut leaves
    /// every group that read nothing at or past the first scalar it changes; only the groups from
    /// the first one that did are shaped again. A deletion from the end thus shapes each line about
    /// once, instead of once per press.
    package struct LinePrefixGroups {
        private let units: [UInt16]
        /// Where the line starts: its line feed, or 0; -1 before the first cut.
        package private(set) var lineStart = -1
        /// Where the text is cut (the line ends there).
        package private(set) var end = 0
        /// The line's scalars up to `end`, decoded as in the text cut at `end`.
        private var scalars: [UTF16Text.ScalarSlice] = []
        /// The groups, in order: first and past-the-last scalar index, and one past the last
        /// scalar that the shaping of this group or of any before it read.
        private var groups: [(start: Int, end: Int, reach: Int)] = []

        /// No line yet: the first ``cut(at:)`` shapes one.
        package init(_ units: [UInt16]) { self.units = units }

        /// Cuts the text at `newEnd`, and shapes the line that holds the characters just before
        /// it if that is not the line held.
        /// - Precondition: `0 < newEnd <= units.count`, and `newEnd <= end` unless `newEnd` is at
        ///   or before ``lineStart`` (a line before the one held).
        /// - Complexity: O(scalars removed + groups dropped) plus shaping again from the first
        ///   dropped group; O(length of the line up to `newEnd`) for another line.
        package mutating func cut(at newEnd: Int) {
            guard lineStart >= 0, newEnd > lineStart else { return shapeLine(before: newEnd) }
            guard newEnd < end else { return }
            while let last = scalars.last, last.offset.rawValue >= newEnd { scalars.removeLast() }
            // The first scalar that differs from what the groups read.
            var firstChanged = scalars.count
            if let last = scalars.last, last.end.rawValue > newEnd {
                // The cut splits a pair: its lead stays, alone.
                firstChanged -= 1
                scalars[firstChanged] = Self.scalar(startingAt: last.offset.rawValue, in: units, end: newEnd)
            }
            end = newEnd
            while let last = groups.last, last.reach > firstChanged { groups.removeLast() }
            shapeFromLastGroup()
        }

        private mutating func shapeLine(before newEnd: Int) {
            var start = newEnd - 1
            while start > 0 && units[start] != 0x0A { start -= 1 }
            lineStart = start
            end = newEnd
            scalars.removeAll(keepingCapacity: true)
            groups.removeAll(keepingCapacity: true)
            var offset = start
            while offset < end {
                let slice = Self.scalar(startingAt: offset, in: units, end: end)
                scalars.append(slice)
                offset = slice.end.rawValue
            }
            shapeFromLastGroup()
        }

        /// The scalar at `offset` in `units[0..<end]`, as ``UTF16Text/scalar(startingAt:)`` reads
        /// it in that text.
        private static func scalar(startingAt offset: Int, in units: [UInt16], end: Int) -> UTF16Text.ScalarSlice {
            let unit = units[offset]
            if UTF16.isLeadSurrogate(unit), offset + 1 < end, UTF16.isTrailSurrogate(units[offset + 1]) {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
                return .init(offset: UTF16Offset(offset), value: value, length: 2, isLoneSurrogate: false)
            }
            let lone = UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit)
            return .init(offset: UTF16Offset(offset), value: UInt32(unit), length: 1, isLoneSurrogate: lone)
        }

        /// Forms the groups after the last one kept, to the end of `scalars`.
        private mutating func shapeFromLastGroup() {
            var k = groups.last?.end ?? 0
            var reach = groups.last?.reach ?? 0
            scalars.withUnsafeBufferPointer { scalars in
                while k < scalars.count {
                    let found = ligatureEnd(at: k, in: scalars)
                    let groupEnd = max(found.end, k + 1)
                    reach = max(reach, found.reach)
                    groups.append((k, groupEnd, reach))
                    k = groupEnd
                }
            }
        }

        /// Whether the character at `offset` continues a ligature group: false for an offset
        /// that starts no scalar, as ``isLigatureGroupStart(_:_:)`` answers.
        /// - Precondition: `lineStart <= offset < end`.
        /// - Complexity: O(log n).
        package func continuesGroup(at offset: Int) -> Bool {
            let index = scalars.partitionPoint { $0.offset.rawValue < offset }
            guard index < scalars.count, scalars[index].offset.rawValue == offset else { return false }
            // The scalar continues the group that starts last at or before it, unless it starts it.
            return groups[groups.partitionPoint { $0.start <= index } - 1].start < index
        }
    }
}
