// The app-side types of the BetterNavigation example.

public struct Animal: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var image: String
    public init(name: String, image: String) {
        self.name = name
        self.image = image
    }
    public var description: String { name }
}

#if canImport(SwiftUI)
import SwiftUI

struct AnimalListView: View { var body: some View { Text("Animals") } }
struct AnimalDetails: View {
    let animal: Animal
    var body: some View { Text(animal.name) }
}
#endif
