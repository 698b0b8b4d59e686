import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// Query keys given more than once (#37): a list item (`?via={via:[s]}`, a `[T]` param) reads
/// every value of its key, in order; a single-value item refuses a repeated key; a key no
/// link reads is ignored however often it is given. Printing writes one `key=value` per value.
@Suite("DeepLinkTable query lists")
struct DeepLinkQueryListTests {
    private func table(_ patterns: [String]) -> DeepLinkTable {
        DeepLinkTable(
            schemes: ["matrix", "https"], hosts: ["matrix.to"], patterns: patterns,
            stacks: patterns.indices.map { "0|link\($0)" })
    }

    private func texts(_ table: DeepLinkTable, _ text: String) throws -> [String?] {
        try table.match(Navigation.DeepLinkURL(parsing: text)).texts
    }

    @Test func annotatedListItemsParse() {
        let pattern = Navigation.DeepLinkPattern(annotated: "/room/{id:s}?via={via:[s]}&n={n:i}&pin={pins:[u]}")
        #expect(pattern.query.map(\.key) == ["via", "n", "pin"])
        #expect(pattern.query.map(\.name) == ["via", "n", "pins"])
        #expect(pattern.query.map(\.kind) == [.string, .int, .uuid])
        #expect(pattern.query.map(\.isList) == [true, false, true])
        #expect(pattern.valueNames == ["id", "via", "n", "pins"])
    }

    @Test func aListReadsEveryValueInOrder() throws {
        let links = table(["/room/{id:s}?via={via:[s]}&n={n:i}"])
        #expect(try texts(links, "https://matrix.to/room/r?via=a.org&via=b.org") == ["r", "a.org&b.org", nil])
        #expect(try texts(links, "https://matrix.to/room/r?via=b.org&n=1&via=a.org") == ["r", "b.org&a.org", "1"])
        #expect(try texts(links, "https://matrix.to/room/r?via=a.org") == ["r", "a.org", nil])
        // Left out: nil (the param's default, or the empty list); given empty: one empty value.
        #expect(try texts(links, "https://matrix.to/room/r") == ["r", nil, nil])
        #expect(try texts(links, "https://matrix.to/room/r?via") == ["r", "", nil])
        #expect(try texts(links, "https://matrix.to/room/r?via=&via=x") == ["r", "&x", nil])
        // Values are held escaped, so a value's own `&` stays in it.
        #expect(try texts(links, "https://matrix.to/room/r?via=a%26b&via=%C3%A9") == ["r", "a%26b&%C3%A9", nil])
        #expect(
            try DeepLinkValues(names: ["via"], texts: ["a%26b&%C3%A9&"]).list(0, as: String.self) == ["a&b", "é", ""])
    }

    @Test func eachValueOfAListIsTypeChecked() throws {
        let links = table(["/l?n={n:[i]}&id={id:[u]}"])
        #expect(try texts(links, "https://matrix.to/l?n=1&n=-2") == ["1&-2", nil])
        #expect(throws: Navigation.DeepLinkFailure.invalidValue(placeholder: "n", value: "x", expected: "Int")) {
            try texts(links, "https://matrix.to/l?n=1&n=x")
        }
        let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        #expect(
            try texts(links, "https://matrix.to/l?id=\(id)&id=\(id.lowercased())") == [nil, "\(id)&\(id.lowercased())"])
        let values = DeepLinkValues(names: ["n", "id"], texts: ["1&-2", "\(id)&\(id.lowercased())"])
        #expect(try values.list(0, as: Int.self) == [1, -2])
        #expect(try values.list(1, as: UUID.self) == [UUID(uuidString: id)!, UUID(uuidString: id)!])
        #expect(try DeepLinkValues(names: ["n"], texts: [nil]).list(0, as: Int.self) == nil)
    }

    @Test func aRepeatedKeyIsRefusedOnlyWhereOneValueIsRead() throws {
        let links = table(["/room/{id:s}?via={via:[s]}&n={n:i}"])
        // Read once, given twice: refused, as before.
        #expect(throws: Navigation.DeepLinkFailure.repeatedQueryKey("n")) {
            try texts(links, "https://matrix.to/room/r?n=1&n=2")
        }
        // Read by no link: ignored, however often.
        #expect(try texts(links, "https://matrix.to/room/r?utm=a&utm=b&utm=c") == ["r", nil, nil])
    }

    @Test func aListPrintsOneItemPerValueAndParsesBack() throws {
        let links = table(["/room/{id:s}?via={via:[s]}&n={n:i}"])
        for values in [["a.org", "b.org"], ["a&b", "é", ""], [""], ["x", "x"], ["1", "%", "+ /"]] {
            let text = try #require(DeepLinkValues.listText(values))
            let url = try #require(links.url(link: 0, texts: ["r", text, "3"]), "\(values)")
            #expect(try texts(links, url) == ["r", text, "3"], "\(url)")
            let back = try #require(try texts(links, url)[1])
            #expect(try DeepLinkValues(names: ["via"], texts: [back]).list(0, as: String.self) == values)
        }
        #expect(
            links.url(link: 0, texts: ["r", DeepLinkValues.listText(["a.org", "b.org"]), nil])
                == "matrix://matrix.to/room/r?via=a.org&via=b.org")
        #expect(
            links.url(link: 0, texts: ["r", DeepLinkValues.listText(["a b", "c&d"]), nil])
                == "matrix://matrix.to/room/r?via=a%20b&via=c%26d")
        // An empty list is no item at all.
        #expect(DeepLinkValues.listText([String]()) == nil)
        #expect(DeepLinkValues.optionalListText([Int]?.none) == nil)
        #expect(links.url(link: 0, texts: ["r", nil, nil]) == "matrix://matrix.to/room/r")
    }
}
