extension TypeExpression {
    /// Whether a nominal type in the tree starts with an unqualified name `matches` accepts:
    /// `leadingNames.contains { !$0.isQualified && matches($0.name) }` without building the list
    /// (the emitters ask it of every param).
    func mentionsUnqualifiedName(_ matches: (String) -> Bool) -> Bool {
        switch self {
        case .nominal(let components):
            if components.count == 1, matches(components[0].name) { return true }
            return components.contains { $0.arguments.contains { $0.mentionsUnqualifiedName(matches) } }
        case .array(let element):
            return element.mentionsUnqualifiedName(matches)
        case .dictionary(let key, let value):
            return key.mentionsUnqualifiedName(matches) || value.mentionsUnqualifiedName(matches)
        case .optional(let wrapped):
            return wrapped.mentionsUnqualifiedName(matches)
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
