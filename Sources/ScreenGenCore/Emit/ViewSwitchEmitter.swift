/// Under `#if canImport(SwiftUI)`: `<Route>View`, a `@ViewBuilder` switch constructing each
/// screen's view type with its params as labelled arguments (the reference's RouterView).
/// Alerts render nothing here (a `default` branch): the host presents them from
/// `<Route>Graph.alert(for:)`.
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
        var drawsNothing = false
        let branches = graph.routeCases.compactMap { routeCase -> Branch? in
            switch routeCase {
            case .screen(let index):
                guard graph.screens[index].view != nil else {
                    drawsNothing = true
                    return nil
                }
                return .screen(index, inFeature: false)
            case .feature(let index):
                return .feature(index)
            }
        }
        writeView(
            names.view, of: names.route, branches: branches, drawsNothing: drawsNothing, routes: routes, into: &writer)
        writer.line()
        writer.extensionBlock(
            "ScreenNavigation.NavigationHost", where: ["Graph == \(names.graph)", "Destination == \(names.view)"]
        ) { writer in
            writer.doc("A host whose screens are drawn by `\(names.view)`: `NavigationHost(state)`.")
            writer.block(
                "\(names.access)init(_ state: ScreenNavigation.NavigationState<\(names.graph)>, rootAt rootIndex: Swift.Int = 0)"
            ) { writer in
                writer.line("self.init(state, rootAt: rootIndex) { route in \(names.view)(route) }")
            }
        }
        writer.line()
        writer.extensionBlock(
            "ScreenNavigation.NavigationTabs",
            where: ["Graph == \(names.graph)", "Destination == \(names.view)", "Label == SwiftUI.Text"]
        ) { writer in
            writer.doc(
                "Every root the state shows as a tab, drawn by `\(names.view)` and labelled with the root's `title` (its screen's name where it has none): `NavigationTabs(state)`."
            )
            writer.block("\(names.access)init(_ state: ScreenNavigation.NavigationState<\(names.graph)>)") { writer in
                writer.line("self.init(state) { route in \(names.view)(route) } label: { route in")
                writer.indented { writer in
                    writer.line(
                        "SwiftUI.Text(\(names.graph).title(for: route) ?? \(names.graph).screen(of: route).rawValue)")
                }
                writer.line("}")
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
        let drawn = feature.screens.filter { graph.screens[$0].view != nil }
        let branches = drawn.map { Branch.screen($0, inFeature: true) }
        writeView(
            feature.viewTypeName.name, of: feature.typeName.name, branches: branches,
            drawsNothing: drawn.count < feature.screens.count, routes: routes, into: &writer)
        writer.line("#endif")
    }

    /// One `case` of a view switch: a screen's (`inFeature`: matching its feature's route enum,
    /// not the graph's), or a feature's, drawn by the feature's own view. Written where it goes
    /// (`write(_:routes:into:)`), not made as text first: a large graph has one a screen.
    private enum Branch {
        case screen(Int, inFeature: Bool)
        case feature(Int)
    }

    /// The most cases one `@ViewBuilder` switch gets. Its type-check cost grows faster than its
    /// case count (against the SwiftUI stand-in: 100 cases 1.07 s, ten switches of 10 behind a
    /// switch of 10 groups 0.26 s; 1,000 cases 324 s), so larger switches are split into
    /// groups, each its own view.
    static let casesPerSwitch = 16

    /// `drawsNothing`: some routes (alerts) have no branch, and a `default` draws nothing for them.
    private func writeView(
        _ name: String, of route: String, branches: [Branch], drawsNothing: Bool, routes: RouteExpressions,
        into writer: inout SwiftWriter
    ) {
        let access = names.access
        // Inside a view, `Body` is the view's own associated type: a route enum of that name
        // is spelt as its graph's `Route` there (a feature's enum is never named so).
        let route = route == "Body" ? names.graph + ".Route" : route
        let groups =
            branches.count > Self.casesPerSwitch
            ? stride(from: 0, to: branches.count, by: Self.casesPerSwitch).map {
                Array(branches[$0..<min($0 + Self.casesPerSwitch, branches.count)])
            }
            : []
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
                if groups.isEmpty {
                    for branch in branches { write(branch, routes: routes, into: &writer) }
                } else {
                    for (number, group) in groups.enumerated() {
                        writer.switchCase(
                            group.map { pattern(of: $0, routes: routes) }, body: "_Group\(number)(route: route)")
                    }
                }
                if drawsNothing { writer.line("default: SwiftUI.EmptyView()") }
                writer.line("}")
            }
            for (number, group) in groups.enumerated() {
                writer.line()
                // `default` is never taken: the enclosing switch sends only this group's cases.
                writer.line("@MainActor")
                writer.block("struct _Group\(number): SwiftUI.View") { writer in
                    writer.line("let route: \(route)")
                    writer.line()
                    writer.line("@SwiftUI.ViewBuilder")
                    writer.block("var body: some SwiftUI.View") { writer in
                        writer.line("switch route {")
                        for branch in group { write(branch, routes: routes, into: &writer) }
                        writer.line("default: SwiftUI.EmptyView()")
                        writer.line("}")
                    }
                }
            }
        }
    }

    /// A branch's pattern without bindings, for a group's case list.
    private func pattern(of branch: Branch, routes: RouteExpressions) -> String {
        switch branch {
        case .screen(let index, let inFeature):
            var bare = SourceText()
            routes.writePattern(index, inFeature: inFeature, into: &bare) { _ in false }
            return bare.string
        case .feature(let index):
            return "." + graph.features[index].caseName.escaped
        }
    }

    /// A branch's whole `case`: the pattern binding what the view reads, then the view, as list
    /// lines.
    private func write(_ branch: Branch, routes: RouteExpressions, into writer: inout SwiftWriter) {
        switch branch {
        case .screen(let index, let inFeature):
            writeScreenCase(index, inFeature: inFeature, routes: routes, into: &writer)
        case .feature(let index):
            let feature = graph.features[index]
            writer.switchCase { pattern in
                pattern += "."
                pattern += feature.caseName.escaped
                pattern.openList("(")
                pattern += "let route"
                pattern.closeList(")")
            } statement: { view in
                view += feature.viewTypeName.name
                view.openList("(")
                view += "route"
                view.closeList(")")
            }
        }
    }

    private func writeScreenCase(
        _ index: Int, inFeature: Bool, routes: RouteExpressions, into writer: inout SwiftWriter
    ) {
        let screen = graph.screens[index]
        guard let custom = screen.viewArguments else {
            writer.switchCase { pattern in
                routes.writePattern(index, inFeature: inFeature, into: &pattern) { _ in true }
            } statement: { call in
                call += screen.view!.description
                call.openList("(")
                RouteExpressions.writeForwardedArguments(screen.params, into: &call)
                call.closeList(")")
            }
            return
        }
        // Built as `view:` says; only the params it reads are bound, so none is unused.
        let label = { (index: Int) in screen.params[index].reading(screen.params[index].label.escaped) }
        let read = Set(custom.flatMap(\.value.references))
        writer.switchCase { pattern in
            routes.writePattern(index, inFeature: inFeature, into: &pattern) { read.contains($0) }
        } statement: { call in
            call += screen.view!.description
            call.openList("(")
            for (position, argument) in custom.enumerated() {
                if position > 0 { call.nextEntry() }
                if let argumentLabel = argument.label {
                    call += argumentLabel.argumentLabel
                    call += ": "
                }
                call += argument.value.swift(label)
            }
            call.closeList(")")
        }
    }
}
