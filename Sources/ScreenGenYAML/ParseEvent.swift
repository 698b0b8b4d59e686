/// One libyaml event, copied into Swift values so that the C event can be freed at once.
/// Only what the tree builder needs is kept: collection tags and implicit flags are dropped.
enum ParseEvent {
    case streamStart
    case streamEnd
    case documentStart(TextPosition)
    case documentEnd
    case alias(anchor: String, TextPosition)
    case scalar(YAMLNode.Scalar, anchor: String?, TextPosition)
    case sequenceStart(anchor: String?, TextPosition)
    case sequenceEnd
    case mappingStart(anchor: String?, TextPosition)
    case mappingEnd
}

/// libyaml rejected the text: its message and where.
struct ParseFailure: Error {
    var message: String
    var position: TextPosition
    /// Where the construct libyaml was reading began (its context mark), when it says so:
    /// an unclosed `{` is often far from where the error is noticed.
    var context: (text: String, position: TextPosition)? = nil
}
