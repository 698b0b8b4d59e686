import ScreenGenDiagnostics

/// A choice a link names (`choice:` with `one-of:`), as first declared: links that share a
/// choice share its generated enum, so they list the same candidates.
struct DeclaredChoice {
    var candidates: [Int]
    var location: SourceLocation
}

/// `choice: room-target` with `one-of: [room, join-room, space]` (#37): the app's resolver picks
/// which of the candidates the link opens above `stack`. The declared link becomes one link per
/// candidate, each resolved as a link whose stack ends with it, so every rule of links holds
/// for every candidate: it exists, the stack reaches it from a root (or from anywhere), the
/// URL binds its required params with values of their types, its guards are known. Across the
/// candidates: a path or host placeholder binds a param of each (the URL names the entity for
/// all of them), a query placeholder a param of at least one, of one type everywhere.
extension GraphResolver {
    mutating func resolveChoiceLink(
        _ syntax: DeepLinkSyntax, namespace: Int?, graph: ScreenGraph, moves: DeclaredMoves,
        choices: inout [String: DeclaredChoice]
    ) -> [ScreenGraph.DeepLink] {
        guard let name = syntax.choice else {
            report(
                .invalidDeeplink,
                "'one-of' lists the screens the app's resolver chooses from, and 'choice' names that choice (the generated enum, the resolver's key); add 'choice: <name>'",
                at: syntax.oneOfLocation ?? syntax.location)
            return []
        }
        guard let oneOfLocation = syntax.oneOfLocation else {
            report(
                .invalidDeeplink,
                "'choice' names the choice of screens that 'one-of' lists, but the link has no 'one-of'; add 'one-of: [<screen>, <screen>]', or remove 'choice'",
                at: name.location)
            return []
        }
        guard syntax.hasStack else { return [] }
        guard let typeName = SwiftIdentifier.upperCamel(name.value),
            name.value.first.map({ $0.isASCII && $0.isLetter }) == true
        else {
            report(
                .invalidDeeplink,
                "'\(name.value)' is not a choice name; use ASCII letters, digits, '-' and '_', starting with a letter",
                at: name.location)
            return []
        }
        guard syntax.oneOf.count >= 2 else {
            report(
                .invalidDeeplink,
                "'one-of' lists \(syntax.oneOf.count) screen\(syntax.oneOf.count == 1 ? "" : "s"); a choice needs two or more (a link that opens one screen ends its 'stack' with it)",
                at: oneOfLocation)
            return []
        }
        if let urlParam = syntax.urlParam {
            report(
                .invalidDeeplink,
                "'url-param' names a param of the link's last screen, which a link with 'one-of' leaves to its resolver; remove 'url-param', or list the screen at the end of 'stack' instead of 'one-of'",
                at: urlParam.location)
            return []
        }
        var candidates: [Int] = []
        for reference in syntax.oneOf {
            guard let screen = resolveReference(reference, fromFeature: namespace, what: "the link's 'one-of' names")
            else { return [] }
            if candidates.contains(screen) {
                report(
                    .invalidDeeplink,
                    "'one-of' lists '\(graph.name(of: screen))' twice; list each candidate once",
                    at: reference.location)
                return []
            }
            candidates.append(screen)
        }
        if let first = choices[name.value], first.candidates != candidates {
            let names = first.candidates.map { "'\(graph.name(of: $0))'" }.joined(separator: ", ")
            report(
                .invalidDeeplink,
                "choice '\(name.value)' is declared with the candidates \(names) by another link or a move; links and moves that share a choice list the same candidates, in the same order (its enum is one), or name another choice",
                at: oneOfLocation, notes: [.init("choice '\(name.value)' is first declared here", at: first.location)])
            return []
        }
        if choices[name.value] == nil {
            choices[name.value] = DeclaredChoice(candidates: candidates, location: oneOfLocation)
        }
        // Each candidate as a link whose stack ends with it; the first one's errors (the URL,
        // the stack beneath) would be every candidate's, so the others are tried only after it.
        var links: [ScreenGraph.DeepLink] = []
        for (position, reference) in syntax.oneOf.enumerated() {
            var member = syntax
            member.stack.append(reference)
            member.oneOf = []
            guard
                var link = resolveDeepLink(member, namespace: namespace, graph: graph, moves: moves, isCandidate: true)
            else {
                if position == 0 { return [] }
                continue
            }
            link.choice = .init(name: name.value, typeName: typeName.name, candidate: position, count: candidates.count)
            links.append(link)
        }
        guard links.count == candidates.count, unifyQueryPlaceholders(&links, url: syntax.url, graph: graph) else {
            return []
        }
        return links
    }

    /// A placeholder binds params of one type in all the candidates it binds (a path or host
    /// one binds each: `resolveDeepLink` said so); a query placeholder binds at least one's; a candidate that binds nothing reads it as the others do (and ignores it). Its
    /// item is required when a candidate requires it. The candidates' patterns are then one.
    private mutating func unifyQueryPlaceholders(
        _ links: inout [ScreenGraph.DeepLink], url: Located<String>?, graph: ScreenGraph
    ) -> Bool {
        guard let url else { return false }
        for index in links[0].placeholders.indices {
            let bound = links.indices.filter { !links[$0].placeholders[index].bindings.isEmpty }
            guard let reference = bound.first else {
                report(
                    .invalidDeeplink,
                    Self.unboundMessage(
                        placeholder: index, of: links[0].pattern, url: url.value, stack: links.map { $0.stack.last! },
                        root: nil, graph: graph),
                    at: url.location)
                return false
            }
            let expected = links[reference].placeholders[index]
            for other in bound.dropFirst() {
                let placeholder = links[other].placeholders[index]
                guard placeholder.valueType != expected.valueType || placeholder.isList != expected.isList else {
                    continue
                }
                report(
                    .invalidDeeplink,
                    "placeholder '{\(expected.name)}' binds params of different types in the candidates '\(graph.name(of: links[reference].stack.last!))' and '\(graph.name(of: links[other].stack.last!))'; give them one type or rename one",
                    at: url.location)
                return false
            }
            let isRequired = bound.contains { links[$0].placeholders[index].isRequired }
            for link in links.indices {
                var placeholder = links[link].placeholders[index]
                placeholder.kind = expected.kind
                placeholder.valueType = expected.valueType
                placeholder.isList = expected.isList
                placeholder.isRequired = isRequired
                links[link].placeholders[index] = placeholder
            }
        }
        return true
    }
}
