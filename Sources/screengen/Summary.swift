/// The one-line summary `build` and `lint` print: "2 screens, 1 transition, 0 errors".
enum Summary {
    /// `count` with its noun, plural unless the count is exactly one.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
