import Foundation

extension Navigation {
    /// What a UI test asks the app to start at, and what came of it: a saved state
    /// (`-screengenSnapshot <base64 JSON>` among the launch arguments, or `SCREENGEN_SNAPSHOT` in the
    /// environment) or a deep link (`-screengenLink <url>`, `SCREENGEN_LINK`). The app hands its
    /// process's arguments and environment to `NavigationState.start(arguments:environment:)` once,
    /// at start; a request it refuses leaves the app at its roots, with the reason.
    public enum LaunchOutcome: Hashable, Sendable {
        /// No launch request: the app starts at its roots.
        case none
        /// The snapshot was restored.
        case restored
        /// The deep link was opened.
        case opened
        /// The request was refused (unreadable, too large, or not a state of this graph): the app
        /// starts at its roots.
        case refused(String)
    }
}

extension Navigation {
    /// The names a UI test sets, and the snapshot's encoding.
    public enum LaunchRequest {
        public static let snapshotArgument = "-screengenSnapshot"
        public static let linkArgument = "-screengenLink"
        public static let snapshotVariable = "SCREENGEN_SNAPSHOT"
        public static let linkVariable = "SCREENGEN_LINK"
        /// A launch value larger than this is refused unread: a launch argument is no place for more.
        public static let maximumBytes = 256 * 1024

        /// The launch arguments that start the app at `snapshot` (`XCUIApplication.launchArguments`).
        /// - Parameter snapshot: the state to start at.
        /// - Returns: the arguments to append to `launchArguments`.
        /// - Throws: the encoder's error when a route does not encode.
        public static func arguments<Route: Codable>(restoring snapshot: NavigationSnapshot<Route>) throws -> [String] {
            [snapshotArgument, try JSONEncoder().encode(snapshot).base64EncodedString()]
        }

        /// The launch arguments that start the app at deep link `link`.
        /// - Parameter link: the deep link to open at launch.
        /// - Returns: the arguments to append to `launchArguments`.
        public static func arguments(opening link: String) -> [String] {
            [linkArgument, link]
        }

        /// The value of `argument` (the next argument) or else of `variable`.
        static func value(_ argument: String, _ variable: String, arguments: [String], environment: [String: String])
            -> String?
        {
            if let index = arguments.firstIndex(of: argument), arguments.indices.contains(index + 1) {
                return arguments[index + 1]
            }
            return environment[variable]
        }
    }
}

extension NavigationState where Route: Codable {
    /// Starts at the snapshot a UI test asked for (see `Navigation.LaunchOutcome`), restored and checked as
    /// `restore(_:)` checks any saved state; a refused one leaves the state as it was.
    @discardableResult
    func start(arguments: [String], environment: [String: String]) -> Navigation.LaunchOutcome {
        startFromSnapshot(arguments: arguments, environment: environment) ?? .none
    }

    /// The outcome of the snapshot asked for, if one is.
    func startFromSnapshot(arguments: [String], environment: [String: String]) -> Navigation.LaunchOutcome? {
        Navigation.LaunchRequest.value(
            Navigation.LaunchRequest.snapshotArgument, Navigation.LaunchRequest.snapshotVariable, arguments: arguments,
            environment: environment
        ).map(restore(launchValue:))
    }

    private func restore(launchValue text: String) -> Navigation.LaunchOutcome {
        guard text.utf8.count <= Navigation.LaunchRequest.maximumBytes * 4 / 3 + 4 else {
            return .refused("the launch snapshot is larger than \(Navigation.LaunchRequest.maximumBytes) bytes")
        }
        guard let data = Data(base64Encoded: text) else { return .refused("the launch snapshot is not base64") }
        let snapshot: NavigationSnapshot<Route>
        do {
            snapshot = try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
        } catch {
            return .refused("the launch snapshot is not a saved state of this graph: \(error)")
        }
        do {
            try restore(snapshot)
            return .restored
        } catch {
            return .refused("the launch snapshot was refused: \(error)")
        }
    }
}

extension NavigationState where Route: Codable, Graph: DeepLinkGraph {
    /// Starts at the snapshot or the deep link a UI test asked for (see `Navigation.LaunchOutcome`): a
    /// snapshot is restored as `restore(_:)` restores one, a link opened as `open(link:)` opens
    /// one; a refused request leaves the state as it was.
    @discardableResult
    func start(arguments: [String], environment: [String: String]) -> Navigation.LaunchOutcome {
        if let outcome = startFromSnapshot(arguments: arguments, environment: environment) { return outcome }
        guard
            let link = Navigation.LaunchRequest.value(
                Navigation.LaunchRequest.linkArgument, Navigation.LaunchRequest.linkVariable, arguments: arguments,
                environment: environment)
        else { return .none }
        guard link.utf8.count <= Navigation.LaunchRequest.maximumBytes else {
            return .refused("the launch link is larger than \(Navigation.LaunchRequest.maximumBytes) bytes")
        }
        do {
            try open(link: link)
            return .opened
        } catch {
            return .refused("the launch link was refused: \(error)")
        }
    }
}
