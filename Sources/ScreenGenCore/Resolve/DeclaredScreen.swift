/// The names a screen is registered under, made from its file alone: while the file is loaded,
/// on the cores that load the graph, not in the registration, which runs on one (#33: name
/// registration was a large graph's longest stretch with a core idle). Names only: the graph's
/// entries made there too cost 150 bytes a screen more at the peak of memory.
struct DeclaredScreen: Sendable {
    /// The screen's case name; nil when its YAML name cannot become one (the registration
    /// reports it, in declaration order, and the name itself stands in).
    var caseName: SwiftIdentifier?
    /// `feature.screen`, or the screen's own name at the top level.
    var qualifiedName: String
    /// The screen's case in `<Route>Screen`.
    var identity: SwiftIdentifier

    /// Each screen of `file`, in the order it declares them, named as `registerDeclarations`
    /// would name it, the feature's case name converted as `registerFeature` does.
    static func screens(of file: FileSyntax) -> [DeclaredScreen] {
        let feature = file.feature
        let featureName = feature.map { (SwiftIdentifier.lowerCamel($0.value) ?? SwiftIdentifier(name: $0.value)).name }
        // By index, each screen's name read in place: a screen's syntax is a large value to copy
        // out whole.
        return file.screens.indices.map { index in
            let name = file.screens[index].name
            let converted = SwiftIdentifier.lowerCamel(name.value)
            let caseName = converted ?? SwiftIdentifier(name: name.value)
            return DeclaredScreen(
                caseName: converted, qualifiedName: feature.map { "\($0.value).\(name.value)" } ?? name.value,
                identity: featureName.map {
                    SwiftIdentifier(name: $0 + SwiftIdentifier.capitalizedFirst(caseName).name)
                }
                    ?? caseName)
        }
    }
}
