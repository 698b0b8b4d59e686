import Foundation
import Testing

/// `screengen links`: the text listing and the apple-app-site-association of the Navigator
/// example, compared byte for byte with the committed files under Tests/ReferenceFiles/Links.
struct LinksCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func reference(_ name: String) throws -> String {
        try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/ReferenceFiles/Links/\(name)"), encoding: .utf8)
    }

    @Test func associationFileMatchesTheGoldenFile() throws {
        let run = try CLIRunner.run(
            [
                "links", "Examples/Navigator/screens", "--format", "aasa", "--app-id",
                "ABCDE12345.com.example.navigator",
            ],
            in: Self.repository)
        #expect(run.status == 0)
        #expect(run.stdout == (try reference("Navigator.aasa.json")))
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = details?.first?["components"] as? [[String: String]]
        #expect(components?.map { $0["/"] } == ["/grid/*", "/list/*"])
    }

    @Test func textListingMatchesTheGoldenFile() throws {
        let run = try CLIRunner.run(["links", "Examples/Navigator/screens"], in: Self.repository)
        #expect(run.status == 0)
        #expect(run.stdout == (try reference("Navigator.txt")))
    }

    @Test func guardsAreListedAndAASANeedsAnAppID() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [shop.example.com] }
            screens:
              home:
                view: HomeView
                transitions:
                  orders: orders
              orders:
                view: OrdersView
                requires: [signedIn]
                params:
                  id: Int
            deeplinks:
              - url: "/orders/{id}"
                stack: [orders]

            """
        ])
        let text = try workspace.run("links", "screens")
        #expect(
            text.stdout == """
                schemes: https; hosts: shop.example.com
                /orders/{id}  home > orders [requires signedIn]

                """)
        let missing = try workspace.run("links", "screens", "--format", "aasa")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--format aasa needs at least one --app-id"))
    }

    /// A link with `one-of:` (#37): a line per candidate, each its stack and its choice; one
    /// association component (the candidates share the pattern) whose comment names them all.
    @Test func aChoiceLinkIsListedOncePerCandidate() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [example.org] }
            screens:
              home:
                view: HomeView
                transitions:
                  a: room
                  b: join-room
              room:
                view: RoomView
                params:
                  roomID: String
              join-room:
                view: JoinRoomView
                params:
                  roomID: String
            deeplinks:
              - url: "/room/{roomID}"
                choice: room-target
                one-of: [room, join-room]

            """
        ])
        let text = try workspace.run("links", "screens")
        #expect(
            text.stdout == """
                schemes: https; hosts: example.org
                /room/{roomID}  home > room  (choice room-target)
                /room/{roomID}  home > join-room  (choice room-target)

                """)
        let aasa = try workspace.run("links", "screens", "--format", "aasa", "--app-id", "T.x")
        #expect(aasa.stdout.components(separatedBy: "\"/\" :").count == 2)
        #expect(aasa.stdout.contains("\"/room/{roomID} opens home > one of room, join-room (choice room-target)\""))
    }

    /// A link with a host part is listed as written, and left out of the association file (it
    /// names another host, or reads any); a wildcard is `*` there as a placeholder is (#21).
    @Test func linksWithAHostPartAreListedButNotAssociated() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https, app], hosts: [shop.example.com] }
            screens:
              home:
                view: HomeView
                transitions:
                  order: order
              order:
                view: OrderView
                params:
                  id: Int
                  server: "String?"
            deeplinks:
              - url: "/orders/*/{id}"
                stack: [order]
              - url: "//{server}/o/{id}"
                stack: [order]
              - url: "//www.example.com/o/{id}"
                stack: [order]

            """
        ])
        let text = try workspace.run("links", "screens")
        #expect(
            text.stdout == """
                schemes: https, app; hosts: shop.example.com
                /orders/*/{id}            home > order
                //{server}/o/{id}         home > order
                //www.example.com/o/{id}  home > order

                """)
        let aasa = try workspace.run("links", "screens", "--format", "aasa", "--app-id", "ABCDE12345.com.example.shop")
        #expect(aasa.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(aasa.stdout.utf8)) as? [String: Any]
        let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = details?.first?["components"] as? [[String: String]]
        #expect(components?.map { $0["/"] } == ["/orders/*/*"])
        #expect(aasa.stderr.contains("2 links with a host part left out of the file"))
    }

    /// A link that reads the fragment matches it in the association file too: `"#"` with its
    /// path's wildcard form, beside `"/"` (#37).
    @Test func aFragmentPathIsAssociatedWithItsFragment() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [chat.example.com] }
            screens:
              home:
                view: HomeView
                transitions:
                  room: room
              room:
                view: RoomView
                params:
                  roomID: String
                  via: "[String]?"
            deeplinks:
              - url: "/#/!{roomID}?via={via}"
                stack: [room]
              - url: "/{roomID}"
                stack: [room]

            """
        ])
        let run = try workspace.run("links", "screens", "--format", "aasa", "--app-id", "T.app")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = details?.first?["components"] as? [[String: String]]
        #expect(components?.map { $0["/"] } == ["/", "/*"])
        #expect(components?.map { $0["#"] } == ["/!*", nil])
    }

    /// Required query items (#37) are the component's `"?"`: the item with a value. A
    /// fragment's query is part of the fragment, which `"#"` matches whole: its pattern ends in
    /// `*`, so the fragment's query matches too.
    @Test func requiredQueryItemsAreTheComponentsQuery() throws {
        let workspace = try Workspace(files: [
            "screens/app.yaml": """
            graph:
              root: home
              deeplinks: { schemes: [https], hosts: [vault.example.com] }
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
                  hint: "String?"
            deeplinks:
              - url: "/finish-signup?email={email}&token={token}&hint={hint}"
                stack: [signup]
              - url: "/redirect#/finish-signup?email={email}&token={token}"
                stack: [signup]

            """
        ])
        let run = try workspace.run("links", "screens", "--format", "aasa", "--app-id", "T.app")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let details = (json?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = details?.first?["components"] as? [[String: Any]]
        #expect(components?.map { $0["?"] as? [String: String] } == [["email": "?*", "token": "?*"], nil])
        #expect(components?.map { $0["#"] as? String } == [nil, "/finish-signup*"])
    }
}
