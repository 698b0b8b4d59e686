/// The one-line summary `build` and `lint` print: "2 screens, 1 transition, 0 errors".
enum Summary {
    /// `count` with its noun, plural unless the count is exactly one.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `count` in groups of three digits: "1,799,900".
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (count < 0 ? "-" : "") + text
    }
}
