/// Which part of a graph split into modules (`graph.module`, `graph.modules`) to generate: each
/// module's target builds its own part, and together they are the whole graph's code.
public enum OutputPart: Hashable, Sendable {
    /// Everything, for one module: the only part of a graph that is not split.
    case whole
    /// The graph's own module (`graph.module`): the routes, screen identities, the graph as data,
    /// transition sets, alert content, deep links and guards, which every other module imports,
    /// and the moves of the screens declared in the graph's own folder.
    case routes
    /// The directions (and routers) of the screens declared in module `name`'s folder.
    case module(String)
    /// What needs every module's views: the route-to-view switch and the SwiftUI conveniences.
    /// Nothing else: the app imports SwiftUI and every module, where an app type named like one
    /// of SwiftUI's (`Label`) would be ambiguous in a move's signature.
    case app

    /// The part of module `name` whose target holds the graph's folder: the whole graph when it
    /// is not split into modules, its routes when `name` is its `graph.module` (settled before
    /// anything is emitted; emission treats it as the whole graph).
    case ownFolder(ofModule: String)

    /// `routes`, `app`, or a module's name, as `--part` takes it.
    public init(argument: String) {
        switch argument {
        case "routes": self = .routes
        case "app": self = .app
        case "whole": self = .whole
        default: self = .module(argument)
        }
    }
}

extension EmissionPlan {
    /// Whether the part writes the routes' side: everything but moves and views.
    var writesRoutes: Bool {
        switch part {
        case .whole, .routes, .ownFolder: true
        case .module, .app: false
        }
    }

    /// Whether the part writes the moves (directions, routers) of the screens of input `file`.
    func writesMoves(ofFile file: Int) -> Bool {
        switch part {
        case .whole, .ownFolder: true
        case .routes: moduleName(ofFile: file) == nil
        case .module(let name): moduleName(ofFile: file) == name
        case .app: false
        }
    }

    /// Whether the part writes the route-to-view switch and the SwiftUI conveniences.
    var writesViews: Bool {
        switch part {
        case .whole, .app, .ownFolder: true
        case .routes, .module: false
        }
    }

    /// The module whose folder holds input `file`; nil for the graph's own folder.
    func moduleName(ofFile file: Int) -> String? {
        guard let layout = graph.moduleLayout, file < layout.fileModules.count, let module = layout.fileModules[file]
        else {
            return nil
        }
        return layout.modules[module]
    }

    /// The split output's files this part has, by index into `SwiftFileEmitter.fileNames` (0 is
    /// the graph-wide file): all for the routes or the whole graph, a module's own files, or the
    /// graph-wide file alone for the app, which holds every feature's view.
    static func fileIndices(_ graph: ScreenGraph, part: OutputPart) -> [Int] {
        switch part {
        case .whole, .routes, .ownFolder:
            return Array(0...graph.inputFiles.count)
        case .app:
            return [0]
        case .module(let name):
            guard let layout = graph.moduleLayout, let module = layout.modules.firstIndex(of: name) else { return [] }
            return layout.fileModules.indices.filter { layout.fileModules[$0] == module }.map { $0 + 1 }
        }
    }

    /// The modules a part's files import besides the graph's `imports`: the graph's own module,
    /// and for the app every module (the views it builds are theirs).
    var partImports: [String] {
        guard let layout = graph.moduleLayout else { return [] }
        switch part {
        case .whole, .routes, .ownFolder: return []
        case .module: return [layout.routesModule]
        case .app: return [layout.routesModule] + layout.modules
        }
    }
}
