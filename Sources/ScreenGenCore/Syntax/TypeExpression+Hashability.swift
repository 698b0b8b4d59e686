/// Standard names that never make a Hashable, Sendable type, wherever they stand in a param type:
/// a route holds its params, and the route enum is `Hashable & Sendable`. Named bare or as
/// `Swift.X`; `Models.Error` is the app's own type and may be anything.
extension TypeExpression {
    /// The first such name the type mentions (`Void` in `Void?`, `Any` in `[String: Any]`).
    var nameThatCannotBeHashable: String? { firstStandardName(in: Self.neverHashable) }

    /// The first name the type mentions that is never Sendable: what a live param's value and a
    /// result must be (they are not route params, so they need not be Hashable).
    var nameThatCannotBeSendable: String? { firstStandardName(in: ["Any", "AnyObject"]) }

    /// What one of those names is, for a message: "'Void' is an empty tuple".
    static func whatItIs(_ name: String) -> String {
        switch name {
        case "Void": "is an empty tuple"
        case "Any", "AnyObject": "is any value at all"
        default: "is a protocol, and a value of any type conforming to it is not itself Hashable"
        }
    }

    private func firstStandardName(in names: Set<String>) -> String? {
        switch self {
        case .nominal(let components):
            let standard =
                components.count == 1
                ? components[0].name
                : components.count == 2 && components[0].name == "Swift" ? components[1].name : nil
            if let standard, names.contains(standard) { return standard }
            for component in components {
                for argument in component.arguments {
                    if let name = argument.firstStandardName(in: names) { return name }
                }
            }
            return nil
        case .array(let element):
            return element.firstStandardName(in: names)
        case .dictionary(let key, let value):
            return key.firstStandardName(in: names) ?? value.firstStandardName(in: names)
        case .optional(let wrapped):
            return wrapped.firstStandardName(in: names)
        }
    }

    /// `Void` (an empty tuple), `Any`, `AnyObject`, and protocols, which as a type are an
    /// existential: `any Hashable` is not itself Hashable.
    private static let neverHashable: Set<String> = [
        "Any", "AnyObject", "Void", "Error", "CaseIterable", "Codable", "Comparable", "Decodable", "Encodable",
        "Equatable", "Hashable", "Identifiable", "Sendable",
    ]
}
