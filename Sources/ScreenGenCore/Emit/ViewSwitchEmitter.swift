/// Under `#if canImport(SwiftUI)`: `<Route>View`, a `@ViewBuilder` switch constructing each
/// screen's view type with its params as labelled arguments (the reference's RouterView).
/// Alerts render nothing here: the host presents them from `<Route>Graph.alert(for:)`.
///
/// Each feature has its own view, `<Feature>RouteView`, with the switch over its screens: the
/// graph's switch has a case per feature, not per screen, so the `_ConditionalContent` type a
/// `@ViewBuilder` switch builds stays as deep as a feature, not as the whole graph.
struct ViewSwitchEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func writeGraphWide(into writer: inout SwiftWriter) {
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.line("// MARK: - SwiftUI")
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.doc("The view of a route: a `switch` from route to the screen's `view` type.")
        writeView(names.view, of: names.route, into: &writer) { writer in
            for routeCase in graph.routeCases {
                switch routeCase {
                case .screen(let index):
                    writeBranch(index, pattern: { routes.pattern(index, binding: $0) }, into: &writer)
                case .feature(let index):
                    let feature = graph.features[index]
                    writer.line("case .\(feature.caseName.escaped)(let route): \(feature.viewTypeName.name)(route)")
                }
            }
        }
        writer.line()
        writer.block("extension ScreenNavigation.NavigationHost where Graph == \(names.graph), Destination == \(names.view)") { writer in
            writer.doc("A host whose screens are drawn by `\(names.view)`: `NavigationHost(state)`.")
            writer.block("\(names.access)init(_ state: ScreenNavigation.NavigationState<\(names.graph)>, rootAt rootIndex: Swift.Int = 0)") { writer in
                writer.line("self.init(state, rootAt: rootIndex) { route in \(names.view)(route) }")
            }
        }
        writer.line("#endif")
    }

    func write(feature index: Int, into writer: inout SwiftWriter) {
        let feature = graph.features[index]
        let routes = RouteExpressions(graph: graph)
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.doc("The view of a route of feature `\(feature.yamlName)`: the feature's part of `\(names.view)`.")
        writeView(feature.viewTypeName.name, of: feature.typeName.name, into: &writer) { writer in
            for screen in feature.screens {
                writeBranch(screen, pattern: { routes.pattern(screen, binding: $0, inFeature: true) }, into: &writer)
            }
        }
        writer.line("#endif")
    }

    private func writeView(
        _ name: String, of route: String, into writer: inout SwiftWriter, cases: (inout SwiftWriter) -> Void
    ) {
        let access = names.access
        writer.line("@MainActor")
        writer.block("\(access)struct \(name): SwiftUI.View") { writer in
            writer.line("\(access)let route: \(route)")
            writer.line()
            writer.block("\(access)init(_ route: \(route))") { writer in
                writer.line("self.route = route")
            }
            writer.line()
            writer.line("@SwiftUI.ViewBuilder")
            writer.block("\(access)var body: some SwiftUI.View") { writer in
                writer.line("switch route {")
                cases(&writer)
                writer.line("}")
            }
        }
    }

    private func writeBranch(_ index: Int, pattern: (Set<Int>) -> String, into writer: inout SwiftWriter) {
        let screen = graph.screens[index]
        guard let view = screen.view else {
            writer.line("case \(pattern([])): SwiftUI.EmptyView()")
            return
        }
        let arguments = screen.params.map { "\($0.label.argumentLabel): \($0.label.escaped)" }.joined(separator: ", ")
        writer.line("case \(pattern(Set(screen.params.indices))): \(view)(\(arguments))")
    }
}
