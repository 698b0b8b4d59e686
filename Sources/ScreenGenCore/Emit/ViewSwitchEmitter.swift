/// Under `#if canImport(SwiftUI)`: `<Route>View`, a `@ViewBuilder` switch constructing each
/// screen's view type with its params as labelled arguments (the reference's RouterView).
/// Alerts render nothing here: the host presents them from `<Route>Graph.alert(for:)`.
struct ViewSwitchEmitter {
    let graph: ScreenGraph
    let names: GeneratedNames

    func write(into writer: inout SwiftWriter) {
        let routes = RouteExpressions(graph: graph)
        let access = names.access
        writer.line()
        writer.line("// MARK: - SwiftUI")
        writer.line()
        writer.line("#if canImport(SwiftUI)")
        writer.doc("The view of a route: a `switch` from route to the screen's `view` type.")
        writer.line("@MainActor")
        writer.block("\(access)struct \(names.view): SwiftUI.View") { writer in
            writer.line("\(access)let route: \(names.route)")
            writer.line()
            writer.block("\(access)init(_ route: \(names.route))") { writer in
                writer.line("self.route = route")
            }
            writer.line()
            writer.line("@SwiftUI.ViewBuilder")
            writer.block("\(access)var body: some SwiftUI.View") { writer in
                writer.line("switch route {")
                for index in graph.screens.indices {
                    let screen = graph.screens[index]
                    if let view = screen.view {
                        let arguments = screen.params.map { "\($0.label.argumentLabel): \($0.label.escaped)" }.joined(separator: ", ")
                        writer.line("case \(routes.pattern(index, binding: Set(screen.params.indices))):")
                        writer.indented { writer in writer.line("\(view)(\(arguments))") }
                    } else {
                        writer.line("case \(routes.pattern(index, binding: [])):")
                        writer.indented { writer in writer.line("SwiftUI.EmptyView()") }
                    }
                }
                writer.line("}")
            }
        }
        writer.line()
        writer.block("extension ScreenNavigation.NavigationHost where Graph == \(names.graph), Destination == \(names.view)") { writer in
            writer.doc("A host whose screens are drawn by `\(names.view)`: `NavigationHost(state)`.")
            writer.block("\(access)init(_ state: ScreenNavigation.NavigationState<\(names.graph)>, rootAt rootIndex: Swift.Int = 0)") { writer in
                writer.line("self.init(state, rootAt: rootIndex) { route in \(names.view)(route) }")
            }
        }
        writer.line("#endif")
    }
}
