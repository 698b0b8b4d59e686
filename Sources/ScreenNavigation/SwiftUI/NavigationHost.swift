#if canImport(SwiftUI)
import SwiftUI

/// Shows one root's stack of a `NavigationState`: a `NavigationStack(path:)` for the root and
/// its pushes, sheets and full-screen covers (sheets on macOS, which has no covers) with their
/// own stacks, and alerts with their buttons. `destination` builds a screen's view from its
/// route — the generated `<Route>View` — and every screen gets the `navigate` action, the state
/// (`@Environment(NavigationState<Graph>.self)`) and its entry for view models.
///
/// What the system changes flows back into the state, always into this host's own stack (root
/// `rootIndex`), never into whichever stack is selected: a back swipe pops it, a push made by a
/// `NavigationLink(value: Navigation.PathElement(pushing: route))` is checked like any other move
/// and pushed on it, a button tap on its alert taps that alert. A sheet or cover swiped down or an
/// alert closed by the system pops it off this stack while the stack is selected; when it is not
/// (in `NavigationTabs`, the state selected another tab and SwiftUI took the old tab's modal
/// away), the state keeps it, and it shows again when the tab does. A report about a layer the
/// state has already popped or replaced is ignored. Every screen has its own entry, even when the
/// same route stands twice in one stack.
@MainActor
public struct NavigationHost<Graph: NavigationGraph, Destination: View>: View {
    private let state: NavigationState<Graph>
    private let rootIndex: Int
    private let destination: (Graph.Route) -> Destination
    private let drawsAppLayers: Bool

    /// Shows the stack of root `rootIndex`, and the app-wide layers over it (`graph.layers:`).
    /// - Parameters:
    ///   - state: the navigation state shown.
    ///   - rootIndex: the index of the root whose stack is shown.
    ///   - destination: the view of a route (the generated `<Route>View`).
    public init(
        _ state: NavigationState<Graph>, rootAt rootIndex: Int = 0,
        @ViewBuilder destination: @escaping (Graph.Route) -> Destination
    ) {
        self.init(state, rootAt: rootIndex, drawsAppLayers: true, destination: destination)
    }

    /// One tab of `NavigationTabs`, which draws the app-wide layers over all of them.
    init(
        _ state: NavigationState<Graph>, rootAt rootIndex: Int, drawsAppLayers: Bool,
        @ViewBuilder destination: @escaping (Graph.Route) -> Destination
    ) {
        self.state = state
        self.rootIndex = rootIndex
        self.destination = destination
        self.drawsAppLayers = drawsAppLayers
    }

    public var body: some View {
        if drawsAppLayers {
            AppLayersView(state: state, destination: destination) {
                NavigationLayerView(state: state, rootIndex: rootIndex, layerIndex: 0, destination: destination)
            }
            .environment(\.navigate, Navigation.AnyNavigateAction(state))
            .environment(state)
        } else {
            NavigationLayerView(state: state, rootIndex: rootIndex, layerIndex: 0, destination: destination)
                .environment(\.navigate, Navigation.AnyNavigateAction(state))
                .environment(state)
        }
    }
}

/// Several roots as tabs: one `NavigationHost` per root, the selection bound to
/// `selectedRootIndex`; `label` draws each tab from its root route. A tab the user selects is
/// selected in the state; each tab's changes flow back into its own stack (see `NavigationHost`).
@MainActor
public struct NavigationTabs<Graph: NavigationGraph, Destination: View, Label: View>: View {
    private let state: NavigationState<Graph>
    private let destination: (Graph.Route) -> Destination
    private let label: (Graph.Route) -> Label

    /// One tab per root of `state`.
    /// - Parameters:
    ///   - state: the navigation state shown.
    ///   - destination: the view of a route (the generated `<Route>View`).
    ///   - label: the tab item of a root's route.
    public init(
        _ state: NavigationState<Graph>,
        @ViewBuilder destination: @escaping (Graph.Route) -> Destination,
        @ViewBuilder label: @escaping (Graph.Route) -> Label
    ) {
        self.state = state
        self.destination = destination
        self.label = label
    }

    public var body: some View {
        let state = state
        // `Binding(get:set:)` takes `@Sendable` closures (`@isolated(any)`); they touch the
        // main-actor state, so they are main-actor closures (as are the layer bindings below).
        let selection = Binding(
            get: { @MainActor in state.selectedRootIndex },
            set: { @MainActor in state.hostReported(.rootSelected($0)) }
        )
        AppLayersView(state: state, destination: destination) {
            TabView(selection: selection) {
                ForEach(0..<state.stacks.count, id: \.self) { index in
                    NavigationHost(state, rootAt: index, drawsAppLayers: false, destination: destination)
                        .tabItem { label(state.stacks[index].root) }
                        .tag(index)
                }
            }
        }
        .environment(\.navigate, Navigation.AnyNavigateAction(state))
        .environment(state)
    }
}

/// Identifies the modal layer a `.sheet`/`.fullScreenCover` shows.
struct PresentedLayer: Identifiable, Hashable {
    let id: Int
}

/// One presentation layer (see `Navigation.StackLayer`) and, recursively, the layers it presents.
@MainActor
struct NavigationLayerView<Graph: NavigationGraph, Destination: View>: View {
    let state: NavigationState<Graph>
    let rootIndex: Int
    let layerIndex: Int
    let destination: (Graph.Route) -> Destination
    /// Where screens that declare `navigation-transition: zoom` zoom in from, if the app set it.
    @Environment(\.navigationZoomNamespace) private var zoomNamespace

    private var layers: [Navigation.StackLayer<Graph.Route>] {
        let all = state.allStacks
        return all.indices.contains(rootIndex) ? all[rootIndex].layers : []
    }

    /// Whether this is a root's stack under an app-wide layer: its modals and alerts wait
    /// beneath (SwiftUI presents one thing at a time), unchanged in the state.
    private var covered: Bool { rootIndex < state.rootCount && state.coversRoots }

    var body: some View {
        let layers = layers
        if layers.indices.contains(layerIndex) {
            let layer = layers[layerIndex]
            // #36: a split root's columns, or the stack (SwiftUI/SplitColumnsView.swift).
            splitOrStack(layer)
                .sheet(item: modalBinding(.sheet)) { presented in
                    presentedLayer(presented)
                }
                #if os(macOS)
            .sheet(item: modalBinding(.cover)) { presented in
                presentedLayer(presented)
            }
                #else
            .fullScreenCover(item: modalBinding(.cover)) { presented in
                presentedLayer(presented)
            }
                #endif
                .alert(
                    alertContent(layer, .alert)?.title ?? "",
                    isPresented: alertBinding(layer, .alert),
                    presenting: alertContent(layer, .alert),
                    actions: { buttons($0, over: layer) },
                    message: message
                )
                .confirmationDialog(
                    alertContent(layer, .confirmationDialog)?.title ?? "",
                    isPresented: alertBinding(layer, .confirmationDialog),
                    titleVisibility: .visible,
                    presenting: alertContent(layer, .confirmationDialog),
                    actions: { buttons($0, over: layer) },
                    message: message
                )
        }
    }

    /// Layer `layer` as one `NavigationStack`: its base and its pushes.
    func stackView(_ layer: Navigation.StackLayer<Graph.Route>) -> some View {
        NavigationStack(path: pathBinding(layer)) {
            screen(layer.base, position: layer.baseEntryIndex.map { $0 + 1 } ?? 0)
                .navigationDestination(for: Navigation.PathElement<Graph.Route>.self) { element in
                    // Every element carries its own position: equal routes stay distinct.
                    screen(
                        element.route, position: element.position ?? layer.pathStartIndex + layer.path.count + 1
                    )
                }
        }
    }

    /// The modal layer `presented`, with what the graph says about presenting its screen (its
    /// sheet's `detents:`, `dismiss-by-swipe:`).
    private func presentedLayer(_ presented: PresentedLayer) -> some View {
        let layers = layers
        let layer = layers.indices.contains(presented.id) ? layers[presented.id] : nil
        return NavigationLayerView(
            state: state, rootIndex: rootIndex, layerIndex: presented.id, destination: destination
        )
        .presentationDetails(
            layer.flatMap { Graph.presentationDetails(of: $0) }, sheet: layer?.presentation == .sheet)
    }

    /// A screen with what its subviews need: its title, and its entry for view models. An entry
    /// the user cannot pop (`RouteEntry.hidesBack`) shows no back button; a screen that declares
    /// `navigation-transition: zoom` zooms in from its source.
    func screen(_ route: Graph.Route, position: Int) -> some View {
        let entries = state.stacks[rootIndex].entries
        let hidesBack = position > 0 && entries.indices.contains(position - 1) && entries[position - 1].hidesBack
        return destination(route)
            .zoomingIn(from: route, zooms: Graph.zoomsFromSource(route), in: zoomNamespace)
            .navigationTitle(Graph.title(for: route) ?? "")
            .navigationBarBackButtonHidden(hidesBack)
            .environment(
                \.navigationEntry,
                AnyHashable(NavigationEntryID(stack: rootIndex, position: position, route: route)))
    }

    /// The layer's pushes, each with its own identity (see `Navigation.PathElement`). Changes the
    /// system makes (a back swipe, a `NavigationLink` push) are reported for this stack, checked.
    private func pathBinding(
        _ layer: Navigation.StackLayer<Graph.Route>
    ) -> Binding<[Navigation.PathElement<Graph.Route>]> {
        let state = state
        let rootIndex = rootIndex
        return Binding(
            get: { @MainActor in layer.pathElements },
            set: { @MainActor newPath in state.hostReported(.pathChanged(to: newPath, layer: layer, stack: rootIndex)) }
        )
    }

    /// The next layer when it is presented in `style`; set to nil when the system dismisses it,
    /// which is reported for this stack and that layer as drawn.
    private func modalBinding(_ style: TransitionStyle) -> Binding<PresentedLayer?> {
        let state = state
        let rootIndex = rootIndex
        let next = layerIndex + 1
        let layers = layers
        let covered = covered
        return Binding(
            get: { @MainActor in
                !covered && layers.indices.contains(next) && layers[next].presentation == style
                    ? PresentedLayer(id: next) : nil
            },
            set: { @MainActor presented in
                // SwiftUI only ever sets nil, and only while the getter showed the layer.
                guard presented == nil, layers.indices.contains(next) else { return }
                state.hostReported(.layerDismissed(layers[next], stack: rootIndex))
            }
        )
    }

    /// The layer's alert route's content, when it is presented as `presentation`.
    private func alertContent(_ layer: Navigation.StackLayer<Graph.Route>, _ presentation: Navigation.AlertPresentation)
        -> Navigation.AlertContent<Graph.Route>?
    {
        layer.alert.flatMap { Graph.alert(for: $0) }.flatMap { $0.presentation == presentation ? $0 : nil }
    }

    /// An alert's text fields, then its or a dialog's buttons shown now: each field edits the state's
    /// `alertFieldTexts`, each button taps through the navigation state, on this stack's alert
    /// as `layer` shows it. One `ForEach` over both, as the alert's actions are one list.
    @ViewBuilder
    private func buttons(
        _ content: Navigation.AlertContent<Graph.Route>, over layer: Navigation.StackLayer<Graph.Route>
    ) -> some View {
        let state = state
        let rootIndex = rootIndex
        // Only the buttons whose conditions hold for the alert's route (`requires:`).
        let shown = layer.alert.map { state.shownButtons(ofAlert: $0) } ?? content.buttons
        let controls = content.fields.map(AlertControl.field) + shown.map(AlertControl.button)
        ForEach(controls, id: \.id) { control in
            switch control {
            case .field(let field):
                fieldView(field)
            case .button(let button):
                Button(button.title, role: role(of: button)) {
                    state.hostReported(.alertButtonTapped(id: button.id, over: layer, stack: rootIndex))
                }
            }
        }
    }

    /// A text field of an alert, or a secure one.
    @ViewBuilder
    private func fieldView(_ field: Navigation.AlertField) -> some View {
        let text = fieldText(field)
        if field.isSecure {
            SecureField(LocalizedStringKey(field.title), text: text)
        } else {
            TextField(field.title, text: text)
        }
    }

    /// What field `field` of the presented alert holds, edited through the state (this stack's alert).
    private func fieldText(_ field: Navigation.AlertField) -> Binding<String> {
        let state = state
        let rootIndex = rootIndex
        return Binding(
            get: { @MainActor in state.alertFieldTexts[field.id] ?? "" },
            set: { @MainActor text in try? state.typeIntoAlertField(field.id, text, inStack: rootIndex) })
    }

    /// What an alert's actions list: its text fields, then its buttons.
    private enum AlertControl {
        case field(Navigation.AlertField)
        case button(Navigation.AlertButton<Graph.Route>)

        /// Unique in the list: a field and a button may share an id.
        var id: String {
            switch self {
            case .field(let field): "field " + field.id
            case .button(let button): "button " + button.id
            }
        }
    }

    private func message(_ content: Navigation.AlertContent<Graph.Route>) -> some View {
        Text(content.message ?? "")
    }

    /// Shown while this layer has an alert presented as `presentation`; closed by the system
    /// after a button already handled it (then the report is stale, ignored), or by a dismissal
    /// reported for this stack and this layer as drawn.
    private func alertBinding(_ layer: Navigation.StackLayer<Graph.Route>, _ presentation: Navigation.AlertPresentation)
        -> Binding<
            Bool
        >
    {
        let state = state
        let rootIndex = rootIndex
        let content = alertContent(layer, presentation)
        let covered = covered
        return Binding(
            get: { @MainActor in !covered && layer.alert != nil && content != nil },
            set: { @MainActor shown in
                if !shown {
                    state.hostReported(.alertClosed(over: layer, presentation: presentation, stack: rootIndex))
                }
            }
        )
    }

    private func role(of button: Navigation.AlertButton<Graph.Route>) -> ButtonRole? {
        switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        case nil: nil
        }
    }
}
#endif
