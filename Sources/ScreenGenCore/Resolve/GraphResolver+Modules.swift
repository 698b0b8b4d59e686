import ScreenGenDiagnostics

/// `graph.module` and `graph.modules`: a graph split among Swift modules. The graph's own folder
/// is compiled into `module` (its routes, the graph as data, its screens' moves live there, for
/// every other module to import), and each entry of `modules` is a folder beside the graph file
/// whose YAML files' directions are compiled into the module of that name.
extension GraphResolver {
    mutating func resolveModules(_ settings: GraphSettingsSyntax?, settingsFile: Int?, inputFiles: [String])
        -> ScreenGraph.ModuleLayout?
    {
        guard let settings else { return nil }
        let routesModule = settings.module.flatMap { moduleName($0, what: "'module'") }
        guard let listed = settings.modules else {
            return routesModule.map {
                ScreenGraph.ModuleLayout(routesModule: $0, modules: [], fileModules: inputFiles.map { _ in nil })
            }
        }
        guard let routesModule else {
            if settings.module == nil {
                report(
                    .invalidValue,
                    "'modules' needs 'module': the name of the module this folder is compiled into, which the modules import",
                    at: listed.location)
            }
            return nil
        }
        var modules: [String] = []
        var firstEntry: [String: SourceLocation] = [:]
        for entry in listed.value {
            guard let name = moduleName(entry, what: "'modules'") else { continue }
            if let first = firstEntry[name] {
                report(
                    .duplicateName, "'modules' lists '\(name)' more than once", at: entry.location,
                    notes: [.init("'\(name)' is first listed here", at: first)])
                continue
            }
            if name == routesModule {
                report(
                    .nameCollision,
                    "'modules' lists '\(name)', the graph's own 'module'; the graph's folder is that module, and each entry of 'modules' is another",
                    at: entry.location, notes: [.init("'module' is '\(name)' here", at: settings.module!.location)])
                continue
            }
            firstEntry[name] = entry.location
            modules.append(name)
        }
        // A file belongs to the module whose folder (beside the graph file) holds it.
        let fileModules = inputFiles.map { file -> Int? in
            let relative = Substring(GeneratedFileNames.relativePath(ofDisplayPath: file))
            guard let slash = relative.firstIndex(of: "/") else { return nil }
            return modules.firstIndex(of: String(relative[..<slash]))
        }
        for (index, name) in modules.enumerated() where !fileModules.contains(index) {
            report(
                .invalidValue,
                "module '\(name)' has no YAML file; its files go in the folder '\(name)/' beside the graph file",
                at: firstEntry[name]!)
        }
        if let settingsFile, let module = fileModules[settingsFile] {
            report(
                .invalidValue,
                "'graph:' is in the folder of module '\(modules[module])'; the graph file belongs to the graph's own folder, module '\(routesModule)'",
                at: settings.keyLocation)
        }
        if let access = settings.access, access.value != .public {
            report(
                .invalidValue,
                "a graph split into modules is public: the modules use its routes from module '\(routesModule)'; remove 'access: \(access.value.rawValue)'",
                at: access.location)
        }
        return ScreenGraph.ModuleLayout(routesModule: routesModule, modules: modules, fileModules: fileModules)
    }

    /// A module name: a Swift identifier that is not a keyword.
    private mutating func moduleName(_ name: Located<String>, what: String) -> String? {
        guard Self.isPlainIdentifier(name.value), !SwiftKeywords.isReserved(name.value) else {
            var message =
                "module '\(name.value)' in \(what) is not a valid Swift module name; use ASCII letters, digits and '_', starting with a letter"
            if let suggestion = SwiftIdentifier.upperCamel(name.value)?.name, !SwiftKeywords.isReserved(suggestion) {
                message += ", like '\(suggestion)'"
            }
            report(.invalidIdentifier, message, at: name.location)
            return nil
        }
        return name.value
    }
}
