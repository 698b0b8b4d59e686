#!/usr/bin/env bash
# Regenerates the committed reference files (Tests/ReferenceFiles) of every example graph with
# the current tool: each as one file, ChatApp also as a directory (Split/ChatApp), as the
# build plugin writes it, and the graph split into modules as each part (Modular/<part>).
# `--check` regenerates into a scratch folder and fails if anything differs from what is
# committed (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

# Use the tool CI (or you) already built; build it only when it is missing.
tool="${SCREENGEN:-.build/debug/screengen}"
if [ ! -x "$tool" ]; then
  swift build --product screengen >/dev/null
  tool="$(swift build --show-bin-path)/screengen"
fi

# example name → graph directory
examples=(
  "ChatApp=screens"
  "BetterNavigation=Examples/BetterNavigation/screens"
  "NavTest=Examples/NavTest/screens"
  "Navigator=Examples/Navigator/screens"
  "MultiNav=Examples/MultiNav/screens"
  "NavigationSample=Examples/NavigationSample/screens"
  "EdgeCases=Tests/GeneratedExamples/EdgeCases/screens"
  "DeepLinkCases=Tests/GeneratedExamples/DeepLinkCases/screens"
  "FlowCases=Tests/GeneratedExamples/FlowCases/screens"
  "SplitCases=Tests/GeneratedExamples/SplitCases/screens"
  "VaultCases=Tests/GeneratedExamples/VaultCases/screens"
  "IceCubes=Examples/IceCubes/screens"
  "Recipes=Examples/Recipes/screens"
  "Swiftfin=Examples/Swiftfin/screens"
)

status=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for entry in "${examples[@]}"; do
  name=${entry%%=*}
  graph=${entry#*=}
  committed="Tests/ReferenceFiles/$name.swift"
  if $check; then
    "$tool" build "$graph" --output "$scratch/$name.swift" >/dev/null
    if ! cmp -s "$scratch/$name.swift" "$committed"; then
      echo "error: $committed differs from what screengen generates now from $graph:" >&2
      diff -u "$committed" "$scratch/$name.swift" >&2 || true
      status=1
    fi
  else
    "$tool" build "$graph" --output "$committed"
  fi
done

# One example also as the build plugin writes it: a graph-wide file and a file per YAML file.
split_committed="Tests/ReferenceFiles/Split/ChatApp"
if $check; then
  "$tool" build screens --output "$scratch/split/" >/dev/null
  if ! diff -r "$split_committed" "$scratch/split" >&2; then
    echo "error: $split_committed differs from what screengen generates now from screens/ (above)" >&2
    status=1
  fi
else
  rm -rf "$split_committed"
  "$tool" build screens --output "$split_committed/"
fi
# The graph split into modules: each part as the build plugin writes it for its target.
modular_graph="Tests/GeneratedExamples/Modular/ShopRoutes/screens"
for part in routes ShopCatalog ShopCart app; do
  committed="Tests/ReferenceFiles/Modular/$part"
  if $check; then
    "$tool" build "$modular_graph" --part "$part" --output "$scratch/modular-$part/" >/dev/null
    if ! diff -r "$committed" "$scratch/modular-$part" >&2; then
      echo "error: $committed differs from what screengen generates now from $modular_graph --part $part (above)" >&2
      status=1
    fi
  else
    rm -rf "$committed"
    "$tool" build "$modular_graph" --part "$part" --output "$committed/"
  fi
done
exit $status
