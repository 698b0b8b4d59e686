/// The concerns of a `NavigationState` beyond its core, each a type of its own.
///
/// `NavigationState` keeps a small core: the stacks, the selection, the flow, and the moves. Each
/// other concern is reached through one property of the state and documented on its own type:
///
/// - `state.alerts` (``Navigation/Alerts``): tapping alert and dialog buttons, typing into their fields.
/// - `state.guards` (``Navigation/Guards``): the conditions of `requires:`, the navigation a guard
///   refused, the exit question, `reconcile()`.
/// - `state.links` (``Navigation/Links``): opening deep links, and the one that waits.
/// - `state.layers` (``Navigation/Layers``): the app-wide layers over the roots (`graph.layers:`).
/// - `state.containers` (``Navigation/Containers``): the roots and whole stacks as values: set,
///   jump, save and restore.
/// - `state.results` (``Navigation/Results``): moves whose presenter decides what a result does.
/// - `state.viewModels` (``Navigation/ViewModels``): models owned by the entries of the stacks.
/// - `state.events` (``Navigation/Events``): the stream of navigation events, and the coverage recorder.
///
/// Each is a view onto the state: it holds no state of its own and costs nothing to make, so
/// `state.alerts.tap(.delete)` reads and changes the one state, observed as it is.
///
/// (A namespace, as Combine's `Publishers` is: the concern types are not top-level names.) It
/// also holds the types a concern's API speaks in (``Navigation/AlertButtonTap``,
/// ``Navigation/DeepLinkFailure``, ``Navigation/AppLayer``, ``Navigation/ExitGuard``, ...), so
/// the runtime's top level is the handful of types an app names most: `NavigationState`,
/// `NavigationGraph`, `Navigator`, `Move`, `NavigationHost`, `NavigateAction`.
public enum Navigation {}
