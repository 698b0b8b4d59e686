import ScreenGenDiagnostics

/// `guarded-deeplink` notes: a link that opens a screen with `requires:` is worth a look in
/// review (the link works only once the condition holds; until then it is kept pending).
enum GuardedDeepLinks {
    static func notes(_ graph: ScreenGraph) -> [Diagnostic] {
        graph.deepLinks.compactMap { link in
            let guarded = link.stack.filter { !graph.screens[$0].conditions.isEmpty }
            guard !guarded.isEmpty else { return nil }
            let list = guarded.map { screen in
                "'\(graph.name(of: screen))' requires \(graph.screens[screen].conditions.map { "'\($0.name)'" }.joined(separator: " and "))"
            }.joined(separator: ", ")
            return Diagnostic(
                .guardedDeeplink,
                "url '\(link.url.value)' opens guarded screens: \(list); while a condition does not hold, opening the link is refused and kept as the pending navigation",
                at: link.url.location)
        }
    }
}
