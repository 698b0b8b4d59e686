import ScreenGenDiagnostics

/// The resolved graph: names converted and checked, references turned into indices, types
/// parsed. Validation and emission read only this.
struct ScreenGraph: Sendable {
    var routeName: SwiftIdentifier
    var access: AccessLevel
    var imports: [String]
    var conformances: [TypeExpression]
    var roots: [ScreenIndex]
    var features: [Feature]
    /// The cases of the route enum in declaration order: top-level screens and features.
    var routeCases: [RouteCase]
    var screens: [Screen]
    var severityOverrides: [Rule: Severity]
    /// Input files as the header lists them: relative paths, sorted.
    var inputFiles: [String]
    /// The same files as diagnostics name them (`SourceLocation.file`), in the same order: what
    /// ties a screen to the file that declares it, and so to that file's generated file.
    var inputPaths: [String] = []
    /// False when some declared move or root was dropped for an error: reachability is then
    /// not judged, since every screen behind the dropped edge would be reported as a cascade.
    var hasAllMoves: Bool
    /// `deeplinks` of every file, resolved; empty when the graph has none.
    var deepLinks: [DeepLink] = []
    var deepLinkSettings = DeepLinkSettings()
    /// `graph.generate`: the per-transition APIs the emitted code has.
    var generatedAPIs: Set<GeneratedAPI> = GraphResolver.defaultAPIs
    /// `graph.module` and `graph.modules`; nil when the graph is compiled into one module.
    var moduleLayout: ModuleLayout?
    /// `computeBackSteps().steps`, once the graph is resolved.
    var backSteps: [ScreenIndex: [BackStep]] = [:]
    /// `computeBackSteps().presenters`: for each screen with a dismissal, the screens that can
    /// lie directly beneath the sheet or cover it is shown in.
    var layerPresenters: [ScreenIndex: [ScreenIndex]] = [:]
    /// Those of `backSteps` that only `anywhere` moves make possible (a dismissal's step from a
    /// screen only an anywhere move presents it over): made from outside, like those moves, so
    /// no cycle is blamed on them nor a `cycle: intended` mark counted.
    var anywhereOnlySteps: Set<BackStep> = []
    /// `anywhere:` of every file; nil when no file declares it.
    var anywhere: Anywhere?
    /// `graph.flows`, in declared order: the first is where the app starts. Empty for a graph
    /// without flows.
    var flows: [Flow] = []

    /// `graph.layers`, in declared order: screens the container presents over every root.
    var layers: [Layer] = []
    /// `graph.animate-built-stacks`: whether a stack a link or a restore builds at once animates.
    var animatesBuiltStacks = true

    /// `graph.splits`, in declared order: roots a regular width shows as split views.
    var splits: [Split] = []

    /// One split view (`graph.splits`): a root and how many columns it shows.
    struct Split: Sendable {
        var root: ScreenIndex
        /// 2 (sidebar, detail) or 3 (sidebar, content, detail).
        var columns: Int
        var location: SourceLocation
    }

    /// One app-wide layer (`graph.layers`).
    struct Layer: Sendable {
        var screen: ScreenIndex
        var style: LayerStyle
        /// What moves from outside do while it is shown; `.wait` for a lock.
        var outside: LayerOutside
        /// Whether it may open over an alert (always for a lock).
        var overAlerts: Bool
        var location: SourceLocation
    }

    /// One app flow (`graph.flows`): a named set of roots, what entering it requires, and its
    /// moves to other flows.
    struct Flow: Sendable {
        var yamlName: String
        /// The `<Route>Flow` case, and its raw value (what snapshots save).
        var name: SwiftIdentifier
        var location: SourceLocation
        /// Its roots, a subset of the graph's, in declared order.
        var roots: [ScreenIndex]
        /// `requires:`.
        var conditions: [SwiftIdentifier]
        var moves: [FlowMove] = []
    }

    /// A flow move: `signIn: session`.
    struct FlowMove: Sendable {
        /// The generated method's name, and the action the runtime checks.
        var action: SwiftIdentifier
        var yamlName: String
        /// Index into `flows`.
        var target: Int
        var location: SourceLocation
    }

    /// Whether `roots` can be built from data: no root has a param without a default (which a
    /// `start-params` entry has the app pass).
    func hasDefaultRoots(_ roots: [ScreenIndex]) -> Bool {
        roots.allSatisfy { root in !screens[root].params.contains(where: \.isRequired) }
    }

    /// The roots the app starts with (`<Route>Graph.roots`): the first flow's, or the graph's
    /// when it has no flows.
    var startRoots: [ScreenIndex] { flows.first?.roots ?? roots }

    /// The moves declared under `anywhere:`: made over whatever view screen is shown (a
    /// notification, a menu command), so each is a move of every view screen, and a
    /// `select-root` one is a step from its root.
    struct Anywhere: Sendable {
        var transitions: [Transition] = []
        /// `select-root` moves: `popTo` is the root, `then` the move made from it, if any.
        var backTransitions: [BackTransition] = []
        /// The file whose generated code holds them: the first that declares `anywhere:`.
        var file: Int

        /// The steps the `select-root` moves make from their roots.
        var rootSteps: [(root: ScreenIndex, move: Move)] {
            // A `keep-stack` move enters over whatever the tab shows: an `anywhere` move itself.
            backTransitions.compactMap { back in back.keepsStack ? nil : back.then.map { (back.popTo, $0) } }
        }
    }

    /// Whether `anywhere:` declares a move into `target` in `style`: one allowed over every screen.
    func isAnywhereMove(to target: ScreenIndex, style: TransitionStyle) -> Bool {
        anywhere?.transitions.contains { $0.move.target == target && $0.move.style == style } ?? false
    }

    /// The moves that can leave `index`: its own transitions and buttons, the `anywhere` moves
    /// when it is a view screen (any of them can be shown), and the steps of `select-root`
    /// anywhere moves when it is their root. What every analysis of what can follow what reads.
    func moves(from index: ScreenIndex, includingAnywhere: Bool = true) -> [Move] {
        guard let anywhere, includingAnywhere else { return screens[index].moves }
        var moves = screens[index].moves
        if screens[index].kind == .view { moves += anywhere.transitions.map(\.move) }
        for step in anywhere.rootSteps where step.root == index { moves.append(step.move) }
        return moves
    }

    /// How the generated code is split among Swift modules (see `GraphResolver.resolveModules`).
    struct ModuleLayout: Sendable {
        /// The module the graph's own folder is compiled into: what the other modules import.
        var routesModule: String
        /// The modules the graph's other folders are compiled into, in declared order.
        var modules: [String]
        /// Per input file, in `inputFiles` order: the index into `modules` of the module whose
        /// folder holds it; nil for a file of the graph's own folder.
        var fileModules: [Int?]
    }

    /// A step a back transition's `then` move puts on the stack (see `computeBackSteps`).
    struct BackStep: Hashable, Sendable {
        var from: ScreenIndex
        var to: ScreenIndex
        var style: TransitionStyle
        /// Index into the declaring screen's `backTransitions`.
        var transition: Int
    }

    typealias ScreenIndex = Int
    typealias FeatureIndex = Int

    enum RouteCase: Hashable, Sendable {
        case screen(ScreenIndex)
        case feature(FeatureIndex)
    }

    struct Feature: Sendable {
        var yamlName: String
        var caseName: SwiftIdentifier
        var typeName: SwiftIdentifier
        var screens: [ScreenIndex]
        var location: SourceLocation

        /// `ContactRouter`: the protocol of the feature's moves.
        var routerTypeName: SwiftIdentifier {
            SwiftIdentifier(name: GeneratedNames.router(ofFeature: SwiftIdentifier.capitalizedFirst(caseName).name))
        }

        /// `ContactRouteHandler`: the feature's part of the graph's handler protocol.
        var handlerTypeName: SwiftIdentifier { SwiftIdentifier(name: GeneratedNames.handler(ofFeature: typeName.name)) }

        /// `ContactRouteView`: the feature's part of the graph's SwiftUI view switch.
        var viewTypeName: SwiftIdentifier { SwiftIdentifier(name: GeneratedNames.view(ofFeature: typeName.name)) }

        /// `ContactNavigationRouter`: the router protocol's implementation over a navigator.
        var navigationRouterTypeName: SwiftIdentifier {
            SwiftIdentifier(
                name: GeneratedNames.navigationRouter(ofFeature: SwiftIdentifier.capitalizedFirst(caseName).name))
        }
    }

    /// A resolved screen. Its fields (`Fields`) live in one shared, copy-on-write `ScreenStorage`:
    /// the passes and emitters copy screens out of `screens` often, and a copy is then one retain
    /// rather than one per field (#33, scale: 35,000 copies cost 45M instructions at 2,000
    /// screens); they are read and written as the screen's own (`screen.title`), through
    /// `subscript(dynamicMember:)`. `feature`, `kind` and `transitions` stay in the value itself:
    /// scans over every screen read them (`hasDirections`, the screens of a feature), and read
    /// from the array they stay in the cache; through the storage, at 50,000 screens, such a scan
    /// repeated per feature made `build` take twice as long.
    @dynamicMemberLookup
    struct Screen: Sendable {
        /// What a screen keeps in its shared storage: every field but `feature`, `kind` and
        /// `transitions`. The fields most screens leave empty (an alert's, a flow's, a root's,
        /// the guards and presentation details) are in one box, `RareFields`, allocated only for
        /// a screen that has one: 272 bytes a screen with them inline, 136 boxed (#33: memory
        /// per screen).
        ///
        /// Declared in the order that packs them (a flag and a location in the bytes the two
        /// identifiers leave before a word): 128 bytes, not 136.
        struct Fields {
            /// The case in its route enum: `detail`.
            var caseName: SwiftIdentifier
            /// Its declaration lost something to a reported error (a malformed screen, an unknown
            /// key, an invalid `params` or param): a name that matches no param may name one the
            /// user wrote, so "no such param" is not reported about it.
            var mayLackParams: Bool
            /// Graph-wide: `animalDetail`, the screen identity case and handler method name.
            var identity: SwiftIdentifier
            var location: SourceLocation
            var yamlName: String
            /// `detail` or `animal.detail`: how messages and the screen identity's raw value name it.
            var qualifiedName: String
            var view: TypeExpression?
            var title: TextTemplate?
            var params: [Param]
            /// Transitions with `pop-to`: back-stack surgery, after the plain ones.
            var backTransitions: [BackTransition]
            /// The rare fields; nil while every one is empty.
            private var rare: Boxed<RareFields>?

            init(
                yamlName: String, qualifiedName: String, caseName: SwiftIdentifier, identity: SwiftIdentifier,
                view: TypeExpression?, title: TextTemplate?, params: [Param], backTransitions: [BackTransition],
                location: SourceLocation, mayLackParams: Bool
            ) {
                self.yamlName = yamlName
                self.qualifiedName = qualifiedName
                self.caseName = caseName
                self.identity = identity
                self.view = view
                self.title = title
                self.params = params
                self.backTransitions = backTransitions
                self.location = location
                self.mayLackParams = mayLackParams
            }

            /// `view: TimelineView(timeline: .home, id: id)`: how the view is built; nil for the
            /// default, every param as a labelled argument (`ContactView(contact: contact)`).
            var viewArguments: [ArgumentLiteral<Int>.Argument]? {
                get { rare?.value.viewArguments }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.viewArguments = newValue }
                }
            }
            var message: TextTemplate? {
                get { rare?.value.message }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.message = newValue }
                }
            }
            /// `fields:` of an alert: its text fields, in declared order.
            var fields: [AlertField] {
                get { rare?.value.fields ?? [] }
                set {
                    if newValue.isEmpty, rare == nil { return }
                    rare.updateRare { $0.fields = newValue }
                }
            }
            /// `returns:`: the type of the value it hands back to the move that entered it, and
            /// that type as Swift source.
            var returnType: (type: TypeExpression, text: String)? {
                get { rare?.value.returnType }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.returnType = newValue }
                }
            }
            /// `finishes:`: the screen whose presented flow this one may end with that screen's
            /// result (its `returnType`); nil for a screen without the key (or whose key was
            /// reported).
            var finishesFlow: ScreenIndex? {
                get { rare?.value.finishesFlow }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.finishesFlow = newValue }
                }
            }
            /// For a root, its params the app passes at start (`graph.start-params`), in order.
            var startParams: [Int] {
                get { rare?.value.startParams ?? [] }
                set {
                    if newValue.isEmpty, rare == nil { return }
                    rare.updateRare { $0.startParams = newValue }
                }
            }
            var buttons: [AlertButton] {
                get { rare?.value.buttons ?? [] }
                set {
                    if newValue.isEmpty, rare == nil { return }
                    rare.updateRare { $0.buttons = newValue }
                }
            }
            /// `requires:`: cases of the generated `<Route>Condition`, in declared order.
            var conditions: [SwiftIdentifier] {
                get { rare?.value.conditions ?? [] }
                set {
                    if newValue.isEmpty, rare == nil { return }
                    rare.updateRare { $0.conditions = newValue }
                }
            }
            /// `exit:`: what leaving it asks first; nil for a screen without one.
            var exitGuard: ExitGuard? {
                get { rare?.value.exitGuard }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.exitGuard = newValue }
                }
            }
            /// `detents:` and `dismiss-by-swipe:`: how it is presented as a sheet or cover; nil
            /// for a screen without them (or whose keys were reported).
            var presentation: Presentation? {
                get { rare?.value.presentation }
                set {
                    if newValue == nil, rare == nil { return }
                    rare.updateRare { $0.presentation = newValue }
                }
            }
        }

        /// The fields of `Fields` most screens leave empty.
        struct RareFields: RareFieldSet {
            var viewArguments: [ArgumentLiteral<Int>.Argument]?
            var message: TextTemplate?
            var fields: [AlertField] = []
            var returnType: (type: TypeExpression, text: String)?
            var finishesFlow: ScreenIndex?
            var startParams: [Int] = []
            var buttons: [AlertButton] = []
            var conditions: [SwiftIdentifier] = []
            var exitGuard: ExitGuard?
            var presentation: Presentation?

            var isEmpty: Bool {
                viewArguments == nil && message == nil && fields.isEmpty && returnType == nil && finishesFlow == nil
                    && startParams.isEmpty && buttons.isEmpty && conditions.isEmpty && exitGuard == nil
                    && presentation == nil
            }
        }

        private var storage: ScreenStorage
        var feature: FeatureIndex?
        var kind: ScreenKind
        var transitions: [Transition]

        init(
            yamlName: String,
            qualifiedName: String,
            feature: FeatureIndex? = nil,
            caseName: SwiftIdentifier,
            identity: SwiftIdentifier,
            kind: ScreenKind,
            view: TypeExpression? = nil,
            viewArguments: [ArgumentLiteral<Int>.Argument]? = nil,
            title: TextTemplate? = nil,
            message: TextTemplate? = nil,
            fields alertFields: [AlertField] = [],
            params: [Param],
            transitions: [Transition],
            backTransitions: [BackTransition] = [],
            returnType: (type: TypeExpression, text: String)? = nil,
            finishesFlow: ScreenIndex? = nil,
            startParams: [Int] = [],
            buttons: [AlertButton],
            location: SourceLocation,
            conditions: [SwiftIdentifier] = [],
            exitGuard: ExitGuard? = nil,
            presentation: Presentation? = nil,
            mayLackParams: Bool = false
        ) {
            self.feature = feature
            self.kind = kind
            self.transitions = transitions
            var fields = Fields(
                yamlName: yamlName, qualifiedName: qualifiedName, caseName: caseName, identity: identity, view: view,
                title: title, params: params, backTransitions: backTransitions, location: location,
                mayLackParams: mayLackParams)
            fields.viewArguments = viewArguments
            fields.message = message
            fields.fields = alertFields
            fields.returnType = returnType
            fields.finishesFlow = finishesFlow
            fields.startParams = startParams
            fields.buttons = buttons
            fields.conditions = conditions
            fields.exitGuard = exitGuard
            fields.presentation = presentation
            storage = ScreenStorage(fields)
        }

        /// A field of the shared storage, read in place, and written after this value is given
        /// its own storage when another copy shares it.
        subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
            get { storage.fields[keyPath: field] }
            _modify {
                if !isKnownUniquelyReferenced(&storage) { storage = ScreenStorage(storage.fields) }
                yield &storage.fields[keyPath: field]
            }
        }

        /// The param that any spelling of `name` refers to (`item-id`, `item_id`, `itemId`). A
        /// name that cannot be converted is looked up as written, as its param was registered
        /// under its raw text (and reported there).
        func paramIndex(named name: String) -> Int? {
            let label = SwiftIdentifier.lowerCamelName(name) ?? name
            return self.params.firstIndex { $0.label.name == label }
        }

        /// `literal` with each param it names replaced by that param's index here; the first
        /// name that is no param of this screen when there is one.
        func resolvingParams(in literal: ArgumentLiteral<String>) -> Result<ArgumentLiteral<Int>, UnknownParam> {
            var unknown: String?
            let resolved = literal.resolving { name -> Int? in
                let index = paramIndex(named: name)
                if index == nil, unknown == nil { unknown = name }
                return index
            }
            guard let resolved else { return .failure(UnknownParam(name: unknown ?? "")) }
            return .success(resolved)
        }

        /// The first live param `literal` reads: a live value passes on only whole, to a live
        /// param (`args: { model: model }`), never inside a literal built of it.
        func liveParam(readBy literal: ArgumentLiteral<Int>) -> Param? {
            literal.references.lazy.map { self.params[$0] }.first { $0.isLive }
        }

        /// The first optional param `literal` reads a property of: its properties are behind
        /// `?` (`tags?.count`), which a literal does not write, so the generated read would not
        /// compile.
        func optionalParam(readThroughPropertyBy literal: ArgumentLiteral<Int>) -> Param? {
            literal.propertyReferences.lazy.map { self.params[$0] }.first { $0.type.isOptional }
        }

        /// `AnimalDetail`: the base of per-screen type names.
        var typeBaseName: SwiftIdentifier { SwiftIdentifier.capitalizedFirst(self.identity) }
        var directionsTypeName: SwiftIdentifier {
            SwiftIdentifier(name: GeneratedNames.directions(ofScreen: typeBaseName.name))
        }
        /// `<Screen>Button`: an alert's buttons as an enum (see `buttonCases`).
        var buttonTypeName: SwiftIdentifier {
            SwiftIdentifier(name: GeneratedNames.buttons(ofScreen: typeBaseName.name))
        }

        /// An alert's button ids as the cases of its `<Screen>Button` enum, in order; nil when it
        /// has none: no buttons, an id that is not a name (`Yes, "really"`), two ids of one
        /// name, or a name an enum's own members take (`rawValue`, `allCases`, `init`).
        var buttonCases: [SwiftIdentifier]? {
            guard kind.hasButtons, !self.buttons.isEmpty else { return nil }
            var seen: Set<String> = []
            var cases: [SwiftIdentifier] = []
            for button in self.buttons {
                guard let name = SwiftIdentifier.lowerCamel(button.id), !Self.enumMemberNames.contains(name.name),
                    seen.insert(name.name).inserted
                else { return nil }
                cases.append(name)
            }
            return cases
        }

        static let enumMemberNames: Set<String> = [
            "init", "rawValue", "allCases", "hashValue", "self", "Type", "Protocol", "description",
        ]

        /// Whether it gets a `<Screen>Directions`: it has transitions, plain or back, or a way
        /// to hand back a result (its own, or its flow's).
        var hasDirections: Bool {
            !transitions.isEmpty || self.backTransitions.contains { $0.button == nil } || self.returnType != nil
                || self.finishesFlow != nil
        }

        /// Every move the screen declares: its transitions, then its buttons that navigate.
        var moves: [Move] { transitions.map(\.move) + self.buttons.compactMap(\.move) }
    }

    /// A screen's `exit:`: while `condition` holds for the entry being left, every way out of
    /// it presents `alert` (an alert or dialog without required params, whose one
    /// `destructive` button completes the way out) instead.
    struct ExitGuard: Sendable {
        var alert: ScreenIndex
        /// A case of `<Route>Condition`, as a `requires:` name is.
        var condition: SwiftIdentifier
        /// Where `exit` is written.
        var location: SourceLocation
    }

    /// A name a literal reads that is no param of its screen.
    struct UnknownParam: Error {
        var name: String
    }

    /// A screen's param: its label and type, its default, and where each is written.
    ///
    /// The flags are declared after `label`, in the bytes its identifier leaves before the next
    /// word, and the fields most params leave empty (an enum-case default, where `live:` is
    /// written) are in a box allocated only for a param that has one: 112 bytes a param, not
    /// 136 (#33: memory per screen).
    struct Param: Sendable {
        var label: SwiftIdentifier
        /// The type was outside the grammar (reported): `type` is a placeholder, so nothing
        /// about it (its default, a binding's type) is checked.
        var hasInvalidType = false
        /// The declaration had an error (reported) in its type, its default or its keys: whether
        /// it is required is not known, so no "nothing supplies it" is reported about it.
        var hasInvalidDeclaration = false
        /// `live: true`: a value that exists only while the app runs (a view model, a binding).
        /// Its route case holds a `ScreenNavigation.LiveValue`; moves, handlers and views take
        /// and give the value itself.
        var isLive = false
        /// `live: closure`: a function type, which a parameter must take `@escaping` to store.
        var isClosure = false
        var yamlName: String
        let type: TypeExpression
        /// `type` as Swift source, rendered once: emitters write it many times.
        let typeText: String
        /// The Swift literal of the default, `nil` for optionals without one; nil when required.
        var defaultLiteral: String?
        var location: SourceLocation
        /// Where its type is written: the params' syntax is freed once the signatures resolve,
        /// and the type-reference check, which runs later, points here.
        var typeLocation: SourceLocation
        /// The rare fields; nil while both are empty.
        private var rare: Boxed<RareParamFields>?

        /// The fields of a param most params leave empty.
        private struct RareParamFields: RareFieldSet {
            var defaultCase: ArgumentLiteral<String>?
            var liveLocation: SourceLocation?

            var isEmpty: Bool { defaultCase == nil && liveLocation == nil }
        }

        /// The default when it is an enum case (`.home`), as its literal.
        var defaultCase: ArgumentLiteral<String>? {
            get { rare?.value.defaultCase }
            set {
                if newValue == nil, rare == nil { return }
                rare.updateRare { $0.defaultCase = newValue }
            }
        }
        /// Where `live: true` is written.
        var liveLocation: SourceLocation? {
            get { rare?.value.liveLocation }
            set {
                if newValue == nil, rare == nil { return }
                rare.updateRare { $0.liveLocation = newValue }
            }
        }

        /// `typeText`: `type` rendered, when the caller has it (rendered here otherwise).
        init(
            yamlName: String, label: SwiftIdentifier, type: TypeExpression, typeText: String? = nil,
            defaultLiteral: String?, location: SourceLocation, typeLocation: SourceLocation
        ) {
            self.yamlName = yamlName
            self.label = label
            self.type = type
            self.typeText = typeText ?? type.description
            self.defaultLiteral = defaultLiteral
            self.location = location
            self.typeLocation = typeLocation
        }

        var isRequired: Bool { defaultLiteral == nil }

        /// The type as a parameter of a move, handler or initializer declares it: `typeText`,
        /// `@escaping` for a closure (an optional one escapes already, and refuses the word).
        var parameterTypeText: String {
            isClosure && !type.isOptional ? "@escaping " + typeText : typeText
        }

        /// The type the route case holds: `typeText`, or for a live param
        /// `ScreenNavigation.LiveValue<T>` (`ScreenNavigation.LiveValue<T>?` for `T?`).
        var storageTypeText: String {
            guard isLive else { return typeText }
            let wrapped = type.isOptional ? type.unwrapped : type
            return "ScreenNavigation.LiveValue<\(wrapped)>" + (type.isOptional ? "?" : "")
        }

        /// `expression`, a value of `typeText`, as the route case holds it.
        func storing(_ expression: String) -> String {
            guard isLive else { return expression }
            return type.isOptional
                ? expression + ".map { ScreenNavigation.LiveValue($0) }"
                : "ScreenNavigation.LiveValue(" + expression + ")"
        }

        /// `expression`, as the route case holds it, as a value of `typeText`.
        func reading(_ expression: String) -> String {
            guard isLive else { return expression }
            return expression + (type.isOptional ? "?.value" : ".value")
        }
    }

    /// A legal move: to a screen, in a style, with some target params bound from the source's.
    ///
    /// The stored properties are in the order that packs them: the one-byte fields after the
    /// location, which ends four bytes short of a word. 48 bytes a move, against 64 in the
    /// order they are documented in (#33: memory per screen, a graph keeps every move).
    struct Move: Sendable {
        var target: ScreenIndex
        /// Target param index → source param index.
        var bindings: [Int: Int]
        /// Target param index → a fixed value from `args` (`true`, `.hashtag(tag: tag)`).
        var literals: [Int: ArgumentLiteral<Int>]
        /// `then:`: after the target, the moves on through further screens, each the transition
        /// the screen before it declares (its bindings read that screen's params).
        var continuation: [Move] = []
        var location: SourceLocation
        var style: TransitionStyle
        /// False when the style is not what the user meant: none was written and the move's
        /// mapping had an unknown key (perhaps a misspelt `style`), or it was reported as a style
        /// its target cannot take.
        var isStyleKnown: Bool
        /// `cycle: intended`: no `unbounded-cycle` is reported for a cycle this move closes.
        var isIntendedCycle: Bool
        /// `back: false`: the push enters an entry the user cannot pop (a screen's own push).
        var hidesBack = false

        init(
            target: ScreenIndex, style: TransitionStyle, bindings: [Int: Int], location: SourceLocation,
            isStyleKnown: Bool = true, isIntendedCycle: Bool = false, literals: [Int: ArgumentLiteral<Int>] = [:]
        ) {
            self.target = target
            self.bindings = bindings
            self.literals = literals
            self.location = location
            self.style = style
            self.isStyleKnown = isStyleKnown
            self.isIntendedCycle = isIntendedCycle
        }

        /// Whether `args` gives target param `index` a value (a source param or a literal).
        /// Most moves fix nothing: their empty tables are not hashed into, once per param of
        /// every method a large graph writes.
        func isFixed(_ index: Int) -> Bool {
            (!bindings.isEmpty && bindings[index] != nil) || (!literals.isEmpty && literals[index] != nil)
        }

        /// The source params the move reads, bound or inside literals.
        var sourceParams: Set<Int> { Set(bindings.values).union(literals.values.flatMap(\.references)) }

        /// What `args` passes to target param `index`, each source param written by `source`;
        /// nil for a param `args` leaves free.
        func argument(for index: Int, source: (Int) -> String) -> String? {
            guard !bindings.isEmpty || !literals.isEmpty else { return nil }
            return bindings[index].map(source) ?? literals[index]?.swift(source)
        }
    }

    /// A transition a screen declares or includes.
    ///
    /// Its rare parts (a set it comes from, `then:` as written, a choice) live in one boxed
    /// `RareParts`, allocated only for a transition that has one: the graph keeps every
    /// transition, 152 bytes each with them inline, 112 boxed (#33: memory per screen).
    struct Transition: Sendable {
        var yamlName: String
        var move: Move
        private var rare: Boxed<RareParts>?
        // Last: the identifier's flag byte ends it, with no padding after (96 bytes, not 112).
        var action: SwiftIdentifier

        init(
            action: SwiftIdentifier, yamlName: String, move: Move,
            origin: (set: String, location: SourceLocation)? = nil
        ) {
            self.action = action
            self.yamlName = yamlName
            self.move = move
            if origin != nil { self.origin = origin }
        }

        /// The transition set it comes from, with where the set writes it; nil for the
        /// screen's own transitions.
        var origin: (set: String, location: SourceLocation)? {
            get { rare?.value.origin }
            set {
                if newValue == nil, rare == nil { return }
                rare.updateRare { $0.origin = newValue }
            }
        }
        /// `then:` as written, until the continuation is resolved (see GraphResolver+Continuations).
        var thenReferences: [Located<String>] {
            get { rare?.value.thenReferences ?? [] }
            set {
                if newValue.isEmpty, rare == nil { return }
                rare.updateRare { $0.thenReferences = newValue }
            }
        }
        /// A candidate of a choice the transition names (`one-of:`, #37): the transition is a
        /// run of these, one per candidate, sharing its action (ScreenGraph+MoveChoices.swift).
        var choice: MoveChoice? {
            get { rare?.value.choice }
            set {
                if newValue == nil, rare == nil { return }
                rare.updateRare { $0.choice = newValue }
            }
        }

        /// The parts of a transition most transitions lack.
        private struct RareParts: RareFieldSet {
            var origin: (set: String, location: SourceLocation)?
            var thenReferences: [Located<String>] = []
            var choice: MoveChoice?

            var isEmpty: Bool { origin == nil && thenReferences.isEmpty && choice == nil }
        }
    }

    /// Which sheets and covers a dismissal dismisses; the runtime's `LayerDismissal`.
    enum LayerDismissal: String, Hashable, Sendable {
        /// `dismiss: true`: the sheet or cover the screen is shown in.
        case top
        /// `dismiss: all`: every sheet and cover, back to the base layer.
        case all
        /// `dismiss: to-first`: every sheet and cover above the first one.
        case aboveFirst

        /// How the format writes it: the value of `dismiss`.
        var yamlValue: String {
            switch self {
            case .top: "true"
            case .all: "all"
            case .aboveFirst: "to-first"
            }
        }
    }

    /// A transition with `pop-to`: go back to the topmost `popTo` on the stack (removing it too
    /// when `inclusive`), then, with `to`, make `then` from the screen then on top.
    struct BackTransition: Sendable {
        var action: SwiftIdentifier
        var yamlName: String
        var popTo: ScreenIndex
        var isInclusive: Bool
        /// `select-root`: `popTo` is a root whose stack is selected first (another tab).
        var selectsRoot = false
        /// `keep-stack: true` with `select-root`: the stack is selected as it is, and `then`
        /// entered over whatever is on top of it: an `anywhere` move's (target, style).
        var keepsStack = false
        /// `dismiss: true`: the sheet or cover the screen is in is dismissed first; `popTo` is
        /// the declaring screen itself, and `then` is set but for an alert button's.
        var dismissesLayer = false
        /// With `dismissesLayer`: which sheets and covers (`dismiss: all`, `dismiss: to-first`).
        var dismissal = LayerDismissal.top
        /// The alert button that declares it (an index into the alert's `buttons`); nil for a
        /// transition. A button's back move has no method: tapping the button makes it.
        var button: Int?
        /// The transition set it comes from, with where the set writes it (`location` is then
        /// the screen's `include`); nil for the screen's own.
        var origin: (set: String, location: SourceLocation)?
        /// The move after going back; its bindings read the screen the transition is declared on.
        var then: Move?
        var location: SourceLocation
    }

    /// A text field of an alert: its id (the key of its text), its title, whether it hides the
    /// text typed.
    struct AlertField: Sendable {
        var id: String
        var title: TextTemplate
        var isSecure: Bool
        var location: SourceLocation
    }

    struct AlertButton: Sendable {
        var id: String
        var title: TextTemplate
        var role: AlertButtonRole?
        /// `requires:`: what must hold, for the alert's route, for the button to be shown and tapped.
        var conditions: [SwiftIdentifier] = []
        var move: Move?
        /// `pop-to` or `dismiss`: an index into the alert's `backTransitions`.
        var back: Int?
        var location: SourceLocation
        /// `then:` as written, until resolved into `move`'s continuation.
        var thenReferences: [Located<String>] = []
    }

    func name(of screen: ScreenIndex) -> String { screens[screen].qualifiedName }

    /// Whether back transition `transition` of `screen` puts any step on a stack: a dismissal
    /// of a screen nothing presents makes none (reported by the validator).
    func makesSteps(_ screen: ScreenIndex, backTransition transition: Int) -> Bool {
        backSteps[screen]?.contains { $0.transition == transition } == true
    }

    /// Every condition some screen requires, its exit guard asks or one of its buttons requires,
    /// and every flow's, in order of first appearance.
    var conditions: [SwiftIdentifier] {
        var seen: Set<String> = []
        let ofScreens = screens.flatMap { screen in
            screen.conditions + (screen.exitGuard.map { [$0.condition] } ?? []) + screen.buttons.flatMap(\.conditions)
        }
        return (ofScreens + flows.flatMap(\.conditions)).filter { seen.insert($0.name).inserted }
    }

    /// Whether some alert button has `requires:`.
    var hasButtonConditions: Bool { screens.contains { $0.buttons.contains { !$0.conditions.isEmpty } } }

    /// Whether some screen has `exit:`.
    var hasExitGuards: Bool { screens.contains { $0.exitGuard != nil } }

    /// Whether some screen has `detents:` or `dismiss-by-swipe:`.
    var hasPresentationDetails: Bool { screens.contains { $0.presentation != nil } }

    /// `reached` (from a traversal of the moves from the roots) with the alerts exit guards ask
    /// added: an exit question is shown over whatever leaves a reached guarded screen.
    func addingExitQuestions(to reached: [Bool]) -> [Bool] {
        var reached = reached
        for screen in screens.indices where reached[screen] {
            if let exit = screens[screen].exitGuard { reached[exit.alert] = true }
        }
        return reached
    }

    /// Whether feature `index` gets a router protocol: when any of its screens has a transition.
    func hasRouter(_ feature: FeatureIndex) -> Bool {
        generatedAPIs.contains(.routers) && features[feature].screens.contains { screens[$0].hasDirections }
    }

    /// One method of a feature's router: what the screen's directions offer, under a name that
    /// says where it starts (`detail` + `gotoConversation` → `detailGotoConversation`).
    struct RouterMethod {
        enum Source {
            /// Index into the screen's `transitions`.
            case transition(Int)
            /// Index into the screen's `backTransitions` (never an alert button's).
            case back(Int)
            /// `finish(with:)` of a screen with `returns:`.
            case finish
            /// `finishFlow(with:)` of a screen with `finishes:`: the flow's first screen's result.
            case finishFlow
        }

        var screen: ScreenIndex
        var source: Source
        enum Variant { case plain, withResultCallback, awaitingResult }

        /// For a move into a screen with `returns:`: also answered by callback, and awaited.
        var variant: Variant
        var name: SwiftIdentifier
        /// The move forward: the transition's, or the back transition's `then`.
        var move: Move?
        var yamlName: String
        var location: SourceLocation
    }

    /// The methods of feature `feature`'s router, screen by screen in declared order: each
    /// transition (and, into a screen with `returns:`, its `onResult` and `…ForResult`
    /// variants), then each back transition, then `<screen>Finish(with:)` for a screen with
    /// `returns:` and `<screen>FinishFlow(with:)` for one with `finishes:`, as the screen's
    /// directions have them.
    func routerMethods(of feature: FeatureIndex) -> [RouterMethod] {
        var methods: [RouterMethod] = []
        for screen in features[feature].screens {
            let base = screens[screen].caseName.name
            // A move the app's resolver chooses (#37) is `async`: its screen's directions have it.
            for (index, transition) in screens[screen].transitions.enumerated() where transition.choice == nil {
                let name = base + SwiftIdentifier.capitalizedFirst(transition.action).name
                let method = RouterMethod(
                    screen: screen, source: .transition(index), variant: .plain, name: SwiftIdentifier(name: name),
                    move: transition.move, yamlName: transition.yamlName, location: transition.move.location)
                methods.append(method)
                guard screens[transition.move.target].returnType != nil, transition.move.continuation.isEmpty else {
                    continue
                }
                var callback = method
                callback.variant = .withResultCallback
                var awaiting = method
                awaiting.variant = .awaitingResult
                awaiting.name = SwiftIdentifier(name: GeneratedNames.awaitingResult(of: name))
                methods += [callback, awaiting]
            }
            for (index, back) in screens[screen].backTransitions.enumerated() where back.button == nil {
                methods.append(
                    RouterMethod(
                        screen: screen, source: .back(index), variant: .plain,
                        name: SwiftIdentifier(name: base + SwiftIdentifier.capitalizedFirst(back.action).name),
                        move: back.then,
                        yamlName: back.yamlName, location: back.location))
            }
            if screens[screen].returnType != nil {
                methods.append(
                    RouterMethod(
                        screen: screen, source: .finish, variant: .plain,
                        name: SwiftIdentifier(name: GeneratedNames.finish(ofScreen: base)),
                        move: nil,
                        yamlName: "finish", location: screens[screen].location))
            }
            if let root = screens[screen].finishesFlow, screens[root].returnType != nil {
                methods.append(
                    RouterMethod(
                        screen: screen, source: .finishFlow, variant: .plain,
                        name: SwiftIdentifier(name: GeneratedNames.finishFlow(ofScreen: base)), move: nil,
                        yamlName: "finish-flow",
                        location: screens[screen].location))
            }
        }
        return methods
    }

    /// A router method's arguments: the source params that its move's `args` read, in
    /// declared order, then the target params it does not bind (with their defaults).
    func routerArguments(_ move: Move?) -> (source: [Int], target: [Int]) {
        guard let move else { return ([], []) }
        let source = move.sourceParams.sorted()
        let target = screens[move.target].params.indices.filter { !move.isFixed($0) }
        return (source, target)
    }
}

extension ScreenGraph {
    /// The graph without features that have no screens (a file with only `feature:`, a
    /// feature still being written): such a feature would be an empty route enum, which
    /// cannot even be `Codable`, and a route case nothing can hold. It generates nothing.
    func removingEmptyFeatures() -> ScreenGraph {
        guard features.contains(where: \.screens.isEmpty) else { return self }
        var graph = self
        var newIndex: [FeatureIndex: FeatureIndex] = [:]
        graph.features = []
        for (index, feature) in features.enumerated() where !feature.screens.isEmpty {
            newIndex[index] = graph.features.count
            graph.features.append(feature)
        }
        graph.routeCases = routeCases.compactMap { routeCase in
            switch routeCase {
            case .screen: routeCase
            case .feature(let index): newIndex[index].map(RouteCase.feature)
            }
        }
        for index in graph.screens.indices {
            graph.screens[index].feature = graph.screens[index].feature.flatMap { newIndex[$0] }
        }
        return graph
    }
}
