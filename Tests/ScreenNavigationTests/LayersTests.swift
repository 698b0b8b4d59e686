import ScreenNavigation
import Testing

/// The flat stack regrouped into SwiftUI presentation layers.
@Suite("Layers")
struct LayersTests {
    @Test func rootOnlyIsOneEmptyLayer() {
        #expect(
            Stack(root: .home).layers == [
                Navigation.StackLayer(
                    index: 0, base: .home, presentation: nil, baseEntryIndex: nil,
                    path: [], pathStartIndex: 0, alert: nil)
            ])
    }

    @Test func pushSheetPushAlert() throws {
        // home > list > lion > editor (sheet) > photo > deleteAlert
        let stack = try Stack(root: .home, entries: pathTo(.animalPhoto).entries + [Entry(.lionAlert, style: .alert)])
        #expect(
            stack.layers == [
                Navigation.StackLayer(
                    index: 0, base: .home, presentation: nil, baseEntryIndex: nil,
                    path: [.list, .lion], pathStartIndex: 0, alert: nil),
                Navigation.StackLayer(
                    index: 1, base: .lionEditor, presentation: .sheet, baseEntryIndex: 2,
                    path: [.lionPhoto], pathStartIndex: 3, alert: .lionAlert),
            ])
    }

    @Test func alertOverTheRootLayerAndReplaceShownAsPush() throws {
        let withAlert = try Stack(root: .home, entries: pathTo(.deleteAlert).entries)
        #expect(withAlert.layers.count == 1)
        #expect(withAlert.layers[0].path == [.list, .lion])
        #expect(withAlert.layers[0].alert == .lionAlert)

        let replaced = try Stack(root: .home, entries: [Entry(.keeper, style: .replace), Entry(.about, style: .push)])
        #expect(replaced.layers.map(\.path) == [[.keeper, .about]])
    }

    @Test func nestedModalsEachStartALayer() throws {
        let stack = try Stack(root: .home, entries: pathTo(.animalEditor).entries + [Entry(.signIn, style: .cover)])
        #expect(stack.layers.map(\.base) == [.home, .lionEditor, .signIn])
        #expect(stack.layers.map(\.presentation) == [nil, .sheet, .cover])
        #expect(stack.layers.map(\.path) == [[.list, .lion], [], []])
        #expect(stack.layers.map(\.pathStartIndex) == [0, 3, 4])
    }

    @Test func layerIndicesDriveBindings() throws {
        // A back swipe in the sheet to an empty path, then a swipe-down of the sheet.
        var stack = try Stack(root: .home, entries: pathTo(.animalPhoto).entries)
        let sheet = stack.layers[1]
        stack.pop(toEntryCount: sheet.pathStartIndex + 0)
        #expect(stack.routes == [.home, .list, .lion, .lionEditor])
        stack.pop(toEntryCount: try #require(sheet.baseEntryIndex))
        #expect(stack.routes == [.home, .list, .lion])
    }
}
