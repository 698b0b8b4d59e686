import ScreenGenDiagnostics

/// Support stubs: Swift that declares, as trivial stand-ins, everything the generated code of a
/// graph expects the app to provide, so that the generated code of ANY accepted graph can be
/// compiled on its own (Scripts/compile-graphs.sh, `screengen-dev stubs`). Not app code.
///
/// What is declared:
/// - every param type's nominal names that are not the standard library's or Foundation's
///   (`SupportStubEmitter.standardTypes`, and anything qualified by `Swift.`, `Foundation.`,
///   `Dispatch.`, `Observation.`, `ScreenNavigation.` or `SwiftUI.`), at any depth of the type
///   (`[String: Page<Contact>]?` declares `Page` and `Contact`), as
///   `struct X: Swift.Hashable, Swift.Sendable, Swift.Codable {}` — Codable always, so any
///   `graph.conformances` with synthesized members (`Codable`, `Equatable`) is satisfied;
///   a generic name as a generic struct whose parameters are constrained the same way;
///   a dotted name `Models.Contact` as `enum Models { struct Contact … }` (a struct when
///   `Models` is itself used as a type);
/// - every conformance that is not a standard protocol, as an empty `protocol`;
/// - for each such type listed under `graph.deeplinks.types`, `LosslessStringConvertible`
///   (what deep links read it with);
/// - under `#if canImport(SwiftUI)`, every screen's `view` type as a `SwiftUI.View` with one
///   `init(label _: Type, …)` per distinct param list of the screens that use it;
/// - with `graph.generate` listing `paths`, `<Route>StubSamples`: the generated `<Route>Samples`
///   with a value of each type, which compile-graphs follows every path with (see
///   `SupportStubEmitter+Samples.swift`).
///
/// What is NOT declared, by decision: names whose first component is a module that
/// `graph.imports` imports (`Models.Contact` with `imports: [Models]`). A stub cannot declare
/// another module's types from inside the graph's own module, and declaring `enum Models` there
/// would shadow the imported module and change what the generated code means. Those names are
/// listed in the stub's header comment; the module must be supplied by whoever compiles (the
/// compile-graphs harness supplies the `Models` module that random graphs import). Names of
/// the graph's own generated types (`RouteScreen`, `ChatRoute`, …) are not declared either: a
/// param of such a type refers to the generated declaration.
public enum SupportStubs {
    /// The stubs for the graph made of `files` (any order: they are read sorted by path, as
    /// `ScreenGraphCompiler.check` reads them); nil when the graph has errors (no code is
    /// generated for it, so there is nothing to support).
    public static func supportStubs(_ files: [SourceFile]) -> String? {
        let checked = ScreenGraphCompiler.check(files)
        guard let graph = checked.graph, checked.isEmittable else { return nil }
        return SupportStubEmitter.emit(graph)
    }
}
