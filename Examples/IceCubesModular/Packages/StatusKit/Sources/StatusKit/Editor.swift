// Module StatusKit, the editor (editor.yaml): one module may hold several YAML files; this
// one's directions are generated into their own file of the module.
import Models
import Env
import ScreenNavigation

/// What the editor does: its sheets, and the drafts picker's answer.
@MainActor
public enum EditorActions {
    /// The drafts picker over the reply editor (a sheet on a sheet).
    public static func openDrafts(replyingTo status: Status, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try EditorReplyDirections(state, status: status).drafts()
    }

    /// The drafts picker over a new post's editor: `onResult` gets the chosen draft, or nil when
    /// the picker is closed without one.
    public static func pickDraft(
        forNewPostWith visibility: Models.Visibility = .pub, in state: NavigationState<IceCubesRouteGraph>,
        onResult: @escaping @MainActor (Draft?) -> Void
    ) throws(IceCubesRouteGraph.Failure) {
        try EditorNewDirections(state, visibility: visibility).drafts(onResult: onResult)
    }

    /// The picker hands back the draft (the adapter's binding calls this).
    public static func choose(_ draft: Draft, in state: NavigationState<IceCubesRouteGraph>) throws(IceCubesRouteGraph.Failure) {
        try EditorDraftsDirections(state).finish(with: draft)
    }
}

#if canImport(SwiftUI)
import SwiftUI

extension StatusEditor {
    /// StatusKit/Editor/MainView.swift:15, 40.
    public struct MainView: View {
        let mode: EditorStore.Mode
        public init(mode: EditorStore.Mode) { self.mode = mode }
        public var body: some View { Text("Editor") }
    }
}

// The editor's pickers: each takes the editor's store or a binding into it (editor.yaml).
extension Adapter {
    /// DraftsListView(selectedDraft: Binding<Draft?>) (Editor/ToolbarItems.swift:255-266): the
    /// binding's setter calls `EditorActions.choose(_:in:)`.
    public struct DraftsPicker: View {
        @Environment(NavigationState<IceCubesRouteGraph>.self) private var state
        public init() {}
        public var body: some View {
            Button("Half a thought", role: nil) {
                try? EditorActions.choose(Draft(id: "d1", content: "Half a thought"), in: state)
            }
        }
    }
    /// LanguageSheetView(store:, isPresented:) (Components/LangButton.swift:36-41).
    public struct LanguagePicker: View {
        public init() {}
        public var body: some View { Text("Language") }
    }
    /// CustomEmojisView(store:) (Components/AccessoryView.swift:205-208).
    public struct CustomEmojiPicker: View {
        public init() {}
        public var body: some View { Text("Custom emojis") }
    }
    /// StatusEditor.MediaEditView(store:, container:) (Editor/MainView.swift:50-52).
    public struct MediaEdit: View {
        public init() {}
        public var body: some View { Text("Edit media") }
    }
    /// CameraPickerView(selectedImage: Binding<UIImage?>) (Components/AccessoryView.swift:145-161);
    /// the binding's setter calls `EditorCameraDirections(…).finish(with:)`.
    public struct CameraPicker: View {
        public init() {}
        public var body: some View { Text("Camera") }
    }
}
#endif
