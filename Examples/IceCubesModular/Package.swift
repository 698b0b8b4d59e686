// swift-tools-version: 6.1
// IceCubes split as the real app is: a package per feature under Packages/, the destinations in
// the low Env package (the graph's routes module), the models below it, and the app target,
// which composes them. Each target applies ScreengenBuildPlugin, which gives it its part of the
// one graph in Packages/Env/Sources/Env/screens/.
import Foundation
import PackageDescription

/// The screengen repository (three folders up), named as SwiftPM names a path dependency: by its
/// folder's name, lower-cased, whatever the clone is called.
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screengen = repository.lastPathComponent.lowercased()

/// The feature packages, each a library of the same name (Packages/<name>).
let features = ["Account", "Timeline", "StatusKit", "Explore", "Lists", "Notifications", "Conversations", "MediaUI"]

let modules: [Target.Dependency] = [
    .product(name: "ScreenNavigation", package: screengen),
    .product(name: "Models", package: "Models"),
    .product(name: "Env", package: "Env"),
] + features.map { .product(name: $0, package: $0) }

let package = Package(
    name: "IceCubesModular",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "IceCubesApp", targets: ["IceCubesApp"])],
    dependencies: [
        .package(path: repository.path),
        .package(path: "Packages/Models"),
        .package(path: "Packages/Env"),
    ] + features.map { .package(path: "Packages/" + $0) },
    targets: [
        // The app: the route-to-view switch over every module's views, and the moves of the
        // screens of the graph's own folder (the tabs, the account switcher, settings).
        .target(
            name: "IceCubesApp",
            dependencies: modules,
            path: "Sources/IceCubesApp",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: screengen)]
        ),
        // The journeys of Tests/IceCubesTests, through the app's and the features' moves.
        .testTarget(
            name: "IceCubesModularTests",
            dependencies: [.target(name: "IceCubesApp")] + modules,
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
