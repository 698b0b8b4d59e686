@_spi(Generated) import ScreenNavigation
import Testing

@Suite("TransitionTable")
struct TransitionTableTests {
    let table: TransitionTable<TestScreen> = [
        LegalTransition(from: .home, to: .signIn, style: .cover),
        LegalTransition(from: .home, to: .signIn, style: .push),
        LegalTransition(from: .home, to: .signIn, style: .push),  // duplicate collapses
        LegalTransition(from: .about, to: .conversation, style: .replace),
    ]

    @Test func answersMembership() {
        #expect(table.allows(from: .home, to: .signIn, style: .push))
        #expect(table.allows(LegalTransition(from: .home, to: .signIn, style: .cover)))
        #expect(!table.allows(from: .home, to: .signIn, style: .sheet))
        #expect(!table.allows(from: .signIn, to: .home, style: .push))
        #expect(table.transitions.count == 3)
    }

    @Test func listsStylesInAllCasesOrder() {
        #expect(table.styles(from: .home, to: .signIn) == [.push, .cover])
        #expect(table.styles(from: .signIn, to: .home).isEmpty)
    }

    @Test func knowsReplaceTargets() {
        #expect(table.isReplaceTarget(.conversation))
        #expect(!table.isReplaceTarget(.signIn))
        #expect(!table.isReplaceTarget(.about))
    }

    @Test func listsTransitionsFromAScreen() {
        #expect(
            Set(table.transitions(from: .home)) == [
                LegalTransition(from: .home, to: .signIn, style: .cover),
                LegalTransition(from: .home, to: .signIn, style: .push),
            ])
    }

    /// A transition set is listed once (`*N: to style, …`) and included by screens (`from: *N`),
    /// in any text of the table and in any order: each including screen gets every move of it.
    @Test func aSetListedOnceGivesItsMovesToEveryScreenThatIncludesIt() {
        let table = TransitionTable<TestScreen>(text: [
            """
            home: *0
            settings: about sheet
            """,
            """
            *0: about push, signIn cover
            about: *0
            settings: home cover, *0
            """,
        ])
        #expect(
            Set(table.transitions) == [
                LegalTransition(from: .home, to: .about, style: .push),
                LegalTransition(from: .home, to: .signIn, style: .cover),
                LegalTransition(from: .about, to: .about, style: .push),
                LegalTransition(from: .about, to: .signIn, style: .cover),
                LegalTransition(from: .settings, to: .about, style: .sheet),
                LegalTransition(from: .settings, to: .home, style: .cover),
                LegalTransition(from: .settings, to: .about, style: .push),
                LegalTransition(from: .settings, to: .signIn, style: .cover),
            ])
    }

    /// `*: to style, …` lists the moves allowed from every screen (`anywhere:`): from any
    /// screen, in those styles only, and their `replace` targets may sit at a stack's bottom.
    @Test func anAnywhereLineAllowsItsMovesFromEveryScreen() {
        let table = TransitionTable<TestScreen>(text: ["home: about push\n*: signIn cover, conversation replace\n"])
        #expect(table.allows(from: .home, to: .about, style: .push))
        #expect(!table.allows(from: .settings, to: .about, style: .push))
        for screen in TestScreen.allCases {
            #expect(table.allows(from: screen, to: .signIn, style: .cover))
        }
        #expect(!table.allows(from: .home, to: .signIn, style: .sheet))
        #expect(table.allowsFromAnywhere(to: .conversation, style: .replace))
        #expect(table.isReplaceTarget(.conversation))
        #expect(table.transitions.count == 1, "anywhere moves are not listed per screen")
    }
}
