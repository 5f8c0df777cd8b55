import EditingSemantics
import EditingSupport

extension NotoColorEmojiLigatures {
    /// ``root``'s trie laid out in two arrays, so that following an edge costs a binary search,
    /// with no hashing or reference counting: shaping walks it once per emoji character.
    struct Trie: Sendable {
        /// Per node: where its edges start in `edges`, and whether a sequence ends there. Node 0
        /// is the root; the edges of node `i` run to where those of node `i + 1` start.
        private var nodes: [(firstEdge: Int32, isEnd: Bool)] = []
        /// The edges, node by node, each node's in increasing order of code point.
        private var edges: [(value: UInt32, target: Int32)] = []
        /// The root's children for the code points from ``rootTableStart``, where most emoji
        /// lie, read directly: every emoji character asks the root, which has the most edges.
        /// -1 for none.
        private var rootTable = [Int32](repeating: -1, count: 0x1FC00 - Int(rootTableStart))
        private static let rootTableStart: UInt32 = 0x1F000

        init(_ root: Node) {
            // Nodes numbered breadth first, so each node's edges follow those of the node before.
            var queue = [root]
            var index = 0
            while index < queue.count {
                let node = queue[index]
                nodes.append((Int32(edges.count), node.isEnd))
                for (value, child) in node.next.sorted(by: { $0.key < $1.key }) {
                    edges.append((value, Int32(queue.count)))
                    queue.append(child)
                }
                index += 1
            }
            nodes.append((Int32(edges.count), false))
            for edge in edges[0..<Int(nodes[1].firstEdge)] where edge.value >= Self.rootTableStart && edge.value - Self.rootTableStart < rootTable.count {
                rootTable[Int(edge.value - Self.rootTableStart)] = edge.target
            }
        }

        /// The node reached from `node` by `value`, or nil. The root is 0.
        /// - Complexity: O(log(edges of `node`)); O(1) from the root for most emoji.
        @inline(__always)
        func child(of node: Int, _ value: UInt32) -> Int? {
            if node == 0, value >= Self.rootTableStart, value - Self.rootTableStart < rootTable.count {
                let target = rootTable[Int(value - Self.rootTableStart)]
                return target < 0 ? nil : Int(target)
            }
            let end = Int(nodes[node + 1].firstEdge)
            let index = edges.partitionPoint(in: Int(nodes[node].firstEdge)..<end) { $0.value < value }
            return index < end && edges[index].value == value ? Int(edges[index].target) : nil
        }

        /// Whether a sequence ends at `node`.
        @inline(__always)
        func isEnd(_ node: Int) -> Bool { nodes[node].isEnd }
    }

    static let trie = Trie(root)
}
