/// One difference between two dumps, classified by what it does to users of the app's
/// earlier builds: the navigation state they saved and the deep links already out in the
/// world (in mail, on web pages, in notifications).
public struct GraphChange: Hashable, Sendable {
    public enum Impact: String, CaseIterable, Hashable, Sendable {
        /// Saved state or links from before no longer work (or open something else).
        case breaking
        /// Something changed or went away without breaking saved state or links; code that
        /// used a renamed API no longer compiles, which the compiler reports.
        case compatible
        /// Something new; nothing earlier is affected.
        case additive
    }

    public enum Edit: String, Hashable, Sendable {
        case added, removed, changed
    }

    public var impact: Impact
    public var edit: Edit
    /// The fact before; nil when added.
    public var old: GraphFact?
    /// The fact after; nil when removed.
    public var new: GraphFact?
    /// Why it has its impact, for a reader deciding whether to ship it.
    public var reason: String

    /// Either fact: what the change is about.
    public var fact: GraphFact { (new ?? old)! }
}
