import CYAML

/// Pulls events from libyaml's event parser, one at a time.
///
/// The reader never owns the parser: `withReader` creates it, hands the reader to a closure
/// and deletes it afterwards on every path. It is `~Copyable` so the borrowed parser pointer
/// cannot be copied out of that closure.
struct LibYAMLEventReader: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>

    private init(parser: UnsafeMutablePointer<yaml_parser_t>, input: UnsafeBufferPointer<UInt8>) {
        self.parser = parser
        self.input = input
    }

    /// Runs `body` with a reader over `input`, which must stay valid for the call (libyaml reads
    /// it in place). Returns nil when libyaml cannot allocate its parser, or `input` is empty.
    static func withReader<Result>(
        over input: UnsafeBufferPointer<UInt8>,
        _ body: (inout LibYAMLEventReader) -> Result
    ) -> Result? {
        guard let base = input.baseAddress, !input.isEmpty else { return nil }
        // Heap-allocated because libyaml keeps a pointer to the parser inside the parser
        // (the string reader's handler data): it must not move while in use.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { return nil }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, base, input.count)
        var reader = LibYAMLEventReader(parser: parser, input: input)
        return body(&reader)
    }

    /// The next event, or libyaml's error. After an error or `streamEnd`, stop calling.
    mutating func next() throws(ParseFailure) -> ParseEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            // On failure libyaml leaves the event empty: there is nothing to delete.
            throw failure()
        }
        return ParseEvent(taking: event)
    }

    /// libyaml's error as a message and position. Scanner and parser errors carry a mark;
    /// reader errors (bad characters) carry only a byte offset, converted here the way libyaml
    /// counts marks.
    private func failure() -> ParseFailure {
        let state = parser.pointee
        guard state.error != YAML_MEMORY_ERROR, let problem = state.problem.map({ String(cString: $0) }) else {
            return ParseFailure(message: LoaderMessages.parserOutOfMemory, position: TextPosition(line: 1, column: 1))
        }
        if state.error == YAML_READER_ERROR {
            let value = state.problem_value >= 0 ? Int(state.problem_value) : nil
            return ParseFailure(
                message: LoaderMessages.readerError(problem, value: value),
                position: TextPosition(ofByte: Int(state.problem_offset), in: input)
            )
        }
        let context = state.context.map { String(cString: $0) }
        let position = TextPosition(line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
        let contextPosition = TextPosition(
            line: Int(state.context_mark.line) + 1, column: Int(state.context_mark.column) + 1)
        return ParseFailure(
            message: LoaderMessages.syntaxError(problem, context: context),
            position: position,
            context: context.flatMap { text in
                text.isEmpty || contextPosition == position ? nil : (text, contextPosition)
            }
        )
    }
}
