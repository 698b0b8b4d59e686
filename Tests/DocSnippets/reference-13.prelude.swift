import ScreenNavigation

// The app-wide layers snippets: nothing beyond the generated code and the runtime.
