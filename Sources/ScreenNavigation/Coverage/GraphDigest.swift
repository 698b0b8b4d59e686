extension Navigation {
    /// Which graph, and which version of it, a navigation record was written for: the route type's
    /// name and a digest of what the graph declares. `screengen coverage` computes the same digest
    /// from the YAML and leaves out a record whose digest is not the graph's, so counts of an older
    /// graph are never mixed into a newer one's.
    public struct GraphIdentity: Hashable, Sendable, Codable {
        /// The route enum's name: `AppRoute`.
        public var route: String
        /// `fnv1a64:` and 16 hex digits: FNV-1a (64 bits) of the graph's canonical text.
        public var digest: String

        /// An identity as a record holds it.
        /// - Parameters:
        ///   - route: the route enum's name.
        ///   - digest: the digest of what the graph declares.
        public init(route: String, digest: String) {
            self.route = route
            self.digest = digest
        }

        /// The identity of `graph` as it runs: computed from what the runtime already has (its
        /// screens, roots and transition table), so generated code carries nothing extra.
        /// - Parameter graph: the generated graph.
        /// - Returns: its name and digest.
        public static func of<Graph: NavigationGraph>(_ graph: Graph.Type) -> Navigation.GraphIdentity {
            Navigation.GraphIdentity(
                route: String(describing: Graph.Route.self),
                digest: GraphDigest.digest(of: GraphDigest.canonicalText(of: graph)))
        }
    }
}

/// The canonical text of a graph and its digest. `screengen` writes the same text from its
/// resolved graph (ScreenGenCore's `CoverageDigest`); a test compares the two on every
/// example graph. Version 1, one line each, `\n` after every line:
///
///     screengen-graph-digest 1
///     screen <name> view|alert        every screen, by name (UTF-8 byte order)
///     root <name>                     the declared roots, in order
///     move <from> <to> <style>        every legal (from, to, style) of the table, sorted
///     anywhere <to> <style>           every move allowed from anywhere, sorted
///
/// Names are the screens' raw values (qualified YAML names), styles the runtime's (a dialog's
/// move is `alert`). Alert buttons are not part of it: the runtime knows them only per route.
enum GraphDigest {
    static let header = "screengen-graph-digest 1"

    static func canonicalText<Graph: NavigationGraph>(of graph: Graph.Type) -> String {
        let screens = Graph.Screen.allCases.map { "screen \($0.rawValue) \(Graph.isAlert($0) ? "alert" : "view")" }
        let roots = Graph.rootScreens.map { "root \($0.rawValue)" }
        let moves = Graph.transitions.transitions.map {
            "move \($0.from.rawValue) \($0.to.rawValue) \($0.style.rawValue)"
        }
        let anywhere = Graph.Screen.allCases.flatMap { screen in
            TransitionStyle.allCases.filter { Graph.transitions.allowsFromAnywhere(to: screen, style: $0) }
                .map { "anywhere \(screen.rawValue) \($0.rawValue)" }
        }
        let lines = [header] + sorted(screens) + roots + sorted(moves) + sorted(anywhere)
        return lines.map { $0 + "\n" }.joined()
    }

    /// `fnv1a64:` and FNV-1a 64 of `text`'s UTF-8, as 16 lowercase hex digits.
    static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Byte order, as the tool sorts: the same on every machine and in every locale.
    private static func sorted(_ lines: [String]) -> [String] {
        lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
