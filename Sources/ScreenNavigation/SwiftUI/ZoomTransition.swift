#if canImport(SwiftUI)
import SwiftUI

/// The namespace screens zoom in from: set by the app, read by the host.
private struct NavigationZoomNamespaceKey: EnvironmentKey {
    static var defaultValue: Namespace.ID? { nil }
}

extension EnvironmentValues {
    /// The namespace in which the host zooms in a screen that declares `navigation-transition:
    /// zoom`, from the view the app marked with `matchedTransitionSource(id: route, in:
    /// namespace)`, `route` being the route the move enters. Nil (the default): no zoom, the
    /// system's transition. Set it once over the host:
    ///
    ///     @Namespace private var zoom
    ///     NavigationHost(state) { route in AppRouteView(route: route) }
    ///         .environment(\.navigationZoomNamespace, zoom)
    public var navigationZoomNamespace: Namespace.ID? {
        get { self[NavigationZoomNamespaceKey.self] }
        set { self[NavigationZoomNamespaceKey.self] = newValue }
    }
}

/// A screen that zooms in from its source (iOS 18 and later; the system's transition before,
/// and on macOS, which has no zoom).
struct ZoomingScreen<Content: View, SourceID: Hashable>: View {
    let content: Content
    let sourceID: SourceID
    let namespace: Namespace.ID

    var body: AnyView {
        #if !os(macOS)
        if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            return AnyView(content.navigationTransition(.zoom(sourceID: sourceID, in: namespace)))
        }
        #endif
        return AnyView(content)
    }
}

extension View {
    /// This screen, zooming in from the source marked with `route` when it `zooms` and the app
    /// gave a namespace; else as it is (only a zooming screen is wrapped).
    @MainActor @ViewBuilder
    func zoomingIn<Route: Hashable>(from route: Route, zooms: Bool, in namespace: Namespace.ID?) -> some View {
        if zooms, let namespace {
            ZoomingScreen(content: self, sourceID: route, namespace: namespace)
        } else {
            self
        }
    }
}
#endif
