/// The runs of one strategy on one text, found by their hosts' answers.
///
/// A strategy does the same on the same answers (the precondition of
/// ``Simulation/runs(_:on:text:following:window:keepsLog:)``), so its runs form a tree: a node
/// asks one question of the host, each distinct answer leads on to the next question the runs
/// given that answer asked, and a leaf is a run that asked nothing more. A host walks down from
/// the root of its expectation, asking each question once; a walk that ends at a leaf shares that
/// leaf's run, one that falls off the tree runs anew, and the new run's questions extend the tree
/// from where the walk fell off.
///
/// - Complexity: a walk costs one answer per question on its path, whatever the number of runs.
struct RunTree {
    private struct Node {
        /// The node's question, or nil for a leaf.
        var question: HostQuery?
        /// A leaf's run; -1 for a node that asks.
        var run: Int32
        /// The answer key that leads from the node's parent into it.
        var key: Int32
        /// The node's first child and next sibling; -1 when none.
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
    }

    /// One array, made with room for a usual tree (the report's average 15 nodes): a tree is made
    /// node by node for every strategy on every text, and each growth is an allocation and a copy.
    private var nodes: [Node]
    /// The root of each expectation's tree (expectation ids are few: one, or a host's handful).
    private var roots: [(expectation: Int32, node: Int32)] = []

    init() {
        nodes = []
        nodes.reserveCapacity(32)
    }

    /// The run `host` shares: the leaf its walk down the tree of `expectation` ends at, asking
    /// through `answerKey`; nil when the walk falls off the tree.
    func run(expectation: Int32, answerKey: (HostQuery) -> Int32) -> Int? {
        guard let root = roots.first(where: { $0.expectation == expectation }) else { return nil }
        var node = root.node
        while let asked = nodes[Int(node)].question {
            guard let next = child(of: node, key: answerKey(asked)) else { return nil }
            node = next
        }
        return Int(nodes[Int(node)].run)
    }

    /// Adds run `newRun`, which asked `queries` of a host whose answers `answerKey` gives and
    /// which no run of the tree of `expectation` shares.
    /// - Precondition: the run asked, in order, the questions of the path its answers take down
    ///   the tree, and more where the path leaves it: runs that answer alike ask alike.
    mutating func add(_ newRun: Int, asked queries: [HostQuery], expectation: Int32, answerKey: (HostQuery) -> Int32) {
        guard let root = roots.first(where: { $0.expectation == expectation }) else {
            roots.append((expectation, chain(queries[...], run: newRun, key: 0, answerKey: answerKey)))
            return
        }
        var node = root.node
        for (i, asked) in queries.enumerated() {
            precondition(nodes[Int(node)].question == asked, "a strategy asked otherwise on the same answers")
            let k = answerKey(asked)
            guard let next = child(of: node, key: k) else {
                let added = chain(queries[(i + 1)...], run: newRun, key: k, answerKey: answerKey)
                nodes[Int(added)].nextSibling = nodes[Int(node)].firstChild
                nodes[Int(node)].firstChild = added
                return
            }
            node = next
        }
        preconditionFailure("a strategy asked otherwise on the same answers")
    }

    /// The child of `node` entered on answer key `k`, if any.
    private func child(of node: Int32, key k: Int32) -> Int32? {
        var child = nodes[Int(node)].firstChild
        while child >= 0 {
            if nodes[Int(child)].key == k { return child }
            child = nodes[Int(child)].nextSibling
        }
        return nil
    }

    /// New nodes asking `queries` in turn, each on the answer the run's host gave to the one
    /// before, ending at the run's leaf; the first of them, entered on `key`.
    private mutating func chain(_ queries: ArraySlice<HostQuery>, run newRun: Int, key entry: Int32, answerKey: (HostQuery) -> Int32) -> Int32 {
        let first = Int32(nodes.count)
        var k = entry
        for asked in queries {
            // Each node of a chain has one child, the next node.
            nodes.append(Node(question: asked, run: -1, key: k, firstChild: Int32(nodes.count + 1)))
            k = answerKey(asked)
        }
        nodes.append(Node(question: nil, run: Int32(newRun), key: k))
        return first
    }
}
