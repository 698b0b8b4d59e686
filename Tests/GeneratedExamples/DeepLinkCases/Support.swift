// The app-side types of the DeepLinkCases graph: two custom deep-link value types (listed under
// `graph.deeplinks.types`) that refuse some texts, and views where SwiftUI exists.

/// A URL slug: one or more of `a`–`z`, `0`–`9` and `-`. Anything else (empty, upper case,
/// spaces, non-ASCII) is not a slug, so a link carrying it fails with `.invalidValue`.
public struct Slug: Hashable, Sendable, Codable, LosslessStringConvertible {
    public let text: String
    public init?(_ description: String) {
        guard !description.isEmpty,
            description.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return nil }
        text = description
    }
    public var description: String { text }
}

/// An amount of money in cents, written `12.34`: digits, a point, exactly two digits.
public struct Money: Hashable, Sendable, Codable, LosslessStringConvertible {
    public let cents: Int
    public init(cents: Int) { self.cents = cents }
    public init?(_ description: String) {
        let parts = description.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count == 2,
            parts.allSatisfy({ $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }),
            let units = Int(parts[0]), let hundredths = Int(parts[1]),
            case let (scaled, overflow) = units.multipliedReportingOverflow(by: 100), !overflow,
            case let (cents, overflow2) = scaled.addingReportingOverflow(hundredths), !overflow2
        else { return nil }
        self.cents = cents
    }
    public var description: String {
        let hundredths = cents % 100
        return "\(cents / 100).\(hundredths < 10 ? "0" : "")\(hundredths)"
    }
}

/// The server region of an account, which the host of a sign-up link decides (Bitwarden's
/// `bitwarden.com` and `bitwarden.eu`): a link's `args` fixes it, no URL text carries it.
public enum Region: String, Hashable, Sendable, Codable {
    case us, eu
}

#if canImport(SwiftUI)
import Foundation
import SwiftUI

struct HomeView: View { var body: some View { Text("Home") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct UserView: View { let name: String; var body: some View { Text(name) } }
struct ItemView: View { let id: Int; let zoom: Int; var body: some View { Text("\(id)") } }
struct ItemByKeyView: View { let key: UUID; var body: some View { Text(key.uuidString) } }
struct PriceView: View { let amount: Double; let currency: String; var body: some View { Text(currency) } }
struct ToggleView: View { let on: Bool; var body: some View { Text("\(on)") } }
struct TagView: View { let slug: Slug; let minPrice: Money?; var body: some View { Text(slug.text) } }
struct SearchView: View {
    let query: String?; let page: Int; let exact: Bool; let near: UUID?; let radius: Double
    var body: some View { Text(query ?? "") }
}
struct OrderView: View { let orderID: Int; var body: some View { Text("\(orderID)") } }
struct TootView: View { let acct: String; let statusID: Int; var body: some View { Text(acct) } }
struct ServerItemView: View { let serverID: String; let itemID: Int; var body: some View { Text(serverID) } }
struct ServerView: View { let serverKey: UUID; var body: some View { Text(serverKey.uuidString) } }
struct InboxView: View { let tenant: Slug; var body: some View { Text(tenant.text) } }
struct RoomView: View {
    let roomID: String
    let via: [String]
    let pins: [UUID]?
    let eventID: String?
    var body: some View { Text(roomID) }
}
struct JoinRoomView: View {
    let roomID: String
    let via: [String]
    var body: some View { Text(roomID) }
}
struct SpaceView: View { let roomID: String; var body: some View { Text(roomID) } }
struct RoomAliasView: View {
    let alias: String
    let via: [String]
    let eventID: String?
    var body: some View { Text(alias) }
}
struct FinishSignupView: View {
    let email: String
    let token: String
    let fromEmail: Bool?
    let region: Region
    var body: some View { Text(email) }
}
struct TOTPView: View { let uri: String; var body: some View { Text(uri) } }
struct HOTPView: View { let key: URL; let digits: Int; var body: some View { Text(key.absoluteString) } }
struct ReceiptView: View { let orderID: Int; let total: Money?; var body: some View { Text("\(orderID)") } }
struct CategoryView: View { let category: String; var body: some View { Text(category) } }
struct ProductView: View { let productID: UUID; let sort: String?; let price: Money?; var body: some View { Text("product") } }
struct NoteView: View { let text: String?; var body: some View { Text(text ?? "") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct TripleView: View { let x: String; var body: some View { Text(x) } }
struct PairView: View { let y: String; let z: String; var body: some View { Text(y + z) } }
struct MapView: View { let lat: Double; let lon: Double; let zoom: Double; var body: some View { Text("map") } }
struct ChooserView: View { var body: some View { Text("Choose") } }
struct AccountView: View { let userID: UUID; let tab: String; var body: some View { Text(tab) } }
struct PrefsView: View { let theme: String; let beta: Bool?; var body: some View { Text(theme) } }
struct PostView: View { let postID: Int; let slug: Slug?; var body: some View { Text("\(postID)") } }
struct CommentsView: View { let postID: Int; let highlight: UUID?; var body: some View { Text("\(postID)") } }
#endif
