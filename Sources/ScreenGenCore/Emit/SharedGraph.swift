/// A graph held by reference, for the emitters that closures capture once a line.
///
/// `ScreenGraph` is two dozen arrays, tables and strings: each copy retains every one of them,
/// and a struct holding it is copied whenever a closure that writes part of a line captures it
/// (the optimizer passes captured values to the specialized function it makes). Held here,
/// such a copy is one retain.
final class SharedGraph: Sendable {
    let graph: ScreenGraph

    init(_ graph: ScreenGraph) {
        self.graph = graph
    }
}
