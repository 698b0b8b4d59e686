/// The runtime's `DeepLinkFailure` (ScreenNavigation/DeepLinks/DeepLinkFailure.swift), the
/// failures of reading and matching a URL, with the same descriptions: what
/// `screengen links --try` says when a URL opens no link. Opening's own failures (a condition,
/// a root not shown) depend on the app's state, which the tool does not have.
///
/// Why a deep link was not opened. A link is untrusted input from outside the app: every way
/// it can be wrong has a case, and nothing about it traps.
enum LinkFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than `DeepLinkURL.maximumLength` bytes: refused before any other work.
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

    var description: String {
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
        }
    }
}
