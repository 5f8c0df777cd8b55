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
    indirect enum Node: Sendable {
        case character(UInt32)
        case any
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)
        case category(UInt8)  // a flag of EmacsCharacterClasses
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, min: Int, unbounded: Bool, lazy: Bool)  // `*`, `+`, `?` and lazy forms
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var pattern: String
        var position: Int
        var reason: String
        var description: String { "Emacs regexp \(pattern.debugDescription), character \(position): \(reason)" }
    }

    let root: Node

    init(_ pattern: String) throws {
        var parser = Parser(pattern: pattern, scalars: pattern.unicodeScalars.map(\.value))
        root = try parser.parseAlternation()
        if parser.index < parser.scalars.count { throw parser.error("unbalanced \\)") }
    }

    /// How many characters of `text` from `start` the pattern matches first, or nil.
    /// - Complexity: exponential in the worst case, as Emacs's own backtracking; the patterns'
    ///   repetitions are of disjoint sets, so linear in practice.
    func match(_ text: [UInt32], at start: Int) -> Int? {
        var result: Int?
        _ = Self.match(root, text, start) { end in result = end - start; return true }
        return result
    }

    /// Calls `next` with each end `node` can reach from `position`, in the order of preference,
    /// until `next` returns true.
    private static func match(_ node: Node, _ text: [UInt32], _ position: Int, _ next: (Int) -> Bool) -> Bool {
        switch node {
        case .character(let value):
            return position < text.count && text[position] == value && next(position + 1)
        case .any:
            return position < text.count && text[position] != 0x0A && next(position + 1)
        case .set(let ranges, let negated):
            guard position < text.count else { return false }
            let inside = ranges.contains { $0.contains(text[position]) }
            return inside != negated && next(position + 1)
        case .category(let flag):
            guard position < text.count else { return false }
            return EmacsCharacterClasses.of(text[position]).flags & flag != 0 && next(position + 1)
        case .sequence(let nodes):
            return matchSequence(nodes[...], text, position, next)
        case .alternation(let branches):
            return branches.contains { match($0, text, position, next) }
        case .repeated(let inner, let min, let unbounded, let lazy):
            return matchRepeated(inner, min: min, max: unbounded ? Int.max : 1, lazy: lazy, count: 0, text, position, next)
        }
    }

    private static func matchSequence(_ nodes: ArraySlice<Node>, _ text: [UInt32], _ position: Int, _ next: (Int) -> Bool) -> Bool {
        guard let first = nodes.first else { return next(position) }
        return match(first, text, position) { matchSequence(nodes.dropFirst(), text, $0, next) }
    }

    private static func matchRepeated(_ inner: Node, min: Int, max: Int, lazy: Bool, count: Int,
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

        init(pattern: String, scalars: [UInt32]) {
            self.pattern = pattern
            self.scalars = scalars
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(pattern: pattern, position: index, reason: reason) }

        func peek(_ offset: Int = 0) -> UInt32? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func parseAlternation() throws -> Node {
            var branches = [try parseSequence()]
            while peek() == 0x5C, peek(1) == 0x7C {  // \|
                index += 2
                branches.append(try parseSequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func parseSequence() throws -> Node {
            var nodes: [Node] = []
            while let value = peek() {
                if value == 0x5C, peek(1) == 0x7C || peek(1) == 0x29 { break }  // \| or \)
                var atom = try parseAtom()
                while let op = peek(), op == 0x2A || op == 0x2B || op == 0x3F {  // * + ?
                    index += 1
                    let lazy = peek() == 0x3F
                    if lazy { index += 1 }
                    atom = .repeated(atom, min: op == 0x2B ? 1 : 0, unbounded: op != 0x3F, lazy: lazy)
                }
                nodes.append(atom)
            }
            return nodes.count == 1 ? nodes[0] : .sequence(nodes)
        }

        mutating func parseAtom() throws -> Node {
            let value = scalars[index]
            switch value {
            case 0x2A, 0x2B, 0x3F:
                throw error("an operator with nothing before it")
            case 0x2E:
                index += 1
                return .any
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
                    case 0x2E: return .category(EmacsCharacterClasses.baseFlag)
                    case 0x5E: return .category(EmacsCharacterClasses.combiningFlag)
                    default: throw error("a category other than . and ^")
                    }
                default:
                    throw error("a backslash construct this reader does not know")
                }
            default:
                index += 1
                return .character(value)
            }
        }

        /// `[...]`: `^` first negates, `]` first is literal, `a-b` a range; `[:class:]` is not read.
        mutating func parseSet() throws -> Node {
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
            return .set(ranges: ranges, negated: negated)
        }
    }
}
