#!/usr/bin/env bash
# A client's clean `swift build` with the binary plugin, the source plugin and no plugin, side by
# side in one run (issue #22). Three packages with the same target (the README's quick-start
# graph and code that uses it), the runtime from this repository by path:
#   binary  the build plugin of screengen-plugins (the prebuilt tool from the artifact bundle)
#   source  the build plugin of this package (compiles screengen and swift-argument-parser)
#   none    no plugin: the generated code committed into the target
# Dependencies are resolved first, untimed; each build starts with no .build otherwise.
#
# Usage: bench/client-build-time.sh [BUNDLE_OUTDIR] [ROUNDS]   (the bundle is built when
#        BUNDLE_OUTDIR holds none; rounds default to 1; KEEP=1 keeps the temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $work" || rm -rf "$work"' EXIT
out=${1:-$work/out}
rounds=${2:-1}
if [ ! -f "$out/screengen-plugins/Package.swift" ]; then
  "$repo/Scripts/artifact-bundle.sh" "$out" --local > "$work/bundle.log" 2>&1 || { tail -30 "$work/bundle.log"; exit 1; }
fi
binary=$(find "$out/screengen.artifactbundle" -path '*/bin/screengen' -type f | head -1)
ln -s "$repo" "$work/screengen"

client() {  # client NAME DEPENDENCIES PLUGINS
  mkdir -p "$work/$1/Sources/App"
  cat > "$work/$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Client",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "../screengen")$2],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "ScreenNavigation", package: "screengen")],
            plugins: [$3]
        ),
    ]
)
SWIFT
  cat > "$work/$1/Sources/App/Usage.swift" <<'SWIFT'
import ScreenNavigation

@MainActor
func openDetail() throws -> Route {
    let navigation = NavigationState<RouteGraph>()
    try HomeDirections(navigation).open(id: 42)
    return navigation.topRoute
}
SWIFT
}
graph='graph:\n  root: home\nscreens:\n  home:\n    view: HomeView\n    title: Home\n    transitions:\n      open: detail\n  detail:\n    view: DetailView\n    params:\n      id: Int\n'
client binary ", .package(path: \"$out/screengen-plugins\")" '.plugin(name: "ScreengenBuildPlugin", package: "screengen-plugins")'
client source "" '.plugin(name: "ScreengenBuildPlugin", package: "screengen")'
client none "" ""
for kind in binary source; do mkdir -p "$work/$kind/Sources/App/screens"; printf "$graph" > "$work/$kind/Sources/App/screens/app.yaml"; done
mkdir -p "$work/graph" && printf "$graph" > "$work/graph/app.yaml"
"$binary" build "$work/graph" --output "$work/none/Sources/App/Generated/" > /dev/null

declare -A total
for round in $(seq "$rounds"); do
  for kind in binary source none; do
    cd "$work/$kind"
    rm -rf .build
    swift package resolve > /dev/null 2>&1
    start=$(date +%s.%N)
    swift build > "$work/$kind.log" 2>&1 || { echo "$kind: build failed"; tail -20 "$work/$kind.log"; exit 1; }
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    total[$kind]=$(echo "${total[$kind]:-0} + $seconds" | bc)
    printf 'round %d  %-7s %6.1f s\n' "$round" "$kind" "$seconds"
  done
done
echo "clean build of the client, mean of $rounds round(s) ($(nproc) cores, swift $(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p'))"
for kind in binary source none; do
  printf '  %-7s %6.1f s\n' "$kind" "$(echo "${total[$kind]} / $rounds" | bc -l)"
done
