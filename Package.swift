// swift-tools-version: 6.1
import PackageDescription

/// Example targets whose routes come only from the build plugin, compiled and driven by
/// GeneratedCodeTests: one per reference design under `Examples/` (and Recipes, a whole app), the root `screens/` graph
/// (ChatApp) and EdgeCases (keywords and hostile strings), both under Tests/GeneratedExamples.
let pluginExamples: [(name: String, path: String)] = [
    ("BetterNavigation", "Examples/BetterNavigation"),
    ("NavTest", "Examples/NavTest"),
    ("Navigator", "Examples/Navigator"),
    ("MultiNav", "Examples/MultiNav"),
    ("NavigationSample", "Examples/NavigationSample"),
    ("Recipes", "Examples/Recipes"),
    ("ChatApp", "Tests/GeneratedExamples/ChatApp"),
    ("EdgeCases", "Tests/GeneratedExamples/EdgeCases"),
    ("DeepLinkCases", "Tests/GeneratedExamples/DeepLinkCases"),
    ("FlowCases", "Tests/GeneratedExamples/FlowCases"),
    ("SplitCases", "Tests/GeneratedExamples/SplitCases"),
    ("VaultCases", "Tests/GeneratedExamples/VaultCases"),
]

/// A graph split into modules, built by the plugin as an app split into packages builds it:
/// ShopRoutes holds the graph (`screens/`, with a folder per module) and gets the routes; each
/// module target gets its screens' moves; ShopApp gets the views.
/// ShopCatalog and ShopCart move into each other without importing each other.
let modularExample: [Target] = {
    let path = "Tests/GeneratedExamples/Modular/"
    let runtime: Target.Dependency = "ScreenNavigation"
    let plugin: [Target.PluginUsage] = [.plugin(name: "ScreengenBuildPlugin")]
    return [
        .target(name: "ShopModels", path: path + "ShopModels"),
        .target(name: "ShopRoutes", dependencies: [runtime, "ShopModels"], path: path + "ShopRoutes", plugins: plugin),
        .target(name: "ShopCatalog", dependencies: [runtime, "ShopModels", "ShopRoutes"], path: path + "ShopCatalog", plugins: plugin),
        .target(name: "ShopCart", dependencies: [runtime, "ShopModels", "ShopRoutes"], path: path + "ShopCart", plugins: plugin),
        .target(
            name: "ShopApp", dependencies: [runtime, "ShopRoutes", "ShopCatalog", "ShopCart"], path: path + "ShopApp",
            plugins: plugin),
    ]
}()

let package = Package(
    name: "screengen",
    // The runtime is @Observable (Observation) and its SwiftUI host uses NavigationStack.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "screengen", targets: ["screengen"]),
        // The supported library: the runtime the generated code uses. The tool's modules
        // (ScreenGenCore, ScreenGenYAML, ScreenGenDiagnostics) are internal: targets only.
        .library(name: "ScreenNavigation", targets: ["ScreenNavigation"]),
        .plugin(name: "ScreengenBuildPlugin", targets: ["ScreengenBuildPlugin"]),
        .plugin(name: "ScreengenCommandPlugin", targets: ["ScreengenCommandPlugin"]),
        .plugin(name: "ScreengenGeneratePlugin", targets: ["ScreengenGeneratePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml, linked from the system (pkg-config yaml-0.1).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The C library's allocator settings (`mallopt`): headers only, nothing to link.
        .systemLibrary(name: "CAllocator"),
        // Diagnostics as values: locations, severities, rule names, the swiftc-style format.
        .target(name: "ScreenGenDiagnostics"),
        // load: libyaml events -> a node tree where every node knows file, line and column.
        .target(name: "ScreenGenYAML", dependencies: ["CYAML", "ScreenGenDiagnostics"]),
        // decode -> resolve -> validate -> emit: pure, in memory, usable as a library.
        .target(name: "ScreenGenCore", dependencies: ["ScreenGenYAML", "ScreenGenDiagnostics"]),
        // The command-line edge: file I/O, argument parsing, exit codes.
        .executableTarget(
            name: "screengen",
            dependencies: [
                "CAllocator",
                "ScreenGenCore",
                "ScreenGenDiagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Developer tools, not a product: seeded random graphs and support stubs for
        // Scripts/compile-graphs.sh (every accepted graph's generated code must compile).
        .executableTarget(
            name: "screengen-dev",
            dependencies: [
                "ScreenGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ScreenGenDevTools"
        ),
        // The runtime the generated code imports: navigation state that rejects illegal moves.
        .target(name: "ScreenNavigation"),

        // Runs screengen on a target's screens/ folder during the build.
        .plugin(name: "ScreengenBuildPlugin", capability: .buildTool(), dependencies: ["screengen"]),
        // `swift package screengen lint [--strict]`: needs no permissions.
        .plugin(
            name: "ScreengenCommandPlugin",
            capability: .command(intent: .custom(verb: "screengen", description: "Lint the screen graphs of the package's targets")),
            dependencies: ["screengen"]
        ),
        // `swift package --allow-writing-to-package-directory screengen-generate`.
        .plugin(
            name: "ScreengenGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "screengen-generate", description: "Write each target's generated navigation code into the package"),
                permissions: [.writeToPackageDirectory(reason: "it writes <target>/Generated/Screens.generated.swift")]
            ),
            dependencies: ["screengen"]
        ),

        .testTarget(name: "ScreenGenYAMLTests", dependencies: ["ScreenGenYAML"]),
        .testTarget(name: "ScreenNavigationTests", dependencies: ["ScreenNavigation"]),
        // Rules, names, escaping, and reference files of generated code compared byte for byte.
        .testTarget(name: "ScreenGenCoreTests", dependencies: ["ScreenGenCore"]),
        // The command line end to end: runs the built tool (the dependency makes sure it is built).
        .testTarget(name: "ScreenGenCLITests", dependencies: ["screengen"]),
        // The plugin-generated code of every example, driven through the runtime; with the tool's
        // core, to check navigation records against the graphs they were written from.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["ScreenNavigation", "ShopModels", "ShopRoutes", "ShopCatalog", "ShopCart", "ShopApp", "ScreenGenCore"]
                + pluginExamples.map { Target.Dependency(stringLiteral: $0.name) }
        ),
        // A real app's navigation (IceCubesApp, 111 screens), routes from the build plugin;
        // research/ holds the inventory and the draft graph it was written from.
        .target(
            name: "IceCubes",
            dependencies: ["ScreenNavigation"],
            path: "Examples/IceCubes",
            exclude: ["research", "README.md"],
            plugins: [.plugin(name: "ScreengenBuildPlugin")]
        ),
        // Its typical journeys, driven through the generated code and the runtime.
        // Its navigation record (SCREENGEN_COVERAGE_RECORD) is checked with the tool's core in CI.
        .testTarget(name: "IceCubesTests", dependencies: ["IceCubes", "ScreenNavigation", "ScreenGenCore"]),
        // A second real app, from another domain (Swiftfin, a Jellyfin media client, 143 screens),
        // routes from the build plugin; research/ holds the inventory it was written from.
        .target(
            name: "Swiftfin",
            dependencies: ["ScreenNavigation"],
            path: "Examples/Swiftfin",
            exclude: ["research", "README.md"],
            plugins: [.plugin(name: "ScreengenBuildPlugin")]
        ),
        // Its typical journeys, driven through the generated code and the runtime.
        .testTarget(name: "SwiftfinTests", dependencies: ["Swiftfin", "ScreenNavigation", "ScreenGenCore"]),
    ] + modularExample + pluginExamples.map { example in
        .target(
            name: example.name,
            dependencies: ["ScreenNavigation"],
            path: example.path,
            plugins: [.plugin(name: "ScreengenBuildPlugin")]
        )
    },
    swiftLanguageModes: [.v6]
)
