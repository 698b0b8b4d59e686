import Testing

@testable import ScreenGenCore

/// YAML names become Swift identifiers by one rule: split into words at `-`, `_` and case
/// changes, then join in lowerCamelCase (cases, methods, labels) or UpperCamelCase (types).
@Suite struct SwiftIdentifierTests {
    @Test(arguments: ["contact-detail", "contact_detail", "contactDetail", "ContactDetail"])
    func everySpellingOfANameConvertsTheSame(name: String) {
        #expect(SwiftIdentifier.lowerCamel(name)?.name == "contactDetail")
        #expect(SwiftIdentifier.upperCamel(name)?.name == "ContactDetail")
    }

    @Test func wordsSplitAtSeparatorsAndCaseChanges() {
        #expect(SwiftIdentifier.words(of: "contact-detail") == ["contact", "detail"])
        #expect(SwiftIdentifier.words(of: "contact_detail") == ["contact", "detail"])
        #expect(SwiftIdentifier.words(of: "contactDetail") == ["contact", "Detail"])
        #expect(SwiftIdentifier.words(of: "URL-list") == ["URL", "list"])
        #expect(SwiftIdentifier.words(of: "URLList") == ["URL", "List"])
        #expect(SwiftIdentifier.words(of: "productID") == ["product", "ID"])
        #expect(SwiftIdentifier.words(of: "step2Done") == ["step2", "Done"])
        #expect(SwiftIdentifier.words(of: "x") == ["x"])
    }

    @Test func acronymsStayWholeInsideAName() {
        #expect(SwiftIdentifier.lowerCamel("URL-list")?.name == "urlList")
        #expect(SwiftIdentifier.upperCamel("URL-list")?.name == "URLList")
        #expect(SwiftIdentifier.lowerCamel("URLList")?.name == "urlList")
        #expect(SwiftIdentifier.lowerCamel("productID")?.name == "productID")
        #expect(SwiftIdentifier.upperCamel("productID")?.name == "ProductID")
        #expect(SwiftIdentifier.lowerCamel("product-id")?.name == "productId")
        #expect(SwiftIdentifier.lowerCamel("detail-URL")?.name == "detailURL")
        #expect(SwiftIdentifier.lowerCamel("ID")?.name == "id")
    }

    @Test func digitsAreKeptAfterTheFirstLetter() {
        #expect(SwiftIdentifier.lowerCamel("step-2")?.name == "step2")
        #expect(SwiftIdentifier.lowerCamel("tab_1_settings")?.name == "tab1Settings")
        #expect(SwiftIdentifier.upperCamel("v2")?.name == "V2")
    }

    @Test(arguments: [
        "",  // nothing to name
        "9lives",  // starts with a digit
        "_private",  // starts with a separator
        "-detail",
        "detail-",  // ends with one
        "a--b",  // an empty word
        "a__b",
        "my feature",  // whitespace
        "contact.detail",  // a dot is the qualifier, never part of a name
        "café",  // non-ASCII
        "ｄetail",  // a full-width letter that looks ASCII
        "a\u{202E}b",  // an invisible bidi override
        "tab\t",
        "open-settings!",
        "`default`",
    ])
    func namesThatCannotBecomeIdentifiersAreRefused(name: String) {
        #expect(SwiftIdentifier.words(of: name) == nil)
        #expect(SwiftIdentifier.lowerCamel(name) == nil)
        #expect(SwiftIdentifier.upperCamel(name) == nil)
    }

    @Test func capitalizedFirstKeepsTheRestAsWritten() {
        #expect(SwiftIdentifier.capitalizedFirst(SwiftIdentifier(name: "animalDetail")).name == "AnimalDetail")
        #expect(SwiftIdentifier.capitalizedFirst(SwiftIdentifier(name: "urlList")).name == "UrlList")
        #expect(SwiftIdentifier.capitalizedFirst(SwiftIdentifier(name: "x")).name == "X")
    }

    @Test func identifiersOrderByName() {
        let names = ["detail", "animalList", "home"].map { SwiftIdentifier(name: $0) }
        #expect(names.sorted().map(\.name) == ["animalList", "detail", "home"])
    }
}

/// Keywords are escaped with backticks where they are used, never rejected: `default` is a
/// fine screen name.
@Suite struct SwiftKeywordTests {
    @Test(arguments: ["default", "self", "in", "class", "func", "return", "init", "Self", "Any", "Type", "_"])
    func keywordsAreEscaped(word: String) {
        let identifier = SwiftIdentifier(name: word)
        #expect(identifier.escaped == "`\(word)`")
        #expect(identifier.description == "`\(word)`")
        #expect(identifier.name == word, "the bare name is what other names are built from")
    }

    @Test(arguments: ["detail", "home", "defaults", "selfie", "index", "inbox", "type", "list", "output"])
    func ordinaryNamesAreNotEscaped(word: String) {
        #expect(SwiftIdentifier(name: word).escaped == word)
    }

    @Test func convertedKeywordsAreEscaped() {
        #expect(SwiftIdentifier.lowerCamel("default")?.escaped == "`default`")
        #expect(SwiftIdentifier.lowerCamel("self")?.escaped == "`self`")
        #expect(SwiftIdentifier.lowerCamel("in")?.escaped == "`in`")
        #expect(SwiftIdentifier.lowerCamel("Default")?.escaped == "`default`")
        #expect(SwiftIdentifier.upperCamel("self")?.escaped == "`Self`")
        #expect(SwiftIdentifier.lowerCamel("self-check")?.escaped == "selfCheck")
    }

    @Test func keywordsMatchExactly() {
        #expect(SwiftKeywords.isReserved("default"))
        #expect(!SwiftKeywords.isReserved("Default"))
        #expect(!SwiftKeywords.isReserved("DEFAULT"))
        #expect(SwiftKeywords.isReserved("Self"))
        #expect(SwiftKeywords.isReserved("self"))
    }

    /// `isReserved` settles most words by their first byte before it looks in the set: it
    /// must agree with the set for every reserved word and for words that only look alike.
    @Test func theFirstByteShortcutAgreesWithTheSet() {
        for word in SwiftKeywords.reserved {
            #expect(SwiftKeywords.isReserved(word), "\(word)")
            let capitalized = word.prefix(1).uppercased() + word.dropFirst()
            #expect(SwiftKeywords.isReserved(capitalized) == SwiftKeywords.reserved.contains(capitalized), "\(word)")
        }
        for word in ["", "Int", "Protocols", "Types", "Anyone", "AnyView", "F0001S001View", "\u{212A}", "é"] {
            #expect(SwiftKeywords.isReserved(word) == SwiftKeywords.reserved.contains(word), "\(word)")
        }
    }
}
