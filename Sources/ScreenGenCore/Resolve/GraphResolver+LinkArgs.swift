import ScreenGenDiagnostics

/// A link's `args`: fixed values for params of its stack's screens. Bitwarden's sign-up link
/// on `bitwarden.eu` opens the same screen as the one on `bitwarden.com`, with the region the
/// host decides (`args: { region: .eu }`); no URL text carries it.
extension GraphResolver {
    /// The fixed values of `syntax.args`, each bound to every param of its name in the stack
    /// (positions count the link's stack); nil when one is wrong (reported).
    mutating func resolveLinkArgs(_ syntax: DeepLinkSyntax, stack: [Int], graph: ScreenGraph) -> [ScreenGraph
        .DeepLink.FixedValue]?
    {
        var result: [ScreenGraph.DeepLink.FixedValue] = []
        var failed = false
        for binding in syntax.args {
            let bound = stack.enumerated().compactMap { position, screen in
                graph.screens[screen].paramIndex(named: binding.target.value).map { (position, $0) }
            }
            guard !bound.isEmpty else {
                failed = true
                // A stack screen that lost params to a reported error may have the one named.
                if stack.contains(where: { graph.screens[$0].mayLackParams }) { continue }
                let names = stack.map { "'\(graph.name(of: $0))'" }.joined(separator: ", ")
                report(
                    .invalidDeeplink,
                    "the link's 'args' names '\(binding.target.value)', which is no param of the stack screens (\(names.isEmpty ? "none" : names)); name a param of a screen the link opens",
                    at: binding.target.location)
                continue
            }
            guard let parsed = ArgumentLiteralParser.parse(binding.source.value) else {
                report(
                    .invalidValue,
                    "the link's 'args' value '\(DisplayText.singleLine(binding.source.value))' for '\(binding.target.value)' is not a literal, and a link has no source screen whose param it could pass; write a literal ('3', 'true', '\"text\"', '.case'), or read the value from the URL with a placeholder",
                    at: binding.source.location)
                failed = true
                continue
            }
            var literal: ArgumentLiteral<Int>?
            for (position, param) in bound {
                let screen = graph.screens[stack[position]]
                guard let checked = checkedLiteral(parsed, binding, target: screen.params[param]) else {
                    literal = nil
                    break
                }
                if let name = checked.references.first {
                    report(
                        .invalidValue,
                        "the link's 'args' value '\(DisplayText.singleLine(binding.source.value))' reads '\(name)', but a link has no source screen whose params it could read; write the value itself",
                        at: binding.source.location)
                    literal = nil
                    break
                }
                // Without params read, resolving against any screen only changes the type.
                if case .success(let resolved) = screen.resolvingParams(in: checked) { literal = resolved }
            }
            guard let literal else {
                failed = true
                continue
            }
            for (position, param) in bound {
                result.append(.init(position: position, param: param, literal: literal))
            }
        }
        return failed ? nil : result
    }
}
