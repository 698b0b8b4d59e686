#!/usr/bin/env bash
# COMPILE CHECK for generated code: every graph the tool accepts must generate Swift that
# compiles in Swift 6 language mode with warnings as errors. This script proves it for seeded
# random graphs (screengen-dev random-graph) and for any graph directories given.
#
# Usage: Scripts/compile-graphs.sh [--random COUNT] [--seed BASE] [--batch SIZE] [--jobs N] [DIR …]
#
#   --random COUNT  generate COUNT random graphs, seeds BASE, BASE+1, … (default 0)
#   --seed BASE     the first seed (default: $SEED, else `date +%s`); always printed, so a
#                   failure can be replayed with `--random 1 --seed <its seed>`
#   --batch SIZE    graphs per package build (default 200)
#   --jobs N        parallel compiler jobs (default: the number of cores)
#   DIR …           graph directories (or single YAML files) to check as well; one the tool
#                   rejects is listed as SKIP (it has no generated code), not counted
#
# Environment: SCREENGEN / SCREENGEN_DEV pick the tools (otherwise they are built with
# `swift build` into $TOOLS_SCRATCH, default .build; NO_BUILD=1 skips that build);
# SWIFTC picks the compiler of stage 2; COMPILE_GRAPHS_DIR is the work directory (default
# .build-compile-graphs, gitignored: its SwiftPM scratch path is reused between runs).
#
# For each graph:
#   0. `screengen build` generates the code. A random graph the tool REJECTS is a generator bug
#      (or a tool bug, if the graph is valid): reported with its seed and diagnostics, and failed.
#      `screengen-dev stubs` writes what the generated code expects the app to provide.
#   1. Stage 1, a real build: a package with ONE target per graph (generated files + stubs),
#      depending on this repository's ScreenNavigation by path, built in ONE
#      `swift build -Xswiftc -warnings-as-errors` (Swift 6 language mode) per batch. SwiftPM stops
#      at its first failing target, so when that build fails each graph of the batch is compiled
#      on its own (swiftc -wmo -c, same flags, against the modules the build made) to name every
#      graph that fails and its errors.
#   2. Stage 2, a type check of the `#if canImport(SwiftUI)` code (the generated `<Route>View`
#      switch and the view inits) against the SwiftUI stand-in, the way
#      Scripts/check-swiftui-signatures.sh does: the stand-in and ScreenNavigation (with its
#      SwiftUI adapter) are built once, then each graph's files are type-checked with a file
#      hosting its view in NavigationHost and NavigationTabs.
#   3. Stage 3, for a graph split into modules (`graph.module`, `graph.modules`): each part
#      (`screengen build --part routes|<module>|app`) compiled as its own module, in dependency
#      order, against the same stand-in (the stubs go with the routes, which are public): a
#      module's moves must compile importing the routes alone, the app's views importing all.
# A graph passes when it is accepted and every stage passes. The last line is `N passed, M failed`.
set -euo pipefail

# Everything runs inside `main`, which bash reads whole before running it: editing this file
# during a long run cannot change what that run executes.
main() {

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

count=0
base=""
batch_size=200
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
dirs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --random) count=$2; shift 2 ;;
        --seed) base=$2; shift 2 ;;
        --batch) batch_size=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        --) shift; dirs+=("$@"); break ;;
        -*) echo "compile-graphs: unknown option '$1' (see --help)" >&2; exit 2 ;;
        *) dirs+=("$1"); shift ;;
    esac
done
case "$count$batch_size$jobs" in *[!0-9]*) echo "compile-graphs: --random, --batch and --jobs take numbers" >&2; exit 2 ;; esac
base=${base:-${SEED:-$(date +%s)}}
case "$base" in '' | *[!0-9]*) echo "compile-graphs: the seed must be a non-negative integer" >&2; exit 2 ;; esac
if [ "$count" -eq 0 ] && [ "${#dirs[@]}" -eq 0 ]; then
    echo "compile-graphs: nothing to do: give --random COUNT and/or graph directories (see --help)" >&2
    exit 2
fi

started=$(date +%s)
echo "compile-graphs: $count random graph(s) from seed $base$([ "$count" -gt 0 ] && echo " (seeds $base…$((base + count - 1)))"), ${#dirs[@]} directory graph(s)"
echo "compile-graphs: replay a seed with: SEED=<seed> Scripts/compile-graphs.sh --random 1 (a seed names a graph for this generator: repository at $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown), plus any local changes)"

# The first N lines of standard input. awk reads all of it, so the writer never dies of SIGPIPE
# (which `set -o pipefail` would turn into a failure of the script).
cap() { awk -v n="$1" 'NR <= n'; }
export -f cap

# SwiftPM 6.3 has been seen to crash (a signal) at random: retry such a build once.
retry_on_signal() {
    local rc=0
    "$@" || rc=$?
    if [ "$rc" -ge 128 ]; then
        echo "compile-graphs: '$1 …' died from signal $((rc - 128)); retrying once" >&2
        rc=0
        "$@" || rc=$?
    fi
    return "$rc"
}

# --- Tools -----------------------------------------------------------------------------------
tools_scratch=${TOOLS_SCRATCH:-$repo/.build}
if [ -z "${SCREENGEN:-}" ] || [ -z "${SCREENGEN_DEV:-}" ]; then
    if [ -z "${NO_BUILD:-}" ]; then
        echo "compile-graphs: building screengen and screengen-dev ($tools_scratch)"
        for product in screengen screengen-dev; do
            if ! out=$(retry_on_signal swift build --package-path "$repo" --scratch-path "$tools_scratch" --product "$product" 2>&1); then
                printf '%s\n' "$out" | tail -n 40
                echo "compile-graphs: could not build $product"
                exit 2
            fi
        done
    fi
    bin=$(swift build --package-path "$repo" --scratch-path "$tools_scratch" --show-bin-path)
    SCREENGEN=${SCREENGEN:-$bin/screengen}
    SCREENGEN_DEV=${SCREENGEN_DEV:-$bin/screengen-dev}
fi
swiftc=${SWIFTC:-swiftc}

# --- Work directory --------------------------------------------------------------------------
work=${COMPILE_GRAPHS_DIR:-$repo/.build-compile-graphs}
mkdir -p "$work"
work=$(cd "$work" && pwd)
if command -v flock >/dev/null 2>&1; then
    exec 9>"$work/.lock"
    if ! flock -n 9; then
        echo "compile-graphs: another run is using $work; set COMPILE_GRAPHS_DIR to run beside it" >&2
        exit 2
    fi
fi
pkg="$work/package"
scratch="$work/scratch"
graphs="$work/random-graphs"
logs="$work/logs"
modules_src="$work/imported-modules"
rm -rf "$pkg/Graphs" "$graphs" "$logs"
mkdir -p "$pkg/Graphs" "$graphs" "$logs" "$modules_src"
echo "compile-graphs: work directory $work (logs in $logs)"

"$SCREENGEN_DEV" imported-modules --out "$modules_src"
provided_modules=$(cd "$modules_src" && ls *.swift | sed 's/\.swift$//')
system_modules="Foundation ScreenNavigation SwiftUI Swift Dispatch Observation _Concurrency"

# --- Graphs: generate, run the tool, write stubs ----------------------------------------------
ids=()        # G0001 …
labels=()     # "seed 123" or "dir path"
replays=()    # how to rerun it
status=()     # "" while passing, else the stage that failed
index=0
add_graph() {  # add_graph DIR LABEL REPLAY
    index=$((index + 1))
    ids+=("$(printf 'G%04d' "$index")")
    labels+=("$2")
    replays+=("$3")
    status+=("")
    graph_dirs+=("$1")
}
graph_dirs=()
seed=$base
while [ "$seed" -lt $((base + count)) ]; do
    dir="$graphs/seed-$seed"
    if ! "$SCREENGEN_DEV" random-graph --seed "$seed" --out "$dir" >"$logs/generate-$seed.txt" 2>&1; then
        cat "$logs/generate-$seed.txt"
        echo "compile-graphs: screengen-dev random-graph failed for seed $seed"
        exit 2
    fi
    add_graph "$dir" "seed $seed" "SEED=$seed Scripts/compile-graphs.sh --random 1"
    seed=$((seed + 1))
done
for dir in ${dirs[@]+"${dirs[@]}"}; do
    add_graph "$dir" "dir $dir" "Scripts/compile-graphs.sh $dir"
done

total=${#ids[@]}
echo "compile-graphs: generating code for $total graph(s)"
for i in "${!ids[@]}"; do
    id=${ids[$i]}
    target="$pkg/Graphs/$id"
    mkdir -p "$target"
    # The directory output, as the build plugin writes it: a graph-wide Screens.generated.swift
    # and a Screens.<yaml file>.generated.swift per YAML file (the single file is the same code).
    if ! "$SCREENGEN" build "${graph_dirs[$i]}" --output "$target/" >"$logs/$id.tool.txt" 2>&1; then
        status[$i]="rejected by the tool"
        rm -rf "$target"
        continue
    fi
    if ! "$SCREENGEN_DEV" stubs "${graph_dirs[$i]}" --output "$target/SupportStubs.swift" >>"$logs/$id.tool.txt" 2>&1; then
        status[$i]="stubs could not be written"
        rm -rf "$target"
        continue
    fi
    for module in $(sed -n 's/^import \([A-Za-z_][A-Za-z0-9_]*\)$/\1/p' "$target/Screens.generated.swift"); do
        case " $system_modules $(echo $provided_modules) " in
            *" $module "*) ;;
            *) status[$i]="imports module '$module', which this harness cannot provide"; rm -rf "$target" ;;
        esac
    done
done

# Graphs still in the running, as indices into the arrays above.
live() {
    for i in "${!ids[@]}"; do
        [ -z "${status[$i]}" ] && echo "$i"
    done
    return 0
}

# --- Stage 1: one swift build per batch --------------------------------------------------------
# The repository as a path dependency: its identity is its directory's name, lower-cased.
repo_identity=$(basename "$repo" | tr '[:upper:]' '[:lower:]')
mkdir -p "$pkg/Modules"
for module in $provided_modules; do
    mkdir -p "$pkg/Modules/$module"
    cp "$modules_src/$module.swift" "$pkg/Modules/$module/$module.swift"
done

write_manifest() {  # write_manifest ID…
    {
        echo "// swift-tools-version: 6.1"
        echo "// Written by Scripts/compile-graphs.sh: one target per graph (generated code + support stubs)."
        echo "import PackageDescription"
        echo
        echo "let graphs: [String] = ["
        for id in "$@"; do echo "    \"$id\","; done
        echo "]"
        echo "let modules: [String] = [$(for m in $provided_modules; do printf '"%s", ' "$m"; done)]"
        echo
        echo "let package = Package("
        echo "    name: \"CompileGraphs\","
        echo "    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],"
        echo "    dependencies: [.package(path: \"$repo\")],"
        echo "    targets: modules.map { Target.target(name: \$0, path: \"Modules/\\(\$0)\") } + graphs.map { name in"
        echo "        .target("
        echo "            name: name,"
        echo "            dependencies: [.product(name: \"ScreenNavigation\", package: \"$repo_identity\")] + modules.map { Target.Dependency(stringLiteral: \$0) },"
        echo "            path: \"Graphs/\\(name)\""
        echo "        )"
        echo "    },"
        echo "    swiftLanguageModes: [.v6]"
        echo ")"
    } >"$pkg/Package.swift"
}

# stage1_single ID: compile one graph on its own against the modules the package build made.
stage1_single() {
    local id=$1
    "$swiftc" -wmo -c -parse-as-library -swift-version 6 -warnings-as-errors -Onone -enable-testing \
        -DSWIFT_PACKAGE -DDEBUG -module-name "$id" -I "$STAGE1_MODULES" \
        -o "$STAGE1_OBJECTS/$id.o" "$STAGE1_GRAPHS/$id"/Screens*.generated.swift "$STAGE1_GRAPHS/$id/SupportStubs.swift" \
        >"$STAGE1_LOGS/$id.stage1.txt" 2>&1
    echo $? >"$STAGE1_LOGS/$id.stage1.rc"
}
export -f stage1_single

live_now=($(live))
echo "compile-graphs: stage 1: building ${#live_now[@]} graph(s) with warnings as errors (batches of $batch_size)"
batch_start=0
batch_number=0
while [ "$batch_start" -lt "${#live_now[@]}" ]; do
    batch=("${live_now[@]:$batch_start:$batch_size}")
    batch_start=$((batch_start + batch_size))
    batch_number=$((batch_number + 1))
    batch_ids=()
    for i in "${batch[@]}"; do batch_ids+=("${ids[$i]}"); done
    # Only this batch's graphs are targets; the others' folders are left out of the manifest.
    write_manifest "${batch_ids[@]}"
    log="$logs/stage1-batch$batch_number.txt"
    t0=$(date +%s)
    if retry_on_signal swift build --package-path "$pkg" --scratch-path "$scratch" -j "$jobs" --disable-index-store \
        -Xswiftc -warnings-as-errors >"$log" 2>&1; then
        echo "compile-graphs: stage 1 batch $batch_number: ${#batch[@]} graph(s) built ($(($(date +%s) - t0))s)"
        continue
    fi
    echo "compile-graphs: stage 1 batch $batch_number: the package build failed ($(($(date +%s) - t0))s); compiling each graph on its own to name the failures"
    bin=$(swift build --package-path "$pkg" --scratch-path "$scratch" --show-bin-path)
    if [ ! -f "$bin/Modules/ScreenNavigation.swiftmodule" ]; then
        grep -E 'error:' "$log" | cap 20 || true
        echo "compile-graphs: ScreenNavigation itself did not build (see $log)"
        exit 2
    fi
    mkdir -p "$work/objects"
    export STAGE1_MODULES="$bin/Modules" STAGE1_OBJECTS="$work/objects" STAGE1_GRAPHS="$pkg/Graphs" STAGE1_LOGS="$logs"
    export swiftc
    # A target whose objects are newer than its sources was compiled by this build: it passed.
    # (Its sources were written by this run, so older objects are a previous run's.)
    rest=()
    for id in "${batch_ids[@]}"; do
        # Every source of the target: one file's error leaves the others' objects built.
        built=yes
        for source in "$pkg/Graphs/$id"/*.swift; do
            object="$bin/$id.build/$(basename "$source").o"
            if [ ! -f "$object" ] || [ ! "$object" -nt "$source" ]; then built=no; fi
        done
        if [ "$built" = yes ]; then
            echo "compiled by the package build" >"$logs/$id.stage1.txt"
            echo 0 >"$logs/$id.stage1.rc"
        else
            rest+=("$id")
        fi
    done
    echo "compile-graphs: stage 1 batch $batch_number: $((${#batch_ids[@]} - ${#rest[@]})) graph(s) were compiled by the package build; compiling ${#rest[@]} on their own"
    t0=$(date +%s)
    if [ "${#rest[@]}" -gt 0 ]; then
        printf '%s\n' "${rest[@]}" | xargs -P "$jobs" -I{} bash -c 'stage1_single "$1"' _ {}
    fi
    echo "compile-graphs: stage 1 batch $batch_number: done ($(($(date +%s) - t0))s)"
    failed_here=0
    for i in "${batch[@]}"; do
        id=${ids[$i]}
        if [ "$(cat "$logs/$id.stage1.rc" 2>/dev/null || echo 1)" != 0 ]; then
            status[$i]="stage 1 (build, warnings as errors)"
            failed_here=$((failed_here + 1))
        fi
    done
    if [ "$failed_here" -eq 0 ]; then
        # The package failed but no graph does on its own: report the package build itself.
        grep -E 'error:' "$log" | cap 20 || true
        for i in "${batch[@]}"; do status[$i]="stage 1 (the package build failed; see $log)"; done
    fi
done

# --- Stage 2: type-check the SwiftUI code against the stand-in ---------------------------------
check="$repo/Tests/SwiftUISignatureCheck"
tc="$work/typecheck"
rm -rf "$tc"
mkdir -p "$tc/standin" "$tc/runtime" "$tc/modules" "$tc/usage"
common=(-swift-version 6 -parse-as-library -warnings-as-errors)
standin_sources=()
while IFS= read -r f; do standin_sources+=("$f"); done < <(find "$check/SwiftUI" -name '*.swift' -type f | LC_ALL=C sort)
runtime_sources=()
while IFS= read -r f; do runtime_sources+=("$f"); done < <(find "$repo/Sources/ScreenNavigation" -name '*.swift' -type f | LC_ALL=C sort)
live_now=($(live))
echo "compile-graphs: stage 2: type-checking every accepted graph against the SwiftUI stand-in"
if ! out=$("$swiftc" -emit-module -module-name SwiftUI "${common[@]}" -emit-module-path "$tc/standin/SwiftUI.swiftmodule" "${standin_sources[@]}" 2>&1) \
    || ! out=$("$swiftc" -emit-module -module-name ScreenNavigation "${common[@]}" -I "$tc/standin" \
        -emit-module-path "$tc/runtime/ScreenNavigation.swiftmodule" "${runtime_sources[@]}" 2>&1); then
    printf '%s\n' "$out" | cap 40
    echo "compile-graphs: the stand-in or ScreenNavigation with its SwiftUI adapter does not build (run Scripts/check-swiftui-signatures.sh)"
    exit 2
fi
for module in $provided_modules; do
    "$swiftc" -emit-module -module-name "$module" "${common[@]}" -emit-module-path "$tc/modules/$module.swiftmodule" "$modules_src/$module.swift"
done

stage2_single() {
    local id=$1
    local generated="$STAGE2_GRAPHS/$id/Screens.generated.swift"
    local graph view usage="$STAGE2_DIR/usage/$id-usage.swift"
    graph=$(sed -n 's/^.*enum \([A-Za-z_][A-Za-z0-9_]*\): ScreenNavigation\.NavigationGraph.*$/\1/p' "$generated" | cap 1)
    view=$(sed -n 's/^.*struct \([A-Za-z_][A-Za-z0-9_]*\): SwiftUI\.View.*$/\1/p' "$generated" | cap 1)
    if [ -z "$graph" ] || [ -z "$view" ]; then
        echo "could not find the NavigationGraph enum and the SwiftUI.View struct in $generated" >"$STAGE2_LOGS/$id.stage2.txt"
        echo 1 >"$STAGE2_LOGS/$id.stage2.rc"
        return
    fi
    cat >"$usage" <<SWIFT
// Written by compile-graphs.sh: hosts the generated view as an app would.
#if canImport(SwiftUI)
import SwiftUI
import ScreenNavigation

@MainActor
func _compileGraphsHost(_ state: NavigationState<$graph>) -> some SwiftUI.View {
    NavigationHost(state) { route in $view(route) }
}

@MainActor
func _compileGraphsGeneratedHost(_ state: NavigationState<$graph>) -> some SwiftUI.View {
    NavigationHost(state)
}

@MainActor
func _compileGraphsTabs(_ state: NavigationState<$graph>) -> some SwiftUI.View {
    NavigationTabs(
        state,
        destination: { route in $view(route) },
        label: { route in SwiftUI.Text($graph.title(for: route) ?? "") }
    )
}

@MainActor
func _compileGraphsGeneratedTabs(_ state: NavigationState<$graph>) -> some SwiftUI.View {
    NavigationTabs(state)
}
#endif
SWIFT
    "$swiftc" -typecheck -module-name "$id" -swift-version 6 -parse-as-library -warnings-as-errors \
        -I "$STAGE2_DIR/standin" -I "$STAGE2_DIR/runtime" -I "$STAGE2_DIR/modules" \
        "$STAGE2_GRAPHS/$id"/Screens*.generated.swift "$STAGE2_GRAPHS/$id/SupportStubs.swift" "$STAGE2_CHECK/Probes/CanImportSwiftUI.swift" "$usage" \
        >"$STAGE2_LOGS/$id.stage2.txt" 2>&1
    echo $? >"$STAGE2_LOGS/$id.stage2.rc"
}
export -f stage2_single
export STAGE2_GRAPHS="$pkg/Graphs" STAGE2_DIR="$tc" STAGE2_LOGS="$logs" STAGE2_CHECK="$check" swiftc
t0=$(date +%s)
# Every accepted graph is type-checked, whatever stage 1 said: both findings are reported.
for i in "${!ids[@]}"; do
    if [ -d "$pkg/Graphs/${ids[$i]}" ]; then echo "${ids[$i]}"; fi
done | xargs -P "$jobs" -I{} bash -c 'stage2_single "$1"' _ {}
for i in "${!ids[@]}"; do
    id=${ids[$i]}
    [ -d "$pkg/Graphs/$id" ] || continue
    if [ "$(cat "$logs/$id.stage2.rc" 2>/dev/null || echo 1)" != 0 ]; then
        if [ -z "${status[$i]}" ]; then
            status[$i]="stage 2 (SwiftUI type check)"
        else
            status[$i]="${status[$i]} and stage 2 (SwiftUI type check)"
        fi
    fi
done
echo "compile-graphs: stage 2 done ($(($(date +%s) - t0))s)"

# --- Stage 3: a graph split into modules, part by part ------------------------------------------
stage3_single() {
    local id=$1 dir=$2
    local parts="$STAGE2_DIR/parts/$id" log="$STAGE2_LOGS/$id.stage3.txt"
    local layout
    layout=$("$SCREENGEN_DEV" module-layout "$dir" 2>>"$log") || { echo 1 >"$STAGE2_LOGS/$id.stage3.rc"; return; }
    [ -n "$layout" ] || return 0
    # shellcheck disable=SC2086
    set -- $layout
    local routes=$1
    shift
    local flags=(-swift-version 6 -parse-as-library -warnings-as-errors
        -I "$STAGE2_DIR/standin" -I "$STAGE2_DIR/runtime" -I "$STAGE2_DIR/modules" -I "$parts/modules")
    rm -rf "$parts" && mkdir -p "$parts/modules"
    local part rc=0
    for part in routes "$@" app; do
        "$SCREENGEN" build "$dir" --part "$part" --output "$parts/$part/" >>"$log" 2>&1 || rc=1
    done
    if [ "$rc" = 0 ]; then
        "$swiftc" -emit-module -module-name "$routes" "${flags[@]}" -emit-module-path "$parts/modules/$routes.swiftmodule" \
            "$parts/routes"/*.swift "$STAGE2_GRAPHS/$id/SupportStubs.swift" >>"$log" 2>&1 || rc=1
    fi
    for part in "$@"; do
        [ "$rc" = 0 ] || break
        "$swiftc" -emit-module -module-name "$part" "${flags[@]}" -emit-module-path "$parts/modules/$part.swiftmodule" \
            "$parts/$part"/*.swift >>"$log" 2>&1 || rc=1
    done
    if [ "$rc" = 0 ]; then
        "$swiftc" -typecheck -module-name "${id}App" "${flags[@]}" "$parts/app"/*.swift \
            "$STAGE2_CHECK/Probes/CanImportSwiftUI.swift" >>"$log" 2>&1 || rc=1
    fi
    echo "$rc" >"$STAGE2_LOGS/$id.stage3.rc"
}
export -f stage3_single
export SCREENGEN SCREENGEN_DEV
t0=$(date +%s)
for i in "${!ids[@]}"; do
    if [ -d "$pkg/Graphs/${ids[$i]}" ]; then printf '%s\n%s\n' "${ids[$i]}" "${graph_dirs[$i]}"; fi
done | xargs -d '\n' -n 2 -P "$jobs" bash -c 'stage3_single "$1" "$2"' _
split=0
for i in "${!ids[@]}"; do
    id=${ids[$i]}
    [ -f "$logs/$id.stage3.rc" ] || continue
    split=$((split + 1))
    if [ "$(cat "$logs/$id.stage3.rc")" != 0 ]; then
        if [ -z "${status[$i]}" ]; then
            status[$i]="stage 3 (the graph's modules, part by part)"
        else
            status[$i]="${status[$i]} and stage 3 (the graph's modules, part by part)"
        fi
    fi
done
echo "compile-graphs: stage 3: $split graph(s) split into modules, compiled part by part ($(($(date +%s) - t0))s)"

# --- Report ------------------------------------------------------------------------------------
# The compiler's error lines, without the source excerpts, each once.
errors_of() {
    grep -E '(error|warning):' "$1" 2>/dev/null | grep -v -E '^\s*(\||`-)' | grep -v 'error: emit-module command failed' \
        | awk '!seen[$0]++' | cap "${2:-25}" || true
}

# The report only reads logs: a grep that finds nothing must not end the script.
set +e
passed=0
failed=0
rejected_dirs=0
failed_labels=()
echo
for i in "${!ids[@]}"; do
    id=${ids[$i]}
    if [ -z "${status[$i]}" ]; then
        passed=$((passed + 1))
        continue
    fi
    # A directory graph the tool refuses has no generated code to compile: noted, not failed.
    # (A refused RANDOM graph is a failure: the generator must only write accepted graphs.)
    if [ "${status[$i]}" = "rejected by the tool" ] && [ "${labels[$i]#dir }" != "${labels[$i]}" ]; then
        rejected_dirs=$((rejected_dirs + 1))
        echo "SKIP  ${labels[$i]} [$id]: rejected by the tool, so there is no generated code to compile"
        grep -E 'error:' "$logs/$id.tool.txt" | cap 5 | sed 's/^/      /'
        continue
    fi
    failed=$((failed + 1))
    failed_labels+=("${labels[$i]}")
    echo "FAIL  ${labels[$i]} [$id]: ${status[$i]}"
    echo "      graph: ${graph_dirs[$i]}"
    echo "      replay: ${replays[$i]}"
    case "${status[$i]}" in
        "rejected by the tool")
            case "${labels[$i]}" in
                seed*) echo "      a random graph must be accepted: a generator bug (or a tool bug, if the graph is valid)" ;;
            esac
            grep -E 'error:|note:' "$logs/$id.tool.txt" | cap 25 | sed 's/^/      /' ;;
        stubs*) sed 's/^/      /' "$logs/$id.tool.txt" | cap 25 ;;
        imports*) ;;
        *)
            if [ -f "$logs/$id.stage1.rc" ] && [ "$(cat "$logs/$id.stage1.rc")" != 0 ]; then
                echo "      stage 1 errors ($logs/$id.stage1.txt):"
                errors_of "$logs/$id.stage1.txt" | sed 's/^/        /'
            fi
            if [ -f "$logs/$id.stage2.rc" ] && [ "$(cat "$logs/$id.stage2.rc")" != 0 ]; then
                echo "      stage 2 errors ($logs/$id.stage2.txt):"
                errors_of "$logs/$id.stage2.txt" | sed 's/^/        /'
            fi
            if [ -f "$logs/$id.stage3.rc" ] && [ "$(cat "$logs/$id.stage3.rc")" != 0 ]; then
                echo "      stage 3 errors ($logs/$id.stage3.txt):"
                errors_of "$logs/$id.stage3.txt" | sed 's/^/        /'
            fi ;;
    esac
done
if [ "$failed" -gt 0 ]; then
    echo
    echo "compile-graphs: failed: $(printf '%s, ' "${failed_labels[@]}" | sed 's/, $//')"
fi
if [ "$rejected_dirs" -gt 0 ]; then
    echo "compile-graphs: $rejected_dirs directory graph(s) rejected by the tool, not compiled"
fi
echo "compile-graphs: generated code and stubs in $pkg/Graphs; $(($(date +%s) - started))s in all"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
}

main "$@"; exit $?  # one line: bash has read it whole before main runs
