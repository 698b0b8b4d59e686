@_spi(Generated) import ScreenNavigation
import Testing

// A hand-written graph shaped like the generator's output: a top-level route enum with a
// nested feature enum (`Route.animal(AnimalRoute)`), a screen enum whose raw values are the
// format's qualified names, and a caseless graph enum with two roots (tabs).
//
//   home ─push→ animal.list ─push→ animal.detail ─sheet→ animal.editor ─push→ animal.photo
//   home ─cover→ signIn ─push→ about            animal.detail ─alert→ deleteAlert
//   settings ─push/sheet→ about                 animal.photo  ─alert→ deleteAlert
//   animal.detail, animal.editor ─replace→ conversation ─push→ about
//   animal.editor ─sheet/cover→ signIn          deleteAlert buttons: delete/cancel report,
//                                               edit → editor (sheet), chat → conversation (replace),
//                                               broken → about (push, deliberately undeclared),
//                                               toList/again pop back, close/closeThenChat dismiss

enum AnimalRoute: Hashable, Sendable, Codable {
    case list
    case detail(name: String)
    case editor(name: String)
    case photo(name: String)
}

enum TestRoute: Hashable, Sendable, Codable {
    case home
    case settings
    case about
    case signIn
    case conversation(with: String)
    case deleteAlert(animal: String)
    case animal(AnimalRoute)
}

enum TestScreen: String, Hashable, Sendable, CaseIterable {
    case home
    case settings
    case about
    case signIn
    case conversation
    case deleteAlert
    case animalList = "animal.list"
    case animalDetail = "animal.detail"
    case animalEditor = "animal.editor"
    case animalPhoto = "animal.photo"
}

enum TestGraph: NavigationGraphWithDefaultRoots {
    typealias Route = TestRoute
    typealias Screen = TestScreen

    static let rootScreens: [TestScreen] = [.home, .settings]
    static let roots: [TestRoute] = [.home, .settings]

    static func screen(of route: TestRoute) -> TestScreen {
        switch route {
        case .home: .home
        case .settings: .settings
        case .about: .about
        case .signIn: .signIn
        case .conversation: .conversation
        case .deleteAlert: .deleteAlert
        case .animal(.list): .animalList
        case .animal(.detail): .animalDetail
        case .animal(.editor): .animalEditor
        case .animal(.photo): .animalPhoto
        }
    }

    static let transitions: TransitionTable<TestScreen> = [
        LegalTransition(from: .home, to: .animalList, style: .push),
        LegalTransition(from: .animalList, to: .animalDetail, style: .push),
        LegalTransition(from: .animalDetail, to: .animalEditor, style: .sheet),
        LegalTransition(from: .animalEditor, to: .animalPhoto, style: .push),
        LegalTransition(from: .animalEditor, to: .signIn, style: .cover),
        LegalTransition(from: .animalEditor, to: .signIn, style: .sheet),  // jump picks sheet over cover
        LegalTransition(from: .home, to: .signIn, style: .cover),
        LegalTransition(from: .signIn, to: .about, style: .push),
        LegalTransition(from: .settings, to: .about, style: .push),
        LegalTransition(from: .settings, to: .about, style: .sheet),  // two styles: jump picks push
        LegalTransition(from: .animalDetail, to: .conversation, style: .replace),
        LegalTransition(from: .animalEditor, to: .conversation, style: .replace),
        LegalTransition(from: .conversation, to: .about, style: .push),
        LegalTransition(from: .animalDetail, to: .deleteAlert, style: .alert),
        LegalTransition(from: .animalPhoto, to: .deleteAlert, style: .alert),
        // The alert's navigating buttons.
        LegalTransition(from: .deleteAlert, to: .animalEditor, style: .sheet),
        LegalTransition(from: .deleteAlert, to: .conversation, style: .replace),
    ]

    static func isAlert(_ screen: TestScreen) -> Bool { screen == .deleteAlert }

    static func alert(for route: TestRoute) -> Navigation.AlertContent<TestRoute>? {
        guard case .deleteAlert(let animal) = route else { return nil }
        return Navigation.AlertContent(
            title: "Delete \(animal)?",
            message: "This cannot be undone.",
            buttons: [
                Navigation.AlertButton(id: "delete", title: "Delete", role: .destructive, action: .report),
                Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                Navigation.AlertButton(
                    id: "edit", title: "Edit instead", role: nil,
                    action: .navigate(to: .animal(.editor(name: animal)), style: .sheet)),
                Navigation.AlertButton(
                    id: "chat", title: "Ask the keeper", role: nil,
                    action: .navigate(to: .conversation(with: "keeper"), style: .replace)),
                Navigation.AlertButton(
                    id: "broken", title: "Undeclared", role: nil,
                    action: .navigate(to: .about, style: .push)),
                // Back moves (`pop-to`, `dismiss`), made from the screen beneath the alert.
                Navigation.AlertButton(
                    id: "toList", title: "All animals", role: nil,
                    action: .goBack(Navigation.AlertButtonBack(popTo: "animal.list"))),
                Navigation.AlertButton(
                    id: "again", title: "Start over", role: nil,
                    action: .goBack(
                        Navigation.AlertButtonBack(popTo: "animal.list", then: .animal(.detail(name: animal))))),
                Navigation.AlertButton(
                    id: "close", title: "Close", role: nil,
                    action: .goBack(Navigation.AlertButtonBack(dismissingThen: nil))),
                Navigation.AlertButton(
                    id: "closeThenChat", title: "Close and chat", role: nil,
                    action: .goBack(
                        Navigation.AlertButtonBack(dismissingThen: .conversation(with: "keeper"), style: .replace))),
                Navigation.AlertButton(
                    id: "toSettings", title: "Settings", role: nil,
                    action: .goBack(Navigation.AlertButtonBack(popTo: "settings"))),
            ])
    }

    static func title(for route: TestRoute) -> String? {
        switch route {
        case .home: "Home"
        case .animal(.detail(let name)): name
        default: nil
        }
    }

    /// `finishes: animal.editor` on the photo (#38, flow results): pushed inside the editor's
    /// sheet, it may end the editor's flow with the editor's result.
    static func finishesFlow(_ root: TestScreen, from screen: TestScreen) -> Bool {
        root == .animalEditor && screen == .animalPhoto
    }
}

// MARK: Fixtures

typealias State = NavigationState<TestGraph>
typealias Stack = RouteStack<TestGraph>
typealias Entry = RouteEntry<TestRoute>
typealias Failure = NavigationError<TestGraph>

extension TestRoute {
    static let list = TestRoute.animal(.list)
    static let lion = TestRoute.animal(.detail(name: "lion"))
    static let lionEditor = TestRoute.animal(.editor(name: "lion"))
    static let lionPhoto = TestRoute.animal(.photo(name: "lion"))
    static let lionAlert = TestRoute.deleteAlert(animal: "lion")
    static let keeper = TestRoute.conversation(with: "keeper")
}

/// One route per screen, for table-driven tests.
func sampleRoute(for screen: TestScreen) -> TestRoute {
    switch screen {
    case .home: .home
    case .settings: .settings
    case .about: .about
    case .signIn: .signIn
    case .conversation: .keeper
    case .deleteAlert: .lionAlert
    case .animalList: .list
    case .animalDetail: .lion
    case .animalEditor: .lionEditor
    case .animalPhoto: .lionPhoto
    }
}

/// A legal stack with `screen` on top, as (root index, entries) — written out by hand so the
/// table-driven tests do not depend on the code under test to find paths.
func pathTo(_ screen: TestScreen) -> (rootIndex: Int, entries: [Entry]) {
    let toDetail = [Entry(.list, style: .push), Entry(.lion, style: .push)]
    let toEditor = toDetail + [Entry(.lionEditor, style: .sheet)]
    switch screen {
    case .home: return (0, [])
    case .settings: return (1, [])
    case .animalList: return (0, [Entry(.list, style: .push)])
    case .animalDetail: return (0, toDetail)
    case .animalEditor: return (0, toEditor)
    case .animalPhoto: return (0, toEditor + [Entry(.lionPhoto, style: .push)])
    case .signIn: return (0, [Entry(.signIn, style: .cover)])
    case .about: return (1, [Entry(.about, style: .push)])
    case .conversation: return (0, [Entry(.keeper, style: .replace)])
    case .deleteAlert: return (0, toDetail + [Entry(.lionAlert, style: .alert)])
    }
}

/// A state with the "lion editor" stack on root 0 and `about` on root 1, root 0 selected:
/// non-trivial, so "unchanged" comparisons mean something.
@MainActor
func busyState() throws -> State {
    let state = State()
    try state.containers.setStack(pathTo(.animalPhoto).entries, forRootAt: 0)
    try state.containers.setStack(pathTo(.about).entries, forRootAt: 1)
    return state
}

/// Runs `body`, expects exactly `expected` to be thrown, and expects `state` (all stacks and
/// the selection) to be exactly as before.
@MainActor
func expectRefused(
    _ state: State,
    _ expected: Failure,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    let stacks = state.stacks
    let selection = state.selectedRootIndex
    #expect(throws: expected, sourceLocation: sourceLocation) { try body() }
    #expect(state.stacks == stacks, "stacks changed by a refused call", sourceLocation: sourceLocation)
    #expect(state.selectedRootIndex == selection, "selection changed by a refused call", sourceLocation: sourceLocation)
}
