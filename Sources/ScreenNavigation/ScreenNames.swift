/// The raw values of a generated `<Route>Screen` enum (qualified YAML names), and its identity
/// for `==` and hashing: what the generated enum's `RawRepresentable`, `Equatable` and
/// `Hashable` members ask.
///
/// Why not `enum RouteScreen: String`: the compiler's synthesized `init(rawValue:)` of a
/// `String` enum costs time and memory quadratic in the case count (4,000 cases: 44 s and
/// 7.3 GB for that one enum), and so does any hand-written `switch` over all the cases (the
/// exhaustiveness check). A string literal listing the names, read once into a table at run
/// time, costs the compiler nothing per case.
///
/// A case is found by its position among the cases: the enum has no payloads, so its value *is*
/// that position (Swift lays out such an enum as the case index in declaration order, in the
/// smallest integer that holds them all), read from its bytes (`CasePosition`). Reading the table checks every case once against
/// `allCases` (declaration order), so a layout that ever differed would stop the program at the
/// first use instead of naming screens wrongly.
@_spi(Generated) public struct ScreenNames<Screen: CaseIterable & Sendable>: Sendable {
    @usableFromInline let names: [String]
    private let screensByName: [String: Screen]

    /// The names in `text`, in case order, separated by spaces or line breaks (names have
    /// neither). A count other than the case count, or a name given twice, is a generator defect
    /// and stops the program with what was wrong.
    public init(text: String) {
        let names = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        var screensByName: [String: Screen] = [:]
        screensByName.reserveCapacity(names.count)
        var position = 0
        for screen in Screen.allCases {
            precondition(
                Self.index(of: screen) == position,
                "ScreenNavigation: case \(position) of \(Screen.self) is not stored as its position")
            precondition(position < names.count, "ScreenNavigation: \(Screen.self) has more cases than names")
            let previous = screensByName.updateValue(screen, forKey: names[position])
            precondition(previous == nil, "ScreenNavigation: '\(names[position])' names two cases of \(Screen.self)")
            position += 1
        }
        precondition(position == names.count, "ScreenNavigation: \(Screen.self) has fewer cases than names")
        self.names = names
        self.screensByName = screensByName
    }

    /// The raw value of `screen`. Inlinable, as `index(of:)` is: specialized in the generated code
    /// for its concrete enum, the read of the position is one load.
    @inlinable
    public func name(of screen: Screen) -> String { names[Self.index(of: screen)] }

    /// The case whose raw value is `name`, if any.
    public func screen(named name: String) -> Screen? { screensByName[name] }

    /// The position of `screen` among the cases, in declaration order.
    @inlinable
    public static func index(of screen: Screen) -> Int {
        guard let position = CasePosition.of(screen) else {
            preconditionFailure("ScreenNavigation: \(Screen.self) is not an enum without payloads")
        }
        return position
    }
}
