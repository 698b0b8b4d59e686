import Testing

@testable import ScreenGenYAML

/// Every node, key included, carries file, line and column of its first character.
@Suite struct NodeTreeTests {
    @Test func blockMappingKeysAndValuesAreLocated() {
        #expect(tree(of: "name: home\nview: HomeView\n") == "{name@1:1: home@1:7, view@2:1: HomeView@2:7}@1:1")
    }

    @Test func nestedCollectionsAreLocated() {
        let text = "screens:\n  - name: a\n    tags: [x, 'y']\n"
        #expect(tree(of: text) == "{screens@1:1: [{name@2:5: a@2:11, tags@3:5: [x@3:12, 'y'@3:15]@3:11}@2:5]@2:3}@1:1")
    }

    @Test func locationsCarryTheFileName() {
        let result = YAMLLoader.load(Array("a: b\n".utf8), file: "screens/home.yaml")
        #expect(result.document?.mapping?.first?.value.location.description == "screens/home.yaml:1:4")
    }

    @Test func anEmptyValueIsAnEmptyPlainScalarAfterTheColon() {
        #expect(tree(of: "key:\nnext: 1\n") == "{key@1:1: @1:5, next@2:1: 1@2:7}@1:1")
    }

    @Test func columnsCountCharactersNotBytes() {
        // "ä" is 2 bytes, "🙂" 4: libyaml's marks count each as one column, and so do we.
        #expect(tree(of: "ä🙂: [x, 🙂]\n") == "{ä🙂@1:1: [x@1:6, 🙂@1:9]@1:5}@1:1")
    }

    @Test func scalarStylesAreRecorded() {
        let text = "a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\n"
        let styles = load(text).document?.mapping?.map { $0.value.scalar?.style }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        let texts = load(text).document?.mapping?.map { $0.value.scalar?.text }
        #expect(texts == ["plain", "single", "double", "literal\n", "folded\n"])
    }

    @Test func explicitTagsAreRecordedAsLibyamlResolvesThem() {
        let text = "a: !!str 5\nb: !custom x\nc: ! y\nd: 7\n"
        let tags = load(text).document?.mapping?.map { $0.value.scalar?.tag }
        #expect(tags == ["tag:yaml.org,2002:str", "!custom", "!", nil])
    }

    @Test func crlfLineEndingsGiveTheSamePositionsAsLF() {
        let lf = "screens:\n  - name: a\n    view: V\n"
        let crlf = "screens:\r\n  - name: a\r\n    view: V\r\n"
        #expect(tree(of: crlf) == tree(of: lf))
        #expect(tree(of: crlf) == "{screens@1:1: [{name@2:5: a@2:11, view@3:5: V@3:11}@2:5]@2:3}@1:1")
    }

    @Test func aUTF8ByteOrderMarkIsSkippedWithoutShiftingColumns() {
        #expect(tree(of: "\u{FEFF}name: x\nview: V\n") == "{name@1:1: x@1:7, view@2:1: V@2:7}@1:1")
    }

    @Test func largeAndNestedCollectionsKeepEveryChildInOrder() {
        let items = (0..<1000).map { "- {i: \($0), l: [\($0), x]}\n" }.joined()
        let document = load(items).document
        #expect(document?.sequence?.count == 1000)
        #expect(
            document?.sequence?.enumerated().allSatisfy { index, item in
                item.mapping?.map { $0.key.scalar?.text } == ["i", "l"]
                    && item.mapping?[0].value.scalar?.text == "\(index)"
                    && item.mapping?[1].value.sequence?.map { $0.scalar?.text } == ["\(index)", "x"]
                    && item.location.line == index + 1
            } == true)
    }
}
