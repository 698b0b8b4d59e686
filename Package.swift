// swift-tools-version: 6.1
import PackageDescription

/// Example graphs whose generated code is committed, compiled and tested: `screens/` at the
/// root, one graph per reference design under `Examples/`, and `EdgeCases` (keywords and hostile
/// strings, in Tests/Fixtures/Valid).
let generatedExamples = [
    "ChatApp", "BetterNavigation", "NavTest", "Navigator", "MultiNav", "NavigationSample", "EdgeCases",
]

let package = Package(
    name: "screengen",
    products: [
        .executable(name: "screengen", targets: ["screengen"]),
        .library(name: "ScreenGenCore", targets: ["ScreenGenCore"]),
        .library(name: "ScreenNavigation", targets: ["ScreenNavigation"]),
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
                "ScreenGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The runtime the generated code imports: navigation state that rejects illegal moves.
        .target(name: "ScreenNavigation"),

        .testTarget(name: "ScreenGenYAMLTests", dependencies: ["ScreenGenYAML"]),
        .testTarget(name: "ScreenNavigationTests", dependencies: ["ScreenNavigation"]),
        // Rules, names, escaping, and golden files of generated code compared byte for byte.
        .testTarget(name: "ScreenGenCoreTests", dependencies: ["ScreenGenCore"]),
        // The command line end to end: runs the built tool (the dependency makes sure it is built).
        .testTarget(name: "ScreenGenCLITests", dependencies: ["screengen"]),
        // The golden files compiled as real modules and exercised against the runtime.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["ScreenNavigation"] + generatedExamples.map { Target.Dependency(stringLiteral: $0) }
        ),
    ] + generatedExamples.map { name in
        // Each example's generated file (a golden file) plus the model and view types it names.
        .target(name: name, dependencies: ["ScreenNavigation"], path: "Tests/GeneratedExamples/\(name)")
    },
    swiftLanguageModes: [.v6]
)
