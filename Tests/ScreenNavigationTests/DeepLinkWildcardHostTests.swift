import Foundation
@_spi(Generated) import ScreenNavigation
import Testing

/// Wildcard hosts (#37): a link whose host part is `*.bitwarden.com` answers every subdomain of
/// that domain (not the domain itself), after a link that names the host exactly and before a
/// host placeholder or the links without a host part; the most specific domain first.
@Suite("DeepLink wildcard hosts")
struct DeepLinkWildcardHostTests {
    private func table(_ patterns: [String], hosts: [String] = ["vault.example.org"]) -> DeepLinkTable {
        DeepLinkTable(
            schemes: ["https"], hosts: hosts, patterns: patterns, stacks: patterns.indices.map { "0|link\($0)" })
    }

    private func match(_ table: DeepLinkTable, _ text: String) throws -> Int {
        try table.match(Navigation.DeepLinkURL(parsing: text)).link
    }

    @Test func aWildcardHostAnswersEverySubdomain() throws {
        let links = table([
            "//*.bitwarden.com/finish-signup?email={email:s!}", "//*.bitwarden.eu/finish-signup?email={email:s!}",
        ])
        #expect(try match(links, "https://vault.bitwarden.com/finish-signup?email=a") == 0)
        #expect(try match(links, "https://A.B.BITWARDEN.COM/finish-signup?email=a") == 0)
        #expect(try match(links, "https://vault.bitwarden.eu/finish-signup?email=a") == 1)
        // The domain itself is no subdomain, nor is a host that only ends with its text.
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("bitwarden.com")) {
            try match(links, "https://bitwarden.com/finish-signup?email=a")
        }
        #expect(throws: Navigation.DeepLinkFailure.unknownHost("evilbitwarden.com")) {
            try match(links, "https://evilbitwarden.com/finish-signup?email=a")
        }
        #expect(throws: Navigation.DeepLinkFailure.noMatch(path: "/other")) {
            try match(links, "https://x.bitwarden.com/other")
        }
        #expect(throws: Navigation.DeepLinkFailure.missingQueryItem("email")) {
            try match(links, "https://x.bitwarden.com/finish-signup")
        }
    }

    @Test func theExactHostThenTheMostSpecificDomainThenTheRest() throws {
        let links = table([
            "//*.example.com/x", "//*.eu.example.com/x", "//vault.eu.example.com/x", "//{tenant:s}.example.com/x",
            "/x",
        ])
        #expect(try match(links, "https://vault.eu.example.com/x") == 2)
        #expect(try match(links, "https://a.eu.example.com/x") == 1)
        #expect(try match(links, "https://a.example.com/x") == 0)
        // Not a subdomain: the host placeholder reads nothing, so the listed hosts' links.
        #expect(try match(links, "https://vault.example.org/x") == 4)
        // The wildcard subtree's path fails: the next host edge is tried.
        let fallback = table(["//*.example.com/a", "//{tenant:s}.example.com/b"])
        #expect(try match(fallback, "https://acme.example.com/b") == 1)
    }

    @Test func aWildcardHostNamesNoHostToPrint() {
        let links = table(["//*.bitwarden.com/go", "//vault.bitwarden.com/go"])
        #expect(links.url(link: 0, texts: []) == nil)
        #expect(links.url(link: 1, texts: []) == "https://vault.bitwarden.com/go")
    }
}
