import Testing

@testable import ScreenGenCore

/// Generated lines longer than 120 columns are broken where swift-format would break them, and
/// never inside a string literal (#20).
struct LineWrapperTests {
    private func wrap(_ line: String, indent: Int = 4) -> [String] {
        LineWrapper.wrap(line, indent: indent)
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        let line = "func open() throws(RouteGraph.Failure) { try _RouteHelpMove(_context, .sheet) }"
        #expect(wrap(line) == ["    " + line])
        let exactly = String(repeating: "x", count: 116)
        #expect(wrap(exactly) == ["    " + exactly])
    }

    @Test func aOneLineBodyGoesOnItsOwnLine() {
        let line =
            "func openFeaturedTag(tag: String, accountId: String? = nil) throws(IceCubesRouteGraph.Failure) { try IceCubesRouteGraph._timelineMove(_context, .hashtag(tag: tag), .push) }"
        #expect(
            wrap(line) == [
                "    func openFeaturedTag(tag: String, accountId: String? = nil) throws(IceCubesRouteGraph.Failure) {",
                "        try IceCubesRouteGraph._timelineMove(_context, .hashtag(tag: tag), .push)",
                "    }",
            ])
    }

    @Test func argumentsGoOnOneLineOfTheirOwnWhenTheyFitElseOneALine() {
        let call =
            "try IceCubesRouteGraph._mediaMove(_origin.navigator, _origin.screen, .viewer(selectedAttachment: selectedAttachment), .sheet)"
        #expect(
            wrap(call, indent: 8) == [
                "        try IceCubesRouteGraph._mediaMove(",
                "            _origin.navigator, _origin.screen, .viewer(selectedAttachment: selectedAttachment), .sheet",
                "        )",
            ])
        let long =
            "case image(url: Foundation.URL, caption: Swift.String, altText: Swift.String, width: Swift.Double, height: Swift.Double, id: Int)"
        #expect(
            wrap(long) == [
                "    case image(",
                "        url: Foundation.URL,",
                "        caption: Swift.String,",
                "        altText: Swift.String,",
                "        width: Swift.Double,",
                "        height: Swift.Double,",
                "        id: Int",
                "    )",
            ])
    }

    /// The rest of a call whose own arguments went on lines of their own: its next call's are broken.
    @Test func aCallChainedAfterABrokenCallIsBrokenToo() {
        let line =
            "try ScreenNavigation.Navigation.MoveOrigin(_navigator, .contactsNavigate, with: SomeLongArgument.value, and: AnotherLongArgument.value).move(Destination.transitions, .push, then: [ScreenNavigation.RouteEntry(Destination.alertScreens, style: .alert)])"
        #expect(
            wrap(line, indent: 8) == [
                "        try ScreenNavigation.Navigation.MoveOrigin(",
                "            _navigator, .contactsNavigate, with: SomeLongArgument.value, and: AnotherLongArgument.value",
                "        ).move(",
                "            Destination.transitions, .push, then: [ScreenNavigation.RouteEntry(Destination.alertScreens, style: .alert)]",
                "        )",
            ])
    }

    @Test func aGuardsConditionsGoOneALineWithElseBelowThem() {
        let line =
            "guard routes.count == 3, case .search(.status(let _p0_0)) = routes[0], case .profile(.detail(let _p1_0, let _p1_1)) = routes[1] else { return nil }"
        #expect(
            wrap(line, indent: 12) == [
                "            guard routes.count == 3,",
                "                case .search(.status(let _p0_0)) = routes[0],",
                "                case .profile(.detail(let _p1_0, let _p1_1)) = routes[1]",
                "            else {",
                "                return nil",
                "            }",
            ])
    }

    @Test func aCaseBodyGoesBelowItsPattern() {
        let line =
            "case .mediaGrid(let account, let initialMediaStatuses): return _handler.accountMediaGrid(account: account, initialMediaStatuses: initialMediaStatuses)"
        #expect(
            wrap(line, indent: 8) == [
                "        case .mediaGrid(let account, let initialMediaStatuses):",
                "            return _handler.accountMediaGrid(account: account, initialMediaStatuses: initialMediaStatuses)",
            ])
    }

    @Test func manyPatternsOfOneCaseFillTheirLines() {
        let patterns = (1...30).map { ".screenNumber\($0)" }
        let lines = wrap("case " + patterns.joined(separator: ", ") + ":", indent: 8)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.count <= 120 })
        #expect(
            lines[0].hasPrefix("        case .screenNumber1, ")
                && lines.dropFirst().allSatisfy { $0.hasPrefix("            .") })
        #expect(
            lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == "case "
                + patterns.joined(separator: ", ") + ":")
    }

    @Test func aConformanceListFillsTheLinesBelowItsType() {
        let line =
            "extension AccountDetailDirections: IceCubesRouteGraph.AccountPageMoves, IceCubesRouteGraph.AccountMenuMoves, IceCubesRouteGraph.LinkCardMoves {}"
        #expect(
            wrap(line, indent: 0) == [
                "extension AccountDetailDirections:",
                "    IceCubesRouteGraph.AccountPageMoves, IceCubesRouteGraph.AccountMenuMoves, IceCubesRouteGraph.LinkCardMoves",
                "{}",
            ])
        let clause =
            "extension ScreenNavigation.NavigationTabs where Graph == IceCubesRouteGraph, Destination == IceCubesRouteView, Label == SwiftUI.Text {"
        #expect(
            wrap(clause, indent: 0) == [
                "extension ScreenNavigation.NavigationTabs",
                "where Graph == IceCubesRouteGraph, Destination == IceCubesRouteView, Label == SwiftUI.Text {",
            ])
    }

    @Test func aClosuresParametersStayOnItsFirstLine() {
        let line =
            "self.init(state, rootAt: rootIndex) { route in SomeVeryLongGeneratedRouteViewName(route).padding(EdgeInsets(top: 1, leading: 2)) }"
        #expect(
            wrap(line, indent: 8) == [
                "        self.init(state, rootAt: rootIndex) { route in",
                "            SomeVeryLongGeneratedRouteViewName(route).padding(EdgeInsets(top: 1, leading: 2))",
                "        }",
            ])
    }

    @Test func commentsAreRefilledAtWordBoundaries() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = wrap("/// " + words)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= 120 })
        #expect(lines.map { $0.dropFirst(8) }.joined(separator: " ") == words)
    }

    /// Commas, colons and brackets inside a string literal, or inside an interpolation in one,
    /// are not places to break.
    @Test func stringLiteralsAreNeverBrokenAtTheirPunctuation() {
        let text = String(repeating: "a, b: (c) ", count: 10)
        let line = "case .x(let value): return \"\(text)\\(Swift.String(describing: value)), (\\(\"q, r\"))\""
        let wrapped = wrap(line, indent: 8)
        #expect(
            wrapped == [
                "        case .x(let value):",
                "            return \"\"\"",
                "                \(text)\\",
                "                \\(Swift.String(describing: value)), (\\(\"q, r\"))",
                "                \"\"\"",
            ])
    }

    /// A line too long only because of a literal gets it as a multi-line literal whose lines end
    /// in `\\`: the same text, broken after its own spaces, never in an escape or interpolation.
    @Test func aLongLiteralBecomesAMultiLineOneWithTheSameText() {
        let body =
            "Are you sure you want to delete \\(Swift.String(describing: server, with: \"a b, c\")) and all "
            + "of its \\\"connected\\\" users? Caf\\u{E9} au lait for everyone, and the rest of this long, long message."
        let lines = wrap("message: \"" + body + "\",", indent: 16)
        #expect(
            lines == [
                "                message: \"\"\"",
                "                    Are you sure you want to delete \\(Swift.String(describing: server, with: \"a b, c\")) and all of its \\",
                "                    \\\"connected\\\" users? Caf\\u{E9} au lait for everyone, and the rest of this long, long message.",
                "                    \"\"\",",
            ])
        #expect(lines.allSatisfy { $0.count <= 120 })
        let text = lines.dropFirst().dropLast().map { line in
            line.dropFirst(20).hasSuffix("\\") ? String(line.dropFirst(20).dropLast()) : String(line.dropFirst(20))
        }
        #expect(text.joined() == body)
    }

    /// With no space to break after, between two characters, escapes or interpolations.
    @Test func aLiteralWithoutSpacesBreaksBetweenItsCharacters() {
        let word = String(repeating: "x", count: 100) + String(repeating: "\\(value)", count: 4)
        #expect(
            wrap("title: \"" + word + "\",") == [
                "    title: \"\"\"",
                "        " + String(repeating: "x", count: 100) + "\\(value)\\",
                "        " + String(repeating: "\\(value)", count: 3),
                "        \"\"\",",
            ])
    }

    @Test func aLineWhoseRestDoesNotFitWithoutItsLiteralStaysAsItIs() {
        let head = String(repeating: "y", count: 118) + " = \"a b c\""
        #expect(wrap(head, indent: 0) == [head])
    }

    /// A param's property read by `args` (#38) may be a chain longer than a line: it breaks
    /// before a member, the rest one level deeper, as a postfix chain goes on in Swift; never in
    /// a number, before an implicit member, nor in a line with a string literal.
    @Test func aLongMemberChainBreaksBeforeAMember() {
        let path = (1...14).map { "member\($0)" }.joined(separator: ".")
        #expect(
            wrap("email: _context.params.\(path).`default`,", indent: 12) == [
                "            email: _context.params.member1.member2.member3.member4.member5.member6.member7.member8.member9.member10",
                "                .member11.member12.member13.member14.`default`,",
            ])
        let numbers = "x: " + Array(repeating: "2.5", count: 40).joined(separator: " + ")
        #expect(wrap(numbers).count == 1, "no member in sight: left as it is")
        let implicit = "x = " + Array(repeating: ".some", count: 30).joined(separator: " ?? ")
        #expect(wrap(implicit).count == 1, "an implicit member is no member of what comes before")
        let literal = "a.b.c(\"" + String(repeating: "text ", count: 30) + "\")"
        #expect(!wrap(literal).contains { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix(".") })
    }
}
