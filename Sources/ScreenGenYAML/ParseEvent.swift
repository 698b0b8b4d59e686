import CYAML

/// One libyaml event, read in place: the tree builder asks for what it keeps (a scalar's text,
/// an anchor's name) and nothing else is copied (#33: converting every event into a Swift enum
/// with its strings, then copying and destroying that enum, cost about a fifth of loading).
/// It owns the C event and frees it when it goes out of scope.
struct ParseEvent: ~Copyable {
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias
        case scalar
        case sequenceStart
        case sequenceEnd
        case mappingStart
        case mappingEnd
    }

    private let event: yaml_event_t

    /// Takes over `event`, which libyaml filled: it is deleted with this value.
    init(taking event: yaml_event_t) {
        self.event = event
    }

    deinit {
        var event = event
        yaml_event_delete(&event)
    }

    var kind: Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which libyaml only returns after the
        // stream ended: either way there is nothing more to read.
        default: .streamEnd
        }
    }

    /// Where the event starts.
    var position: TextPosition {
        TextPosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    }

    /// The anchor on a scalar, sequence or mapping; the name an alias refers to.
    var anchor: String? {
        let name: UnsafeMutablePointer<yaml_char_t>? =
            switch event.type {
            case YAML_SCALAR_EVENT: event.data.scalar.anchor
            case YAML_SEQUENCE_START_EVENT: event.data.sequence_start.anchor
            case YAML_MAPPING_START_EVENT: event.data.mapping_start.anchor
            case YAML_ALIAS_EVENT: event.data.alias.anchor
            default: nil
            }
        return name.map { String(cString: $0) }
    }

    /// A scalar's text as libyaml decoded it (escapes, folding and quotes resolved), in place:
    /// valid while the event is.
    var scalarBytes: UnsafeBufferPointer<UInt8> {
        let data = event.data.scalar
        return UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
    }

    /// A scalar's explicit tag (`!!str`, `!custom`), as libyaml reports it; nil when untagged.
    var scalarTag: String? {
        event.data.scalar.tag.map { String(cString: $0) }
    }

    var scalarStyle: YAMLNode.Scalar.Style {
        switch event.data.scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}

/// libyaml rejected the text: its message and where.
struct ParseFailure: Error {
    var message: String
    var position: TextPosition
    /// Where the construct libyaml was reading began (its context mark), when it says so:
    /// an unclosed `{` is often far from where the error is noticed.
    var context: (text: String, position: TextPosition)? = nil
}
