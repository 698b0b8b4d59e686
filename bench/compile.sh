#!/usr/bin/env bash
# Compile time of the generated code, side by side with a hand-written equivalent.
# See bench/README.md ("Compile time of the generated code"). Usage: bench/compile.sh
#   COMPILE_BENCH_SIZES="500 1000 2000 4000"  graph sizes in screens (100 is always added:
#                                            it is the reference of the incremental target)
#   COMPILE_BENCH_RUNS=2                      timed builds per measurement (best is kept)
#   COMPILE_BENCH_MODE=split|single           split: screengen writes a directory (one file per
#                                            feature + a graph-wide file); single: one file
#   COMPILE_BENCH_PROFILE=1000                size whose generated code is compiled once more
#                                            with phase and function-body timers (0: none)
#   COMPILE_BENCH_INCREMENTAL=1               0 skips the incremental builds
#   COMPILE_BENCH_GENERATE="[directions]"     graph.generate of every graph (default: not set,
#                                            so both directions and routers are generated)
#   COMPILE_BENCH_HANDWRITTEN_MOVES=1         the hand-written side also writes the typed move API
#                                            the generated code offers (handwritten.py --moves): the
#                                            comparison the other way round
#   SCREENGEN=/path  SCREENGEN_DEV=/path      use these binaries instead of building them
#   COMPILE_BENCH_RUNTIME=/path               the package whose ScreenNavigation the generated
#                                            code uses (default: this repository; give a copy
#                                            of another commit to measure that commit's tool)
# Everything is written under bench/out/compile/ (gitignored); the table also goes to
# bench/out/compile/results.md. A generated or hand-written target that does not compile
# stops the script (exit 1) with the compiler's errors, after the table measured so far; the
# one exception: a hand-written flat switch too big for Swift's exhaustiveness check is
# replaced by the nested switch (marked in the table).
set -euo pipefail
export LC_ALL=C

# Everything runs inside `main`, which bash reads whole before running it: editing this
# file during a long run cannot change what that run executes.
main() {

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
W=$REPO/bench/out/compile
PKG=$W/package
SCRATCH=$W/scratch
LOGS=$W/logs
SIZES=${COMPILE_BENCH_SIZES:-500 1000 2000 4000}
RUNS=${COMPILE_BENCH_RUNS:-2}
MODE=${COMPILE_BENCH_MODE:-split}
PROFILE=${COMPILE_BENCH_PROFILE:-1000}
INCREMENTAL=${COMPILE_BENCH_INCREMENTAL:-1}
GENERATE=${COMPILE_BENCH_GENERATE:-}  # e.g. "[directions]" or "[]": graph.generate of every graph
REF=100  # the small graph of the incremental target
mkdir -p "$W" "$LOGS"

die() { echo "bench/compile.sh: $*" >&2; exit 1; }
note() { echo "$*" >&2; }
calc() { awk "BEGIN { printf \"$1\", $2 }"; }

RUNTIME=$(cd "${COMPILE_BENCH_RUNTIME:-$REPO}" && pwd) || die "COMPILE_BENCH_RUNTIME: no directory ${COMPILE_BENCH_RUNTIME:-}"
[[ -d $RUNTIME/Sources/ScreenNavigation ]] || die "no Sources/ScreenNavigation in $RUNTIME (COMPILE_BENCH_RUNTIME)"
case "$MODE" in split | single) ;; *) die "COMPILE_BENCH_MODE must be split or single" ;; esac
case "$RUNS" in '' | *[!0-9]* | 0) die "COMPILE_BENCH_RUNS must be a positive integer" ;; esac
for n in $SIZES; do
  case "$n" in *[!0-9]*) die "COMPILE_BENCH_SIZES: '$n' is not a number" ;; esac
  ((n >= 2)) || die "COMPILE_BENCH_SIZES: sizes are at least 2"
done
# Sizes built: the requested ones plus the reference, ascending, each once.
read -r -a ALL <<<"$(printf '%s\n' $SIZES $REF | sort -n -u | tr '\n' ' ')"

if [[ ! -x /usr/bin/time ]]; then
  note "installing GNU time..."
  apt-get install -y time >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y time >/dev/null; }
fi
python3 -c 'import yaml' 2>/dev/null || die "PyYAML is missing (pip install pyyaml, or apt-get install python3-yaml)"

LOAD_START=$(uptime)

# --- the tools, in release -----------------------------------------------------------
TOOLS_SCRATCH=$REPO/.build-bench-tool
if [[ -z ${SCREENGEN:-} || -z ${SCREENGEN_DEV:-} ]]; then
  for product in screengen screengen-dev; do
    note "building $product (release, $TOOLS_SCRATCH)..."
    if ! swift build -c release --product "$product" --scratch-path "$TOOLS_SCRATCH" >"$LOGS/tool-build.log" 2>&1; then
      tail -n 20 "$LOGS/tool-build.log" >&2
      die "$product does not build (yet): nothing to benchmark; pass SCREENGEN=/path SCREENGEN_DEV=/path. Log: $LOGS/tool-build.log"
    fi
  done
  bin=$(swift build -c release --scratch-path "$TOOLS_SCRATCH" --show-bin-path)
fi
tool=${SCREENGEN:-$bin/screengen}
dev=${SCREENGEN_DEV:-$bin/screengen-dev}
[[ -x $tool ]] || die "no screengen binary at $tool"
[[ -x $dev ]] || die "no screengen-dev binary at $dev"

# Results, filled in as they are measured; finish() prints what there is.
declare -A G_S G_M G_NOOP H_S H_M H_NOOP G_LINES G_FILES H_LINES HW_SWITCH INC_S
FAILURE="" INC="" MEASURING=""
inc_rows=() prof_lines=()
LOADS=("$(cut -d' ' -f1 /proc/loadavg)")
lines_of() { find "$1" -name '*.swift' -exec cat {} + | wc -l; }
files_of() { find "$1" -name '*.swift' | wc -l; }

# --- the graphs and the sources of both sides ----------------------------------------
# Per size N: bench/out/compile/graphs/gN (generate.py), and in the package
#   Sources/GeneratedN/Generated/   screengen's output (a directory of files, or one file)
#   Sources/HandWrittenN/Routes/    handwritten.py's output
#   Sources/{GeneratedN,HandWrittenN}/Views/        the same views (handwritten.py --views)
#   Sources/{GeneratedN,HandWrittenN}/AppTypes.swift  the same app types (screengen-dev stubs,
#                                   without its `#if canImport(SwiftUI)` views)
rm -rf "$PKG/Sources"
mkdir -p "$PKG/Sources/Prebuild" "$W/graphs"

# generate_code N: (re)write the generated code of graph N. Sets GEN_RC (screengen's exit code).
generate_code() {
  local n=$1 out=$PKG/Sources/Generated$1/Generated
  mkdir -p "$out"
  GEN_RC=0
  if [[ $MODE_USED == split ]]; then
    "$tool" build "$W/graphs/g$n" --output "$out" >"$LOGS/screengen-$n.txt" 2>&1 || GEN_RC=$?
  else
    "$tool" build "$W/graphs/g$n" --output "$out/Screens.generated.swift" >"$LOGS/screengen-$n.txt" 2>&1 || GEN_RC=$?
  fi
}

# views N: (re)write the views of graph N for both sides, touching only changed files.
views() {
  local n=$1
  python3 bench/handwritten.py "$W/graphs/g$n" "$PKG/Sources/HandWritten$n/Routes" \
    --views "$PKG/Sources/HandWritten$n/Views" ${HW_SWITCH[$n]:+--nested-switch} \
    ${COMPILE_BENCH_HANDWRITTEN_MOVES:+--moves}
  python3 bench/handwritten.py "$W/graphs/g$n" "$W/tmp-routes" --views "$PKG/Sources/Generated$n/Views"
  rm -rf "$W/tmp-routes"
}

# Split or single: split needs a tool that writes several files into a directory.
MODE_USED=$MODE
MODE_NOTE=""
if [[ $MODE == split ]]; then
  if ! "$tool" build --help 2>&1 | grep -qi 'director'; then
    MODE_USED=single
    MODE_NOTE="split requested, but 'screengen build --help' mentions no directory output: single file (fallback)"
  else
    probe=$W/probe
    rm -rf "$probe" && mkdir -p "$probe/out"
    python3 bench/generate.py 250 "$probe/graph"
    rc=0
    "$tool" build "$probe/graph" --output "$probe/out" >"$LOGS/probe.txt" 2>&1 || rc=$?
    files=$(find "$probe/out" -name '*.swift' | wc -l)
    if ((rc != 0)) && { ((rc == 64)) || grep -qi 'usage' "$LOGS/probe.txt"; }; then
      MODE_USED=single
      MODE_NOTE="split requested, but 'screengen build DIR --output OUTDIR' is a usage error: single file (fallback)"
    elif ((rc != 0)); then
      cat "$LOGS/probe.txt" >&2
      die "screengen failed on the 250-screen probe graph"
    elif ((files <= 1)); then
      MODE_USED=single
      MODE_NOTE="split requested, but the tool writes one file into an output directory ($(cd "$probe/out" && ls)): single file (fallback)"
    fi
  fi
fi
if [[ -n $MODE_NOTE ]]; then note "note: $MODE_NOTE"; fi
note "mode: $MODE_USED; sizes: ${ALL[*]}; $RUNS timed build(s) per measurement"

for n in "${ALL[@]}"; do
  note "size $n: graph, generated code, hand-written code, views..."
  python3 bench/generate.py "$n" "$W/graphs/g$n"
  if [[ -n $GENERATE ]]; then
    # `graph.generate`: which per-transition APIs the generated side has (all by default).
    sed -i "s/^graph: { route: Route, root: home }$/graph: { route: Route, root: home, generate: $GENERATE }/" "$W/graphs/g$n/app.yaml"
    grep -q "generate: " "$W/graphs/g$n/app.yaml" || die "could not set generate in $W/graphs/g$n/app.yaml"
  fi
  generate_code "$n"
  if ((GEN_RC != 0)); then
    cat "$LOGS/screengen-$n.txt" >&2
    die "screengen build failed on graph $n (exit $GEN_RC)"
  fi
  "$dev" stubs "$W/graphs/g$n" --output "$W/stubs-$n.swift" >"$LOGS/stubs-$n.txt" 2>&1 \
    || { cat "$LOGS/stubs-$n.txt" >&2; die "screengen-dev stubs failed on graph $n"; }
  # Keep what is outside `#if canImport(SwiftUI)` (types such as Item); the SwiftUI views
  # are replaced by the shared BenchScreenView views (and are not compiled on Linux anyway).
  awk '/^#if canImport\(SwiftUI\)/ && !skip { skip = 1; depth = 0 }
       skip && /^#if/ { depth++ }
       skip && /^#endif/ { if (--depth == 0) { skip = 0; next } }
       !skip' "$W/stubs-$n.swift" >"$W/apptypes-$n.swift"
  mkdir -p "$PKG/Sources/HandWritten$n"
  cp "$W/apptypes-$n.swift" "$PKG/Sources/Generated$n/AppTypes.swift"
  cp "$W/apptypes-$n.swift" "$PKG/Sources/HandWritten$n/AppTypes.swift"
  views "$n"
done

echo 'import ScreenNavigation' >"$PKG/Sources/Prebuild/Prebuild.swift"
repo_identity=$(basename "$RUNTIME" | tr '[:upper:]' '[:lower:]')
{
  echo "// swift-tools-version: 6.0"
  echo "// Written by bench/compile.sh: per size, the generated code and its hand-written equivalent."
  echo "import PackageDescription"
  echo
  echo "let sizes = [$(printf '%s, ' "${ALL[@]}" | sed 's/, $//')]"
  echo "let runtime = Target.Dependency.product(name: \"ScreenNavigation\", package: \"$repo_identity\")"
  echo
  echo "let package = Package("
  echo "    name: \"CompileBench\","
  echo "    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],"
  echo "    dependencies: [.package(path: \"$RUNTIME\")],"
  echo "    targets: [.target(name: \"Prebuild\", dependencies: [runtime], path: \"Sources/Prebuild\")]"
  echo "        + sizes.flatMap { n -> [Target] in ["
  echo "            .target(name: \"Generated\\(n)\", dependencies: [runtime], path: \"Sources/Generated\\(n)\"),"
  echo "            .target(name: \"HandWritten\\(n)\", path: \"Sources/HandWritten\\(n)\"),"
  echo "        ] },"
  echo "    swiftLanguageModes: [.v6]"
  echo ")"
} >"$PKG/Package.swift"

# --- the table -----------------------------------------------------------------------
# finish CODE: print the table of what was measured (all of it, or up to a failure), write
# results.md, exit CODE.
finish() {
  LOAD_END=$(uptime)
  LOADS+=("$(cut -d' ' -f1 /proc/loadavg)")
  LOAD_RANGE=$(printf '%s\n' "${LOADS[@]}" | sort -g | sed -n '1p;$p' | tr '\n' ' ' | awk '{ print $1 "-" $2 }')
  hdr=$(printf '%7s %6s %9s %6s %5s %8s %7s %7s %8s %7s %7s %7s %6s %6s' screens mode 'gen lines' 'l/scr' files \
    'gen s' 'gen MiB' 'gen nop' 'hw lines' 'hw s' 'hw MiB' 'hw nop' switch ratio)
  rows=()
  for n in "${ALL[@]}"; do
    if [[ -z ${G_S[$n]:-} || -z ${H_S[$n]:-} ]]; then
      if [[ -n $FAILURE && -n ${MEASURING:-} && $MEASURING == "$n" ]]; then
        rows+=("$(printf '%7d %6s %9d %6s %5d  %s' "$n" "$MODE_USED" "$(lines_of "$PKG/Sources/Generated$n/Generated")" \
          "$(calc %.1f "$(lines_of "$PKG/Sources/Generated$n/Generated") / $n")" \
          "$(files_of "$PKG/Sources/Generated$n/Generated")" "does not compile: see below")")
      fi
      continue
    fi
    rows+=("$(printf '%7d %6s %9d %6s %5d %8s %7d %7s %8d %7s %7d %7s %6s %6s' "$n" "$MODE_USED" "${G_LINES[$n]}" \
      "$(calc %.1f "${G_LINES[$n]} / $n")" "${G_FILES[$n]}" "${G_S[$n]}" $((G_M[$n] / 1024)) "${G_NOOP[$n]}" \
      "${H_LINES[$n]}" "${H_S[$n]}" $((H_M[$n] / 1024)) "${H_NOOP[$n]}" "${HW_SWITCH[$n]:-one}" \
      "$(calc %.2f "${G_S[$n]} / ${H_S[$n]}")")")
  done

  targets=()
  verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b ? "PASS" : "FAIL") }'; }
  if [[ -n ${G_S[1000]:-} && -n ${H_S[1000]:-} ]]; then
    r=$(calc %.2f "${G_S[1000]} / ${H_S[1000]}")
    targets+=("$(verdict "$r" 1.5): (a) at 1000 screens generated ${G_S[1000]} s is ${r}x hand-written ${H_S[1000]} s (target <= 1.5x)")
  else
    targets+=("SKIP: (a) generated vs hand-written needs size 1000 in COMPILE_BENCH_SIZES")
  fi
  if [[ -n ${G_S[1000]:-} && -n ${G_S[4000]:-} ]]; then
    r=$(calc %.2f "${G_S[4000]} / ${G_S[1000]}")
    targets+=("$(verdict "$r" 4.5): (b) generated 4000/1000 = ${G_S[4000]} s / ${G_S[1000]} s = $r (linear is 4; target <= 4.5)")
  else
    targets+=("SKIP: (b) growth needs sizes 1000 and 4000 in COMPILE_BENCH_SIZES")
  fi
  if [[ -n $INC && -n ${INC_S[$INC.title]:-} && -n ${INC_S[$INC.param]:-} ]]; then
    for variant in title param; do
      r=$(calc %.2f "${INC_S[$INC.$variant]} / ${G_S[$REF]}")
      targets+=("$(verdict "$r" 2): (c) incremental $INC, one feature edited ($variant): ${INC_S[$INC.$variant]} s = ${r}x full build of Generated$REF ${G_S[$REF]} s (target <= 2x)")
    done
  else
    targets+=("SKIP: (c) incremental target needs a size <= 2000 in COMPILE_BENCH_SIZES and COMPILE_BENCH_INCREMENTAL=1")
  fi

  report() {
    echo "Compile time of the generated code vs hand-written (swift build --target, debug, Swift 6 mode,"
    echo "-warnings-as-errors; best of $RUNS wall seconds; peak RSS of the largest process)"
    echo "tool: $tool ($("$tool" --version 2>/dev/null || echo '?'))"
    echo "mode: $MODE_USED${MODE_NOTE:+ -- $MODE_NOTE}"
    [[ -z $GENERATE ]] || echo "graph.generate: $GENERATE (the generated side has only these per-transition APIs)"
    [[ -z ${COMPILE_BENCH_HANDWRITTEN_MOVES:-} ]] || echo "hand-written side: with the same typed move API (handwritten.py --moves)"
    echo "runtime: ScreenNavigation of $RUNTIME"
    echo "load average before: ${LOAD_START#*load average: }; after: ${LOAD_END#*load average: }; 1-min load seen at each size: $LOAD_RANGE ($(getconf _NPROCESSORS_ONLN) cores)"
    echo
    echo "$hdr"
    printf '%s\n' "${rows[@]}"
    echo
    echo "nop = a no-op swift build --target of the same target (SwiftPM overhead, included in the s columns);"
    echo "switch = the hand-written route-to-view switch: one flat switch, or nested (per feature) where the flat"
    echo "one is too big for Swift's exhaustiveness check"
    if ((${#inc_rows[@]})); then
      echo
      echo "Incremental: one screen of the middle feature edited, regenerated, swift build --target (best of $RUNS)"
      printf '%7s %-6s %-11s %8s %11s %9s  %s\n' screens edit where 'gen s' changed/all 'hw s' 'generated files changed (+ shared views changed)'
      printf '%s\n' "${inc_rows[@]}"
    fi
    if ((${#prof_lines[@]})); then
      echo
      echo "Where the compile of Generated$PROFILE goes (one swiftc -c -wmo -Onone -g; ${W#"$REPO"/}/profile-$PROFILE.txt)"
      printf '%s\n' "${prof_lines[@]}"
    fi
    echo
    printf '%s\n' "${targets[@]}"
    if [[ -n $FAILURE ]]; then
      echo
      echo "INCOMPLETE: $FAILURE"
    fi
  }
  echo
  report
  {
    echo '# Compile benchmark results'
    echo
    echo "Written by bench/compile.sh on $(date -u '+%Y-%m-%d %H:%M UTC')."
    echo
    echo '```'
    report
    echo '```'
  } >"$W/results.md"
  echo
  echo "(also written to ${W#"$REPO"/}/results.md)"
  exit "$1"
}

# --- building and measuring ----------------------------------------------------------
SB=(swift build --package-path "$PKG" --scratch-path "$SCRATCH" --disable-index-store -Xswiftc -warnings-as-errors)

# build TARGET LOG: one `swift build --target`, retried once if SwiftPM dies of a signal
# (seen with SwiftPM 6.3). Sets WALL (s) and RSS (KiB). Stops the script on a failure.
build() {
  local target=$1 log=$2 rc t0 t1 attempt
  for attempt in 1 2; do
    rc=0
    t0=$EPOCHREALTIME
    /usr/bin/time -f '%e %M' -o "$W/time.txt" "${SB[@]}" --target "$target" >"$log" 2>&1 || rc=$?
    t1=$EPOCHREALTIME
    if ((rc == 0)); then break; fi
    if ((rc >= 128 && attempt == 1)); then
      note "  swift build --target $target died from signal $((rc - 128)); retrying once"
      continue
    fi
    if [[ -n ${BUILD_SOFT:-} ]]; then BUILD_FAILED=1; return 0; fi
    build_failed "$target" "$log" "$rc"
  done
  ((rc == 0)) || die "swift build --target $target failed twice (see $log)"
  WALL=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
  RSS=$(tail -n 1 "$W/time.txt" | cut -d' ' -f2)
}

# build_failed TARGET LOG RC: show the compiler's errors, then end the script (exit 1) with
# the table of what was measured so far.
build_failed() {
  local target=$1 log=$2 rc=$3 first
  echo "---- swift build --target $target failed (exit $rc); its errors:" >&2
  if grep -q 'error:' "$log"; then
    grep -E 'error:' "$log" | grep -v -E '^\s*[|`]' | awk '!seen[$0]++' | head -n 40 >&2 || true
  else
    tail -n 30 "$log" >&2
  fi
  echo "---- full log: $log" >&2
  first=$(grep -E 'error:' "$log" | grep -v -E '^\s*[|`]' | grep -v 'command failed with exit code' | head -n 1 | sed "s|^$PKG/||" || true)
  FAILURE="$target does not compile (the benchmark must compile what it measures): ${first:-exit $rc, see $log}"
  finish 1
}

BIN=""
runtime_stamp() { stat -c %Y.%s "$BIN/Modules/ScreenNavigation.swiftmodule" 2>/dev/null || echo none; }

# clean TARGET: remove that target's compiler outputs only (objects, dependency files,
# incremental state, its module in Modules/), so the next build compiles it whole. SwiftPM's
# plan files in <Target>.build (output-file-map.json, sources) stay: it does not rewrite them.
clean() {
  [[ -d $BIN/$1.build ]] && find "$BIN/$1.build" -maxdepth 1 -type f \( -name '*.o' -o -name '*.swiftdeps' \
    -o -name '*.d' -o -name '*.dia' -o -name '*.priors' -o -name '*.swiftmodule' -o -name '*.swiftdoc' \
    -o -name '*.swiftsourceinfo' -o -name '*.abi.json' \) -delete
  find "$BIN" "$BIN/Modules" -maxdepth 1 -name "$1.*" ! -name "$1.build" -exec rm -rf {} + 2>/dev/null || true
}

# measure_full TARGET: best of RUNS clean builds, largest peak RSS; then best of RUNS no-op builds.
# Sets FULL, FULL_RSS, NOOP.
measure_full() {  # measure_full TARGET [soft]: with soft, a failing build returns 1 instead
  local target=$1 soft=${2:-} i stamp
  FULL="" FULL_RSS=0 NOOP=""
  for ((i = 1; i <= RUNS; i++)); do
    clean "$target"
    stamp=$(runtime_stamp)
    BUILD_SOFT=$soft BUILD_FAILED=""
    build "$target" "$LOGS/build-$target.txt"
    BUILD_SOFT=""
    if [[ -n $BUILD_FAILED ]]; then return 1; fi
    grep -q "Compiling $target " "$LOGS/build-$target.txt" \
      || die "the clean build of $target compiled nothing (see $LOGS/build-$target.txt): clean() missed an output"
    [[ $stamp == "$(runtime_stamp)" ]] \
      || note "  warning: ScreenNavigation was rebuilt during this build (its sources changed?): the time includes it"
    note "  $target full build $i: $WALL s, $((RSS / 1024)) MiB"
    if [[ -z $FULL ]] || awk -v a="$WALL" -v b="$FULL" 'BEGIN { exit !(a < b) }'; then FULL=$WALL; fi
    if ((RSS > FULL_RSS)); then FULL_RSS=$RSS; fi
  done
  for ((i = 1; i <= RUNS; i++)); do
    build "$target" "$LOGS/noop-$target.txt"
    if [[ -z $NOOP ]] || awk -v a="$WALL" -v b="$NOOP" 'BEGIN { exit !(a < b) }'; then NOOP=$WALL; fi
  done
  note "  $target no-op build: $NOOP s"
}

note "building ScreenNavigation (not measured)..."
build Prebuild "$LOGS/prebuild.txt"
BIN=$("${SB[@]}" --show-bin-path)
[[ -f $BIN/Modules/ScreenNavigation.swiftmodule ]] || die "no ScreenNavigation.swiftmodule in $BIN/Modules after the prebuild"

for n in "${ALL[@]}"; do
  MEASURING=$n
  LOADS+=("$(cut -d' ' -f1 /proc/loadavg)")
  note "size $n: (load ${LOADS[-1]})"
  measure_full "Generated$n"
  G_S[$n]=$FULL G_M[$n]=$FULL_RSS G_NOOP[$n]=$NOOP
  if ! measure_full "HandWritten$n" soft; then
    log=$LOGS/build-HandWritten$n.txt
    grep -q 'unable to check that this switch is exhaustive' "$log" || build_failed "HandWritten$n" "$log" 1
    note "  HandWritten$n: the one flat switch is too big for Swift's exhaustiveness check; measuring"
    note "  the two-level switch (features, then one switch per feature) instead"
    HW_SWITCH[$n]=nested
    views "$n"
    measure_full "HandWritten$n"
  fi
  H_S[$n]=$FULL H_M[$n]=$FULL_RSS H_NOOP[$n]=$NOOP
  G_LINES[$n]=$(lines_of "$PKG/Sources/Generated$n/Generated")
  G_FILES[$n]=$(files_of "$PKG/Sources/Generated$n/Generated")
  H_LINES[$n]=$(lines_of "$PKG/Sources/HandWritten$n/Routes")
done

# --- incremental builds --------------------------------------------------------------
# edit_yaml FILE VARIANT RUN: in feature file FILE (restored to its original first), the middle
# screen gets its title changed (title: "Screen 50" -> "Screen 50 RUN+1") or a new defaulted
# param (param: benchExtraRUN: { type: Int, default: 0 }). Prints "feature screen". Run r+1
# differs from run r in that one screen only, so every timed build is a one-feature edit.
edit_yaml() {
  python3 - "$1" "$2" "$3" <<'PY'
import os, sys
path, variant, run = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(path).read().split("\n")
screens = [i for i, l in enumerate(lines) if l.startswith("  s") and l.endswith(":")]
start = screens[len(screens) // 2]
end = next((i for i in screens if i > start), len(lines))
for i in range(start, end):
    if variant == "title" and lines[i].startswith("    title: "):
        lines[i] = lines[i][:-1] + ' %d"' % (run + 1)
        break
    if variant == "param" and lines[i] == "    params:":
        lines.insert(i + 1, "      benchExtra%d: { type: Int, default: 0 }" % run)
        break
else:
    sys.exit("edit_yaml: no place for the %s edit in %s" % (variant, path))
open(path, "w").write("\n".join(lines))
print(os.path.basename(path)[:-5], lines[start].strip().rstrip(":"))
PY
}

sums() { (cd "$PKG/Sources/$1" && find . -name '*.swift' -exec md5sum {} + | sort -k2); }
changed() {  # changed BEFORE AFTER: the files whose checksum differs, or that appeared/vanished
  join -j 2 -a 1 -a 2 -e gone -o 0,1.1,2.1 <(echo "$1") <(echo "$2") | awk '$2 != $3 { sub(/^\.\//, "", $1); print $1 }' | tr '\n' ' '
}
only() { tr ' ' '\n' | grep "^$1/" | sed "s|^$1/||" | tr '\n' ' ' || true; }   # only DIR < LIST
others() { tr ' ' '\n' | grep -v -e "^$1/" -e '^$' | tr '\n' ' ' || true; }   # others DIR < LIST

MEASURING=""
for n in $SIZES; do if ((n <= 2000)) && { [[ -z $INC ]] || ((n > INC)); }; then INC=$n; fi; done
if [[ $INCREMENTAL != 0 && -n $INC ]]; then
  for n in $(printf '%s\n' "$INC" "$REF" | sort -n -u); do
    fname=$(python3 -c 'import os, sys; d = sys.argv[1] + "/features"; f = sorted(x for x in os.listdir(d) if x.endswith(".yaml")); print(os.path.join(d, f[len(f) // 2]))' "$W/graphs/g$n")
    yaml_backup=$W/incremental-original.yaml
    cp "$fname" "$yaml_backup"
    # Both targets are built and up to date with the original YAML here.
    LOADS+=("$(cut -d' ' -f1 /proc/loadavg)")
    for variant in title param; do
      best="" hw_best="" gen_changed="" other_changed=""
      for ((i = 1; i <= RUNS; i++)); do
        before=$(sums "Generated$n")
        hw_before=$(sums "HandWritten$n")
        cp "$yaml_backup" "$fname"
        where=$(edit_yaml "$fname" "$variant" "$i")
        generate_code "$n"
        ((GEN_RC == 0)) || { cat "$LOGS/screengen-$n.txt" >&2; die "screengen failed on the edited graph $n ($variant)"; }
        views "$n"
        all_changed=$(changed "$before" "$(sums "Generated$n")")
        hw_changed=$(changed "$hw_before" "$(sums "HandWritten$n")")
        build "Generated$n" "$LOGS/inc-Generated$n-$variant.txt"
        note "  incremental $n ($variant edit of $where, run $i): Generated$n $WALL s; changed: ${all_changed:-none}"
        if [[ -z $best ]] || awk -v a="$WALL" -v b="$best" 'BEGIN { exit !(a < b) }'; then
          best=$WALL gen_changed=$(only Generated <<<"$all_changed") other_changed=$(others Generated <<<"$all_changed")
        fi
        if [[ -n $hw_changed ]]; then
          build "HandWritten$n" "$LOGS/inc-HandWritten$n-$variant.txt"
          note "  incremental $n ($variant, run $i): HandWritten$n $WALL s; changed: $hw_changed"
          if [[ -z $hw_best ]] || awk -v a="$WALL" -v b="$hw_best" 'BEGIN { exit !(a < b) }'; then hw_best=$WALL; fi
        fi
      done
      INC_S[$n.$variant]=$best
      inc_rows+=("$(printf '%7d %-6s %-11s %8s %5d/%-5d %9s  %s' "$n" "$variant" "$where" "$best" "$(wc -w <<<"$gen_changed")" \
        "${G_FILES[$n]}" "${hw_best:--}" "${gen_changed:-none}${other_changed:+(+ $other_changed)}")")
    done
    # Back to the original graph, regenerated and built (not timed).
    cp "$yaml_backup" "$fname"
    generate_code "$n"
    views "$n"
    build "Generated$n" "$LOGS/inc-back.txt"
    build "HandWritten$n" "$LOGS/inc-back.txt"
  done
fi

# --- where the compile time goes (one extra compile, not timed) ------------------------
# The profiled size's Generated target compiled once more by one swiftc -wmo -Onone -g frontend
# with -debug-time-function-bodies / -debug-time-expression-type-checking and -stats-output-dir
# (frontend phase timers). LLVM's code generation has no timer of its own: it is the frontend's
# total minus the timed phases.
if [[ $PROFILE != 0 && -n ${G_S[$PROFILE]:-} ]]; then
  note "profiling a compile of Generated$PROFILE (swiftc -wmo -Onone -g, function-body timers, frontend stats)..."
  mapfile -t srcs < <(find "$PKG/Sources/Generated$PROFILE" -name '*.swift' | sort)
  prof=$W/profile-$PROFILE.txt
  rm -rf "$W/profile-stats" && mkdir -p "$W/profile-stats"
  swiftc -c -wmo -Onone -g -parse-as-library -swift-version 6 -module-name "Generated$PROFILE" -I "$BIN/Modules" \
    -Xfrontend -debug-time-function-bodies -Xfrontend -debug-time-expression-type-checking \
    -Xfrontend -stats-output-dir -Xfrontend "$W/profile-stats" -o "$W/profile-stats/Generated$PROFILE.o" \
    "${srcs[@]}" >"$prof" 2>&1 || { tail -n 20 "$prof" >&2; die "the profiling compile of Generated$PROFILE failed"; }
  # Phases, then sums by the generated code's `// MARK: -` sections, then the 10 slowest entries.
  python3 - "$prof" "$PKG/Sources/Generated$PROFILE/Generated" "$W/profile-stats" >"$W/profile-$PROFILE-summary.txt" <<'PY'
import collections, glob, json, os, re, sys
prof, gen, stats_dir = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3]
stats = {}
for f in glob.glob(os.path.join(stats_dir, "*.json")):
    stats.update(json.load(open(f)))
total = next((v for k, v in stats.items() if k.startswith("time.swift-frontend.") and k.endswith(".wall")), None)
if total:
    phases = [("type checking", "Type checking and Semantic analysis"), ("SILGen", "SILGen"),
              ("SIL optimization", "SIL optimization"), ("IRGen", "IRGen"), ("imports", "Import resolution")]
    parts = [(label, stats.get("time.swift.%s.wall" % key, 0.0)) for label, key in phases]
    rest = total - sum(v for _, v in parts)
    print("frontend %.1f s: %s, LLVM codegen and the rest %.1f s (%d%%); IR: %d functions, %d instructions"
          % (total, ", ".join("%s %.1f s" % p for p in parts), rest, 100 * rest / total,
             stats.get("IRModule.NumIRFunctions", 0), stats.get("IRModule.NumIRInsts", 0)))
marks = {}
def section(path, line):
    if not os.path.realpath(path).startswith(gen + os.sep):
        return "support: " + os.path.basename(path)
    if path not in marks:
        marks[path] = [(i, l[11:].strip()) for i, l in enumerate(open(path), 1) if l.startswith("// MARK: - ")]
    name = "(before any MARK)"
    for i, s in marks[path]:
        if i <= line:
            name = s
    return name
rows, sums, counts = [], collections.defaultdict(float), collections.Counter()
for l in open(prof):
    m = re.match(r"\s*([0-9.]+)ms\t(.+?):(\d+):(\d+)(?:\t(.*))?$", l.rstrip("\n"))
    if not m:
        continue
    ms, path, line, what = float(m[1]), m[2], int(m[3]), m[5]
    kind = "body" if what else "expr"
    sec = section(path, line)
    sums[(kind, sec)] += ms
    counts[(kind, sec)] += 1
    what = re.sub(r"@/\S+", "", what or "(expression)").replace("Generated", "G").replace(".(file).", ".")
    rows.append((ms, kind, "%s:%d" % (os.path.basename(path), line), what.strip()))
print("type-checker ms by section (function bodies and expressions):")
for (kind, sec), ms in sorted(sums.items(), key=lambda kv: -kv[1])[:6]:
    print("  %9.1f ms  %-4s x%-6d %s" % (ms, kind, counts[(kind, sec)], sec))
# By declaring type, feature and screen prefixes removed (F0001S023Directions -> Directions).
by_type, type_counts = collections.defaultdict(float), collections.Counter()
for ms, kind, where, what in rows:
    m = re.match(r"[a-z ]+? G\d+\.([A-Za-z0-9_]+)( extension)?\.", what)
    t = (re.sub(r"^(F\d+)?(S\d+)?", "", m[1]) or m[1]) + (m[2] or "") if m else ("(expressions)" if kind == "expr" else "(top level)")
    by_type[t] += ms
    type_counts[t] += 1
print("type-checker ms by declaring type:")
for t, ms in sorted(by_type.items(), key=lambda kv: -kv[1])[:6]:
    print("  %9.1f ms  x%-6d %s" % (ms, type_counts[t], t))
print("slowest 10:")
for ms, kind, where, what in sorted(rows, key=lambda r: -r[0])[:10]:
    print("  %8.2f ms  %-4s %-30s %s" % (ms, kind, where, what[:80]))
PY
  mapfile -t prof_lines <"$W/profile-$PROFILE-summary.txt"
fi

finish 0
}

main "$@"; exit $?  # one line: bash has read it whole before main runs
