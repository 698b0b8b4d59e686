import Foundation
import ScreenNavigation
import Testing

@testable import Navigator

/// The Navigator design's headline feature: `navigator:///grid/<id>` and `navigator:///list/<id>`
/// rebuild picker → grid/list → detail, through the plugin-generated code; anything else is a
/// typed failure and changes nothing.
@MainActor
struct NavigatorDeepLinkTests {
    @Test func bothURLFormsRebuildTheWholeStack() throws {
        let state = NavigationState<NavigatorRouteGraph>()
        try state.links.open(link: "navigator:///grid/42")
        #expect(
            state.selectedStack.routes == [.experiencePicker, .productGrid, .productDetail(productID: ProductID(42))])
        #expect(NavigatorRouteGraph.title(for: state.topRoute) == "Product 42")

        try state.links.open(URL(string: "navigator:///list/7")!)
        #expect(
            state.selectedStack.routes == [.experiencePicker, .productList, .productDetail(productID: ProductID(7))])
        #expect(state.selectedStack.entries.map(\.style) == [.push, .push])
    }

    @Test func linksPrintAndParseBack() throws {
        let destination = Navigation.DeepLinkDestination<NavigatorRoute>(
            rootIndex: 0, routes: [.productList, .productDetail(productID: ProductID(9))])
        let link = try #require(NavigatorRouteGraph.link(for: destination))
        #expect(link == "navigator:///list/9")
        #expect(try NavigatorRouteGraph.destination(forLink: link) == destination)
        // A stack no link produces has no link.
        #expect(
            NavigatorRouteGraph.link(for: Navigation.DeepLinkDestination(rootIndex: 0, routes: [.productList])) == nil)
    }

    @Test func badLinksFailWithTheReasonAndChangeNothing() {
        let state = NavigationState<NavigatorRouteGraph>()
        let cases: [(String, Navigation.DeepLinkFailure)] = [
            ("navigator:///grid/abc", .invalidValue(placeholder: "productID", value: "abc", expected: "ProductID")),
            ("navigator:///grid/-1", .invalidValue(placeholder: "productID", value: "-1", expected: "ProductID")),
            ("navigator:///detail/42", .noMatch(path: "/detail/42")),
            ("navigator:///grid", .noMatch(path: "/grid")),
            ("navigator:///grid/42/more", .noMatch(path: "/grid/42/more")),
            ("https:///grid/42", .unknownScheme("https")),
            ("navigator:///grid/../list/1", .dotSegment),
            ("navigator:///grid/%zz", .invalidEscape("%zz")),
            ("grid/42", .malformed(reason: "it has no scheme")),
        ]
        for (link, failure) in cases {
            #expect(throws: failure, "\(link)") { try state.links.open(link: link) }
            #expect(state.selectedStack.routes == [.experiencePicker])
        }
    }

    @Test func schemeIsCaseInsensitiveAndATrailingSlashIsIgnored() throws {
        let state = NavigationState<NavigatorRouteGraph>()
        try state.links.open(link: "NaviGator:///grid/5/#fragment")
        #expect(state.topRoute == .productDetail(productID: ProductID(5)))
    }
}
