/// The part of Emacs's regexp syntax that `composition-function-table`'s patterns use, matched
/// as `looking-at` matches (src/regex-emacs.c, re_match_2 through fast_looking_at): anchored at
/// a position, backtracking, the first match in the order the pattern prefers (greedy `*` `+` `?`
/// try more first, `*?` fewer, `\|` its left side first), not the longest.
///
/// Syntax: literal characters, `.` (any but newline), bracket expressions with ranges,
/// `\(` `\(?:` `\)`, `\|`, the postfix operators `*` `+` `?` and their `?`-suffixed lazy forms,
/// and the categories `\c.` (base) and `\c^` (combining) of ``EmacsCharacterClasses``. Anything
/// else is an error naming the pattern and the position: the generated patterns use no more.
struct EmacsRegexp: Sendable {
    /// A node of the parsed pattern. Children are indices into `nodes`, not nested values: an
    /// indirect enum's boxes are reached only through pointers carrying the case in their spare
    /// bits, which LeakSanitizer does not take for pointers, so the parsed patterns that
    /// ``EmacsTerminalClusterRule`` keeps in a static were reported as leaked
    /// (Tests/Sanitizers/README.md, "Tagged pointers").
    struct Node: Sendable {
        enum Kind: UInt8, Sendable {
            case character, any, set, category, sequence, alternation
            case repeated  // `*`, `+`, `?` and their lazy forms
        }
        var kind: Kind
        var value: UInt32 = 0  // a character's scalar, a category's flag of EmacsCharacterClasses
        var ranges: [ClosedRange<UInt32>] = []  // a set's
        var negated = false  // a set's
        var children: [Int] = []  // a sequence's, an alternation's, a repetition's one
        var min = 0  // a repetition's
        var unbounded = false  // a repetition's
        var lazy = false  // a repetition's
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var pattern: String
        var position: Int
        var reason: String
        var description: String { "Emacs regexp \(pattern.debugDescription), character \(position): \(reason)" }
    }

    let nodes: [Node]
    let root: Int

    init(_ pattern: String) throws {
        var parser = Parser(pattern: pattern, scalars: pattern.unicodeScalars.map(\.value))
        root = try parser.parseAlternation()
        if parser.index < parser.scalars.count { throw parser.error("unbalanced \\)") }
        nodes = parser.nodes
    }

    /// How many characters of `text` from `start` the pattern matches first, or nil.
    /// - Complexity: exponential in the worst case, as Emacs's own backtracking; the patterns'
    ///   repetitions are of disjoint sets, so linear in practice.
    func match(_ text: [UInt32], at start: Int) -> Int? {
        var result: Int?
        _ = match(root, text, start) { end in result = end - start; return true }
        return result
    }

    /// Calls `next` with each end node `index` can reach from `position`, in the order of
    /// preference, until `next` returns true.
    private func match(_ index: Int, _ text: [UInt32], _ position: Int, _ next: (Int) -> Bool) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .character:
            return position < text.count && text[position] == node.value && next(position + 1)
        case .any:
            return position < text.count && text[position] != 0x0A && next(position + 1)
        case .set:
            guard position < text.count else { return false }
            let inside = node.ranges.contains { $0.contains(text[position]) }
            return inside != node.negated && next(position + 1)
        case .category:
            guard position < text.count else { return false }
            return UInt32(EmacsCharacterClasses.of(text[position]).flags) & node.value != 0 && next(position + 1)
        case .sequence:
            return matchSequence(node.children[...], text, position, next)
        case .alternation:
            return node.children.contains { match($0, text, position, next) }
        case .repeated:
            return matchRepeated(node.children[0], min: node.min, max: node.unbounded ? Int.max : 1, lazy: node.lazy,
                                 count: 0, text, position, next)
        }
    }

    private func matchSequence(_ children: ArraySlice<Int>, _ text: [UInt32], _ position: Int, _ next: (Int) -> Bool) -> Bool {
        guard let first = children.first else { return next(position) }
        return match(first, text, position) { matchSequence(children.dropFirst(), text, $0, next) }
    }

    private func matchRepeated(_ inner: Int, min: Int, max: Int, lazy: Bool, count: Int,
                               _ text: [UInt32], _ position: Int, _ next: (Int) -> Bool) -> Bool {
        func more() -> Bool {
            count < max && match(inner, text, position) { end in
                // An iteration that matched nothing ends the loop, as Emacs's on_failure_jump_loop does.
                end != position && matchRepeated(inner, min: min, max: max, lazy: lazy, count: count + 1, text, end, next)
            }
        }
        if count < min { return more() }
        return lazy ? (next(position) || more()) : (more() || next(position))
    }

    private struct Parser {
        let pattern: String
        let scalars: [UInt32]
        var index = 0
        var nodes: [Node] = []

        init(pattern: String, scalars: [UInt32]) {
            self.pattern = pattern
            self.scalars = scalars
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(pattern: pattern, position: index, reason: reason) }

        func peek(_ offset: Int = 0) -> UInt32? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        /// Adds `node` and gives its index.
        mutating func add(_ node: Node) -> Int {
            nodes.append(node)
            return nodes.count - 1
        }

        mutating func parseAlternation() throws -> Int {
            var branches = [try parseSequence()]
            while peek() == 0x5C, peek(1) == 0x7C {  // \|
                index += 2
                branches.append(try parseSequence())
            }
            return branches.count == 1 ? branches[0] : add(Node(kind: .alternation, children: branches))
        }

        mutating func parseSequence() throws -> Int {
            var items: [Int] = []
            while let value = peek() {
                if value == 0x5C, peek(1) == 0x7C || peek(1) == 0x29 { break }  // \| or \)
                var atom = try parseAtom()
                while let op = peek(), op == 0x2A || op == 0x2B || op == 0x3F {  // * + ?
                    index += 1
                    let lazy = peek() == 0x3F
                    if lazy { index += 1 }
                    atom = add(Node(kind: .repeated, children: [atom], min: op == 0x2B ? 1 : 0, unbounded: op != 0x3F, lazy: lazy))
                }
                items.append(atom)
            }
            return items.count == 1 ? items[0] : add(Node(kind: .sequence, children: items))
        }

        mutating func parseAtom() throws -> Int {
            let value = scalars[index]
            switch value {
            case 0x2A, 0x2B, 0x3F:
                throw error("an operator with nothing before it")
            case 0x2E:
                index += 1
                return add(Node(kind: .any))
            case 0x5B:
                return try parseSet()
            case 0x5C:
                guard let escaped = peek(1) else { throw error("a trailing backslash") }
                switch escaped {
                case 0x28:  // \( or \(?:
                    index += 2
                    if peek() == 0x3F {
                        guard peek(1) == 0x3A else { throw error("a group form other than \\(?:") }
                        index += 2
                    }
                    let inner = try parseAlternation()
                    guard peek() == 0x5C, peek(1) == 0x29 else { throw error("an unclosed group") }
                    index += 2
                    return inner
                case 0x63:  // \c
                    guard let category = peek(2) else { throw error("\\c without a category") }
                    index += 3
                    switch category {
                    case 0x2E: return add(Node(kind: .category, value: UInt32(EmacsCharacterClasses.baseFlag)))
                    case 0x5E: return add(Node(kind: .category, value: UInt32(EmacsCharacterClasses.combiningFlag)))
                    default: throw error("a category other than . and ^")
                    }
                default:
                    throw error("a backslash construct this reader does not know")
                }
            default:
                index += 1
                return add(Node(kind: .character, value: value))
            }
        }

        /// `[...]`: `^` first negates, `]` first is literal, `a-b` a range; `[:class:]` is not read.
        mutating func parseSet() throws -> Int {
            index += 1
            var negated = false
            if peek() == 0x5E { negated = true; index += 1 }
            var ranges: [ClosedRange<UInt32>] = []
            var first = true
            while true {
                guard let value = peek() else { throw error("an unclosed bracket expression") }
                if value == 0x5D, !first { index += 1; break }
                if value == 0x5B, peek(1) == 0x3A { throw error("a character class in a bracket expression") }
                first = false
                index += 1
                if peek() == 0x2D, let end = peek(1), end != 0x5D {
                    index += 2
                    if end >= value { ranges.append(value...end) }  // Emacs takes a reversed range as empty
                } else {
                    ranges.append(value...value)
                }
            }
            return add(Node(kind: .set, ranges: ranges, negated: negated))
        }
    }
}
