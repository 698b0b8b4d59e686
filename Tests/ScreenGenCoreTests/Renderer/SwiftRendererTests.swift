import Testing

@testable import ScreenGenCore

/// The renderer: structure in, exact text out, broken at 120 columns where the structure says
/// (#39).
struct SwiftRendererTests {
    private func render(_ items: CodeItem...) -> String { SwiftRenderer.render(items) }

    private let screen = String(repeating: "s", count: 40)

    @Test func aTypeWithMembersAndADocComment() {
        let text = render(
            .declaration(
                Declaration(
                    doc: "The flows.", attributes: ["@MainActor"], access: "public ",
                    .type(
                        TypeDeclaration(
                            keyword: .enum, name: "AppFlow", conformances: ["Swift.String", "Swift.Hashable"],
                            members: [
                                .declaration(Declaration(.enumCase(EnumCase(name: "session")))),
                                .blankLine,
                                .declaration(
                                    Declaration(
                                        .enumCase(EnumCase(name: "guest", rawValue: .string("a \"guest\""))))),
                            ])))))
        #expect(
            text == """
                /// The flows.
                @MainActor
                public enum AppFlow: Swift.String, Swift.Hashable {
                    case session

                    case guest = "a \\"guest\\""
                }

                """)
    }

    @Test func aLongConformanceListIsFilledALineOfProtocolsAtATime() {
        let protocols = (1...8).map { "Module.SomeProtocolNumber\($0)" }
        let text = render(
            .declaration(
                Declaration(.type(TypeDeclaration(keyword: .enum, name: "Route", conformances: protocols, members: [])))
            ))
        #expect(
            text == """
                enum Route:
                    Module.SomeProtocolNumber1, Module.SomeProtocolNumber2, Module.SomeProtocolNumber3, Module.SomeProtocolNumber4,
                    Module.SomeProtocolNumber5, Module.SomeProtocolNumber6, Module.SomeProtocolNumber7, Module.SomeProtocolNumber8
                {
                }

                """)
    }

    @Test func parametersGoOnALineOfTheirOwnWhenTheyFitElseOneALine() {
        let short = Function(
            head: "static func conditions",
            parameters: [Parameter(label: "forButton", name: "id", type: "Swift.String")],
            returnType: "Bool", body: [.statement(.return(.identifier("true")))])
        #expect(
            render(.declaration(Declaration(.function(short)))) == """
                static func conditions(forButton id: Swift.String) -> Bool {
                    return true
                }

                """)
        let fitting = Function(
            head: "static func conditions",
            parameters: [
                Parameter(label: "forButton", name: "id", type: "Swift.String"),
                Parameter(label: "of", name: "screen", type: "Module.\(screen)"),
            ],
            returnType: "Swift.Bool", body: [])
        #expect(
            render(.declaration(Declaration(.function(fitting)))) == """
                static func conditions(
                    forButton id: Swift.String, of screen: Module.\(screen)
                ) -> Swift.Bool {
                }

                """)
        let long = Function(
            head: "func open", parameters: (1...4).map { Parameter(name: "p\($0)", type: "Module.\(screen)") },
            throwsType: "AppGraph.Failure", body: nil)
        #expect(
            render(.declaration(Declaration(.function(long)))) == """
                func open(
                    p1: Module.\(screen),
                    p2: Module.\(screen),
                    p3: Module.\(screen),
                    p4: Module.\(screen)
                ) throws(AppGraph.Failure)

                """)
    }

    @Test func aShortBodyStaysOnTheHeadersLineOnlyWhenItFits() {
        let function = { (type: String) in
            Declaration(
                .function(
                    Function(
                        head: "init", parameters: [Parameter(label: "_", name: "state", type: type)],
                        body: [.statement(.assignment("_state", .identifier("state")))], keepsShortBodyInline: true)))
        }
        #expect(render(.declaration(function("State"))) == "init(_ state: State) { _state = state }\n")
        #expect(
            render(.declaration(function("Module.\(screen).\(screen)"))) == """
                init(_ state: Module.\(screen).\(screen)) {
                    _state = state
                }

                """)
    }

    @Test func aCaseBodyGoesBelowItsPatternWhenTheLineIsTooLong() {
        let value = Expression.call(
            .identifier(".init"), [Argument("asking", .identifier(".\(screen)")), Argument("when", .dot(screen))])
        let text = render(
            .statement(
                .switch(
                    .identifier("screen"),
                    [
                        SwitchCase([.dot("a")], [.expression(.identifier("nil"))]),
                        SwitchCase([.dot(screen)], [.expression(value)]),
                        .default([.expression(.identifier("nil"))]),
                    ])))
        #expect(
            text == """
                switch screen {
                case .a: nil
                case .\(screen):
                    .init(asking: .\(screen), when: .\(screen))
                default: nil
                }

                """)
    }

    @Test func aTableIsOneEntryALineHoweverShort() {
        let table = Expression.call(
            .identifier("Table"),
            [Argument(.array([.call(.identifier(".init"), [Argument(.dot("a"))]), .dot("b")], oneALine: true))])
        #expect(
            render(.declaration(Declaration(.variable(Variable(name: "table", value: table))))) == """
                static let table = Table([
                    .init(.a),
                    .b,
                ])

                """)
    }

    @Test func nestedListsBreakOutsideIn() {
        let roots = Expression.array((1...6).map { .dot("root\($0)\(screen)") })
        let entry = Expression.call(
            .identifier(".init"),
            [Argument(.dot("main")), Argument("rootScreens", roots), Argument("moves", .array([]))])
        var writer = SwiftWriter()
        writer.indented { SwiftRenderer.render(.statement(.expression(entry)), into: &$0) }
        let rootLines = (1...6).map { "            .root\($0)\(screen)," }.joined(separator: "\n").dropLast()
        #expect(
            writer.text == """
                    .init(
                        .main,
                        rootScreens: [
                \(rootLines)
                        ],
                        moves: []
                    )

                """)
    }

    @Test func aLongDocCommentIsRefilledAtWords() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        #expect(
            render(.declaration(Declaration(doc: words, .associatedType("Output")))) == """
                /// word word word word word word word word word word word word word word word word word word word word word word word
                /// word word word word word word word
                associatedtype Output

                """)
    }
    @Test func anEnumCasesAssociatedValuesBreakAsAParameterList() {
        let values = (1...2).map { Parameter(name: "value\($0)", type: "Module.\(screen)") }
        let text = render(
            .declaration(Declaration(.enumCase(EnumCase(name: "detail", associatedValues: values, isIndirect: true)))))
        #expect(
            text == """
                indirect case detail(
                    value1: Module.\(screen), value2: Module.\(screen)
                )

                """)
    }

    /// A comma the structure does not know (inside a generic type's text) is no place to break:
    /// the type stays whole on its entry's line (the text is never read back).
    @Test func aGenericTypesCommaStaysInsideItsEntry() {
        let values = [
            Parameter(name: "id", type: "Pair<Money, Optional<Photo>>"),
            Parameter(name: "name", type: "Module.\(screen).\(screen)"),
        ]
        let text = render(.declaration(Declaration(.enumCase(EnumCase(name: "detail", associatedValues: values)))))
        #expect(
            text == """
                case detail(
                    id: Pair<Money, Optional<Photo>>,
                    name: Module.\(screen).\(screen)
                )

                """)
    }
}
