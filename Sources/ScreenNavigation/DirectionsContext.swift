/// What a generated `<Screen>Directions` holds: the navigator its moves go through, and the
/// screen's params that some move passes on (`args`): nothing (`Void`), one value, or a
/// labelled tuple of them.
///
/// One reference rather than stored properties of the directions themselves: a struct whose
/// only field is a class reference shares the runtime's value witnesses, while a struct with
/// an existential and params of its own gets eight value-witness functions and an outlined
/// destroy compiled for it — per screen, a third of a large graph's generated functions.
public final class DirectionsContext<Graph: NavigationGraph, Params> {
    public let navigator: any Navigator<Graph>
    public let params: Params

    public init(_ navigator: any Navigator<Graph>, _ params: Params) {
        self.navigator = navigator
        self.params = params
    }
}
