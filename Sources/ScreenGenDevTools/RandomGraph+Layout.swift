/// Titles, views and how screens are laid out in files and modules. (Part of `RandomGraph`, split by construct.)
extension RandomGraph {
    mutating func template(for screen: Int, required: Bool) -> [TextPiece]? {
        guard required || random.chance(0.7) else { return nil }
        var pieces: [TextPiece] = []
        // Now and then a text longer than a generated line, which must become a multi-line literal.
        let long = random.chance(0.12)
        for _ in 0..<(long ? random.int(6...12) : random.int(1...3)) {
            if !screens[screen].params.isEmpty, random.chance(0.45) {
                pieces.append(.placeholder(random.int(below: screens[screen].params.count)))
            } else if long, random.chance(0.5) {
                pieces.append(.text(random.pick(Self.sentences)))
            } else {
                pieces.append(
                    .text(
                        random.chance(0.5)
                            ? random.pick(Self.texts) : random.pick(["Detail", "Edit ", " of ", "Delete", "?"])))
            }
        }
        return pieces
    }

    mutating func chooseTexts() {
        for index in screens.indices {
            screens[index].title = template(for: index, required: screens[index].isAlert)
            if screens[index].isAlert { screens[index].message = template(for: index, required: false) }
        }
    }

    mutating func chooseViews() {
        var used: [String] = []
        let reserved = generatedTypeNames
        let avoid = Set(
            Self.userTypes + Self.trickyUserTypes + Self.reservedModules + Self.standardScalars
                + ["Page", "Pair", "Box", "Models", "Domain", "API", "Screens", "RouteMarker", "Body"])
        let isFree = { (view: String) in !reserved.contains(view) && !avoid.contains(view) }
        for index in screens.indices where !screens[index].isAlert {
            if !used.isEmpty, random.chance(0.18) {
                screens[index].view = random.pick(used)  // several screens, one view type
                continue
            }
            let base = Names.capitalized(identity(screens[index].namespace, screens[index].caseName))
            // `Screens.Self` would not parse: a keyword cannot be a type component.
            let dottable = !Self.keywords.contains(base) && isFree(base)
            var view: String
            switch random.weighted([85, 9, 6]) {
            case 0: view = base + "View"
            case 1 where dottable: view = "Screens." + base
            case 2:
                view =
                    base + "List<" + random.pick(["Int", "String", "Contact", "[UUID]", swiftQualified("Bool")]) + ">"
            default: view = base + "View"
            }
            let head = String(view.prefix { $0 != "<" })
            if !isFree(head) || head == "Screens." + base && !dottable {
                view = base + "Page"
                while !isFree(view) { view += "X" }
            }
            screens[index].view = view
            used.append(view)
        }
        // Some views are built with arguments: params and literals, not every param.
        for index in screens.indices where !screens[index].isAlert && random.chance(0.12) {
            screens[index].viewArguments = viewArguments(for: index)
        }
    }

    mutating func chooseFiles() {
        files.append(File(path: "app.yaml", namespace: nil))
        if random.chance(0.3) { files.append(File(path: "more/extra.yml", namespace: nil)) }
        if random.chance(0.05) { files.append(File(path: "more/notes.yaml", namespace: nil)) }  // may stay empty
        // Split into modules (decided by the seed alone, as `generate` is): most features get a
        // module of their own, whose folder holds their files; the rest stay in the graph's.
        let splits = Self.splitsIntoModules(seed: seed) && !features.isEmpty
        if splits {
            routesModule = routeName + "Routes"
            // The stubs declare the app's types in the routes module, where they shadow the
            // harness's `Models` (`Page`, `Contact`); in the other modules both are imports, and
            // an import shadows no other. So a split graph leaves `Models` to the stubs, which
            // then declare its names too (`Models.Page` as a type nested in `enum Models`).
            imports.removeAll { $0 == "Models" }
            importsModels = false
        }
        for (index, feature) in features.enumerated() {
            let stem = feature.name
            var folder = "features/"
            if splits, modules.isEmpty || random.chance(0.7) {
                let module = Self.moduleName(of: stem)
                modules.append(module)
                folder = module + "/"
            }
            let module = folder == "features/" ? nil : modules.last
            features[index].files.append(files.count)
            files.append(File(path: "\(folder)\(stem).yaml", namespace: index, module: module))
            if random.chance(0.3) {
                features[index].files.append(files.count)
                files.append(File(path: "\(folder)\(stem)/part2.yml", namespace: index, module: module))
            }
        }
        for index in screens.indices {
            let candidates = files.indices.filter { files[$0].namespace == screens[index].namespace }
            screens[index].file = random.pick(candidates)
        }
        for index in sets.indices {
            let candidates = files.indices.filter { files[$0].namespace == sets[index].namespace }
            sets[index].file = random.pick(candidates)
        }
        // `graph:` usually in app.yaml; sometimes in a feature file (roots then resolve there first).
        var graphFile = random.chance(0.75) ? 0 : random.int(below: files.count)
        // From a feature file, a bare root name finds the feature's screen first: a top-level
        // root shadowed there cannot be named, so `graph:` goes to app.yaml.
        if let feature = files[graphFile].namespace,
            roots.contains(where: { root in
                screens[root].namespace == nil
                    && screens.contains {
                        $0.namespace == feature && $0.caseName == screens[root].caseName && !$0.dropped
                    }
            })
        {
            graphFile = 0
        }
        // The graph file is the graph's own folder's, never a module's.
        if files[graphFile].module != nil { graphFile = 0 }
        files[graphFile].hasGraph = true
        if routesModule != nil, access == "internal" { access = random.chance(0.5) ? "public" : nil }
    }

    /// Whether the graph is split into modules (when it has features): one seed in five.
    static func splitsIntoModules(seed: UInt64) -> Bool { seed % 5 == 2 }

    /// The runtime's type names among those the generator writes as app types.
    static let runtimeTypeNames: Set<String> = ["Move", "Navigator"]

    /// A feature's module: its name in upper camel case, `Module` after it (`chat-list` →
    /// `ChatListModule`), so it names no generated type.
    static func moduleName(of feature: String) -> String {
        let words = feature.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber ?? true { name = "M" + name }
        return name + "Module"
    }

    // MARK: Writing
}
