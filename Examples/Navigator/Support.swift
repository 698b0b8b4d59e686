// The app-side types of the Navigator example.

public struct ProductID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { String(rawValue) }
}

#if canImport(SwiftUI)
import SwiftUI

struct ExperiencePickerView: View { var body: some View { Text("Experiences") } }
struct ProductGridView: View { var body: some View { Text("Grid") } }
struct ProductListView: View { var body: some View { Text("List") } }
struct ProductDetail: View { let productID: ProductID; var body: some View { Text("\(productID)") } }
#endif
