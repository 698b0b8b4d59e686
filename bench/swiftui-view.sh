#!/usr/bin/env bash
# A PROXY for what the generated SwiftUI view switch costs the type checker on Apple platforms:
# SwiftUI does not exist here, so the `#if canImport(SwiftUI)` code is type-checked against the
# project's stand-in module (Tests/SwiftUISignatureCheck/SwiftUI), whose ViewBuilder declares
# buildBlock/buildIf/buildEither with SwiftUI's documented signatures. A `switch` in a
# @ViewBuilder body becomes nested buildEither calls and a nested _ConditionalContent type, as
# with Apple's builder; Apple's real type checker and SwiftUI may cost more or less.
#
# For each size it type-checks the generated code (with support stubs, views included) of:
#   before: the tool given as SCREENGEN_BEFORE (default bench/out/compile/screengen-before), one
#           <Route>View switch over every screen;
#   after:  the current tool (SCREENGEN, default: swift build), a <Route>View switch over the
#           features, each feature's own <Feature>RouteView switch over its screens;
# and reports the summed -debug-time-function-bodies of the view `body` getters, the longest
# one, and the whole type check's wall time.
#
# Usage: bench/swiftui-view.sh            (sizes 100 1000; SWIFTUI_SIZES="100 1000 2000")
#        SWIFTUI_TOOLS=after                (skip 'before': its 1,000-screen switch takes ~9 min)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
repo=$PWD
out=$repo/bench/out/swiftui-view
mkdir -p "$out"
sizes=${SWIFTUI_SIZES:-100 1000}
swiftc=${SWIFTC:-swiftc}
before=${SCREENGEN_BEFORE:-$repo/bench/out/compile/screengen-before}
die() { echo "bench/swiftui-view.sh: $*" >&2; exit 1; }
[ -x "$before" ] || die "no 'before' tool at $before (set SCREENGEN_BEFORE)"
if [ -z "${SCREENGEN:-}" ]; then
  swift build --product screengen >/dev/null && swift build --product screengen-dev >/dev/null
  SCREENGEN=$(swift build --show-bin-path)/screengen
  SCREENGEN_DEV=$(swift build --show-bin-path)/screengen-dev
fi
dev=${SCREENGEN_DEV:-$(dirname "$SCREENGEN")/screengen-dev}

# The stand-in and ScreenNavigation with its SwiftUI adapter, as modules.
common=(-swift-version 6 -parse-as-library)
mkdir -p "$out/standin" "$out/runtime"
"$swiftc" -emit-module -module-name SwiftUI "${common[@]}" -emit-module-path "$out/standin/SwiftUI.swiftmodule" \
  $(find Tests/SwiftUISignatureCheck/SwiftUI -name '*.swift' | sort)
"$swiftc" -emit-module -module-name ScreenNavigation "${common[@]}" -I "$out/standin" \
  -emit-module-path "$out/runtime/ScreenNavigation.swiftmodule" $(find Sources/ScreenNavigation -name '*.swift' | sort)

# check NAME DIR: type-check DIR's Swift files; prints "<body ms> <max body ms> <wall s>".
check() {
  local name=$1 dir=$2 t0 t1
  t0=$EPOCHREALTIME
  "$swiftc" -typecheck "${common[@]}" -module-name Bench -I "$out/standin" -I "$out/runtime" \
    -Xfrontend -debug-time-function-bodies "$dir"/*.swift > "$out/$name.times" 2>&1 \
    || { tail -20 "$out/$name.times" >&2; die "$name does not type-check"; }
  t1=$EPOCHREALTIME
  awk -F'\t' -v a="$t0" -v b="$t1" '
    /(View|_Group[0-9]+)\.body\.getter/ { ms = $1 + 0; sum += ms; if (ms > max) max = ms; n++ }
    END { printf "%.0f %.0f %d %.1f\n", sum, max, n, b - a }' "$out/$name.times"
}

printf '%-7s %-7s %12s %12s %7s %9s\n' screens tool "body ms" "max body ms" bodies "wall s"
for n in $sizes; do
  rm -rf "$out/graph-$n" "$out/before-$n" "$out/after-$n"
  python3 bench/generate.py "$n" "$out/graph-$n" >/dev/null
  mkdir -p "$out/before-$n" "$out/after-$n"
  "$before" build "$out/graph-$n" --output "$out/before-$n/Screens.generated.swift" >/dev/null
  "$SCREENGEN" build "$out/graph-$n" --output "$out/after-$n/" >/dev/null
  "$dev" stubs "$out/graph-$n" --output "$out/before-$n/SupportStubs.swift"
  cp "$out/before-$n/SupportStubs.swift" "$out/after-$n/"
  for tool in ${SWIFTUI_TOOLS:-before after}; do
    read -r sum max count wall < <(check "$tool-$n" "$out/$tool-$n")
    printf '%-7s %-7s %12s %12s %7s %9s\n' "$n" "$tool" "$sum" "$max" "$count" "$wall"
  done
done
echo "(a proxy: the SwiftUI stand-in's ViewBuilder, not Apple's SwiftUI; see the header of this script)"
