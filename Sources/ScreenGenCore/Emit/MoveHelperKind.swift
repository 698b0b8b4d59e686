/// The `<Route>Graph` helpers a generated method's one statement calls. Each has a form per
/// target, a feature's (given the feature's route) or a top-level screen's (given its params),
/// that builds the `<Route>` value in the graph-wide file: building one makes the compiler lay
/// out every case of the route enum, so a file that builds one depends on every feature's
/// route enum by name, and an edit inside any of them would recompile it.
enum MoveHelperKind: CaseIterable, Hashable {
    case plain
    /// `back: false`: a push the user cannot pop.
    case pushingUnpoppable
    case withResultCallback
    case awaitingResult
    case dismissing
    /// `dismiss: all` or `dismiss: to-first`: the runtime's `LayerDismissal` is passed along.
    case dismissingLayers
    case poppingBack
    case selectingRoot
    /// `select-root` with `keep-stack: true`: the stack as it is, the route entered over its top.
    case selectingRootKeepingStack

    /// The kind as one bit of a set of kinds (`MoveHelperEmitter`'s usage, a move each).
    var bit: UInt16 {
        switch self {
        case .plain: 1 << 0
        case .pushingUnpoppable: 1 << 1
        case .withResultCallback: 1 << 2
        case .awaitingResult: 1 << 3
        case .dismissing: 1 << 4
        case .dismissingLayers: 1 << 5
        case .poppingBack: 1 << 6
        case .selectingRoot: 1 << 7
        case .selectingRootKeepingStack: 1 << 8
        }
    }

    /// The runtime's `MoveOrigin` method that makes the move, which takes the `<Route>` value.
    var runtimeMove: String {
        switch self {
        case .plain, .withResultCallback, .pushingUnpoppable: "move"
        case .awaitingResult: "awaitResult"
        case .dismissing, .dismissingLayers: "dismiss"
        case .poppingBack: "back"
        case .selectingRoot: "selectRoot"
        case .selectingRootKeepingStack: "selectRootKeepingStack"
        }
    }

    /// What a target's form of the helper appends to the target's name. No suffix ends with
    /// another, so two targets' helper names never meet.
    var targetSuffix: String {
        switch self {
        case .plain: "Move"
        case .pushingUnpoppable: "Unpoppable"
        case .withResultCallback: "MoveForResult"
        case .awaitingResult: "AwaitResult"
        case .dismissing: "Dismiss"
        case .dismissingLayers: "DismissLayers"
        case .poppingBack: "Back"
        case .selectingRoot: "SelectRoot"
        case .selectingRootKeepingStack: "KeepStack"
        }
    }

    /// The kind of helper `back` calls when it enters a route after going back.
    init(_ back: ScreenGraph.BackTransition) {
        if back.dismissesLayer {
            self = back.dismissal == .top ? .dismissing : .dismissingLayers
        } else {
            self = back.keepsStack ? .selectingRootKeepingStack : back.selectsRoot ? .selectingRoot : .poppingBack
        }
    }

    /// The helper of this kind for top-level screen `screen`: the free function
    /// `_<Route><Screen><Suffix>` (screen case names start lower-case, so capitalizing keeps
    /// them apart). Free, because its parameters are the screen's params, whose types are the
    /// app's: inside the graph's extension, or the origin's, an app type named like one of their
    /// associated types or generic parameters (`Route`, `Screen`, `Graph`) would mean that one.
    func screenHelper(of screen: ScreenGraph.Screen, in graph: ScreenGraph) -> String {
        var text = SourceText()
        writeScreenHelper(caseName: screen.caseName, in: graph, into: &text)
        return text.string
    }

    /// `screenHelper(of:in:)` appended to `text`, for the top-level screen of `caseName`: every
    /// transition method calls a helper, so its name is not built as a string of its own.
    func writeScreenHelper(caseName: SwiftIdentifier, in graph: ScreenGraph, into text: inout SourceText) {
        text += "_"
        text += graph.routeName.name
        text += SwiftIdentifier.capitalizedFirst(caseName).name
        text += targetSuffix
    }

    /// The label of the route a feature's helpers take: the feature's name, so each is the
    /// runtime's move overloaded on the graph's `MoveOrigin` (`move(chat: .detail(id: id),
    /// .push)`), and so is the directions' context bound to a feature's route
    /// (`DirectionsContext.bound(_:chat:_:)`). The runtime labels a route `then` or `route` where
    /// it does not leave it unlabelled, so a feature of either name is labelled with its route
    /// type's name instead, which no feature's name can be (those start lower-case).
    /// A keyword is bare (Swift warns when one is escaped needlessly) but for the three a label
    /// cannot be: escaped in a declaration, and `inout` at a call (`argumentLabel`).
    static func routeLabel(of feature: ScreenGraph.Feature, inDeclaration: Bool = false) -> String {
        let name = feature.caseName.name
        if name == "then" || name == "route" { return feature.typeName.name }
        if inDeclaration { return ["inout", "var", "let"].contains(name) ? "`\(name)`" : name }
        return feature.caseName.argumentLabel
    }
}
