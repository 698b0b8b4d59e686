// SIGNATURE STAND-IN — not SwiftUI; see View.swift for what this module is and is not.
//
// The app and its window, for the Recipes example's `RecipesApp` (Examples/Recipes) and the
// README quick start's `@main struct MyApp: App`.

// MARK: - App

// Source: https://developer.apple.com/documentation/swiftui/app.md
//   @MainActor @preconcurrency protocol App
// Source: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype.md
//   associatedtype Body : Scene
// Source: https://developer.apple.com/documentation/swiftui/app/body-swift.property.md
//   @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
// Source: https://developer.apple.com/documentation/swiftui/app/init().md
//   @MainActor @preconcurrency init()
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    @MainActor @preconcurrency
    init()
}

// Source: https://developer.apple.com/tutorials/data/documentation/swiftui/app/main().md
//   @MainActor @preconcurrency static func main()
// ("SwiftUI provides a default implementation of the method": what `@main struct MyApp: App`,
// the README quick start's app, calls.)
extension App {
    @MainActor @preconcurrency
    public static func main() { fatalError("SwiftUI signature stand-in: not runnable") }
}

// MARK: - Scene

// Source: https://developer.apple.com/documentation/swiftui/scene.md (via its body's page)
//   @MainActor @preconcurrency protocol Scene
// Source: https://developer.apple.com/documentation/swiftui/scene/body-swift.property.md
//   @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

// Deviation: a scene with no body of its own (WindowGroup) says `Body = Never`, as a primitive
// view does here; Apple's primitive scenes are opaque about it.
extension Never: Scene {}

// Source: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:).md
//   @export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content : Scene
// Deviation: one scene only (`buildBlock(_:)` with a single child, as ViewBuilder has here): the
// checked app has one window group, and fewer build functions can only make the check stricter.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// MARK: - WindowGroup

// Source: https://developer.apple.com/documentation/swiftui/windowgroup.md (via its initializers' pages)
//   nonisolated struct WindowGroup<Content> where Content : View
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    @usableFromInline
    let makeContent: () -> Content

    // Source: https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:).md
    //   @export(implementation) nonisolated init(@ContentBuilder makeContent: @escaping () -> Content)
    @export(implementation)
    nonisolated public init(@ContentBuilder makeContent: @escaping () -> Content) {
        self.makeContent = makeContent
    }

    public typealias Body = Never
    nonisolated public var body: Never { fatalError("SwiftUI signature stand-in: not renderable") }
}
