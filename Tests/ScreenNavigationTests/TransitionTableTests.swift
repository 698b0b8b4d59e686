import ScreenNavigation
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
        #expect(Set(table.transitions(from: .home)) == [
            LegalTransition(from: .home, to: .signIn, style: .cover),
            LegalTransition(from: .home, to: .signIn, style: .push),
        ])
    }
}
