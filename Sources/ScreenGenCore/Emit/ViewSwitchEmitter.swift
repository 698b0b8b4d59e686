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
                return branch(index, inFeature: false, routes: routes)
            case .feature(let index):
                let feature = graph.features[index]
                var pattern = SourceText()
                pattern += "."
                pattern += feature.caseName.escaped
                pattern.openList("(")
                pattern += "let route"
                pattern.closeList(")")
                var view = SourceText()
                view += feature.viewTypeName.name
                view.openList("(")
                view += "route"
                view.closeList(")")
                return Branch(pattern: ".\(feature.caseName.escaped)", boundPattern: pattern, view: view)
            }
        }
        writeView(names.view, of: names.route, branches: branches, drawsNothing: drawsNothing, into: &writer)
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
        let branches = drawn.map { screen in
            branch(screen, inFeature: true, routes: routes)
        }
        writeView(
            feature.viewTypeName.name, of: feature.typeName.name, branches: branches,
            drawsNothing: drawn.count < feature.screens.count, into: &writer)
        writer.line("#endif")
    }

    /// One `case` of a view switch: its pattern without bindings (for a group's case list) and
    /// its whole line.
    private struct Branch {
        var pattern: String
        /// The pattern binding what the view reads, and the view: a `case` as list lines.
        var boundPattern: SourceText
        var view: SourceText

        func write(into writer: inout SwiftWriter) {
            writer.switchCase {
                $0.append(boundPattern)
            } statement: {
                $0.append(view)
            }
        }
    }

    /// The most cases one `@ViewBuilder` switch gets. Its type-check cost grows faster than its
    /// case count (against the SwiftUI stand-in: 100 cases 1.07 s, ten switches of 10 behind a
    /// switch of 10 groups 0.26 s; 1,000 cases 324 s), so larger switches are split into
    /// groups, each its own view.
    static let casesPerSwitch = 16

    /// `drawsNothing`: some routes (alerts) have no branch, and a `default` draws nothing for them.
    private func writeView(
        _ name: String, of route: String, branches: [Branch], drawsNothing: Bool, into writer: inout SwiftWriter
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
                    for branch in branches { branch.write(into: &writer) }
                } else {
                    for (number, group) in groups.enumerated() {
                        writer.switchCase(group.map(\.pattern), body: "_Group\(number)(route: route)")
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
                        for branch in group { branch.write(into: &writer) }
                        writer.line("default: SwiftUI.EmptyView()")
                        writer.line("}")
                    }
                }
            }
        }
    }

    /// `inFeature`: the pattern matches the feature's route enum, not the graph's.
    private func branch(_ index: Int, inFeature: Bool, routes: RouteExpressions) -> Branch {
        let screen = graph.screens[index]
        var bare = SourceText()
        routes.writePattern(index, inFeature: inFeature, into: &bare) { _ in false }
        var pattern = SourceText()
        var call = SourceText()
        let view = screen.view!
        call += view.description
        call.openList("(")
        guard let custom = screen.viewArguments else {
            routes.writePattern(index, inFeature: inFeature, into: &pattern) { _ in true }
            RouteExpressions.writeForwardedArguments(screen.params, into: &call)
            call.closeList(")")
            return Branch(pattern: bare.string, boundPattern: pattern, view: call)
        }
        // Built as `view:` says; only the params it reads are bound, so none is unused.
        let label = { (index: Int) in screen.params[index].reading(screen.params[index].label.escaped) }
        let read = Set(custom.flatMap(\.value.references))
        routes.writePattern(index, inFeature: inFeature, into: &pattern) { read.contains($0) }
        for (position, argument) in custom.enumerated() {
            if position > 0 { call.nextEntry() }
            if let argumentLabel = argument.label {
                call += argumentLabel.argumentLabel
                call += ": "
            }
            call += argument.value.swift(label)
        }
        call.closeList(")")
        return Branch(pattern: bare.string, boundPattern: pattern, view: call)
    }
}
