extension TypeExpression {
    /// Whether a nominal type in the tree starts with a name `matches` accepts, given the name
    /// and whether more components follow: `leadingNames.contains(where:)` without building the
    /// list (the emitters ask it of every param).
    func containsLeadingName(where matches: (_ name: String, _ isQualified: Bool) -> Bool) -> Bool {
        switch self {
        case .nominal(let components):
            if matches(components[0].name, components.count > 1) { return true }
            return components.contains { $0.arguments.contains { $0.containsLeadingName(where: matches) } }
        case .array(let element):
            return element.containsLeadingName(where: matches)
        case .dictionary(let key, let value):
            return key.containsLeadingName(where: matches) || value.containsLeadingName(where: matches)
        case .optional(let wrapped):
            return wrapped.containsLeadingName(where: matches)
        }
    }

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
