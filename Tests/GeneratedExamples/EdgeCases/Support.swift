// The app-side types of the EdgeCases graph (Tests/Fixtures/Valid/EdgeCases): keywords as
// names, hostile strings. Its views exist only where SwiftUI does.

/// A param type whose values `args` writes as enum-case literals (`.default`, `.pair(…)`).
enum Mode: Hashable, Sendable, Codable {
    case `default`
    case pair(left: Int, right: Int?)
}

/// A live param's type: shared by reference, compared by identity, never saved.
final class SharedModel: Sendable {}

/// A live closure's type: main-actor isolated, so Sendable.
typealias Done = @MainActor () -> Void

#if canImport(SwiftUI)
import SwiftUI

struct DefaultView: View {
    let `in`: Int; let handler: String; let navigator: Double; let route: Bool
    var body: some View { Text("default") }
}
struct SelfTestView: View {
    let values: [String: [Int]]?; let nested: Optional<Array<Set<String>>>; let `inout`: Int?
    var body: some View { Text("self-test") }
}
struct FixedView: View {
    let mode: Mode; let note: String; let flag: Bool; let kind: Mode; let place: Place
    var body: some View { Text(note) }
}
/// Built in the view switch with `.init(count:)`.
struct Place { init(count: Double) {} }
struct Switch: View { let `case`: String; var body: some View { Text(`case`) } }
struct CatchView: View { var body: some View { Text("catch") } }
struct InitView: View { let `self`: Int; var body: some View { Text("init") } }
struct ProtocolView: View {
    let `self`: SharedModel; let `in`: Done; let `repeat`: SharedModel?; let count: Int
    var body: some View { Text("protocol") }
}
struct OperatorView: View {
    let model: SharedModel; let other: SharedModel?; let count: Int
    var body: some View { Text("operator") }
}
#endif
