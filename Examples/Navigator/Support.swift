// The app-side types of the Navigator example.

/// A product's id: `LosslessStringConvertible`, so a deep link can carry it (it is listed under
/// `graph.deeplinks.types`).
public struct ProductID: Hashable, Sendable, Codable, LosslessStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Only plain non-negative decimal numbers: `42`, not `+42`, `-1` or ` 42`.
    public init?(_ description: String) {
        guard !description.isEmpty, description.allSatisfy(\.isASCII), description.allSatisfy(\.isNumber),
            let value = Int(description)
        else { return nil }
        rawValue = value
    }
    public var description: String { String(rawValue) }
}

#if canImport(SwiftUI)
import SwiftUI

struct ExperiencePickerView: View { var body: some View { Text("Experiences") } }
struct ProductGridView: View { var body: some View { Text("Grid") } }
struct ProductListView: View { var body: some View { Text("List") } }
struct ProductDetail: View {
    let productID: ProductID
    var body: some View { Text("\(productID)") }
}
#endif
