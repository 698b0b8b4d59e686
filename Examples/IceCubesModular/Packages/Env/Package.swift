// swift-tools-version: 6.1
// Env: the routes module of the graph (Packages/Env in IceCubesApp, whose Router.swift holds the
// app's destination enums). Sources/Env/screens/ is the graph's folder: app.yaml, settings.yaml,
// and a symbolic link per feature module to that module's own screens/ in its package. The
// build plugin gives this target every route enum, the graph as data and the transition sets.
import Foundation
import PackageDescription

/// The screengen repository (five folders up), named as SwiftPM names a path dependency: by its
/// folder's name, whatever the clone is called.
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let screengen = repository.lastPathComponent.lowercased()

let package = Package(
    name: "Env",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Env", targets: ["Env"])],
    dependencies: [
        .package(path: repository.path),
        .package(path: "../Models"),
    ],
    targets: [
        .target(
            name: "Env",
            dependencies: [
                .product(name: "ScreenNavigation", package: screengen),
                .product(name: "Models", package: "Models"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: screengen)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
