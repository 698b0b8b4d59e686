import ScreenGenDiagnostics
import Testing

@testable import ScreenGenCore

/// `DeepLinkOverlap`: which pairs of links one URL could open with no literal to decide, with
/// host parts (literal hosts, host placeholders, the listed hosts) and wildcards (#21). Each
/// case declares its links in one small graph and names the later url of every overlapping
/// pair.
@Suite struct DeepLinkOverlapTests {
    /// The urls reported as overlapping an earlier one, for links that all open one screen
    /// whose optional params cover every placeholder used here.
    static func overlapping(_ urls: [String], hosts: [String] = []) throws -> [String] {
        let links = urls.map { "  - url: \"\($0)\"\n    stack: [page]\n" }.joined()
        let yaml = """
            graph:
              root: home
              deeplinks:
                schemes: [app]
                hosts: [\(hosts.joined(separator: ", "))]
            screens:
              home:
                view: HomeView
                transitions:
                  open: page
              page:
                view: PageView
                params:
                  s: "String?"
                  t: "String?"
                  i: "Int?"
                  d: "Double?"
                  u: "UUID?"
                  b: "Bool?"
            deeplinks:

            """ + links
        let file = SourceFile(path: "app.yaml", displayPath: "app.yaml", contents: Array(yaml.utf8))
        let result = ScreenGraphCompiler.check(
            [file])
        let others = result.diagnostics.filter {
            $0.severity == .error && !$0.message.contains("can match the same links")
        }
        #expect(others.isEmpty, "\(others.map(\.message))")
        return result.diagnostics.filter { $0.message.contains("can match the same links") }.map { diagnostic in
            String(diagnostic.message.dropFirst("url '".count).prefix { $0 != "'" })
        }
    }

    // MARK: Hosts

    @Test func twoLiteralHostsOverlapOnlyWhenEqual() throws {
        #expect(try Self.overlapping(["//a.example.com/x/{s}", "//b.example.com/x/{t}"]).isEmpty)
        #expect(try Self.overlapping(["//a.example.com/x/{s}", "//A.Example.COM/x/{t}"]) == ["//A.Example.COM/x/{t}"])
    }

    @Test func aHostPlaceholderOverlapsAnyHost() throws {
        #expect(try Self.overlapping(["//{s}/x", "//{t}/x"]) == ["//{t}/x"])
        // Its type decides, as in the path: an Int and a UUID never read one host.
        #expect(try Self.overlapping(["//{i}/x", "//{u}/x"]).isEmpty)
        #expect(try Self.overlapping(["//{i}/x", "//{d}/x"]) == ["//{d}/x"])
        // Host text around it: '.a.com' and '.b.com' never end alike.
        #expect(try Self.overlapping(["//{s}.a.com/x", "//{t}.b.com/x"]).isEmpty)
        #expect(try Self.overlapping(["//{s}.a.com/x", "//{t}/x"]) == ["//{t}/x"])
        // A literal host beats a host placeholder.
        #expect(try Self.overlapping(["//{s}/x", "//shop.example.com/x"]).isEmpty)
    }

    /// A link without a host part answers the listed hosts (any host when none are listed):
    /// a host placeholder overlaps it when it reads one of them; a literal host beats it.
    @Test func aLinkWithoutAHostPartAnswersTheListedHosts() throws {
        #expect(try Self.overlapping(["/x/{s}", "//{t}/x/{s}"]) == ["//{t}/x/{s}"])
        #expect(try Self.overlapping(["/x/{s}", "//{t}/x/{s}"], hosts: ["example.com"]) == ["//{t}/x/{s}"])
        #expect(try Self.overlapping(["/x/{s}", "//{u}/x/{t}"], hosts: ["example.com"]).isEmpty)
        #expect(try Self.overlapping(["/x/{s}", "//{i}/x/{t}"], hosts: ["example.com", "42"]) == ["//{i}/x/{t}"])
        #expect(
            try Self.overlapping(["/x/{s}", "//{t}.example.com/x/{s}"], hosts: ["shop.example.com"]) == [
                "//{t}.example.com/x/{s}"
            ])
        #expect(try Self.overlapping(["/x/{s}", "//{t}.example.org/x/{s}"], hosts: ["shop.example.com"]).isEmpty)
        #expect(try Self.overlapping(["/x/{s}", "//example.com/x/{t}"], hosts: ["example.com"]).isEmpty)
        #expect(try Self.overlapping(["/x/{s}", "//example.com/x/{t}"]).isEmpty)
    }

    @Test func theHostDecidesBeforeThePath() throws {
        // Same host part, then the path decides as it does without one.
        #expect(try Self.overlapping(["//{s}/item/new", "//{t}/item/{i}"]).isEmpty)
        #expect(try Self.overlapping(["//{s}/item/{i}", "//{t}/item/{u}"]).isEmpty)
        #expect(try Self.overlapping(["//{s}", "//{t}/x"]).isEmpty)
        #expect(try Self.overlapping(["//{s}", "//{t}"]) == ["//{t}"])
        #expect(try Self.overlapping(["//{s}", "//{t}/"]) == ["//{t}/"])
    }

    // MARK: Wildcards

    @Test func aWildcardOverlapsEveryPlaceholder() throws {
        for other in ["{s}", "{i}", "{b}", "{u}", "@{s}", "{i}.json", "*"] {
            #expect(try Self.overlapping(["/a/*/c", "/a/\(other)/c"]) == ["/a/\(other)/c"], "\(other)")
        }
    }

    @Test func aLiteralBeatsAWildcard() throws {
        #expect(try Self.overlapping(["/a/*/c", "/a/new/c", "/a/{i}/d"]).isEmpty)
        #expect(try Self.overlapping(["/*/b/{s}", "/a/{t}/c"]).isEmpty)
        #expect(try Self.overlapping(["/*/b", "/{s}/c"]).isEmpty)
        #expect(try Self.overlapping(["/*", "/*/*"]).isEmpty)
    }

    /// One diagnostic per link: a wildcard link overlapping several earlier ones is reported
    /// once.
    @Test func aLinkIsReportedOnce() throws {
        #expect(try Self.overlapping(["/a/{i}", "/a/{u}", "/a/*"]) == ["/a/*"])
    }

    // MARK: Fragment paths (#37)

    /// A fragment path is matched apart from plain paths: after the path, an empty segment no
    /// placeholder or wildcard reads. Within fragment paths the usual rules hold.
    @Test func fragmentPathsOverlapOnlyEachOther() throws {
        #expect(try Self.overlapping(["/#/{s}", "/{t}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}", "/{t}/{i}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}", "/*/{t}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}", "/x#/{t}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}", "/#/{t}"]) == ["/#/{t}"])
        #expect(try Self.overlapping(["/#/!{s}", "/#/#{t}", "/#/@{i}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}", "/#/*"]) == ["/#/*"])
        #expect(try Self.overlapping(["/#/{i}", "/#/{u}"]).isEmpty)
        #expect(try Self.overlapping(["/#/{s}?d={d}", "/#/{t}"]) == ["/#/{t}"], "the query never decides")
        #expect(try Self.overlapping(["//{s}#/x", "/#/x"]) == ["/#/x"], "a host placeholder reads the listed hosts")
    }

    /// An opaque URI's `scheme:` is a literal host part no host is (#37).
    @Test func opaqueURIsOverlapOnlyEachOther() throws {
        #expect(try Self.overlapping(["app:u/{s}", "/u/{t}"]).isEmpty)
        #expect(try Self.overlapping(["app:u/{s}", "//{t}/u/{i}"]).isEmpty)
        #expect(try Self.overlapping(["app:u/{s}", "app:u/{t}"]) == ["app:u/{t}"])
        #expect(try Self.overlapping(["app:u/{s}", "app:v/{t}"]).isEmpty)
    }

    /// A wildcard host (`*.example.com`, #37) is a literal host of its own: the exact host beats
    /// it, a more specific domain beats it, and it beats host placeholders and the listed hosts.
    @Test func wildcardHostsOverlapOnlyTheSameDomain() throws {
        #expect(try Self.overlapping(["//*.example.com/x", "//a.example.com/x"]).isEmpty)
        #expect(try Self.overlapping(["//*.example.com/x", "//*.eu.example.com/x"]).isEmpty)
        #expect(try Self.overlapping(["//*.example.com/x", "//{s}.example.com/x"]).isEmpty)
        #expect(try Self.overlapping(["//*.example.com/x", "/x"], hosts: ["a.example.com"]).isEmpty)
        #expect(try Self.overlapping(["//*.example.com/x", "//*.Example.com/x"]) == ["//*.Example.com/x"])
    }
}
