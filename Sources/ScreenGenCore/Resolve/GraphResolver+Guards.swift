import ScreenGenDiagnostics

/// `requires:`: condition names, already lowerCamelCase (they become cases of the generated
/// `<Route>Condition` and are what the app is asked about), once each per screen, never on a
/// root (a root is shown before anything could be asked).
extension GraphResolver {
    mutating func resolveGuards(roots: [Int]) {
        let rootSet = Set(roots)
        for index in screens.indices {
            let requires = screenSyntax[index].requires
            guard !requires.isEmpty else { continue }
            if rootSet.contains(index) {
                report(
                    .invalidValue,
                    "root '\(screens[index].qualifiedName)' cannot have 'requires': a root is shown before any condition can be asked; guard the screens above it instead",
                    at: requires[0].location)
                continue
            }
            var seen: [String: SourceLocation] = [:]
            for condition in requires {
                guard let identifier = SwiftIdentifier.lowerCamel(condition.value), identifier.name == condition.value
                else {
                    let suggestion = SwiftIdentifier.lowerCamel(condition.value).map { "; write it '\($0.name)'" } ?? ""
                    report(
                        .invalidIdentifier, "condition '\(condition.value)' must be lowerCamelCase\(suggestion)",
                        at: condition.location)
                    continue
                }
                if let first = seen[identifier.name] {
                    report(
                        .duplicateName, "'requires' lists '\(condition.value)' more than once", at: condition.location,
                        notes: [.init("'\(condition.value)' is first listed here", at: first)])
                    continue
                }
                seen[identifier.name] = condition.location
                screens[index].conditions.append(identifier)
            }
        }
    }
}
