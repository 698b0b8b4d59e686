import ScreenGenDiagnostics

/// The transition sets whose moves are written once (#20): a protocol nested in `<Route>Graph`
/// with the set's methods in an extension, which the directions of every screen that includes
/// the set conform to. Before, each including screen's directions had its own copy of every
/// method. A move starts from whichever screen's directions it is called on (`_origin`), and
/// the params the set's `args` read come from that screen (`_<set>Arguments`, each typed as the
/// target param it fills, which every including screen's param converts to).
///
/// Written once: a set included by two screens or more, and of its moves those whose literals
/// read no param (a literal's param may have another type on each including screen, so such a
/// move stays with each screen, as before).
struct SharedTransitionSets: Sendable {
    /// One value the set's `args` read: a param of the including screen, by its Swift name,
    /// passed as the target param it fills.
    struct Argument: Sendable {
        var label: String
        var typeText: String
    }

    /// How the set's methods read the template's source param `param`: its argument.
    func argumentExpression(_ set: SharedSet, template: ScreenGraph.Screen, param: Int) -> String {
        let label = template.params[param].label.name
        let index = set.arguments.firstIndex { $0.label == label }!
        return set.arguments.count == 1 ? set.argumentsName : set.argumentsName + ".\(index)"
    }

    struct SharedSet: Sendable {
        var yamlName: String
        /// Nested in `<Route>Graph`.
        var protocolName: String
        /// `_<set>Arguments`; unused when `arguments` is empty.
        var argumentsName: String
        /// The input file that writes the set: where its protocol goes.
        var file: Int
        /// The first screen that includes it: its moves are the set's, as written for it.
        var template: ScreenGraph.ScreenIndex
        /// The moves written once, by where the set writes them (`Transition.origin`).
        var entries: [SourceLocation]
        var arguments: [Argument]
        /// For each argument, a move that reads it and the target param it fills there.
        var argumentSources: [(entry: SourceLocation, targetParam: Int)]
        /// Whether some of its moves written once are transitions (not back transitions): the
        /// transition table then lists them once, as the set's.
        var hasTableMoves: Bool

        /// The type of `_<set>MovesArguments` appended to `text`: the one argument's, or a tuple
        /// of them (its list marked).
        func writeArgumentsType(into text: inout SourceText) {
            if arguments.count > 1 {
                text.writeList(arguments.map(\.typeText), open: "(", close: ")")
            } else {
                text += arguments[0].typeText
            }
        }
    }

    var sets: [SharedSet] = []
    /// Per screen, the shared sets its directions conform to (indices into `sets`).
    var conformances: [ScreenGraph.ScreenIndex: [Int]] = [:]
    /// Every move written once: skipped by the directions of the screens that include it.
    var sharedEntries: Set<SourceLocation> = []

    init() {}

    init(_ graph: ScreenGraph, assignment: FileAssignment) {
        guard graph.generatedAPIs.contains(.directions) else { return }
        // Each set's including screens, in screen order, and its entries as each has them.
        var order: [String] = []
        var includers: [String: [ScreenGraph.ScreenIndex]] = [:]
        for (index, screen) in graph.screens.enumerated() {
            var seen: Set<String> = []
            let origins = screen.transitions.compactMap(\.origin) + screen.backTransitions.compactMap(\.origin)
            for origin in origins where seen.insert(origin.set).inserted {
                if includers[origin.set] == nil { order.append(origin.set) }
                includers[origin.set, default: []].append(index)
            }
        }
        var takenNames: Set<String> = []
        for name in order {
            let screens = includers[name]!
            guard screens.count > 1 else { continue }
            let template = graph.screens[screens[0]]
            var entries: [SourceLocation] = []
            var moves: [SourceLocation: ScreenGraph.Move] = [:]
            let origins =
                template.transitions.map { ($0.origin, Optional($0.move)) }
                + template.backTransitions.map { ($0.origin, $0.then) }
            for case (let origin?, let move) in origins where origin.set == name {
                entries.append(origin.location)
                moves[origin.location] = move
            }
            // Only moves whose literals read no param, and that every including screen has (one
            // that lost a move to an error has no code generated anyway).
            var everywhere = Set(entries)
            for screen in screens.dropFirst() {
                everywhere.formIntersection(Self.entries(of: graph.screens[screen], in: name))
            }
            entries = entries.filter { entry in
                guard everywhere.contains(entry) else { return false }
                return moves[entry]?.literals.values.allSatisfy { $0.references.isEmpty } ?? true
            }
            guard !entries.isEmpty else { continue }
            // One argument per param read, typed as the target param it fills; a move that
            // would pass the same param as another type stays with each screen.
            var arguments: [Argument] = []
            var sources: [(entry: SourceLocation, targetParam: Int)] = []
            var argumentIndex: [String: Int] = [:]
            entries = entries.filter { entry in
                guard let move = moves[entry] else { return true }
                let reads = move.bindings.sorted { $0.key < $1.key }.map { targetParam, sourceParam in
                    (
                        targetParam,
                        Argument(
                            label: template.params[sourceParam].label.name,
                            typeText: graph.screens[move.target].params[targetParam].storageTypeText)
                    )
                }
                for (_, argument) in reads {
                    if let known = argumentIndex[argument.label], arguments[known].typeText != argument.typeText {
                        return false
                    }
                }
                for (targetParam, argument) in reads where argumentIndex[argument.label] == nil {
                    argumentIndex[argument.label] = arguments.count
                    arguments.append(argument)
                    sources.append((entry, targetParam))
                }
                return true
            }
            guard !entries.isEmpty else { continue }
            let base = SwiftIdentifier.upperCamel(name)?.name ?? "TransitionSet"
            var protocolName = GeneratedNames.moves(ofSet: base)
            var suffix = 2
            while !takenNames.insert(protocolName).inserted {
                protocolName = GeneratedNames.moves(ofSet: base) + "\(suffix)"
                suffix += 1
            }
            let set = SharedSet(
                yamlName: name, protocolName: protocolName,
                argumentsName: GeneratedNames.arguments(ofSetProtocol: protocolName),
                file: assignment.file(of: entries[0]), template: screens[0], entries: entries, arguments: arguments,
                argumentSources: sources,
                hasTableMoves: template.transitions.contains {
                    $0.origin.map { entries.contains($0.location) } ?? false
                })
            for screen in screens { conformances[screen, default: []].append(sets.count) }
            sharedEntries.formUnion(entries)
            sets.append(set)
        }
    }

    /// Where set `name` writes the moves `screen` has from it.
    private static func entries(of screen: ScreenGraph.Screen, in name: String) -> Set<SourceLocation> {
        let origins = screen.transitions.compactMap(\.origin) + screen.backTransitions.compactMap(\.origin)
        return Set(origins.filter { $0.set == name }.map(\.location))
    }

    /// The move `screen` has from the set move written at `entry`: a transition's, or what a
    /// back transition enters after going back.
    static func move(of screen: ScreenGraph.Screen, at entry: SourceLocation) -> ScreenGraph.Move? {
        screen.transitions.first { $0.origin?.location == entry }?.move
            ?? screen.backTransitions.first { $0.origin?.location == entry }?.then
    }

    /// Whether a move of a screen is written once, by the set it comes from.
    func isShared(_ origin: (set: String, location: SourceLocation)?) -> Bool {
        origin.map { sharedEntries.contains($0.location) } ?? false
    }
}
