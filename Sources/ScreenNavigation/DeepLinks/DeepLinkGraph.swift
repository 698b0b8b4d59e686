import Foundation

extension Navigation {
    /// Where a deep link leads: the root it lands on and the routes above it, bottom first. Two
    /// destinations are equal when they open the same stack, whichever link they were parsed from.
    public struct DeepLinkDestination<Route: Hashable & Sendable>: Hashable, Sendable {
        /// The root, as an index into the graph's declared `rootScreens` (not into the stacks the
        /// app shows now).
        public var rootIndex: Int
        public var routes: [Route]
        /// The root's route the link sets (a link whose placeholders bind the root's params), or
        /// nil to keep the route the app shows: opening it replaces the shown route of that root
        /// screen with this one, as `setRoots` would, and builds `routes` over it.
        public var root: Route?
        /// Opened over whatever is shown (`anywhere: true`): the first route entered by its move
        /// from `anywhere:`, the rest by declared moves; `rootIndex` is then -1.
        public var isOverShown: Bool
        /// The declared link (an index into the graph's `deepLinks`) the destination was parsed
        /// from, if it was: what a recorder counts it as, where several links open one stack.
        var parsedLink: Int?
        /// The choice the link names (`choice:` with `one-of:`), nil for a link that names its
        /// screens: opening it asks the app's resolver for that choice which of `candidates` opens.
        public internal(set) var choice: String?
        /// A choice's candidates as the URL builds them, in `one-of:` order; empty without a choice.
        public internal(set) var candidates: [Navigation.DeepLinkDestination<Route>] = []
        /// The URL it was parsed from, for a choice's resolver; empty for one made in code.
        var parsedURL = ""

        /// A destination in the stack of a declared root.
        /// - Parameters:
        ///   - rootIndex: the index of the declared root whose stack it opens in.
        ///   - routes: the routes above that root, bottom first.
        public init(rootIndex: Int, routes: [Route]) {
            self.rootIndex = rootIndex
            self.routes = routes
            self.isOverShown = false
        }

        /// A destination that sets its root's route: `root`, a route of the declared root
        /// `rootIndex`, replaces the shown one.
        /// - Parameters:
        ///   - rootIndex: the index of the declared root whose stack it opens in.
        ///   - root: the root's route, with its params.
        ///   - routes: the routes above that root, bottom first.
        public init(rootIndex: Int, root: Route, routes: [Route]) {
            self.init(rootIndex: rootIndex, routes: routes)
            self.root = root
        }

        /// A destination opened over whatever is shown.
        /// - Parameter routes: the routes to open over the top, bottom first.
        public init(overShown routes: [Route]) {
            self.rootIndex = -1
            self.routes = routes
            self.isOverShown = true
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.rootIndex == rhs.rootIndex && lhs.isOverShown == rhs.isOverShown && lhs.routes == rhs.routes
                && lhs.root == rhs.root && lhs.choice == rhs.choice
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(rootIndex)
            hasher.combine(isOverShown)
            hasher.combine(routes)
            hasher.combine(root)
        }
    }
}

/// A graph with deep links: what the generated `<Route>Graph` adds when the YAML has
/// `deeplinks`. Matching and URL rules live here, once; the generated part is the table and
/// two switches over link numbers (build the routes from values; read values from routes).
public protocol DeepLinkGraph: NavigationGraph {
    /// The declared links' patterns, in declared order.
    @_spi(Generated) static var deepLinks: DeepLinkTable { get }
    /// The destination of link `link` from its values' texts (see `DeepLinkValues`).
    @_spi(Generated) static func deepLinkDestination(
        link: Int, values: DeepLinkValues
    ) throws(Navigation.DeepLinkFailure) -> Navigation.DeepLinkDestination<Route>
    /// The values' texts of link `link` for `routes`, or nil when that link cannot produce
    /// them (another shape, a param the link does not carry that is not at its default, two
    /// params bound by one placeholder that differ). For a link that sets its root's route,
    /// `routes[0]` is that route.
    @_spi(Generated) static func deepLinkTexts(link: Int, routes: [Route]) -> [String?]?
    /// For a link with `url-param`, the whole URL the last of `routes` keeps, nil for another
    /// link or shape: it prints as itself when it opens `routes` (`link(for:)`).
    @_spi(Generated) static func deepLinkWholeURL(link: Int, routes: [Route]) -> String?
}

extension DeepLinkGraph {
    /// No link has `url-param`.
    @_spi(Generated) public static func deepLinkWholeURL(link: Int, routes: [Route]) -> String? { nil }

    // Every generated deep-link graph declares these; the defaults only let the requirements be
    // SPI (a requirement behind `@_spi` needs one): a graph without them matches no link.
    /// No link.
    @_spi(Generated) public static var deepLinks: DeepLinkTable {
        DeepLinkTable(schemes: [], hosts: [], patterns: [], stacks: [])
    }
    /// No link matches.
    @_spi(Generated) public static func deepLinkDestination(
        link: Int, values: DeepLinkValues
    ) throws(Navigation.DeepLinkFailure) -> Navigation.DeepLinkDestination<Route> {
        throw .noMatch(path: values.url)
    }
    /// No link prints.
    @_spi(Generated) public static func deepLinkTexts(link: Int, routes: [Route]) -> [String?]? { nil }

    /// Parses `text` and finds its destination, or says why not. The destination remembers the
    /// declared link it matched, for a recorder.
    /// - Parameter text: the link, as text.
    /// - Returns: where it leads.
    /// - Throws: a `Navigation.DeepLinkFailure` saying why the link opens nothing.
    public static func destination(forLink text: String) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<Route>
    {
        let url = try Navigation.DeepLinkURL(parsing: text)
        let (link, texts) = try deepLinks.match(url)
        let values = DeepLinkValues(names: deepLinks.patterns[link].valueNames, texts: texts, url: text)
        var destination = try deepLinkDestination(link: link, values: values)
        destination.parsedLink = link
        destination.parsedURL = text
        // A choice (`one-of:`): each candidate built from the same values; the first stands
        // for the link until the resolver picks one.
        if let choice = deepLinks.choice(startingAt: link) {
            var candidates = [destination]
            for candidate in choice.links.dropFirst() {
                var built = try deepLinkDestination(link: candidate, values: values)
                built.parsedLink = candidate
                candidates.append(built)
            }
            destination.choice = choice.name
            destination.candidates = candidates
        }
        return destination
    }

    /// `destination(forLink:)` of the URL's text.
    /// - Parameter url: the link.
    /// - Returns: where it leads.
    /// - Throws: a `Navigation.DeepLinkFailure` saying why the link opens nothing.
    public static func destination(for url: URL) throws(Navigation.DeepLinkFailure)
        -> Navigation.DeepLinkDestination<Route>
    {
        try destination(forLink: url.absoluteString)
    }

    /// The link that opens `destination`, or nil when no declared link produces it. Parsing
    /// the result gives `destination` back.
    /// - Parameter destination: where a link should lead.
    /// - Returns: the link's text, or nil.
    public static func link(for destination: Navigation.DeepLinkDestination<Route>) -> String? {
        printedLink(for: destination)?.url
    }

    /// The first declared link that prints `destination` (an index into `deepLinks`), and the URL.
    static func printedLink(for destination: Navigation.DeepLinkDestination<Route>) -> (link: Int, url: String)? {
        for link in deepLinks.links(forStack: stackKey(destination)) {
            // A destination that sets its root's route prints only with a link that does.
            let routes = destination.root.map { [$0] + destination.routes } ?? destination.routes
            // A route that keeps its whole URL (`url-param`) prints as that URL, when the URL
            // opens this very destination; otherwise this link cannot print it.
            if let whole = deepLinkWholeURL(link: link, routes: routes) {
                if let parsed = try? Self.destination(forLink: whole), parsed == destination { return (link, whole) }
                continue
            }
            if let texts = deepLinkTexts(link: link, routes: routes),
                let url = deepLinks.url(link: link, texts: texts)
            {
                return (link, url)
            }
        }
        return nil
    }

    /// `root|screen|screen…`, the generator writes the same for each link.
    /// - Parameters:
    ///   - rootIndex: the index of a declared root.
    ///   - routes: the routes above it.
    /// - Returns: the key of that stack's shape.
    public static func stackKey(rootIndex: Int, routes: [Route]) -> String {
        stackKey(head: String(rootIndex), routes: routes)
    }

    /// `stackKey(rootIndex:routes:)` of a destination; `*|screen…` for one opened over what is
    /// shown, which has no root.
    static func stackKey(_ destination: Navigation.DeepLinkDestination<Route>) -> String {
        stackKey(head: destination.isOverShown ? "*" : String(destination.rootIndex), routes: destination.routes)
    }

    private static func stackKey(head: String, routes: [Route]) -> String {
        ([head] + routes.map { screen(of: $0).rawValue }).joined(separator: "|")
    }
}

/// The texts a link's placeholders matched, converted to typed values by the generated code.
@_spi(Generated) public struct DeepLinkValues: Sendable {
    let names: [String]
    let texts: [String?]
    /// The whole URL as received (`url-param`): the text `destination(forLink:)` parsed.
    public let url: String

    public init(names: [String], texts: [String?], url: String = "") {
        self.names = names
        self.texts = texts
        self.url = url
    }

    /// The whole URL as a `URL` (`url-param` of a `URL` param).
    public func wholeURL() throws(Navigation.DeepLinkFailure) -> URL {
        guard let value = URL(string: url) else { throw .invalidValue(placeholder: "url", value: url, expected: "URL") }
        return value
    }

    /// The value of placeholder `index`, which must be present.
    public func required<Value: LosslessStringConvertible>(
        _ index: Int, as type: Value.Type
    ) throws(Navigation.DeepLinkFailure) -> Value {
        guard let value = try optional(index, as: type) else {
            throw .invalidValue(placeholder: names[index], value: "", expected: String(describing: type))
        }
        return value
    }

    /// The value of placeholder `index`, nil when the query left it out.
    public func optional<Value: LosslessStringConvertible>(
        _ index: Int, as type: Value.Type
    ) throws(Navigation.DeepLinkFailure) -> Value? {
        guard let text = texts[index] else { return nil }
        // A Double is read as matching reads it: finite and decimal, never `nan` or `inf`.
        guard let value = Value(text), Value.self != Double.self || Navigation.DeepLinkValueKind.double(text) != nil
        else {
            throw .invalidValue(placeholder: names[index], value: text, expected: String(describing: type))
        }
        return value
    }

    public func required(_ index: Int, as type: UUID.Type) throws(Navigation.DeepLinkFailure) -> UUID {
        guard let value = try optional(index, as: type) else {
            throw .invalidValue(placeholder: names[index], value: "", expected: "UUID")
        }
        return value
    }

    public func optional(_ index: Int, as type: UUID.Type) throws(Navigation.DeepLinkFailure) -> UUID? {
        guard let text = texts[index] else { return nil }
        guard let value = Navigation.DeepLinkValueKind.uuid(text) else {
            throw .invalidValue(placeholder: names[index], value: text, expected: "UUID")
        }
        return value
    }

    /// The values of list placeholder `index` (`?via={via}` for a `[T]` param: every `via=` of
    /// the URL, in order), nil when the query does not give its key.
    public func list<Value: LosslessStringConvertible>(
        _ index: Int, as type: Value.Type
    ) throws(Navigation.DeepLinkFailure) -> [Value]? {
        guard let text = texts[index] else { return nil }
        var values: [Value] = []
        for text in DeepLinkEncoding.listValues(text) {
            guard let value = Value(text) else {
                throw .invalidValue(placeholder: names[index], value: text, expected: String(describing: type))
            }
            values.append(value)
        }
        return values
    }

    public func list(_ index: Int, as type: UUID.Type) throws(Navigation.DeepLinkFailure) -> [UUID]? {
        guard let text = texts[index] else { return nil }
        var values: [UUID] = []
        for text in DeepLinkEncoding.listValues(text) {
            guard let value = Navigation.DeepLinkValueKind.uuid(text) else {
                throw .invalidValue(placeholder: names[index], value: text, expected: "UUID")
            }
            values.append(value)
        }
        return values
    }

    /// The text a printed link carries for a list, one `key=value` per element; nil (the key
    /// left out) for an empty list.
    public static func listText<Value: LosslessStringConvertible>(_ values: [Value]) -> String? {
        values.isEmpty ? nil : DeepLinkEncoding.listText(values.map(\.description))
    }
    public static func listText(_ values: [UUID]) -> String? {
        values.isEmpty ? nil : DeepLinkEncoding.listText(values.map(\.uuidString))
    }
    public static func optionalListText<Value: LosslessStringConvertible>(_ values: [Value]?) -> String? {
        values.flatMap { listText($0) }
    }
    public static func optionalListText(_ values: [UUID]?) -> String? { values.flatMap { listText($0) } }

    /// The text a printed link carries for `value`.
    public static func text<Value: LosslessStringConvertible>(_ value: Value) -> String { value.description }
    public static func text(_ value: UUID) -> String { value.uuidString }
    /// The text of an optional param's value; nil leaves it out of the link.
    public static func optionalText<Value: LosslessStringConvertible>(_ value: Value?) -> String? {
        value.map(\.description)
    }
    public static func optionalText(_ value: UUID?) -> String? { value?.uuidString }
}

extension NavigationState where Graph: DeepLinkGraph {
    /// Opens a deep link: selects its root and replaces that stack with the link's routes,
    /// through the same validated whole-stack jump as any programmatic navigation (so guards
    /// and the graph's transitions apply). Nothing changes when it throws. A recorder counts the
    /// link, by its pattern, once it opened.
    func open(link text: String) throws(Navigation.DeepLinkFailure) {
        guard reportsEvents else { return try open(Graph.destination(forLink: text)) }
        // A link that does not parse is refused before it is a destination: reported too.
        let destination: Navigation.DeepLinkDestination<Route>
        do {
            destination = try Graph.destination(forLink: text)
        } catch {
            try observedLink(nil) { () throws(Navigation.DeepLinkFailure) in throw error }
            return
        }
        try open(destination)
    }

    func open(_ url: URL) throws(Navigation.DeepLinkFailure) {
        try open(link: url.absoluteString)
    }

    /// Opens the link's stack over its root, which keeps its params. A link whose root the
    /// state does not show now (signed out, say) waits as `pendingLink`, as a guarded one waits
    /// as `pendingNavigation`: `resumePendingLink()` opens it once its root is shown. Under an
    /// alert it waits the same way (`.alertPresented`), until the alert is answered. Once it
    /// opened, a recorder counts the link it was parsed from (`destination(forLink:)`) or, for a
    /// destination made in code, the first declared link that prints it.
    func open(_ destination: Navigation.DeepLinkDestination<Route>) throws(Navigation.DeepLinkFailure) {
        // A choice (`one-of:`) waits for its resolver: `resolve(_:)` opens what it answers.
        if let choice = destination.choice {
            try startLinkResolution(destination)
            throw .resolving(choice: choice)
        }
        if reportsEvents {
            return try observedLink(destination) { () throws(Navigation.DeepLinkFailure) in try open(destination) }
        }
        // While a required layer or a lock is shown, a link waits for it to close (#35).
        if Graph.hasLayers, let required = requiredLayer {
            pendingLink = destination
            throw .layerRequired(layer: required.rawValue)
        }
        // Under an alert a link waits, as a move from anywhere is refused there (#35).
        if let alert = selectedStack.presentedAlert ?? activeStack.presentedAlert {
            pendingLink = destination
            throw .alertPresented(alert: Graph.screen(of: alert).rawValue)
        }
        if destination.isOverShown {
            try openOverShown(destination.routes)
            return countOpened(destination)
        }
        do {
            try openStack(of: destination)
            countOpened(destination)
        } catch .rootNotShown(let root) {
            pendingLink = destination
            throw .rootNotShown(root: root.rawValue)
        } catch .conditionNotMet(let condition, let screen) {
            // Now the pending navigation; a link that sets its root's route changed nothing,
            // not even the roots, so it waits as the pending link.
            pendingLink = destination.root == nil ? nil : destination
            throw .conditionNotMet(condition: String(describing: condition), screen: screen.rawValue)
        } catch {
            throw .refused(error.description)
        }
    }

    /// Counts `destination`, just opened, as its link: the screen it opened is the last of its
    /// routes, or its root.
    private func countOpened(_ destination: Navigation.DeepLinkDestination<Route>) {
        guard let recorder, let link = destination.parsedLink ?? Graph.printedLink(for: destination)?.link else {
            return
        }
        let screen = destination.routes.last.map { Graph.screen(of: $0) } ?? Graph.rootScreens[destination.rootIndex]
        recorder.tally.countLink(pattern: Graph.deepLinks.patternTexts[link], opening: screen)
    }

    /// Opens `routes` over whatever is shown, in one move: the first by its move from
    /// `anywhere:`, each next by the first style the graph declares to it from the one before.
    private func openOverShown(_ routes: [Route]) throws(Navigation.DeepLinkFailure) {
        guard let first = routes.first else { throw .refused("a link opened over what is shown needs a screen") }
        let firstScreen = Graph.screen(of: first)
        guard
            let style = TransitionStyle.allCases.first(where: {
                Graph.transitions.allowsFromAnywhere(to: firstScreen, style: $0)
            })
        else { throw .refused("no move from anywhere enters '\(firstScreen.rawValue)'") }
        var previous = firstScreen
        var rest: [RouteEntry<Route>] = []
        for route in routes.dropFirst() {
            let screen = Graph.screen(of: route)
            guard let step = Graph.transitions.styles(from: previous, to: screen).first else {
                throw .refused("no move leads from '\(previous.rawValue)' to '\(screen.rawValue)'")
            }
            rest.append(RouteEntry(route, style: step))
            previous = screen
        }
        do {
            try perform(Move(from: nil, to: first, style: style, then: rest))
        } catch .conditionNotMet(let condition, let screen) {
            throw .conditionNotMet(condition: String(describing: condition), screen: screen.rawValue)
        } catch {
            throw .refused(error.description)
        }
    }

    /// Opens the link kept by the last `.rootNotShown` or `.alertPresented`, now that its root is
    /// shown and the alert answered; then it is forgotten. Throws, and keeps it, while the root
    /// is still not shown or an alert is presented; a guard that refuses it makes it the pending
    /// navigation instead (`.conditionNotMet`).
    func resumePendingLink() throws(Navigation.DeepLinkFailure) {
        guard let link = pendingLink else { return }
        if reportsEvents {
            return try observedLink(nil) { () throws(Navigation.DeepLinkFailure) in try resumePendingLink() }
        }
        try open(link)
    }
}

extension NavigationState {
    /// Builds `destination`'s stack over its root and selects it, as one operation, and forgets
    /// the pending link: what `open(_:)` does with a link, and a flow move with a link that
    /// waited for its root (which needs no `DeepLinkGraph` conformance to be opened).
    func openStack(of destination: Navigation.DeepLinkDestination<Route>) throws(NavigationError<Graph>) {
        let index = try stackIndex(ofDeclaredRoot: destination.rootIndex)
        if let root = destination.root { return try openStack(of: destination, root: root, at: index) }
        try guardingExits { () throws(NavigationError<Graph>) in
            try jump(to: destination.routes, forRootAt: index)
            // Beneath the layers, once it stood: those that yield to it close (`outside: dismiss`).
            if Graph.hasLayers { closeLayersYielding() }
            selectedRootIndex = index
            pendingLink = nil
        }
    }

    /// A destination that sets its root's route: the stack showing `root` if there is one,
    /// else the stack at `index` (of the same root screen) takes `root` as `setRoots` would
    /// (checked like it, flows too), then the routes are built over it; all of it or nothing,
    /// a guard's refusal included (the pending navigation stays as it was).
    private func openStack(of destination: Navigation.DeepLinkDestination<Route>, root: Route, at index: Int)
        throws(NavigationError<Graph>)
    {
        try guardingExits { () throws(NavigationError<Graph>) in
            try asOneOperation { () throws(NavigationError<Graph>) in
                var target = index
                if let shown = roots.firstIndex(of: root) {
                    target = shown
                } else {
                    var newRoots = roots
                    newRoots[index] = root
                    try setRoots(newRoots)
                }
                try jump(to: destination.routes, forRootAt: target)
                if Graph.hasLayers { closeLayersYielding() }
                selectedRootIndex = target
            }
            pendingLink = nil
        }
    }

    /// The stack of declared root `index` (into `Graph.rootScreens`), if the app shows it.
    func stackIndex(ofDeclaredRoot index: Int) throws(NavigationError<Graph>) -> Int {
        let declared = Graph.rootScreens
        guard declared.indices.contains(index) else { throw .rootIndexOutOfRange(index: index, count: declared.count) }
        guard let stack = stackIndex(ofRoot: declared[index]) else { throw .rootNotShown(root: declared[index]) }
        return stack
    }

    /// Where the selected stack is now, as a deep link's destination: what `link(for:)` prints.
    var currentDestination: Navigation.DeepLinkDestination<Route> {
        let root = Graph.screen(of: selectedStack.root)
        return Navigation.DeepLinkDestination(
            rootIndex: Graph.rootScreens.firstIndex(of: root) ?? 0, routes: Array(selectedStack.routes.dropFirst()))
    }
}
