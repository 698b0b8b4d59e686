/// Tarjan's algorithm, iterative so that a 50,000-screen chain cannot overflow the stack.
/// Linear in nodes + edges. `include` filters edges (cycle checks skip `replace`).
enum StronglyConnectedComponents {
    /// The components: each one's nodes, components in reverse topological order. One array
    /// of nodes and one of where each component starts, not an array per component: nearly
    /// every screen of a large graph is a component of its own (#33: 10,000 arrays allocated
    /// and freed per search).
    struct Components: RandomAccessCollection {
        /// Every node, each component's together, components in the order found.
        fileprivate(set) var nodes: [Int] = []
        /// Where each component starts in `nodes`, then `nodes.count`.
        fileprivate(set) var starts: [Int] = [0]

        var startIndex: Int { 0 }
        var endIndex: Int { starts.count - 1 }
        /// The nodes of component `number`.
        subscript(number: Int) -> ArraySlice<Int> { nodes[starts[number]..<starts[number + 1]] }
    }

    /// Each component's nodes; components come out in reverse topological order.
    static func components(of graph: MoveGraph, including include: (MoveGraph.Edge) -> Bool) -> Components {
        let count = graph.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var result = Components()
        result.nodes.reserveCapacity(count)
        result.starts.reserveCapacity(count + 1)
        var nextIndex = 0
        // Explicit call stack: (node, position of the next edge to look at).
        var frames: [(node: Int, edge: Int)] = []

        for start in 0..<count where index[start] < 0 {
            frames.append((start, 0))
            index[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                let edges = graph.edges[node]
                if frame.edge < edges.count {
                    frames[frames.count - 1].edge += 1
                    let edge = edges[frame.edge]
                    guard include(edge) else { continue }
                    let next = edge.target
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        result.nodes.append(member)
                        if member == node { break }
                    }
                    result.starts.append(result.nodes.count)
                }
            }
        }
        return result
    }
}
