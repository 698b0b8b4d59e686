import ScreenGenDiagnostics

/// One entry of a file's `deeplinks:` list, as written.
struct DeepLinkSyntax: Hashable, Sendable {
    /// The `- ` item itself: where "this link" is.
    var location: SourceLocation
    var url: Located<String>?
    var stack: [Located<String>] = []
    /// False when `stack` was missing or not a list of names (reported).
    var hasStack = false
    var root: Located<String>?
    /// `anywhere: true`: the stack opens over whatever is shown, its first screen entered by its
    /// move from `anywhere:`; where the key is written.
    var anywhere: SourceLocation?
    /// `url-param: uri`: the param of the stack's last screen that gets the whole URL.
    var urlParam: Located<String>?
    /// `args: { region: .eu }`: fixed values for params of the stack's screens, as a move's
    /// literal `args` are written (the link has no source screen to read a param from).
    var args: [ArgumentBindingSyntax] = []
    /// False when `args` lost an entry to an error (reported): the link is not resolved, since
    /// which params it meant to fix is not known.
    var areArgsComplete = true
    /// `canonical: true`: the form the app shares, printed first by `link(for:)`.
    var isCanonical = false
    /// `print-scheme: https`, `print-host: links.example.com`: the scheme and the host
    /// `link(for:)` writes this link with, instead of the graph's first.
    var printScheme: Located<String>?
    var printHost: Located<String>?
    /// `choice: room-target`: the name of the choice `one-of` makes (the generated enum's).
    var choice: Located<String>?
    /// `one-of: [room, join-room, space]`: the screens, one of which the app's resolver picks
    /// to open above `stack` (#37); empty for a link that names its screens.
    var oneOf: [Located<String>] = []
    /// Where `one-of` is written, when it is (even empty or in error).
    var oneOfLocation: SourceLocation?
}

/// `graph.deeplinks`: what the generated parser accepts.
struct DeepLinkSettingsSyntax: Hashable, Sendable {
    var location: SourceLocation
    var schemes: [Located<String>] = []
    var hosts: [Located<String>] = []
    var types: [Located<String>] = []
}
