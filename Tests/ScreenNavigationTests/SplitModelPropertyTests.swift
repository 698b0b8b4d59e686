import Foundation
import Testing

@_spi(Generated) @testable import ScreenNavigation

/// Random walks on `SplitGraph` (#36), the width changing along the way as an iPad rotates: in
/// every state reached, each split root's columns collapse into exactly its stack and expand
/// back into the same columns; a change of width changes no stack; a refused operation changes
/// nothing; and the state restores exactly from its own snapshot. Seeds are printed on failure.
@MainActor
@Suite struct SplitModelPropertyTests {
    typealias State = NavigationState<SplitGraph>

    static func operate<G: RandomNumberGenerator>(_ state: State, _ rng: inout G) throws -> String {
        let id = Int.random(in: 1...3, using: &rng)
        let moves: [Move<SplitGraph>] = [
            Move(from: .chats, to: .room(id: id), style: .push),
            Move(from: .room, to: .details, style: .push),
            Move(from: .details, to: .members, style: .push),
            Move(from: .chats, to: .compose, style: .sheet),
            Move(from: .mail, to: .mailbox(name: "box\(id)"), style: .push),
            Move(from: .mail, to: .message(id: id), style: .push),
            Move(from: .mailbox, to: .message(id: id), style: .push),
            Move(from: .mailbox, to: .mailbox(name: "sub\(id)"), style: .push),
            Move(from: .message, to: .attachment, style: .push),
        ]
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2, 3:
            let move = moves.randomElement(using: &rng)!
            try state.perform(move)
            return "\(move)"
        case 4:
            let layout = Navigation.SplitLayout.allCases.randomElement(using: &rng)!
            state.containers.setSplitLayout(layout)
            return "width \(layout)"
        case 5:
            try state.select(rootAt: Int.random(in: 0..<3, using: &rng))
            return "select"
        case 6:
            state.pop()
            return "pop"
        case 7:
            try state.containers.presentAlert(.leave)
            return "alert"
        case 8:
            try state.alerts.tap("cancel")
            return "cancel"
        default:
            try state.perform(Move(from: .settings, to: .about, style: .push))
            return "about"
        }
    }

    @Test(arguments: 0..<40)
    func columnsAreTheStackAtEveryWidth(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let state = State()
        var steps: [String] = []
        for _ in 0..<60 {
            let before = (state.stacks, state.selectedRootIndex)
            do {
                steps.append(try Self.operate(state, &rng))
            } catch {
                #expect(state.stacks == before.0 && state.selectedRootIndex == before.1, "seed \(seed): \(steps)")
            }
            for (index, stack) in state.stacks.enumerated() {
                guard let split = SplitGraph.splitTable.split(rootedAt: SplitGraph.screen(of: stack.root)) else {
                    #expect(state.containers.splitColumns(ofRootAt: index) == nil)
                    continue
                }
                let columns = Navigation.SplitColumns(expanding: stack, columns: split.columns)
                #expect(columns.stack == stack, "seed \(seed): \(steps)")
                #expect(Navigation.SplitColumns(expanding: columns.stack, columns: split.columns) == columns)
                #expect(state.containers.splitColumns(ofRootAt: index) == columns)
                // Nothing lost: every entry is in exactly one column.
                let counted = (columns.content == nil ? 0 : 1) + columns.detail.count + columns.presented.count
                #expect(counted == stack.entries.count)
            }
            let shown = state.stacks
            let layout = state.containers.splitLayout
            state.containers.setSplitLayout(layout == .expanded ? .collapsed : .expanded)
            state.containers.setSplitLayout(layout)
            #expect(state.stacks == shown, "seed \(seed): \(steps)")
            let restored = State()
            try restored.containers.restore(state.containers.snapshot())
            #expect(restored.stacks == shown && restored.selectedRootIndex == state.selectedRootIndex)
        }
    }
}
