#!/usr/bin/env bash
# The build plugin as a user meets it: a package that depends on screengen by path, with a
# target that has screens/ and one that does not. Checks, in order:
#   1. the first build generates the routes, and code using them compiles;
#   2. a build with nothing changed runs no generation step and compiles nothing (see step 2
#      for the one relink SwiftPM does right after a clean build);
#   3. editing one YAML file regenerates once, then the build is quiet again;
#   4. adding a YAML file to screens/ is picked up, with a generated file of its own;
#   4b. editing one feature's YAML file rewrites and recompiles only that feature's file;
#   4c. a change to one feature's route enum recompiles no file that does not move into it;
#   5. a warning in the graph shows as a `warning:` line and the build succeeds;
#   6. an error fails the build with the tool's `file:line:column: error:` line;
#   7. the target without screens/ is left alone;
#   8. `swift package screengen lint [--strict]` reports and fails like `screengen lint`;
#   9. `swift package screengen-generate` writes the same code into the package (as one file);
#  10. a target with both committed code and the build plugin fails with what to do, not
#      SwiftPM's "multiple producers" error, and builds again once the committed code is gone;
#  11. `swift package screengen --help` and `screengen-generate --help` print their usage.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

# The dependency's identity comes from its folder name, so give it a fixed one.
ln -s "$repo" "$work/screengen"
app="$work/Consumer/Sources/App"
mkdir -p "$app/screens" "$work/Consumer/Sources/Plain"
cat > "$work/Consumer/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "../screengen")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "ScreenNavigation", package: "screengen")],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen")]
        ),
        .target(name: "Plain", plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen")]),
    ]
)
SWIFT
cat > "$app/screens/app.yaml" <<'YAML'
graph:
  root: home
screens:
  home:
    view: HomeView
    title: Home
    transitions:
      open: detail
  detail:
    view: DetailView
    params:
      id: Int
YAML
cat > "$app/App.swift" <<'SWIFT'
import ScreenNavigation

@MainActor
func openDetail() throws -> Route {
    let state = NavigationState<RouteGraph>()
    try HomeDirections(state).open(id: 1)
    return state.topRoute
}
SWIFT
echo 'public let plain = 1' > "$work/Consumer/Sources/Plain/Plain.swift"

cd "$work/Consumer"
# One build, its output in last.log. SwiftPM 6.3 has been seen to crash (SIGSEGV in
# libdispatch) at random: a build that dies from a signal is run once more, and both attempts'
# output is kept, so counts of generation steps stay right whichever side of it the crash fell.
build() {
  local status=0
  swift build > "$work/last.log" 2>&1 || status=$?
  if [ "$status" -ge 128 ]; then
    echo "check-plugin-build: swift build died from signal $((status - 128)); retrying once" >&2
    status=0
    swift build >> "$work/last.log" 2>&1 || status=$?
  fi
  cat "$work/last.log"
  return "$status"
}
fail() { echo "check-plugin-build: FAILED: $*" >&2; exit 1; }
generations() { grep -c "^screengen: .* screens" "$work/last.log" || true; }

echo "== 1. first build generates"
build >/dev/null || fail "first build failed: $(tail -20 "$work/last.log")"
[ "$(generations)" = 1 ] || fail "expected one generation step in the first build"

echo "== 2. no-op rebuild"
# After a clean build SwiftPM (6.3) links the plugin's tool once more on the next build (its
# plugin-tools build and the main build both link it), and a relinked tool is a changed input,
# so the generator may run once more here. It must then leave the output untouched and nothing
# may recompile. From the build after that on, a build with nothing changed must be silent.
build >/dev/null || fail "second build failed"
if [ "$(generations)" != 0 ]; then
  grep -q "(0 files written, [0-9]* unchanged)$" "$work/last.log" || fail "a rerun after the tool was relinked rewrote the output"
fi
if grep -q "Compiling App" "$work/last.log"; then fail "a build with nothing changed compiled App"; fi
build >/dev/null || fail "third build failed"
[ "$(generations)" = 0 ] || fail "a build with nothing changed ran the generator: $(cat "$work/last.log")"
if grep -q "Compiling \(App\|Plain\)" "$work/last.log"; then fail "a build with nothing changed compiled: $(grep Compiling "$work/last.log")"; fi

echo "== 3. editing one YAML file regenerates once"
sed -i 's/title: Home/title: Start/' "$app/screens/app.yaml"
build >/dev/null || fail "build after an edit failed"
[ "$(generations)" = 1 ] || fail "an edit did not regenerate exactly once"
grep -q "Compiling App" "$work/last.log" || fail "an edit that changes the output did not recompile App"
build >/dev/null
[ "$(generations)" = 0 ] || fail "the build after an edit's rebuild was not quiet"

echo "== 4. a new YAML file is an input"
cat > "$app/screens/extra.yaml" <<'YAML'
feature: extra
screens:
  about:
    view: AboutView
YAML
build >/dev/null || fail "build with a new file failed"
[ "$(generations)" = 1 ] || fail "a new YAML file did not regenerate"
outputs=".build/plugins/outputs/consumer/App/destination/ScreengenBuildPlugin"
[ -f "$outputs/Screens.extra.generated.swift" ] || fail "the new YAML file has no generated file of its own: $(ls "$outputs")"

echo "== 4b. editing one feature recompiles only its generated file"
cat > "$app/screens/more.yaml" <<'YAML'
feature: more
screens:
  info:
    view: InfoView
    title: Info
YAML
build >/dev/null || fail "build with a second feature failed"
sed -i 's/    view: AboutView/    view: AboutView\n    title: About us/' "$app/screens/extra.yaml"
build >/dev/null || fail "build after a one-feature edit failed"
grep -q "(1 file written, 3 unchanged)$" "$work/last.log" || fail "a one-feature edit did not rewrite exactly one file: $(cat "$work/last.log")"
compiled=$(grep -o "Compiling App .*" "$work/last.log" | sort | tr '\n' ' ')
[ "$compiled" = "Compiling App Screens.extra.generated.swift " ] || fail "a one-feature edit compiled: ${compiled:-nothing}"

echo "== 4c. a change to one feature's route enum recompiles no unrelated feature's file"
# A file that builds a value of the route enum (or of AlertContent<Route>) depends on every
# feature's route enum by name, so any such change recompiled it. 'more' moves, awaits a
# result, goes back with a route and shows an alert whose button navigates, all without
# moving into 'extra': editing 'extra' must leave its file alone.
cat > "$app/screens/more.yaml" <<'YAML'
feature: more
screens:
  info:
    view: InfoView
    title: Info
    transitions:
      pick: picker
      confirm: { to: sure, style: alert }
      restart: { pop-to: home, to: detail, args: { id: count } }
    params:
      count: { type: Int, default: 0 }
  picker:
    view: PickerView
    returns: Int
  sure:
    kind: alert
    title: Sure?
    buttons:
      yes: { title: Yes, to: home, style: replace }
      no: { title: No, role: cancel }
YAML
sed -i 's/      open: detail/      open: detail\n      more: more.info/' "$app/screens/app.yaml"
build >/dev/null || fail "build with the larger feature failed: $(tail -20 "$work/last.log")"
sed -i 's/    view: AboutView/    view: AboutView\n    params:\n      note: { type: String?, default: nil }/' "$app/screens/extra.yaml"
build >/dev/null || fail "build after a route enum edit failed: $(tail -20 "$work/last.log")"
compiled=$(grep -o "Compiling App .*" "$work/last.log" | tr '\n' ' ')
case "$compiled" in *Screens.extra.generated.swift*) ;; *) fail "the edited feature's file did not recompile: ${compiled:-nothing}" ;; esac
case "$compiled" in
  *Screens.more.generated.swift* | *Screens.app.generated.swift*) fail "a route enum edit in 'extra' recompiled unrelated files: $compiled" ;;
esac
sed -i 's/      more: more.info//; /^$/d' "$app/screens/app.yaml"

rm "$app/screens/more.yaml"
build >/dev/null || fail "build after removing a feature failed"
[ ! -e "$outputs/Screens.more.generated.swift" ] || fail "the generated file of a removed YAML file stayed"

echo "== 5. warnings show and the build succeeds"
grep -q "^$app/screens/extra.yaml:3:3: warning: screen 'extra.about' cannot be reached from any root \[unreachable-screen\]$" "$work/last.log" \
  || fail "the unreachable-screen warning was not shown: $(cat "$work/last.log")"

echo "== 6. errors fail the build with located diagnostics"
sed -i 's/      open: detail/      open: detial/' "$app/screens/app.yaml"
if build >/dev/null; then fail "a graph with an error built"; fi
grep -q "^$app/screens/app.yaml:8:13: error: transition 'open' targets unknown screen 'detial'; did you mean 'detail'? \[unknown-screen\]$" "$work/last.log" \
  || fail "the error was not shown as file:line:column: $(cat "$work/last.log")"

echo "== 7. a target without screens/ is left alone"
[ ! -e "$work/Consumer/.build/plugins/outputs/consumer/Plain/destination/ScreengenBuildPlugin/Screens.generated.swift" ] \
  || fail "the plugin generated code for a target without screens/"

echo "== 8. the command plugin lints"
if swift package screengen lint > "$work/last.log" 2>&1; then fail "lint passed a graph with an error"; fi
grep -q "error: transition 'open' targets unknown screen 'detial'" "$work/last.log" || fail "lint did not show the error: $(cat "$work/last.log")"
sed -i 's/      open: detial/      open: detail/' "$app/screens/app.yaml"
swift package screengen lint > "$work/last.log" 2>&1 || fail "lint failed on a graph with only warnings: $(cat "$work/last.log")"
if swift package screengen lint --strict > "$work/last.log" 2>&1; then fail "lint --strict passed a graph with a warning"; fi

echo "== 9. the command plugin writes generated code into the package"
swift package --allow-writing-to-package-directory screengen-generate --target App > "$work/last.log" 2>&1 \
  || fail "generate failed: $(cat "$work/last.log")"
generated="$app/Generated/Screens.generated.swift"
[ -f "$generated" ] || fail "generate wrote no $generated"
# The one file is the build plugin's files in one: the graph-wide part, then each YAML file's.
body() { sed '1,/^#endif$/d' "$1"; }
same_code() {
  body "$generated" | cmp -s - <(body "$outputs/Screens.generated.swift"; body "$outputs/Screens.app.generated.swift"; body "$outputs/Screens.extra.generated.swift")
}
same_code || { build >/dev/null; same_code; } || fail "generate and the build plugin disagree"
[ ! -e "$work/Consumer/Sources/Plain/Generated" ] || fail "generate wrote into a target without screens/"

echo "== 10. committed code and the build plugin on one target: told what to do"
if build >/dev/null; then fail "a target with committed code and the build plugin built"; fi
grep -q "error: target 'App' applies ScreengenBuildPlugin and also contains committed generated code at .*/Sources/App/Generated/Screens.generated.swift (written by screengen-generate); use one of them" "$work/last.log" \
  || fail "the conflict was not explained: $(cat "$work/last.log")"
if grep -q "multiple producers" "$work/last.log"; then fail "SwiftPM's multiple-producers error still shows"; fi
rm -r "$app/Generated"
build >/dev/null || fail "the build failed after the committed code was removed: $(tail -20 "$work/last.log")"

echo "== 11. the command plugins explain themselves"
swift package screengen --help > "$work/last.log" 2>&1 || fail "screengen --help failed: $(cat "$work/last.log")"
grep -q "USAGE: swift package screengen lint \[--strict\] \[--target NAME …\]" "$work/last.log" || fail "no usage: $(cat "$work/last.log")"
# SwiftPM asks for the write permission before any plugin code runs, even for --help.
swift package --allow-writing-to-package-directory screengen-generate --help > "$work/last.log" 2>&1 || fail "screengen-generate --help failed: $(cat "$work/last.log")"
grep -q "USAGE: swift package --allow-writing-to-package-directory screengen-generate" "$work/last.log" || fail "no usage: $(cat "$work/last.log")"

echo "check-plugin-build: all checks passed"
