import EditingSemantics
import EditingSupport

extension HardCases {
    /// The fragments of each group, in table order.
    static let fragmentsByGroup: [Group: [Fragment]] = Dictionary(grouping: fragments, by: \.group)

    /// `count` texts of 0 to `maxFragments` fragments each, drawn from `groups` (default: all);
    /// the same arguments always give the same texts.
    ///
    /// - Complexity: O(`count` × `maxFragments`) draws.
    package static func texts(seed: UInt64, count: Int, maxFragments: Int, from groups: Set<Group> = Set(Group.allCases)) -> [UTF16Text] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            text(fragmentCount: rng.inRange(0...maxFragments), from: groups, using: &rng)
        }
    }

    /// A text of `fragmentCount` fragments from `groups` (default: all). Each draw picks a group,
    /// then one of its fragments.
    ///
    /// A fragment that starts with a trail surrogate never follows one that ends with a lead
    /// surrogate: the pair they would form is a code point no fragment chose, whose properties may
    /// differ between the Unicode versions the tests compare. Fuzz inputs may still pair them.
    ///
    /// - Complexity: O(`fragmentCount`) draws.
    package static func text(fragmentCount: Int, from groups: Set<Group> = Set(Group.allCases), using rng: inout SplitMix64) -> UTF16Text {
        precondition(!groups.isEmpty, "no group to draw from")
        // In declaration order, so that a seed means the same texts whatever the set's order.
        let chosen = Group.allCases.filter(groups.contains).map { fragmentsByGroup[$0]! }
        var units: [UInt16] = []
        var drawn = 0
        while drawn < fragmentCount {
            let fragment = rng.pick(rng.pick(chosen)).text.units
            if let last = units.last, UTF16.isLeadSurrogate(last), UTF16.isTrailSurrogate(fragment[0]) { continue }
            units += fragment
            drawn += 1
        }
        return UTF16Text(units: units)
    }
}
