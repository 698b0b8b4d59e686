#!/usr/bin/env bash
# The README's quick start, verbatim, from a fresh clone: a new package whose dependency line,
# target declaration and screens file are cut out of README.md itself (only the URL is pointed
# at a local clone), built with the plugin. If the README drifts from what works, this fails.
#
# Usage: Scripts/check-quick-start.sh   (KEEP=1 keeps the temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
readme="$repo/README.md"
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $work" || rm -rf "$work"' EXIT
fail() { echo "check-quick-start: FAILED: $*" >&2; exit 1; }

# A fresh clone of what is committed: what a user gets from the repository's URL.
git clone -q "$repo" "$work/screengen"
git -C "$work/screengen" rev-parse --verify -q main >/dev/null || fail "the clone has no branch 'main', which the README's dependency line names"

# The quick start section only: from its heading to the next '## ' heading.
section=$(awk '/^## Quick start/{on=1; next} /^## /{on=0} on' "$readme")
[ -n "$section" ] || fail "README.md has no '## Quick start' section"

dependency=$(printf '%s\n' "$section" | grep -E '^\s*\.package\(url: "[^"]+", ' | head -1 | sed 's/^ *//')
[ -n "$dependency" ] || fail "no .package(url: …) line in the quick start"
dependency=$(printf '%s\n' "$dependency" | sed -E "s#url: \"[^\"]+\"#url: \"file://$work/screengen\"#")

# The first ```swift block after "Add the plugin" is the target declaration.
target=$(printf '%s\n' "$section" | awk '/Add the plugin/{seek=1} seek && /```swift/{on=1; next} on && /```/{exit} on' | sed 's/^   //')
printf '%s\n' "$target" | grep -q '^\.target(' || fail "no .target( block under 'Add the plugin': $target"
name=$(printf '%s\n' "$target" | sed -n 's/^ *name: "\([A-Za-z]*\)",$/\1/p')

# The first ```yaml block is the screens file.
yaml=$(printf '%s\n' "$section" | awk '/```yaml/{on=1; next} on && /```/{exit} on' | sed 's/^   //')
[ -n "$yaml" ] || fail "no yaml block in the quick start"

mkdir -p "$work/MyApp/Sources/$name/screens"
cat > "$work/MyApp/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        $dependency
    ],
    targets: [
$target,
    ]
)
SWIFT
printf '%s\n' "$yaml" > "$work/MyApp/Sources/$name/screens/app.yaml"
# What the quick start's views do, without SwiftUI (which Linux lacks): the README's own
# SwiftUI snippet is type-checked by Scripts/check-swiftui-signatures.sh through the examples.
cat > "$work/MyApp/Sources/$name/Usage.swift" <<'SWIFT'
import ScreenNavigation

@MainActor
func openDetail() throws -> Route {
    let navigation = NavigationState<RouteGraph>()
    try HomeDirections(navigation).open(id: 42)
    return navigation.topRoute
}
SWIFT

echo "== quick start: $dependency"
cd "$work/MyApp"
status=0
swift build > "$work/build.log" 2>&1 || status=$?
if [ "$status" -ge 128 ]; then
  echo "check-quick-start: swift build died from signal $((status - 128)); retrying once" >&2
  status=0
  swift build > "$work/build.log" 2>&1 || status=$?
fi
[ "$status" = 0 ] || fail "the quick start package did not build: $(tail -30 "$work/build.log")"
grep -q "screengen: 2 screens, 1 transition, 0 warnings" "$work/build.log" || fail "the plugin did not generate: $(cat "$work/build.log")"
echo "check-quick-start: the README's quick start builds from a fresh clone"
