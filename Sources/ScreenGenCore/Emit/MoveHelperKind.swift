/// The `<Route>Graph` helpers a generated method's one statement calls. Each has a form per
/// target, a feature's (given the feature's route) or a top-level screen's (given its params),
/// that builds the `<Route>` value in the graph-wide file: building one makes the compiler lay
/// out every case of the route enum, so a file that builds one depends on every feature's
/// route enum by name, and an edit inside any of them would recompile it.
enum MoveHelperKind: CaseIterable, Hashable {
    case plain
    case withResultCallback
    case awaitingResult
    case dismissing
    case poppingBack
    case selectingRoot

    /// The runtime's `MoveOrigin` method that makes the move, which takes the `<Route>` value.
    var runtimeMove: String {
        switch self {
        case .plain, .withResultCallback: "move"
        case .awaitingResult: "awaitResult"
        case .dismissing: "dismiss"
        case .poppingBack: "back"
        case .selectingRoot: "selectRoot"
        }
    }

    /// What a target's form of the helper appends to the target's name. No suffix ends with
    /// another, so two targets' helper names never meet.
    var targetSuffix: String {
        switch self {
        case .plain: "Move"
        case .withResultCallback: "MoveForResult"
        case .awaitingResult: "AwaitResult"
        case .dismissing: "Dismiss"
        case .poppingBack: "Back"
        case .selectingRoot: "SelectRoot"
        }
    }

    /// The kind of helper `back` calls when it enters a route after going back.
    init(_ back: ScreenGraph.BackTransition) {
        self = back.dismissesLayer ? .dismissing : back.selectsRoot ? .selectingRoot : .poppingBack
    }

    /// The helper of this kind for target `screen`: `_<feature case><Suffix>`, a static of
    /// `<Route>Graph`, for a feature's screen; the free function `_<Route><Screen><Suffix>` for
    /// a top-level screen (screen case names start lower-case, so capitalizing keeps them
    /// apart). Free, because in the graph's extension an app type named like one of the
    /// graph's associated types (`Route`, `Screen`) would mean that type.
    func targetHelper(of screen: ScreenGraph.Screen, in graph: ScreenGraph) -> String {
        var text = SourceText()
        writeTargetHelper(feature: screen.feature, caseName: screen.caseName, in: graph, into: &text)
        return text.string
    }

    /// `targetHelper(of:in:)` appended to `text`, for the screen of `caseName` in `feature`:
    /// every transition method calls one, so its name is not built as a string of its own.
    func writeTargetHelper(
        feature: ScreenGraph.FeatureIndex?, caseName: SwiftIdentifier, in graph: ScreenGraph, into text: inout SourceText
    ) {
        if let feature {
            text += graph.routeName.name
            text += "Graph."
            writeFeatureHelper(of: graph.features[feature], into: &text)
        } else {
            text += "_"
            text += graph.routeName.name
            text += SwiftIdentifier.capitalizedFirst(caseName).name
            text += targetSuffix
        }
    }

    /// The name of the helper of this kind for `feature`'s screens, as declared in `<Route>Graph`.
    func featureHelper(of feature: ScreenGraph.Feature) -> String {
        var text = SourceText()
        writeFeatureHelper(of: feature, into: &text)
        return text.string
    }

    /// `featureHelper(of:)` appended to `text`: the one place that spells a feature helper's name.
    private func writeFeatureHelper(of feature: ScreenGraph.Feature, into text: inout SourceText) {
        text += "_"
        text += feature.caseName.name
        text += targetSuffix
    }
}
