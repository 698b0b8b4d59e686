import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// "Did you mean": the nearest candidate within a third of the word's length (1 to 3 edits).
@Suite struct SpellingSuggestionTests {
    @Test func closeTyposAreSuggested() {
        #expect(SpellingSuggestion.closest(to: "detial", among: ["list", "detail", "editor"]) == "detail")
        #expect(SpellingSuggestion.closest(to: "tranitions", among: ScreenDecoder.keys) == "transitions")
        #expect(SpellingSuggestion.closest(to: "syle", among: ScreenDecoder.transitionKeys) == "style")
        #expect(SpellingSuggestion.closest(to: "shet", among: TransitionStyle.allCases.map(\.rawValue)) == "sheet")
        #expect(
            SpellingSuggestion.closest(to: "animal.detial", among: ["animal.detail", "animal.list"]) == "animal.detail")
        #expect(
            SpellingSuggestion.closest(to: "unreachable-screeen", among: Rule.all.map(\.name)) == "unreachable-screen")
    }

    @Test func caseIsIgnoredButTheCandidateIsReturnedAsWritten() {
        #expect(SpellingSuggestion.closest(to: "Detail", among: ["detail"]) == "detail")
        #expect(SpellingSuggestion.closest(to: "VIEW", among: ["view", "kind"]) == "view")
    }

    @Test func distantWordsGetNoSuggestion() {
        #expect(SpellingSuggestion.closest(to: "helpp", among: ["home", "settings"]) == nil)
        #expect(SpellingSuggestion.closest(to: "xyz", among: ["view", "title"]) == nil)
        #expect(SpellingSuggestion.closest(to: "detail", among: [String]()) == nil)
        // Short words allow one edit only.
        #expect(SpellingSuggestion.closest(to: "ab", among: ["abc"]) == "abc")
        #expect(SpellingSuggestion.closest(to: "ab", among: ["abcd"]) == nil)
    }

    @Test func theWordItselfIsNeverSuggested() {
        #expect(SpellingSuggestion.closest(to: "detail", among: ["detail"]) == nil)
        #expect(SpellingSuggestion.closest(to: "detail", among: ["detail", "details"]) == "details")
    }

    @Test func tiesGoToTheFirstInSortedOrderWhateverTheInputOrder() {
        #expect(SpellingSuggestion.closest(to: "cat", among: ["hat", "bat", "rat"]) == "bat")
        #expect(SpellingSuggestion.closest(to: "cat", among: ["rat", "hat", "bat"]) == "bat")
        #expect(SpellingSuggestion.closest(to: "detal", among: ["details", "detail"]) == "detail")
    }

    @Test func aSwappedPairOfLettersInAShortWord() {
        // A swap of two adjacent letters counts as one edit, so even short words (one edit
        // allowed under 6 letters) find their intended key.
        #expect(SpellingSuggestion.closest(to: "titel", among: ScreenDecoder.keys) == "title")
        #expect(SpellingSuggestion.closest(to: "veiw", among: ScreenDecoder.keys) == "view")
        #expect(SpellingSuggestion.closest(to: "stlye", among: ScreenDecoder.transitionKeys) == "style")
        #expect(SpellingSuggestion.closest(to: "detial", among: ["detail"]) == "detail")
    }
}

/// Titles and messages: literal text with `{param}` placeholders that become interpolations of
/// the screen's own params; anything else in braces stays text.
@Suite struct TextTemplateTests {
    static let params = ["recipient", "contact", "count"]
    static func parse(_ text: String) -> (template: TextTemplate, unknown: [String]) {
        TextTemplate.parse(text) { name in params.firstIndex(of: name) }
    }

    @Test func plainTextIsOneSegment() {
        #expect(Self.parse("Chats").template.segments == [.text("Chats")])
        #expect(Self.parse("").template.segments == [.text("")])
        #expect(Self.parse("Chats").unknown.isEmpty)
    }

    @Test func placeholdersBecomeParams() {
        #expect(Self.parse("Chat with {recipient}").template.segments == [.text("Chat with "), .param(0)])
        #expect(Self.parse("Delete {contact}?").template.segments == [.text("Delete "), .param(1), .text("?")])
        #expect(Self.parse("{contact}").template.segments == [.param(1)])
        #expect(Self.parse("{count}{contact}").template.segments == [.param(2), .param(1)])
        #expect(Self.parse("{contact} and {contact}").template.referencedParams == [1, 1])
    }

    @Test func unknownNamesAreReportedAndKeptAsText() {
        let (template, unknown) = Self.parse("Hello {nme}!")
        #expect(unknown == ["nme"])
        #expect(template.segments == [.text("Hello {nme}!")])
        #expect(Self.parse("{a} {contact} {b}").unknown == ["a", "b"])
    }

    @Test func bracesAroundNonNamesStayText() {
        for text in ["{}", "{ contact }", "{9}", "{a b}", "{\\(x)}", "{contact.name}", "}{", "set {x, y}"] {
            let (template, unknown) = Self.parse(text)
            #expect(template.segments == [.text(text)], "\(text)")
            #expect(unknown.isEmpty, "\(text)")
        }
    }

    @Test func anUnclosedBraceKeepsTheTextOnce() {
        #expect(Self.parse("Hello {contact").template.segments == [.text("Hello {contact")])
        #expect(Self.parse("{contact} says {hi").template.segments == [.param(1), .text(" says {hi")])
        #expect(Self.parse("{").template.segments == [.text("{")])
    }

    @Test func interpolationSyntaxIsOnlyText() {
        // A template never produces Swift syntax: its text is rendered as an escaped literal.
        #expect(Self.parse(#"\(contact)"#).template.segments == [.text(#"\(contact)"#)])
        #expect(Self.parse(#"\{contact}"#).template.segments == [.text("\\"), .param(1)])
    }
}

/// Names and values quoted in diagnostics cannot break the one-line format.
@Suite struct DisplayTextTests {
    @Test func ordinaryTextIsUnchanged() {
        #expect(
            DisplayText.singleLine("cycle a → b → a; did you mean 'détail'? 😀")
                == "cycle a → b → a; did you mean 'détail'? 😀")
    }

    @Test func lineBreaksControlsAndBidiControlsAreEscaped() {
        #expect(DisplayText.singleLine("a\nb\r\tc") == #"a\nb\r\tc"#)
        #expect(DisplayText.singleLine("x\u{0}\u{1B}\u{7F}\u{85}") == #"x\u{0}\u{1B}\u{7F}\u{85}"#)
        #expect(DisplayText.singleLine("abc\u{202E}fed\u{2066}") == #"abc\u{202E}fed\u{2066}"#)
        #expect(DisplayText.singleLine("a\u{2028}b\u{2029}c") == #"a\u{2028}b\u{2029}c"#)
    }
}
