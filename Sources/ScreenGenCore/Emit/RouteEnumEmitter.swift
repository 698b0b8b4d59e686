/// The route enum (`graph.route`) and one nested route enum per feature: one case per screen,
/// params as labelled associated values in declared order, defaults kept.
struct RouteEnumEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    private var conformances: [String] {
        ["Swift.Hashable", "Swift.Sendable"] + graph.conformances.map(\.description)
    }

    /// The route enum: the top-level screens and a case per feature.
    func writeRoute(into writer: inout SwiftWriter) {
        SwiftRenderer.render(route(), into: &writer)
    }

    func route() -> [CodeItem] {
        let cases = graph.routeCases.map { routeCase -> CodeItem in
            switch routeCase {
            case .screen(let index):
                return routeCaseItem(index)
            case .feature(let index):
                let feature = graph.features[index]
                return .declaration(
                    Declaration(
                        .enumCase(
                            EnumCase(
                                name: feature.caseName.escaped, associatedValues: [Parameter(feature.typeName.name)])
                        )))
            }
        }
        let route = TypeDeclaration(keyword: .enum, name: names.route, conformances: conformances, members: cases)
        return [
            .blankLine, .comment("MARK: - Routes"), .blankLine,
            .declaration(
                Declaration(
                    doc: "Every screen of the graph as a value: what a navigation stack holds.", access: names.access,
                    .type(route))),
        ]
    }

    /// A feature's route enum.
    func write(feature index: Int, into writer: inout SwiftWriter) {
        SwiftRenderer.render(feature(index), into: &writer)
    }

    func feature(_ index: Int) -> [CodeItem] {
        let feature = graph.features[index]
        let type = TypeDeclaration(
            keyword: .enum, name: feature.typeName.name, conformances: conformances,
            members: feature.screens.map(routeCaseItem))
        return [
            .blankLine,
            .declaration(
                Declaration(doc: "The screens of feature `\(feature.yamlName)`.", access: names.access, .type(type))),
        ]
    }

    private func routeCaseItem(_ index: Int) -> CodeItem {
        let screen = graph.screens[index]
        // A param holding a route (`back: AppRoute?`, a screen that returns somewhere) makes the
        // enums recursive: such a case is stored indirectly.
        let isRecursive = screen.params.contains {
            $0.type.leadingNames.contains { !$0.isQualified && names.routeTypes.contains($0.name) }
        }
        let values = screen.params.map { param in
            var text = SourceText()
            RouteExpressions.writeParameter(param, withDefault: true, stored: true, into: &text)
            return Parameter(text.string)
        }
        return .declaration(
            Declaration(
                .enumCase(EnumCase(name: screen.caseName.escaped, associatedValues: values, isIndirect: isRecursive))))
    }
}
