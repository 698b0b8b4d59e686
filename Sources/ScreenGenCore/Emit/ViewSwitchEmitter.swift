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
        SwiftRenderer.render(graphWide(), into: &writer)
    }

    func graphWide() -> [CodeItem] {
        let routes = RouteExpressions(graph: graph)
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
                let view = Expression.call(.identifier(feature.viewTypeName.name), [Argument(.identifier("route"))])
                return Branch(
                    pattern: ".\(feature.caseName.escaped)",
                    switchCase: SwitchCase(
                        [.identifier(".\(feature.caseName.escaped)(let route)")], [.expression(view)]))
            }
        }
        let state = "ScreenNavigation.NavigationState<\(names.graph)>"
        let hostInit = Function(
            head: "init",
            parameters: [
                Parameter(label: "_", name: "state", type: state), Parameter("rootAt rootIndex: Swift.Int = 0"),
            ],
            body: [.verbatim("self.init(state, rootAt: rootIndex) { route in \(names.view)(route) }")])
        let host = TypeDeclaration(
            keyword: .extension, name: "ScreenNavigation.NavigationHost",
            whereClause: "Graph == \(names.graph), Destination == \(names.view)",
            members: [
                .declaration(
                    Declaration(
                        doc: "A host whose screens are drawn by `\(names.view)`: `NavigationHost(state)`.",
                        access: names.access, .function(hostInit)))
            ])
        let tabsInit = Function(
            head: "init", parameters: [Parameter(label: "_", name: "state", type: state)],
            body: [
                .verbatim("self.init(state) { route in \(names.view)(route) } label: { route in"),
                .indented([
                    .verbatim(
                        "SwiftUI.Text(\(names.graph).title(for: route) ?? \(names.graph).screen(of: route).rawValue)")
                ]),
                .verbatim("}"),
            ])
        let tabs = TypeDeclaration(
            keyword: .extension, name: "ScreenNavigation.NavigationTabs",
            whereClause: "Graph == \(names.graph), Destination == \(names.view), Label == SwiftUI.Text",
            members: [
                .declaration(
                    Declaration(
                        doc:
                            "Every root the state shows as a tab, drawn by `\(names.view)` and labelled with the root's `title` (its screen's name where it has none): `NavigationTabs(state)`.",
                        access: names.access, .function(tabsInit)))
            ])
        return [
            .blankLine, .comment("MARK: - SwiftUI"), .blankLine, .verbatim("#if canImport(SwiftUI)"),
            view(
                names.view, of: names.route, branches: branches, drawsNothing: drawsNothing,
                doc: "The view of a route: a `switch` from route to the screen's `view` type."),
            .blankLine, .declaration(Declaration(.type(host))), .blankLine, .declaration(Declaration(.type(tabs))),
            .verbatim("#endif"),
        ]
    }

    func write(feature index: Int, into writer: inout SwiftWriter) {
        SwiftRenderer.render(feature(index), into: &writer)
    }

    func feature(_ index: Int) -> [CodeItem] {
        let feature = graph.features[index]
        let routes = RouteExpressions(graph: graph)
        let drawn = feature.screens.filter { graph.screens[$0].view != nil }
        let branches = drawn.map { screen in
            branch(screen, inFeature: true, routes: routes)
        }
        return [
            .blankLine, .verbatim("#if canImport(SwiftUI)"),
            view(
                feature.viewTypeName.name, of: feature.typeName.name, branches: branches,
                drawsNothing: drawn.count < feature.screens.count,
                doc: "The view of a route of feature `\(feature.yamlName)`: the feature's part of `\(names.view)`."),
            .verbatim("#endif"),
        ]
    }

    /// One `case` of a view switch: its pattern without bindings (for a group's case list) and
    /// the whole case.
    private struct Branch {
        var pattern: String
        var switchCase: SwitchCase
    }

    /// The most cases one `@ViewBuilder` switch gets. Its type-check cost grows faster than its
    /// case count (against the SwiftUI stand-in: 100 cases 1.07 s, ten switches of 10 behind a
    /// switch of 10 groups 0.26 s; 1,000 cases 324 s), so larger switches are split into
    /// groups, each its own view.
    static let casesPerSwitch = 16

    /// `drawsNothing`: some routes (alerts) have no branch, and a `default` draws nothing for them.
    private func view(
        _ name: String, of route: String, branches: [Branch], drawsNothing: Bool, doc: String
    ) -> CodeItem {
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
        let drawsNothingCase = SwitchCase.default([.expression(.call(.identifier("SwiftUI.EmptyView"), []))])
        var cases =
            groups.isEmpty
            ? branches.map(\.switchCase)
            : groups.enumerated().map { number, group in
                SwitchCase(
                    group.map { .identifier($0.pattern) },
                    [.expression(.call(.identifier("_Group\(number)"), [Argument("route", .identifier("route"))]))])
            }
        if drawsNothing { cases.append(drawsNothingCase) }
        var members: [CodeItem] = [
            .declaration(Declaration(access: access, .variable(Variable(isStatic: false, name: "route", type: route)))),
            .blankLine,
            .declaration(
                Declaration(
                    access: access,
                    .function(
                        Function(
                            head: "init", parameters: [Parameter(label: "_", name: "route", type: route)],
                            body: [.statement(.assignment("self.route", .identifier("route")))])))),
            .blankLine,
            body(access: access, cases: cases),
        ]
        for (number, group) in groups.enumerated() {
            // `default` is never taken: the enclosing switch sends only this group's cases.
            let groupView = TypeDeclaration(
                keyword: .struct, name: "_Group\(number)", conformances: ["SwiftUI.View"],
                members: [
                    .declaration(Declaration(.variable(Variable(isStatic: false, name: "route", type: route)))),
                    .blankLine,
                    body(access: "", cases: group.map(\.switchCase) + [drawsNothingCase]),
                ])
            members += [.blankLine, .declaration(Declaration(attributes: ["@MainActor"], .type(groupView)))]
        }
        let view = TypeDeclaration(keyword: .struct, name: name, conformances: ["SwiftUI.View"], members: members)
        return .declaration(Declaration(doc: doc, attributes: ["@MainActor"], access: access, .type(view)))
    }

    /// `@SwiftUI.ViewBuilder var body: some SwiftUI.View { switch route { … } }`.
    private func body(access: String, cases: [SwitchCase]) -> CodeItem {
        .declaration(
            Declaration(
                attributes: ["@SwiftUI.ViewBuilder"], access: access,
                .variable(
                    Variable(
                        isStatic: false, keyword: "var", name: "body", type: "some SwiftUI.View",
                        getter: [.statement(.switch(.identifier("route"), cases))]))))
    }

    /// `inFeature`: the pattern matches the feature's route enum, not the graph's.
    private func branch(_ index: Int, inFeature: Bool, routes: RouteExpressions) -> Branch {
        let screen = graph.screens[index]
        var bare = SourceText()
        routes.writePattern(index, inFeature: inFeature, into: &bare) { _ in false }
        var pattern = SourceText()
        let view = screen.view!
        guard let custom = screen.viewArguments else {
            routes.writePattern(index, inFeature: inFeature, into: &pattern) { _ in true }
            let arguments = screen.params.map { param in
                Argument(param.label.argumentLabel, .identifier(param.reading(param.label.escaped)))
            }
            return Branch(pattern: bare.string, switchCase: viewCase(pattern, view.description, arguments))
        }
        // Built as `view:` says; only the params it reads are bound, so none is unused.
        let label = { (index: Int) in screen.params[index].reading(screen.params[index].label.escaped) }
        let arguments = custom.map { argument in
            let value = Expression.identifier(argument.value.swift(label))
            return argument.label.map { Argument($0.argumentLabel, value) } ?? Argument(value)
        }
        let read = Set(custom.flatMap(\.value.references))
        routes.writePattern(index, inFeature: inFeature, into: &pattern) { read.contains($0) }
        return Branch(pattern: bare.string, switchCase: viewCase(pattern, view.description, arguments))
    }

    /// `case <pattern>: View(arguments)`.
    private func viewCase(_ pattern: SourceText, _ view: String, _ arguments: [Argument]) -> SwitchCase {
        SwitchCase([.identifier(pattern.string)], [.expression(.call(.identifier(view), arguments))])
    }
}
