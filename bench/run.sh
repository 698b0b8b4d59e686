#!/usr/bin/env bash
# Benchmark `screengen build` against a bare libyaml parse of the same files.
# See bench/README.md. Usage: bench/run.sh
#   BENCH_SIZES="1000 5000 10000 50000"  graph sizes in screens
#   BENCH_RUNS=3                          runs per measurement (best is kept)
#   SCREENGEN=/path/to/screengen          skip `swift build`, use this binary
set -euo pipefail
export LC_ALL=C

cd "$(dirname "$0")/.."
OUT=$PWD/bench/out
SIZES=${BENCH_SIZES:-1000 5000 10000 50000}
RUNS=${BENCH_RUNS:-3}
mkdir -p "$OUT"

die() { echo "bench/run.sh: $*" >&2; exit 1; }

if [[ ! -x /usr/bin/time ]]; then
  echo "installing GNU time..." >&2
  apt-get install -y time >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y time >/dev/null; }
fi
pkg-config --exists yaml-0.1 || die "libyaml not found by pkg-config (apt-get install -y libyaml-dev)"

# --- the tool, in release ----------------------------------------------------
if [[ -n ${SCREENGEN:-} ]]; then
  tool=$SCREENGEN
else
  echo "building screengen (release)..." >&2
  if ! swift build -c release --product screengen >"$OUT/swift-build.log" 2>&1; then
    tail -n 20 "$OUT/swift-build.log" >&2
    die "screengen does not build (yet): nothing to benchmark. Full log: bench/out/swift-build.log"
  fi
  tool=$(swift build -c release --show-bin-path)/screengen
fi
[[ -x $tool ]] || die "no screengen binary at $tool"

# --- the floor: libyaml events only -------------------------------------------
# shellcheck disable=SC2046
cc -O2 bench/bare_parse.c $(pkg-config --cflags --libs yaml-0.1) -o "$OUT/bare_parse"

# measure CMD...: run CMD $RUNS times under /usr/bin/time. Sets WALL (best wall
# seconds, from bash's microsecond clock: %e only has 10 ms steps), CPU (least
# user + system seconds, %U + %S: the work done on all cores together; the tool
# loads, resolves and emits on every core, the bare parse on one) and RSS
# (largest peak RSS in KiB, %M). Exits if CMD fails.
measure() {
  local i t0 t1 w m c
  WALL='' CPU='' RSS=0
  for ((i = 0; i < RUNS; i++)); do
    t0=$EPOCHREALTIME
    if ! /usr/bin/time -f '%e %M %U %S' -o "$OUT/time.txt" "$@" >"$OUT/stdout.txt" 2>"$OUT/stderr.txt"; then
      head -n 20 "$OUT/stderr.txt" >&2
      die "command failed: ${1##*/} ${2:-} ..."
    fi
    t1=$EPOCHREALTIME
    m=$(tail -n 1 "$OUT/time.txt" | cut -d' ' -f2)
    c=$(tail -n 1 "$OUT/time.txt" | awk '{ printf "%.2f", $3 + $4 }')
    w=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
    if [[ -z $WALL ]] || awk -v a="$w" -v b="$WALL" 'BEGIN { exit !(a < b) }'; then WALL=$w; fi
    if [[ -z $CPU ]] || awk -v a="$c" -v b="$CPU" 'BEGIN { exit !(a < b) }'; then CPU=$c; fi
    if ((m > RSS)); then RSS=$m; fi
  done
}

calc() { awk "BEGIN { printf \"$1\", $2 }"; }
# A / B as "N.NNx", or "-" when B rounds to 0 s (a small graph's bare parse).
cpu_ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else printf "-" }'; }

declare -A BUILD BARE LINT BUILD_RSS BUILD_CPU BARE_CPU LINT_CPU
rows=()
noisy=0
for n in $SIZES; do
  dir=$OUT/graph-$n
  echo "size $n: generating, then $RUNS runs each of build and bare parse..." >&2
  python3 bench/generate.py "$n" "$dir"
  mapfile -t files < <(find "$dir" -type f \( -name '*.yaml' -o -name '*.yml' \) | sort)
  bytes=$(cat "${files[@]}" | wc -c)

  # As the build plugin runs it: a directory of generated files (a file per YAML file).
  rm -rf "$OUT/build-$n"
  measure "$tool" build "$dir" --output "$OUT/build-$n/"
  BUILD[$n]=$WALL build_rss=$RSS BUILD_RSS[$n]=$RSS BUILD_CPU[$n]=$CPU
  if [[ -s $OUT/stderr.txt ]]; then
    echo "note: screengen printed diagnostics for size $n (the graph should be clean):" >&2
    head -n 5 "$OUT/stderr.txt" >&2
  fi

  measure "$tool" lint "$dir"
  LINT[$n]=$WALL lint_rss=$RSS LINT_CPU[$n]=$CPU

  measure "$OUT/bare_parse" "${files[@]}"
  BARE[$n]=$WALL bare_rss=$RSS BARE_CPU[$n]=$CPU
  events=$(cat "$OUT/stdout.txt")

  for t in "${BUILD[$n]}" "${BARE[$n]}"; do
    if awk -v t="$t" 'BEGIN { exit !(t < 0.05) }'; then noisy=1; fi
  done
  rows+=("$(printf '%8d %6d %8s %9s %9s %9s %9s %9s %9s %7s %7s %9s %9d' "$n" "${#files[@]}" \
    "$(calc %.2f "$bytes / 1048576")" "${LINT[$n]}" "$(calc %.1f "$lint_rss / 1024")" \
    "${BUILD[$n]}" "$(calc %.1f "$build_rss / 1024")" \
    "${BARE[$n]}" "$(calc %.1f "$bare_rss / 1024")" \
    "$(calc %.2f "${LINT[$n]} / ${BARE[$n]}")" "$(calc %.2f "${BUILD[$n]} / ${BARE[$n]}")" \
    "$(calc %.4f "${BUILD[$n]} / $n * 1000")" "$events")")
done

echo
echo "screengen lint and build (--output DIR/) vs bare libyaml parse (best of $RUNS wall seconds; peak RSS)"
printf '%8s %6s %8s %9s %9s %9s %9s %9s %9s %7s %7s %9s %9s\n' screens files 'YAML MiB' 'lint s' 'lint MiB' \
  'build s' 'build MiB' 'bare s' 'bare MiB' 'lint/x' 'build/x' 's/1000sc' events
printf '%s\n' "${rows[@]}"
echo
if ((noisy)); then
  echo "note: wall times under ~0.05 s are mostly process start-up and noise; read them loosely."
fi
# The same runs in CPU seconds (all cores added up; /usr/bin/time has 10 ms steps): what the
# work costs apart from how well it spreads over the cores. The targets below are on wall time.
echo "CPU seconds (least of $RUNS, user + system):"
for n in $SIZES; do
  echo "  $n screens: lint ${LINT_CPU[$n]} s ($(cpu_ratio "${LINT_CPU[$n]}" "${BARE_CPU[$n]}") bare)," \
    "build ${BUILD_CPU[$n]} s ($(cpu_ratio "${BUILD_CPU[$n]}" "${BARE_CPU[$n]}")), bare ${BARE_CPU[$n]} s"
done
echo

# --- targets (a FAIL is reported, not an error) -------------------------------
if [[ -n ${BUILD[10000]:-} ]]; then
  r=$(calc %.2f "${LINT[10000]} / ${BARE[10000]}")
  verdict=$(awk -v r="$r" 'BEGIN { print (r <= 2 ? "PASS" : "FAIL") }')
  echo "$verdict: at 10000 screens lint ${LINT[10000]} s is ${r}x bare parse ${BARE[10000]} s (target <= 2x)"
  r=$(calc %.2f "${BUILD[10000]} / ${BARE[10000]}")
  verdict=$(awk -v r="$r" 'BEGIN { print (r <= 3 ? "PASS" : "FAIL") }')
  echo "$verdict: at 10000 screens build ${BUILD[10000]} s is ${r}x bare parse ${BARE[10000]} s (target <= 3x)"
  mib=$(calc %.1f "${BUILD_RSS[10000]} / 1024")
  verdict=$(awk -v m="$mib" 'BEGIN { print (m <= 100 ? "PASS" : "FAIL") }')
  echo "$verdict: at 10000 screens build peak memory ${mib} MiB (target <= 100 MiB)"
else
  echo "SKIP: parse-overhead and memory targets need size 10000 in BENCH_SIZES"
fi
if [[ -n ${BUILD[5000]:-} && -n ${BUILD[50000]:-} ]]; then
  r=$(calc %.2f "${BUILD[50000]} / ${BUILD[5000]}")
  verdict=$(awk -v r="$r" 'BEGIN { print (r <= 12.5 ? "PASS" : "FAIL") }')
  echo "$verdict: build time 50000/5000 = ${BUILD[50000]} s / ${BUILD[5000]} s = $r (linear is 10; target <= 12.5)"
else
  echo "SKIP: linear-growth target needs sizes 5000 and 50000 in BENCH_SIZES"
fi
