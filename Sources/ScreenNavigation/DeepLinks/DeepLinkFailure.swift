extension Navigation {
    /// Why a deep link was not opened. A link is untrusted input from outside the app: every way
    /// it can be wrong has a case, and nothing about it traps.
    public enum DeepLinkFailure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Longer than `Navigation.DeepLinkURL.maximumLength` bytes: refused before any other work.
        case tooLong(length: Int, limit: Int)
        /// Not a URL of the form `scheme:[//host]/path[?query][#fragment]`, or it holds a space or
        /// a control character.
        case malformed(reason: String)
        /// The scheme is not one of the graph's `deeplinks.schemes` (compared case-insensitively).
        case unknownScheme(String)
        /// No link answers the host: it is not one of the graph's `deeplinks.hosts` (compared
        /// case-insensitively), which the links without a host part answer, and no link's host
        /// part names it or reads it.
        case unknownHost(String)
        /// A `%` not followed by two hex digits, or escapes that do not decode to UTF-8.
        case invalidEscape(String)
        /// A `.` or `..` path segment: links name resources, they do not walk directories.
        case dotSegment
        /// An empty path segment (`//`) other than one trailing slash.
        case emptySegment
        /// A query key given twice, which the matched link reads as one value (not a list).
        case repeatedQueryKey(String)
        /// The matched link reads a query key as a required param's value (Bitwarden's sign-up
        /// link, `?email=…&token=…`), and the URL does not give it.
        case missingQueryItem(String)
        /// No pattern has this path.
        case noMatch(path: String)
        /// A pattern matched the path, but a placeholder's text is not a value of its type.
        case invalidValue(placeholder: String, value: String, expected: String)
        /// A screen of the link requires a condition that does not hold; the state keeps the link's
        /// navigation as `pendingNavigation`, to resume once it holds.
        case conditionNotMet(condition: String, screen: String)
        /// The link opens in the stack of root `root` (its raw value), which the state does not
        /// show now (`setRoots`: signed out, say); the state keeps the link as `pendingLink`, to
        /// open with `resumePendingLink()` once it does.
        case rootNotShown(root: String)
        /// An alert or dialog is presented (its screen's raw value): like a move from anywhere, a
        /// link does not open under it, which would leave the alert stranded on a tab the user left
        /// or under what the link opens. The state keeps the link as `pendingLink`: open it with
        /// `resumePendingLink()` once the alert is answered.
        case alertPresented(alert: String)
        /// An app-wide layer that is required, or a lock, is shown (its screen's raw value): the
        /// state keeps the link as `pendingLink`: open it with `resumePendingLink()` once the layer
        /// closes.
        case layerRequired(layer: String)
        /// The stack the link names could not be entered for another reason.
        case refused(String)
        /// The link names a choice of screens (`one-of:`, choice `choice`) and its resolver now
        /// picks one: the state shows it as `state.choices.resolving` until the answer opens it.
        case resolving(choice: String)
        /// The link names a choice, and the app set no resolver for it
        /// (`state.choices.setResolver(for:_:)`). Nothing changed.
        case noResolver(choice: String)
        /// The choice's resolver failed (it threw: `reason` says why) or answered a screen that is
        /// not one of the link's candidates. Nothing changed.
        case unresolved(choice: String, reason: String)
        /// A newer navigation, a newer link or `cancelResolution()` replaced the link while its
        /// resolver ran: its answer, whenever it comes, is ignored. Nothing changed.
        case superseded(choice: String)

        public var description: String {
            switch self {
            case .tooLong(let length, let limit): "the link is \(length) bytes long; the limit is \(limit)"
            case .malformed(let reason): "the link is not a valid URL: \(reason)"
            case .unknownScheme(let scheme): "unknown scheme '\(scheme)'"
            case .unknownHost(let host): "unknown host '\(host)'"
            case .invalidEscape(let text): "invalid percent-escape in '\(text)'"
            case .dotSegment: "the path has a '.' or '..' segment"
            case .emptySegment: "the path has an empty segment"
            case .repeatedQueryKey(let key): "the query gives '\(key)' more than once"
            case .missingQueryItem(let key): "the query does not give '\(key)', which the link requires"
            case .noMatch(let path): "no deep link matches the path '\(path)'"
            case .invalidValue(let placeholder, let value, let expected):
                "'\(value)' is not a valid \(expected) for '{\(placeholder)}'"
            case .conditionNotMet(let condition, let screen): "'\(screen)' requires '\(condition)', which does not hold"
            case .rootNotShown(let root):
                "the link opens in the tab of '\(root)', which is not shown; it waits as the pending link"
            case .alertPresented(let alert):
                "alert '\(alert)' is presented; the link waits as the pending link until it is answered"
            case .layerRequired(let layer):
                "layer '\(layer)' is shown and required; the link waits as the pending link until it closes"
            case .refused(let reason): "the link's screens could not be opened: \(reason)"
            case .resolving(let choice): "the link waits for the resolver of choice '\(choice)'"
            case .noResolver(let choice): "no resolver is set for choice '\(choice)'"
            case .unresolved(let choice, let reason): "choice '\(choice)' was not resolved: \(reason)"
            case .superseded(let choice): "the link of choice '\(choice)' was replaced before its resolver answered"
            }
        }
    }
}
