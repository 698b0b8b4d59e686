// Shared by the tool and the build plugin (symlinked into Sources/ScreenGenCore/Emit and into
// the plugin): the plugin must declare, before the tool runs, exactly the files the tool writes.

/// The names of the generated files when the output is split: one graph-wide file, and one file
/// per YAML input file holding what that file declares (its features' route enums, routers
/// and views, its screens' directions and transitions). Editing one YAML file changes one
/// generated file, unless the edit reaches the graph-wide parts (a screen added or removed).
enum GeneratedFileNames {
    /// The graph-wide file; also the single file's name when the output is not split.
    static let graphWide = "Screens.generated.swift"

    /// One name per input, in the order given. `relativePaths` are the inputs' paths under the
    /// graph's folder (`features/chat.yaml`), or the file's name for a one-file graph.
    ///
    /// `features/chat.yaml` → `Screens.features.chat.generated.swift`. Names keep ASCII letters,
    /// digits, `-` and `_` (anything else becomes `_`), and are unique ignoring case (a second
    /// file mapping to a taken name gets `-2`, `-3`, …): a case-insensitive disk holds them all,
    /// and no two files of a target share a name, which the Swift compiler refuses.
    static func perInput(_ relativePaths: [String]) -> [String] {
        var taken: Set<String> = [graphWide.lowercased()]
        return relativePaths.map { path in
            let stem = self.stem(of: path)
            var name = "Screens.\(stem).generated.swift"
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "Screens.\(stem)-\(suffix).generated.swift"
                suffix += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }

    /// `features/chat.yaml` → `features.chat`.
    private static func stem(of path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if var last = components.popLast() {
            for suffix in [".yaml", ".yml"] where last.lowercased().hasSuffix(suffix) {
                last = String(last.dropLast(suffix.count))
                break
            }
            components.append(last)
        }
        let safe = components.map { component -> String in
            let characters = component.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
                default: "_"
                }
            }
            return characters.isEmpty ? "_" : String(characters)
        }
        return safe.isEmpty ? "_" : safe.joined(separator: ".")
    }

    /// The relative path a display path stands for: `screens/features/chat.yaml` (a folder's
    /// file, named with the folder) → `features/chat.yaml`; `app.screens.yaml` stays.
    static func relativePath(ofDisplayPath displayPath: String) -> String {
        guard let slash = displayPath.firstIndex(of: "/") else { return displayPath }
        return String(displayPath[displayPath.index(after: slash)...])
    }
}
