// swift-tools-version: 6.1
// Account: profiles, account lists, metrics and the account sheets (account.yaml).
// Its YAML is Sources/Account/screens/, which the graph's folder in Env links to; the build
// plugin gives the target its screens' moves.
import Foundation
import PackageDescription

/// The screengen repository (five folders up), named as SwiftPM names a path dependency: by its
/// folder's name, whatever the clone is called.
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let screengen = repository.lastPathComponent.lowercased()

let package = Package(
    name: "Account",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Account", targets: ["Account"])],
    dependencies: [
        .package(path: repository.path),
        .package(path: "../Models"),
        .package(path: "../Env"),
    ],
    targets: [
        .target(
            name: "Account",
            dependencies: [
                .product(name: "ScreenNavigation", package: screengen),
                .product(name: "Models", package: "Models"),
                .product(name: "Env", package: "Env"),
            ],
            exclude: ["screens"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: screengen)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
