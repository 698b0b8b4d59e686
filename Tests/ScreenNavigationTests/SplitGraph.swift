@_spi(Generated) import ScreenNavigation

// Split views (#36), Element X's and Mail's shapes. Roots: chats (a split of two columns),
// mail (three columns) and settings (one stack). chats ─push→ room(id) ─push→ details
// ─push→ members; chats ─sheet→ compose; room ─alert→ leave. mail ─push→ mailbox(name)
// ─push→ message(id) ─push→ attachment; mailbox ─push→ mailbox (a subfolder); mail ─push→
// message (a flagged message straight from the sidebar). settings ─push→ about. Leaving
// details asks `leave` while `unsaved` holds (an exit guard).
enum SplitRoute: Hashable, Sendable, Codable {
    case chats, details, members, compose, leave, mail, attachment, settings, about
    case room(id: Int)
    case mailbox(name: String)
    case message(id: Int)
}

enum SplitScreen: String, Hashable, Sendable, CaseIterable {
    case chats, room, details, members, compose, leave, mail, mailbox, message, attachment, settings, about
}

enum SplitCondition: Hashable, Sendable {
    case unsaved
}

enum SplitGraph: NavigationGraphWithDefaultRoots {
    static let rootScreens: [SplitScreen] = [.chats, .mail, .settings]
    static let roots: [SplitRoute] = [.chats, .mail, .settings]

    static func screen(of route: SplitRoute) -> SplitScreen {
        switch route {
        case .chats: .chats
        case .details: .details
        case .members: .members
        case .compose: .compose
        case .leave: .leave
        case .mail: .mail
        case .attachment: .attachment
        case .settings: .settings
        case .about: .about
        case .room: .room
        case .mailbox: .mailbox
        case .message: .message
        }
    }

    static let transitions = TransitionTable<SplitScreen>([
        LegalTransition(from: .chats, to: .room, style: .push),
        LegalTransition(from: .chats, to: .compose, style: .sheet),
        LegalTransition(from: .room, to: .details, style: .push),
        LegalTransition(from: .room, to: .leave, style: .alert),
        LegalTransition(from: .details, to: .members, style: .push),
        LegalTransition(from: .mail, to: .mailbox, style: .push),
        LegalTransition(from: .mail, to: .message, style: .push),
        LegalTransition(from: .mailbox, to: .mailbox, style: .push),
        LegalTransition(from: .mailbox, to: .message, style: .push),
        LegalTransition(from: .message, to: .attachment, style: .push),
        LegalTransition(from: .settings, to: .about, style: .push),
    ])

    static func isAlert(_ screen: SplitScreen) -> Bool { screen == .leave }

    static func alert(for route: SplitRoute) -> Navigation.AlertContent<SplitRoute>? {
        guard route == .leave else { return nil }
        return Navigation.AlertContent(
            title: "Leave the room?", message: nil,
            buttons: [
                Navigation.AlertButton(id: "cancel", title: "Cancel", role: .cancel, action: .report),
                Navigation.AlertButton(id: "leave", title: "Leave", role: .destructive, action: .report),
            ])
    }

    static func title(for route: SplitRoute) -> String? { nil }

    static func conditions(for screen: SplitScreen) -> [SplitCondition] { [] }
    static let hasExitGuards = true
    static func exitGuard(for screen: SplitScreen) -> Navigation.ExitGuard<SplitGraph>? {
        screen == .details ? Navigation.ExitGuard(asking: .leave, when: .unsaved) : nil
    }

    static let hasSplits = true
    static let splitTable = SplitTable<SplitGraph>([.init(.chats), .init(.mail, columns: 3)])
}
