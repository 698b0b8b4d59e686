import Foundation
import Testing

/// `screengen links DIR --try URL` (#34): the link a URL opens and the stack it builds, or the
/// reason it opens none as the runtime gives it (exit status 1), every text from the URL escaped.
struct LinksTryTests {
    static let graph = """
        graph:
          root: home
          deeplinks: { schemes: [trailhead], types: [Slug] }
        screens:
          home:
            view: HomeView
            transitions:
              openProfile: profile
              openItem: item
          profile:
            view: ProfileView
            params:
              handle: String
              tab: { type: Int, default: 0 }
            transitions:
              openPost: post
          post:
            view: PostView
            params:
              id: Int
              slug: "Slug?"
          item:
            view: ItemView
            params:
              key: UUID
        deeplinks:
          - url: "//user/@{handle}?tab={tab}"
            stack: [profile]
          - url: "//user/@{handle}/posts/{id}?s={slug}"
            stack: [profile, post]
          - url: "/item/{key}"
            stack: [item]

        """

    func workspace() throws -> Workspace {
        try Workspace(files: ["screens/app.yaml": Self.graph])
    }

    @Test func aMatchPrintsTheLinkAndItsStackWithValues() throws {
        let run = try workspace().run(
            "links", "screens", "--try", "trailhead://user/@ada", "--try", "trailhead://User/@ada/posts/+7?s=x&tab=1")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                trailhead://user/@ada
                  opens: //user/@{handle}?tab={tab}
                  stack: home > profile (handle: "ada", tab: 0 (default))
                trailhead://User/@ada/posts/+7?s=x&tab=1
                  opens: //user/@{handle}/posts/{id}?s={slug}
                  stack: home > profile (handle: "ada") > post (id: 7, slug: Slug("x"))

                """)
    }

    @Test func noMatchExitsOneWithTheRuntimesReason() throws {
        let run = try workspace().run(
            "links", "screens", "--try", "trailhead://user/ada", "--try", "shop://user/@ada", "--try",
            "trailhead://x/item/1/2", "--try", "trailhead://user/@ada")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                trailhead://user/ada
                  opens no link: no deep link matches the path '/ada'
                shop://user/@ada
                  opens no link: unknown scheme 'shop'
                trailhead://x/item/1/2
                  opens no link: no deep link matches the path '/item/1/2'
                trailhead://user/@ada
                  opens: //user/@{handle}?tab={tab}
                  stack: home > profile (handle: "ada", tab: 0 (default))

                """)
    }

    @Test func aBadValueNamesItsPlaceholderAndType() throws {
        let run = try workspace().run(
            "links", "screens", "--try", "trailhead://user/@ada/posts/seven", "--try", "trailhead://any/item/42",
            "--try", "trailhead://user/@ada?tab=x")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                trailhead://user/@ada/posts/seven
                  opens no link: 'seven' is not a valid Int for '{id}'
                trailhead://any/item/42
                  opens no link: '42' is not a valid UUID for '{key}'
                trailhead://user/@ada?tab=x
                  opens no link: 'x' is not a valid Int for '{tab}'

                """)
    }

    /// A custom scheme's first word is the URL's host: a link without a host part that reads it
    /// as the path's first word is named, with the url to write.
    @Test func aHostThatIsALinksFirstWordIsNoted() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [trailhead] }
            screens:
              home:
                view: HomeView
                transitions:
                  openProfile: profile
              profile:
                view: ProfileView
                params:
                  handle: String
            deeplinks:
              - url: "/user/@{handle}"
                stack: [profile]

            """
        ])
        let run = try workspace.run(
            "links", "screens", "--try", "trailhead://user/@ada", "--try", "trailhead:///user/@ada")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                trailhead://user/@ada
                  opens no link: no deep link matches the path '/@ada'
                  note: 'user' is this URL's host, and url '/user/@{handle}' reads the path after the host; it opens as 'trailhead:///user/…'; to open it with this URL, write url '//user/@{handle}' [custom-scheme-host]
                trailhead:///user/@ada
                  opens: /user/@{handle}
                  stack: home > profile (handle: "ada")

                """)
        #expect(run.stderr.contains("[custom-scheme-host]"))
    }

    /// A line break or an escape sequence in a URL (or in a value it decodes to) cannot forge
    /// a line of output or drive the terminal.
    @Test func controlCharactersAreEscaped() throws {
        let run = try workspace().run(
            "links", "screens", "--try", "trailhead://user/@ada\nopens: //x", "--try",
            "trailhead://user/@\u{1B}[31mada", "--try", "trailhead://user/@a%0Ada%1B%5B2J")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                trailhead://user/@ada\\nopens: //x
                  opens no link: the link is not a valid URL: it contains a control character
                trailhead://user/@\\u{1B}[31mada
                  opens no link: the link is not a valid URL: it contains a control character
                trailhead://user/@a%0Ada%1B%5B2J
                  opens: //user/@{handle}?tab={tab}
                  stack: home > profile (handle: "a\\nda\\u{1B}[2J", tab: 0 (default))

                """)
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// An array param reads every value of its query key, in order (#37); a key read once and
    /// given twice is refused, one no link reads is ignored.
    @Test func anArrayReadsEveryValueOfItsKey() throws {
        let graph = """
            graph:
              root: home
              deeplinks: { schemes: [matrix], hosts: [matrix.to] }
            screens:
              home:
                view: HomeView
                transitions:
                  openRoom: room
              room:
                view: RoomView
                params:
                  roomID: String
                  via: "[String]"
                  pins: "[Int]?"
                  tab: "Int?"
            deeplinks:
              - url: "/room/{roomID}?via={via}&pin={pins}&tab={tab}"
                stack: [room]

            """
        let run = try Workspace(files: ["screens/app.yaml": graph]).run(
            "links", "screens", "--try", "matrix://matrix.to/room/r?via=a.org&pin=2&via=b%26c&pin=1&x=1&x=2",
            "--try", "matrix://matrix.to/room/r", "--try", "matrix://matrix.to/room/r?tab=1&tab=2", "--try",
            "matrix://matrix.to/room/r?pin=1&pin=x")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                matrix://matrix.to/room/r?via=a.org&pin=2&via=b%26c&pin=1&x=1&x=2
                  opens: /room/{roomID}?via={via}&pin={pins}&tab={tab}
                  stack: home > room (roomID: "r", via: ["a.org", "b&c"], pins: [2, 1], tab: nil (default))
                matrix://matrix.to/room/r
                  opens: /room/{roomID}?via={via}&pin={pins}&tab={tab}
                  stack: home > room (roomID: "r", via: [] (default), pins: nil (default), tab: nil (default))
                matrix://matrix.to/room/r?tab=1&tab=2
                  opens no link: the query gives 'tab' more than once
                matrix://matrix.to/room/r?pin=1&pin=x
                  opens no link: 'x' is not a valid Int for '{pins}'

                """)
    }

    /// Required query items and fixed values (#37): a URL without the item opens no link, and
    /// the fixed value shows with `(args)`.
    @Test func requiredItemsAndFixedValues() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [vault.example.eu] }
            screens:
              home:
                view: HomeView
                transitions:
                  signup: signup
              signup:
                view: SignupView
                params:
                  email: String
                  token: String
                  region: Region
            deeplinks:
              - url: "/finish-signup?email={email}&token={token}"
                stack: [signup]
                args: { region: .eu }

            """
        ])
        let run = try workspace.run(
            "links", "screens", "--try", "https://vault.example.eu/finish-signup?email=a%40b.eu&token=t",
            "--try", "https://vault.example.eu/finish-signup?email=a%40b.eu")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                https://vault.example.eu/finish-signup?email=a%40b.eu&token=t
                  opens: /finish-signup?email={email}&token={token}
                  stack: home > signup (email: "a@b.eu", token: "t", region: .eu (args))
                https://vault.example.eu/finish-signup?email=a%40b.eu
                  opens no link: the query does not give 'token', which the link requires

                """)
    }

    /// A link with `one-of:` (#37): the first candidate's stack, and the choice the app's
    /// resolver makes among them all.
    @Test func aChoiceNamesEveryCandidate() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [chat.example.org] }
            screens:
              home:
                view: HomeView
                transitions:
                  room: room
                  join: join-room
              room:
                view: RoomView
                params: { roomID: String }
              join-room:
                view: JoinRoomView
                params: { roomID: String, via: "[String]" }
            deeplinks:
              - url: "/room/{roomID}?via={via}"
                choice: room-target
                one-of: [room, join-room]

            """
        ])
        let run = try workspace.run("links", "screens", "--try", "https://chat.example.org/room/r?via=a.org")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                https://chat.example.org/room/r?via=a.org
                  opens: /room/{roomID}?via={via}
                  stack: home > room (roomID: "r")
                  choice: room-target, the app's resolver opens one of room, join-room

                """)
    }

    /// Wildcard hosts (#37): `*.bitwarden.eu` answers every subdomain of `bitwarden.eu`, and
    /// the link's `args` gives the region the host decides.
    @Test func wildcardHostsAnswerEverySubdomain() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https] }
            screens:
              home:
                view: HomeView
                transitions:
                  signup: signup
              signup:
                view: SignupView
                params:
                  email: String
                  region: Region
            deeplinks:
              - url: "//*.bitwarden.com/finish-signup?email={email}"
                stack: [signup]
                args: { region: .us }
              - url: "//*.bitwarden.eu/finish-signup?email={email}"
                stack: [signup]
                args: { region: .eu }

            """
        ])
        let run = try workspace.run(
            "links", "screens", "--try", "https://vault.Bitwarden.eu/finish-signup?email=a",
            "--try", "https://bitwarden.eu/finish-signup?email=a")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                https://vault.Bitwarden.eu/finish-signup?email=a
                  opens: //*.bitwarden.eu/finish-signup?email={email}
                  stack: home > signup (email: "a", region: .eu (args))
                https://bitwarden.eu/finish-signup?email=a
                  opens no link: unknown host 'bitwarden.eu'

                """)
    }
}
