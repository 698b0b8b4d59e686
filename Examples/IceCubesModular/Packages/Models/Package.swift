// swift-tools-version: 6.1
// Models: the types the routes carry and the enums the graph writes as literals, below every
// other package (Packages/Models in IceCubesApp). It knows nothing of navigation.
import PackageDescription

let package = Package(
    name: "Models",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Models", targets: ["Models"])],
    targets: [
        .target(name: "Models", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    ],
    swiftLanguageModes: [.v6]
)
