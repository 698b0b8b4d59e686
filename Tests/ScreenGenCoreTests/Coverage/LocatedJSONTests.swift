import Testing

@testable import ScreenGenCore

/// The JSON reader behind `screengen coverage`: values with their positions, every syntax
/// error at its line and column (columns in Unicode scalars), and nothing it cannot read
/// crashes it.
@Suite struct LocatedJSONTests {
    func parse(_ text: String) -> Result<LocatedJSON, LocatedJSON.SyntaxError> {
        LocatedJSON.parse(Array(text.utf8))
    }

    func error(_ text: String) -> String? {
        guard case .failure(let error) = parse(text) else { return nil }
        return "\(error.position.line):\(error.position.column) \(error.message)"
    }

    @Test func valuesKnowWhereTheyStart() throws {
        let document = try parse(
            "{\n  \"a\": [1, -2.5e3, true, null],\n  \"é\": \"x\\u00e9\\ud83d\\ude00\\n\", \"b\": {}\n}"
        ).get()
        let list = try #require(document["a"])
        #expect(list.position == .init(line: 2, column: 8))
        guard case .array(let items) = list.value else {
            Issue.record("not a list")
            return
        }
        #expect(items.map(\.position.column) == [9, 12, 20, 26])
        guard case .number("-2.5e3") = items[1].value else {
            Issue.record("the number's text")
            return
        }
        let string = try #require(document["é"])
        #expect(string.position == .init(line: 3, column: 8))
        guard case .string("xé😀\n") = string.value else {
            Issue.record("escapes: \(string.value)")
            return
        }
        #expect(try #require(document["b"]).position == .init(line: 3, column: 38))
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(error("") == "1:1 the file is empty, not JSON")
        #expect(error("{\"a\": 1,,}") == "1:9 unexpected ',': a key in quotes was expected")
        #expect(error("{\"a\" 1}") == "1:6 unexpected '1': ':' was expected after key 'a'")
        #expect(error("[1, 2") == "1:6 unexpected end of file: ',' or ']' was expected")
        #expect(error("[01]") == "1:3 unexpected '1': ',' or ']' was expected")
        #expect(error("{\"é\": tru}") == "1:10 unexpected '}': 'true' was expected")
        #expect(error("{} {}") == "1:4 unexpected '{' after the end of the JSON value")
        #expect(error("\"a\tb\"") == "1:3 a control character (0x9) inside a string must be escaped")
        #expect(error("\"\\x\"") == "1:3 unknown escape '\\'x'' in a string")
        #expect(error("\"\\ud800\"") == "1:8 a '\\u' high surrogate must be followed by a low one")
        #expect(error("{\"a\": 1, \"a\": 2}") == "1:10 key 'a' appears twice in one object")
        #expect(error("[1.]") == "1:4 unexpected ']': a digit was expected after '.'")
    }

    @Test func invalidUTF8AndDeepNestingAreRefusedNotFollowed() {
        guard case .failure(let bytes) = LocatedJSON.parse([0x22, 0xFF, 0x22]) else {
            Issue.record("accepted")
            return
        }
        #expect(bytes.message == "a string before here is not valid UTF-8")
        #expect(error(String(repeating: "[", count: 100_000))?.hasSuffix("nested deeper than 64 levels") == true)
        #expect(error(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let document = try LocatedJSON.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).get()
        #expect(document.position == .init(line: 1, column: 1))
    }
}
