#!/usr/bin/env bash
# The binary plugin end to end, as a client meets it (issue #22): builds the release artifact
# bundle, writes the plugin package referencing it by path, and builds a client package that
# takes the runtime from this repository and the build plugin from the plugin package. Checks:
#   1. the bundle's binary links no libyaml and no Swift runtime library, and runs (lint and
#      build) with an empty environment;
#   2. the client builds with pkg-config finding nothing (no libyaml on the search paths), and
#      no screengen source is compiled: no screengen, ScreenGen* or ArgumentParser module;
#   3. the plugin wrote one file per YAML file, headed with the tool's version, and the client's
#      code that uses the generated routes runs;
#   4. a YAML mistake fails the build with the tool's file:line:column line.
#
# Usage: Scripts/check-binary-plugin.sh [BUNDLE_OUTDIR]   (reuses a bundle already written there;
#        KEEP=1 keeps the temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $work" || rm -rf "$work"' EXIT
fail() { echo "check-binary-plugin: FAILED: $*" >&2; exit 1; }
version=$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$repo/Sources/ScreenGenCore/Driver/ToolVersion.swift")

out=${1:-$work/out}
echo "== 0. the artifact bundle and the plugin package (by path) in $out"
if [ ! -f "$out/screengen.artifactbundle/info.json" ]; then
  start=$SECONDS
  "$repo/Scripts/artifact-bundle.sh" "$out" --local > "$work/bundle.log" 2>&1 || fail "artifact-bundle.sh failed: $(tail -30 "$work/bundle.log")"
  echo "   built in $((SECONDS - start)) s: $(tail -5 "$work/bundle.log" | head -1)"
fi
[ -f "$out/screengen-plugins/Package.swift" ] || fail "no plugin package in $out"
[ "$(cat "$out/checksum.txt")" = "$(sha256sum "$out/screengen.artifactbundle.zip" | cut -d' ' -f1)" ] || fail "checksum.txt is not the zip's SHA-256"

echo "== 1. the binary needs no libyaml and no toolchain"
binary=$(find "$out/screengen.artifactbundle" -path '*/bin/screengen' -type f | head -1)
libs=$(ldd "$binary")
if echo "$libs" | grep -E "libyaml|libswift|libFoundation|libdispatch|/opt/swift"; then fail "the binary links the above"; fi
mkdir -p "$work/graph"
printf 'graph:\n  root: home\nscreens:\n  home:\n    view: HomeView\n' > "$work/graph/app.yaml"
env -i "$binary" lint "$work/graph" > "$work/last.log" 2>&1 || fail "lint under env -i: $(cat "$work/last.log")"
env -i "$binary" build "$work/graph" --output "$work/graph-out/" > "$work/last.log" 2>&1 || fail "build under env -i: $(cat "$work/last.log")"
[ -f "$work/graph-out/Screens.app.generated.swift" ] || fail "build under env -i wrote no files"

echo "== 2. a client builds through the binary plugin, compiling nothing of screengen"
ln -s "$repo" "$work/screengen"   # the dependency's identity comes from its folder name
app="$work/Client/Sources/App"
mkdir -p "$app/screens"
cat > "$work/Client/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../screengen"),
        .package(path: "$out/screengen-plugins"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "ScreenNavigation", package: "screengen")],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: "screengen-plugins")]
        ),
    ]
)
SWIFT
printf 'graph:\n  root: home\nscreens:\n  home:\n    view: HomeView\n    title: Home\n    transitions:\n      open: detail\n      about: more.about\n  detail:\n    view: DetailView\n    params:\n      id: Int\n' > "$app/screens/app.yaml"
printf 'feature: more\nscreens:\n  about:\n    view: AboutView\n' > "$app/screens/more.yaml"
cat > "$app/main.swift" <<'SWIFT'
import ScreenNavigation

@MainActor
func journey() throws -> Route {
    let navigation = NavigationState<RouteGraph>()
    try HomeDirections(navigation).open(id: 42)
    return navigation.topRoute
}
print("top route: \(try MainActor.assumeIsolated { try journey() })")
SWIFT
cd "$work/Client"
build() {
  local status=0
  env PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR=/nonexistent swift build > "$work/last.log" 2>&1 || status=$?
  if [ "$status" -ge 128 ]; then  # SwiftPM 6.3's random SIGSEGV: retried once, as elsewhere
    echo "check-binary-plugin: swift build died from signal $((status - 128)); retrying once" >&2
    status=0
    env PKG_CONFIG_PATH= PKG_CONFIG_LIBDIR=/nonexistent swift build > "$work/last.log" 2>&1 || status=$?
  fi
  return "$status"
}
start=$SECONDS
build || fail "the client did not build: $(tail -30 "$work/last.log")"
echo "   clean build in $((SECONDS - start)) s"
grep -q "^screengen: 3 screens, 2 transitions, 0 warnings → .*/ScreengenBinaryBuildPlugin/ (3 files written)$" "$work/last.log" || fail "the plugin did not run the tool: $(cat "$work/last.log")"
if grep -E "Compiling (screengen|ScreenGen[A-Za-z]*|ArgumentParser[A-Za-z]*|CYAML) " "$work/last.log"; then fail "screengen sources were compiled"; fi
# SwiftPM lays out a folder per target of the graph (a module map, an output map); what is
# compiled shows as object files and modules.
built=$(find .build \( -path '*/screengen*.build/*' -o -path '*/ScreenGen[CDY]*.build/*' -o -path '*/ArgumentParser*.build/*' \) \
  \( -name '*.o' -o -name '*.swiftmodule' \) | head -5)
[ -z "$built" ] || fail "the client's .build holds screengen objects: $built"
modules=$(find .build -name '*.swiftmodule' \( -name 'ScreenGen[CDY]*' -o -name 'ArgumentParser*' -o -name 'screengen*' \) | head -5)
[ -z "$modules" ] || fail "the client's .build holds screengen modules: $modules"
[ -z "$(find .build -type f \( -name 'screengen-tool' -o -path '*/debug/screengen' \))" ] || fail "a screengen tool was linked in the client"
# The tool the build ran: the bundle's (in place for a local bundle, unzipped under
# .build/artifacts for a URL).
used=$(grep -o '"[^"]*\.artifactbundle/[^"]*/bin/screengen"' .build/debug.yaml | head -1 | tr -d '"')
[ -n "$used" ] && [ -x "$used" ] || fail "the build ran no screengen from the artifact bundle"
if ldd "$used" | grep -q libyaml; then fail "the tool SwiftPM unpacked links libyaml"; fi

echo "== 3. per-file outputs, the version in their header, the generated code used"
outputs=$(dirname "$(find .build/plugins/outputs -name 'Screens.generated.swift' | head -1)")
[ "$(ls "$outputs" | tr '\n' ' ')" = "Screens.app.generated.swift Screens.generated.swift Screens.more.generated.swift " ] \
  || fail "unexpected outputs: $(ls "$outputs")"
head -1 "$outputs/Screens.generated.swift" | grep -q "^// Generated by screengen $version\. " || fail "header: $(head -1 "$outputs/Screens.generated.swift")"
ran=$("$(swift build --show-bin-path)/App")
[ "$ran" = "top route: detail(id: 42)" ] || fail "the client printed: $ran"

echo "== 4. a YAML mistake fails the build on its line"
sed -i 's/      open: detail/      open: detial/' "$app/screens/app.yaml"
if build; then fail "a graph with an error built"; fi
grep -q "^$app/screens/app.yaml:8:13: error: transition 'open' targets unknown screen 'detial'; did you mean 'detail'? \[unknown-screen\]$" "$work/last.log" \
  || fail "the error was not located: $(cat "$work/last.log")"

echo "check-binary-plugin: all checks passed"
