import Foundation

// Shared by both plugins (symlinked into each: plugins cannot depend on library targets).

/// Where a target's screen graph lives, and the files the build depends on.
struct ScreenGraphInput {
    /// The one file `screengen-generate` commits under `<target>/Generated/`; the build
    /// plugin's graph-wide file has the same name.
    static let generatedFileName = "Screens.generated.swift"

    /// What `screengen build` is given: the `screens/` folder or the single file.
    var root: URL
    /// Every YAML file of the graph, sorted: the build command's inputs.
    var files: [URL]
    var displayName: String

    static func find(in directory: URL, sourceFiles: [URL]) -> ScreenGraphInput? {
        let screens = directory.appendingPathComponent("screens")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: screens.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let files = yamlFiles(under: screens)
            return files.isEmpty ? nil : ScreenGraphInput(root: screens, files: files, displayName: "screens/")
        }
        let single = sourceFiles.filter { $0.lastPathComponent.hasSuffix(".screens.yaml") }
        guard single.count == 1, let file = single.first else { return nil }
        return ScreenGraphInput(root: file, files: [file], displayName: file.lastPathComponent)
    }

    /// For an Xcode target, which lists its files rather than a folder: the YAML files under
    /// the first folder named `screens` among them, or the target's one `*.screens.yaml`.
    static func find(amongTargetFiles files: [URL]) -> ScreenGraphInput? {
        let yaml = files.filter { ["yaml", "yml"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for file in yaml {
            let components = file.pathComponents
            guard let index = components.dropLast().lastIndex(of: "screens") else { continue }
            let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index])))
            let prefix = root.path + "/"
            return ScreenGraphInput(
                root: root, files: yaml.filter { $0.path.hasPrefix(prefix) }, displayName: "screens/")
        }
        let single = yaml.filter { $0.lastPathComponent.hasSuffix(".screens.yaml") }
        guard single.count == 1, let file = single.first else { return nil }
        return ScreenGraphInput(root: file, files: [file], displayName: file.lastPathComponent)
    }

    /// Each file's path under `root` (`features/chat.yaml`), or its name when the graph is one
    /// file: what the tool names the file's generated file after.
    var relativePaths: [String] {
        files.map { file in
            let prefix = root.path + "/"
            return file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.lastPathComponent
        }
    }

    /// Every YAML file under `directory`, named by paths under `directory` itself even when it
    /// or a folder in it is a symbolic link (the build system knows the target's files by those
    /// paths). Like the tool, links to folders are followed (a module's folder may link to the
    /// module's own package), a link back to a folder that holds it is not, and only entries
    /// that can be read as files count: a dangling link is skipped (the tool warns).
    private static func yamlFiles(under directory: URL) -> [URL] {
        var relativePaths: [String] = []
        collect(under: directory, relative: "", into: &relativePaths)
        return relativePaths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { directory.appendingPathComponent($0) }
    }

    private static func collect(under base: URL, relative: String, into paths: inout [String]) {
        let folder = relative.isEmpty ? base : base.appendingPathComponent(relative)
        let realFolder = folder.resolvingSymlinksInPath().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let entry = relative.isEmpty ? name : relative + "/" + name
            let url = base.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let real = url.resolvingSymlinksInPath().path
                if realFolder == real || realFolder.hasPrefix(real == "/" ? "/" : real + "/") { continue }
                collect(under: base, relative: entry, into: &paths)
            } else {
                let lowered = name.lowercased()
                if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { paths.append(entry) }
            }
        }
    }
}
