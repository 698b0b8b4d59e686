extension TypeExpression {
    /// The name each nominal type in the tree starts with, and whether more components follow
    /// (`Swift.Int` starts with "Swift", qualified; `[Item]` mentions "Item", unqualified).
    var leadingNames: [(name: String, isQualified: Bool)] {
        switch self {
        case .nominal(let components):
            return [(components[0].name, components.count > 1)]
                + components.flatMap { $0.arguments.flatMap(\.leadingNames) }
        case .array(let element):
            return element.leadingNames
        case .dictionary(let key, let value):
            return key.leadingNames + value.leadingNames
        case .optional(let wrapped):
            return wrapped.leadingNames
        }
    }
}
