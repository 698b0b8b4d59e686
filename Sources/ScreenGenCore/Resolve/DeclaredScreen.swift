/// A screen as the registration enters it in the graph, made from its file alone: while the
/// file is loaded, on the cores that load the graph, not in the registration, which runs on one
/// (#33: name registration was a large graph's longest stretch with a core idle).
struct DeclaredScreen: Sendable {
    /// The graph's entry for the screen, but its feature (set once the feature is registered).
    var screen: ScreenGraph.Screen
    /// Whether the screen's YAML name became its case name: when it cannot, the name itself
    /// stands in, and the registration reports it, in declaration order.
    var hasValidName: Bool

    /// Each screen of `file`, in the order it declares them, as `registerDeclarations` would
    /// make it: named as there, the feature's case name converted as `registerFeature` does.
    static func screens(of file: FileSyntax) -> [DeclaredScreen] {
        let feature = file.feature
        let featureName = feature.map { (SwiftIdentifier.lowerCamel($0.value) ?? SwiftIdentifier(name: $0.value)).name }
        // By index, each screen's name and kind read in place: a screen's syntax is a large value
        // to copy out whole.
        return file.screens.indices.map { index in
            let name = file.screens[index].name
            let converted = SwiftIdentifier.lowerCamel(name.value)
            let caseName = converted ?? SwiftIdentifier(name: name.value)
            let identity =
                featureName.map { SwiftIdentifier(name: $0 + SwiftIdentifier.capitalizedFirst(caseName).name) }
                ?? caseName
            let screen = ScreenGraph.Screen(
                yamlName: name.value, qualifiedName: feature.map { "\($0.value).\(name.value)" } ?? name.value,
                caseName: caseName, identity: identity, kind: file.screens[index].kind, params: [], transitions: [],
                buttons: [], location: name.location)
            return DeclaredScreen(screen: screen, hasValidName: converted != nil)
        }
    }
}
