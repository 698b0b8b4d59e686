/// Swift declaring everything a graph's generated code expects the app to provide, as trivial
/// stand-ins: the param types, the protocols named by `graph.conformances`, and (under
/// `#if canImport(SwiftUI)`) every screen's view type with one `init` per distinct param list.
/// Used to compile the generated code of arbitrary graphs (Scripts/compile-graphs.sh); it is not
/// part of what the tool generates for an app. See `SupportStubs` for the entry point and the
/// rules about which names are (not) declared.
struct SupportStubEmitter {
    /// Types the standard library or Foundation provide, as a first (or only) component. Not
    /// declared; generic ones are walked into (`[Contact]`, `Optional<Page<Item>>`).
    static let standardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Int128", "UInt128", "Double", "Float", "Float16", "Float80", "Bool", "String", "Substring",
        "Character", "Unicode", "StaticString", "Never", "Void", "Any", "AnyHashable", "AnyObject", "Error",
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Range",
        "ClosedRange", "KeyValuePairs", "Duration",
        // Foundation
        "UUID", "URL", "URLComponents", "Date", "DateComponents", "DateInterval", "Data", "Decimal",
        "Locale", "TimeZone", "Calendar", "IndexPath", "IndexSet", "TimeInterval", "CGFloat", "CGPoint",
        "CGSize", "CGRect", "NSRange", "Measurement", "PersonNameComponents", "AttributedString",
        "CharacterSet", "Notification", "URLRequest",
    ]

    /// Modules whose types are never stubbed: `Swift.Int`, `Foundation.UUID`.
    static let standardModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "_Concurrency", "Dispatch", "Observation",
        "ScreenNavigation", "SwiftUI",
    ]

    /// Protocols the standard library provides: a conformance naming one is not declared.
    static let standardProtocols: Set<String> = [
        "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable", "CaseIterable",
        "RawRepresentable", "Error", "BitwiseCopyable", "Copyable", "Escapable", "SendableMetatype",
    ]

    /// What every stub value type conforms to: enough for any route conformance the format
    /// allows with synthesized members (`Codable`, `Equatable`), and for dictionary keys.
    static let valueConformances = "Swift.Hashable, Swift.Sendable, Swift.Codable"
    static let genericConstraint = "Swift.Hashable & Swift.Sendable & Swift.Codable"

    /// One name in the tree of declarations: `Models` → `Contact` for `Models.Contact`.
    struct Node {
        var name: String
        var children: [Int] = []
        /// Generic parameter count, from its first use; later uses with another count are noted.
        var arity: Int?
        /// Used as a param type: a Hashable, Sendable, Codable struct.
        var isValue = false
        /// Used as a live param's type (`live: true`): a `Sendable` final class, which is neither
        /// Hashable nor Codable, so the generated code is shown to need neither.
        var isLiveValue = false
        /// Used as a live closure's type (`live: closure`): a main-actor function type.
        var isLiveClosure = false
        /// Named by `graph.conformances`: an empty protocol.
        var isProtocol = false
        /// Named by a screen's `view`: a SwiftUI view, one init per distinct signature.
        var isView = false
        /// Each distinct init: the parameter list as written (`contact _: Contact`).
        var viewInits: [String] = []
        /// Nested stand-ins for the enum cases a `view:` construction passes (`_Case0`), each
        /// with its static members.
        var viewCaseTypes: [(name: String, members: [String])] = []
        /// Static members that enum-case literals in `args` name (`.local`, `.hashtag(tag:)`),
        /// as declarations: the stand-in is a struct, and `.x` finds a static member of it.
        var caseMembers: [String] = []
        /// Properties that `args` read through a param of this type (`account.profile.email`,
        /// #38): each path's names, and the type and a value of the param it is passed to.
        var propertyPaths: [(path: [String], type: String, value: String)] = []
    }

    let graph: ScreenGraph
    private(set) var nodes: [Node] = [Node(name: "")]  // 0 is the root (the module)
    private(set) var childIndex: [Int: [String: Int]] = [:]
    /// Names seen but not declared, with why: the header says so.
    private(set) var skipped: [String] = []
    private(set) var problems: [String] = []
    let generatedTypes: Set<String>
    let importedModules: Set<String>

    init(graph: ScreenGraph) {
        self.graph = graph
        var generated: Set<String> = []
        let route = graph.routeName.name
        generated.insert(route)
        generated.formUnion(GeneratedNames.RouteCompanion.always.map { $0.name(ofRoute: route) })
        if !graph.alertButtonIDs.isEmpty { generated.insert(GeneratedNames.RouteCompanion.button.name(ofRoute: route)) }
        for feature in graph.features {
            // The route enum, the router protocol and its implementation, whether or not this
            // graph's file declares the routers, so a stub never declares a name it may use.
            generated.formUnion([
                feature.typeName.name, feature.routerTypeName.name, feature.navigationRouterTypeName.name,
            ])
        }
        for screen in graph.screens where screen.hasDirections {
            generated.insert(screen.directionsTypeName.name)
        }
        generatedTypes = generated
        importedModules = Set(graph.imports.map { String($0.split(separator: ".").first ?? "") })
    }

    static func emit(_ graph: ScreenGraph) -> String {
        var emitter = SupportStubEmitter(graph: graph)
        emitter.collect()
        return emitter.render()
    }

    // MARK: - Collecting

    mutating func collect() {
        for conformance in graph.conformances {
            guard case .nominal(let components) = conformance else { continue }
            if components.count == 1, Self.standardProtocols.contains(components[0].name) { continue }
            if let node = register(components, what: "conformance") {
                nodes[node].isProtocol = true
            }
        }
        for screen in graph.screens {
            for param in screen.params {
                param.isLive ? collectLive(param.type, closure: param.isClosure) : collect(param.type)
            }
            if let returned = screen.returnType { collect(returned.type) }
        }
        for screen in graph.screens {
            for param in screen.params {
                if let literal = param.defaultCase { collectCase(literal, type: param.type) }
            }
            // Back transitions' moves too (`pop-to`, `select-root`, `dismiss` with `to`): not in `moves`.
            for move in screen.moves + screen.backTransitions.compactMap(\.then) {
                // In param order: the stubs are the same bytes every run.
                for (index, literal) in move.literals.sorted(by: { $0.key < $1.key }) {
                    collectCase(literal, type: graph.screens[move.target].params[index].type)
                    collectProperty(literal, of: screen, into: graph.screens[move.target].params[index])
                }
            }
        }
        // A link's `args` (`region: .eu`).
        for link in graph.deepLinks {
            for fixed in link.fixedValues {
                collectCase(fixed.literal, type: graph.screens[link.stack[fixed.position]].params[fixed.param].type)
            }
        }
        if let anywhere = graph.anywhere {
            for move in anywhere.transitions.map(\.move) + anywhere.backTransitions.compactMap(\.then) {
                for (index, literal) in move.literals {
                    collectCase(literal, type: graph.screens[move.target].params[index].type)
                }
            }
        }
        for screen in graph.screens {
            guard screen.kind == .view, let view = screen.view, case .nominal(let components) = view else { continue }
            for component in components { component.arguments.forEach { collect($0) } }
            guard let node = register(components, what: "view") else { continue }
            nodes[node].isView = true
            let signature =
                screen.viewArguments.map { viewSignature($0, of: screen, node: node) }
                ?? screen.params.map { "\(Self.declarationLabel($0.label)) _: \($0.typeText)" }.joined(separator: ", ")
            if !nodes[node].viewInits.contains(signature) { nodes[node].viewInits.append(signature) }
        }
    }

    /// An argument label in a declaration: Swift reads `var`, `let` and `inout` there as
    /// something else unless escaped (every other keyword is a plain label).
    static func declarationLabel(_ label: SwiftIdentifier) -> String {
        ["inout", "var", "let"].contains(label.name) ? "`\(label.name)`" : label.name
    }

    /// The init parameters a `view:` construction calls: a param's type for a param, the
    /// literal's own type for a literal, and for an enum case a nested stand-in type that has
    /// the case as a static member.
    mutating func viewSignature(_ arguments: [ArgumentLiteral<Int>.Argument], of screen: ScreenGraph.Screen, node: Int)
        -> String
    {
        arguments.map { argument in
            let type: String
            switch argument.value {
            case .param(let index): type = screen.params[index].typeText
            // A param's property is of a type only the app knows: any value will do.
            case .property: type = "some Any"
            case .integer: type = "Swift.Int"
            case .double: type = "Swift.Double"
            case .bool: type = "Swift.Bool"
            case .string: type = "Swift.String"
            case .nil: type = "Swift.Int?"
            case .emptyArray: type = "[Swift.Int]"
            case .emptyDictionary: type = "[Swift.String: Swift.Int]"
            case .enumCase:
                let name = "_Case\(nodes[node].viewCaseTypes.count)"
                let member = caseMember(argument.value)
                nodes[node].viewCaseTypes.append((name, member.map { [$0] } ?? []))
                type = name
            }
            return "\(argument.label.map(Self.declarationLabel) ?? "_") _: \(type)"
        }.joined(separator: ", ")
    }

    /// A static member of `type`'s stand-in for an enum-case literal passed as its value. A
    /// param argument is generic (`A0`: any param's type, with no conversion to warn about, such
    /// as an `Int??` coerced to `Any?`); a literal one is `Any?`, which gives `nil` a type, where
    /// a case nested inside has no type to be looked up in (noted, and left to fail).
    mutating func collectCase<Reference>(_ literal: ArgumentLiteral<Reference>, type: TypeExpression) {
        guard case .enumCase = literal else { return }
        let base = type.isOptional ? type.unwrapped : type
        guard case .nominal(let components) = base, let node = register(components, what: "type") else { return }
        collectCaseMember(literal, into: node)
    }

    /// A property path `args` reads through a param of `screen` (`account.profile.email`): the
    /// param's stand-in gets the path as members, the last of the type of `target`, the param
    /// it is passed to, with a sample value (a path replay reads it). Noted when that type has
    /// no value the stubs can make.
    mutating func collectProperty(
        _ literal: ArgumentLiteral<Int>, of screen: ScreenGraph.Screen, into target: ScreenGraph.Param
    ) {
        guard case .property(let reference, let path) = literal, screen.params.indices.contains(reference) else {
            return
        }
        let source = screen.params[reference].type
        let base = source.isOptional ? source.unwrapped : source
        guard case .nominal(let components) = base, let node = register(components, what: "type") else { return }
        guard let value = sampleValue(target.type) else {
            problems.append("'\(path.map(\.name).joined(separator: "."))' of a '\(target.typeText)': no value to stub")
            return
        }
        let names = path.map(\.memberName)
        guard !nodes[node].propertyPaths.contains(where: { $0.path == names }) else { return }
        nodes[node].propertyPaths.append((names, target.typeText, value))
    }

    /// Members declaring `paths`, one each: a leaf is a computed property of its type (`head`
    /// alone); a name with more after it is a property of a nested stand-in declared with it,
    /// whose members are `body` (written `head { body }`, broken below `head` when too long).
    static func propertyLines(
        _ paths: [(path: [String], type: String, value: String)], access: String
    ) -> [(head: String, body: String?)] {
        var order: [String] = []
        var groups: [String: [(path: [String], type: String, value: String)]] = [:]
        for entry in paths where !entry.path.isEmpty {
            if groups[entry.path[0]] == nil { order.append(entry.path[0]) }
            groups[entry.path[0], default: []].append(entry)
        }
        return order.map { name in
            let group = groups[name]!
            if let leaf = group.first(where: { $0.path.count == 1 }) {
                return ("var \(name): \(leaf.type) { \(leaf.value) }", nil)
            }
            let nested = "_" + String(name.filter { $0 != "`" })
            let inner = propertyLines(group.map { (Array($0.path.dropFirst()), $0.type, $0.value) }, access: access)
                .map { member in access + member.head + (member.body.map { " { " + $0 + " }" } ?? "") }
            // Declarations on one line are separated by `;`.
            return (
                "var \(name): \(nested) { .init() }; \(access)struct \(nested): Swift.Sendable",
                "\(access)init() {}; " + inner.joined(separator: "; ")
            )
        }
    }

    /// Adds the static member that `literal` (an enum case) names to node `node`.
    mutating func collectCaseMember<Reference>(_ literal: ArgumentLiteral<Reference>, into node: Int) {
        guard let declaration = caseMember(literal), !nodes[node].caseMembers.contains(declaration) else { return }
        nodes[node].caseMembers.append(declaration)
    }

    /// The static member a stand-in declares for an enum-case literal (nil for any other
    /// literal); a case passed to a case is noted, since a stand-in cannot know its type.
    mutating func caseMember<Reference>(_ literal: ArgumentLiteral<Reference>) -> String? {
        guard case .enumCase(let name, let arguments) = literal else { return nil }
        guard let arguments else { return "static var \(name.memberName): Self { Self() }" }
        if arguments.contains(where: { if case .enumCase = $0.value { true } else { false } }) {
            let note = "'.\(name.name)(…)' passes an enum case to a case, whose type a stand-in cannot know"
            if !problems.contains(note) { problems.append(note) }
        }
        var generics: [String] = []
        let parameters = arguments.enumerated().map { offset, argument in
            var type = "Any?"
            switch argument.value {
            case .param, .property:
                type = "A\(offset)"
                generics.append(type)
            default: break
            }
            return "\(argument.label.map(Self.declarationLabel) ?? "_") a\(offset): \(type)"
        }
        let clause = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
        if name.name == "init" {
            // `.init(…)` calls an initializer; a stand-in with `init()` already has the empty one.
            return "init\(clause)(\(parameters.joined(separator: ", "))) {}"
        }
        return "static func \(name.memberName)\(clause)(\(parameters.joined(separator: ", "))) -> Self { Self() }"
    }

    /// Registers a live param's type as a live value (its generic arguments as value types).
    mutating func collectLive(_ type: TypeExpression, closure: Bool) {
        let base = type.isOptional ? type.unwrapped : type
        guard case .nominal(let components) = base else { return collect(base) }
        if let node = register(components, what: "type") {
            if closure { nodes[node].isLiveClosure = true } else { nodes[node].isLiveValue = true }
        }
        for component in components { component.arguments.forEach { collect($0) } }
    }

    /// Registers every app-provided nominal type in `type`, at any depth, as a value type.
    mutating func collect(_ type: TypeExpression) {
        switch type {
        case .nominal(let components):
            if let node = register(components, what: "type") { nodes[node].isValue = true }
            for component in components { component.arguments.forEach { collect($0) } }
        case .array(let element):
            collect(element)
        case .dictionary(let key, let value):
            collect(key)
            collect(value)
        case .optional(let wrapped):
            collect(wrapped)
        }
    }

    /// The node of the last component, creating the path; nil when the name is not the app's to
    /// declare (standard library, Foundation, an imported module, a generated type).
    mutating func register(_ components: [TypeExpression.Component], what: String) -> Int? {
        let first = components[0].name
        let written = TypeExpression.nominal(components).description
        // `Swift.Int`, `Foundation.UUID`: the toolchain's. A lone `Foundation` is the app's own
        // type that happens to share a module's name: declared, as the app would declare it.
        if components.count > 1, Self.standardModules.contains(first) { return nil }
        if Self.standardTypes.contains(first) { return nil }
        if generatedTypes.contains(first) { return nil }
        if importedModules.contains(first) {
            let note = "\(written): \(what) from imported module '\(first)'"
            if !skipped.contains(note) { skipped.append(note) }
            return nil
        }
        var parent = 0
        for component in components {
            let node = child(named: component.name, of: parent)
            let arity = component.arguments.count
            if let existing = nodes[node].arity {
                if existing != arity {
                    let note =
                        "\(written): '\(component.name)' is used with \(existing) and with \(arity) generic arguments; declared with \(existing)"
                    if !problems.contains(note) { problems.append(note) }
                }
            } else {
                nodes[node].arity = arity
            }
            parent = node
        }
        return parent
    }

    private mutating func child(named name: String, of parent: Int) -> Int {
        if let existing = childIndex[parent]?[name] { return existing }
        nodes.append(Node(name: name))
        let index = nodes.count - 1
        nodes[parent].children.append(index)
        childIndex[parent, default: [:]][name] = index
        return index
    }

    // MARK: - Rendering

    private var access: String { graph.access == .public ? "public " : "" }

    func render() -> String {
        var writer = SwiftWriter()
        writer.line("// Support stubs generated by screengen-dev for the graph of route '\(graph.routeName.name)'.")
        writer.line("// Trivial stand-ins for what the generated code expects the app to provide; not app code.")
        for note in skipped {
            writer.line("// not declared (the imported module provides it): " + SwiftStringLiteral.escapedBody(note))
        }
        for note in problems { writer.line("// cannot stub exactly: " + SwiftStringLiteral.escapedBody(note)) }
        writer.line()
        writer.line("import Foundation")
        for module in graph.imports { writer.line("import \(module)") }
        for child in nodes[0].children {
            writePlain(child, path: [], into: &writer)
        }
        if graph.generatedAPIs.contains(.paths) {
            writer.line()
            for line in samplesLines() { writer.line(line) }
        }
        let views = viewDeclarations()
        if !views.isEmpty {
            writer.line()
            writer.line("#if canImport(SwiftUI)")
            writer.line("import SwiftUI")
            for (path, node) in views {
                writer.line()
                if path.isEmpty {
                    writeView(node, standalone: true, into: &writer)
                } else if isStandaloneView(node) {
                    writer.block("extension \(path.joined(separator: "."))") { writer in
                        writeView(node, standalone: true, into: &writer)
                    }
                } else {
                    writeView(node, standalone: false, path: path, into: &writer)
                }
            }
            writer.line()
            writer.line("#endif")
        }
        return writer.text
    }

    /// A view that is nothing else: declared whole under `#if canImport(SwiftUI)`.
    private func isStandaloneView(_ index: Int) -> Bool {
        let node = nodes[index]
        return node.isView && !node.isValue && !node.isLiveValue && !node.isProtocol && node.children.isEmpty
    }

    /// Every view node with the path of its enclosing names, in first-use order.
    private func viewDeclarations() -> [(path: [String], node: Int)] {
        var result: [(path: [String], node: Int)] = []
        func walk(_ index: Int, path: [String]) {
            if nodes[index].isView { result.append((path, index)) }
            let nextPath = index == 0 ? path : path + [nodes[index].name]
            for child in nodes[index].children { walk(child, path: nextPath) }
        }
        walk(0, path: [])
        return result
    }

    private func genericClause(_ node: Node, constrained: Bool) -> String {
        guard let arity = node.arity, arity > 0 else { return "" }
        let parameters = (0..<arity).map { constrained ? "T\($0): \(Self.genericConstraint)" : "T\($0)" }
        return "<" + parameters.joined(separator: ", ") + ">"
    }

    /// Everything but standalone views: values, protocols, namespaces (and views with other roles,
    /// as plain structs that gain `SwiftUI.View` in an extension).
    private func writePlain(_ index: Int, path: [String], into writer: inout SwiftWriter) {
        let node = nodes[index]
        // Listed under `graph.deeplinks.types`: the app makes it LosslessStringConvertible.
        let readsFromURL =
            node.isValue && (node.arity ?? 0) == 0
            && graph.deepLinkSettings.customTypes.contains((path + [node.name]).joined(separator: "."))
        if isStandaloneView(index) { return }
        writer.line()
        let name = escapedTypeName(node.name)
        if node.isProtocol && !node.isValue && !node.isLiveValue && !node.isView {
            if !node.children.isEmpty {
                // A protocol cannot hold types; declare the protocol and leave the rest noted.
                writer.line(
                    "// '\(node.name)' names a protocol and encloses other names: only the protocol is declared")
            }
            writer.line("\(access)protocol \(name) {}")
            return
        }
        if node.isLiveClosure && !node.isValue && !node.isLiveValue && !node.isView && !node.isProtocol {
            let generics = genericClause(node, constrained: false)
            let parameters = (0..<(node.arity ?? 0)).map { "T\($0)" }.joined(separator: ", ")
            writer.line("\(access)typealias \(name)\(generics) = @MainActor (\(parameters)) -> Swift.Void")
            if !node.children.isEmpty {
                writer.line(
                    "// '\(node.name)' names a closure type and encloses other names: only the type is declared")
            }
            return
        }
        let header: String
        if node.isValue {
            header =
                "\(access)struct \(name)\(genericClause(node, constrained: true)): \(Self.valueConformances)"
                + (readsFromURL ? ", Swift.LosslessStringConvertible" : "")
        } else if node.isLiveValue {
            header = "\(access)final class \(name)\(genericClause(node, constrained: false)): Swift.Sendable"
        } else if node.isView {
            header = "\(access)struct \(name)\(genericClause(node, constrained: false))"
        } else {
            // A namespace only: an enum nobody can create.
            header = "\(access)enum \(name)\(genericClause(node, constrained: true))"
        }
        writer.block(header) { writer in
            let hasInit = node.isValue || node.isLiveValue || node.isView
            if hasInit {
                writer.line("\(access)init() {}")
            }
            for member in node.caseMembers where !(member == "init() {}" && hasInit) {
                writer.line(access + member)
            }
            for member in Self.propertyLines(node.propertyPaths, access: access) {
                if let body = member.body {
                    writer.singleStatementBlock(head: access + member.head, body: body)
                } else {
                    writer.line(access + member.head)
                }
            }
            if readsFromURL {
                writer.line("\(access)init?(_ description: Swift.String) { self.init() }")
                writer.line("\(access)var description: Swift.String { \"\" }")
            }
            for child in node.children {
                writePlain(child, path: path + [node.name], into: &writer)
            }
        }
    }

    private func writeView(_ index: Int, standalone: Bool, path: [String] = [], into writer: inout SwiftWriter) {
        let node = nodes[index]
        let body = { (writer: inout SwiftWriter) in
            for signature in node.viewInits where !(signature.isEmpty && !standalone) {
                writer.line("\(self.access)init(\(signature)) {}")
            }
            for caseType in node.viewCaseTypes {
                writer.block("\(self.access)struct \(caseType.name): Swift.Sendable") { writer in
                    for member in caseType.members { writer.line(self.access + member) }
                }
            }
            writer.line("\(self.access)var body: some SwiftUI.View { SwiftUI.EmptyView() }")
        }
        if standalone {
            writer.block(
                "\(access)struct \(escapedTypeName(node.name))\(genericClause(node, constrained: false)): SwiftUI.View",
                body)
        } else {
            // Declared outside as a plain struct (it has another role): conform here. Its `init()`
            // is already declared there.
            let qualified = (path + [node.name]).joined(separator: ".")
            writer.block("extension \(qualified): SwiftUI.View", body)
        }
    }

    /// Type names come from the type grammar, which refuses keywords but `Any`; keep it safe.
    private func escapedTypeName(_ name: String) -> String {
        SwiftKeywords.isReserved(name) ? "`\(name)`" : name
    }
}
