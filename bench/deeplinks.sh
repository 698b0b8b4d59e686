#!/usr/bin/env bash
# Benchmark deep-link opening in release: for graphs of 10, 1,000 and 10,000 link patterns,
# generate the graph and a batch of typical URLs, build it with the release screengen, compile
# the generated code with the ScreenNavigation runtime and a driver (swiftc -O, whole module),
# and time table construction and parse / match / open per URL. See bench/README.md.
#
#   DL_SIZES="10 1000 10000"   link counts
#   DL_URLS=100000             URLs per batch
#   DL_RUNS=5                  passes over the batch (best is kept)
#   SCREENGEN=/path/to/screengen   skip `swift build`, use this binary
#   SWIFTC=swiftc              the compiler
#   DL_COMPILE_TIMEOUT=N       give the -O compile of a size N seconds, then fall back to -Onone
#                              for the generated code and driver (marked in the results)
set -euo pipefail
export LC_ALL=C

cd "$(dirname "$0")/.."
REPO=$PWD
OUT=$REPO/bench/out
SIZES=${DL_SIZES:-10 1000 10000}
URLS=${DL_URLS:-100000}
RUNS=${DL_RUNS:-5}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$OUT"

die() { echo "bench/deeplinks.sh: $*" >&2; exit 1; }

# --- the tool, in release ----------------------------------------------------
if [[ -n ${SCREENGEN:-} ]]; then
  tool=$SCREENGEN
else
  echo "building screengen (release)..." >&2
  if ! swift build -c release --product screengen --scratch-path .build-links-release >"$OUT/deeplinks-swift-build.log" 2>&1; then
    tail -n 20 "$OUT/deeplinks-swift-build.log" >&2
    die "screengen does not build: see bench/out/deeplinks-swift-build.log"
  fi
  tool=$(swift build -c release --scratch-path .build-links-release --show-bin-path)/screengen
fi
[[ -x $tool ]] || die "no screengen binary at $tool"

# --- the runtime, in release, as its own module (as an app links it) --------------
runtime=$OUT/deeplinks-runtime
mkdir -p "$runtime"
mapfile -t runtime_sources < <(find "$REPO/Sources/ScreenNavigation" -name '*.swift' | sort)
echo "compiling ScreenNavigation (${#runtime_sources[@]} files, -O)..." >&2
t0=$EPOCHREALTIME
"$SWIFTC" -O -wmo -parse-as-library -module-name ScreenNavigation \
  -emit-module -emit-module-path "$runtime/ScreenNavigation.swiftmodule" \
  -emit-library -static -o "$runtime/libScreenNavigation.a" "${runtime_sources[@]}" \
  || die "ScreenNavigation does not compile"
echo "  $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s" >&2

results=()
for n in $SIZES; do
  dir=$OUT/deeplinks-$n
  mkdir -p "$dir/driver"
  echo "== $n links" >&2
  python3 bench/deeplinks_generate.py "$n" "$dir" "$URLS"

  t0=$EPOCHREALTIME
  "$tool" build "$dir/screens" --output "$dir/Screens.generated.swift" --strict >"$dir/screengen.txt" 2>&1 \
    || { cat "$dir/screengen.txt" >&2; die "screengen failed on $dir/screens"; }
  echo "  screengen build: $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }') s ($(tail -n 1 "$dir/screengen.txt"))" >&2

  # The driver must be main.swift (top-level code) in a module with the generated code.
  cp bench/deeplinks_driver.swift "$dir/driver/main.swift"
  # Release: -O, whole module. With DL_COMPILE_TIMEOUT set and exceeded, the generated code and
  # driver are compiled -Onone instead (the runtime stays -O) and the result is marked so.
  opt=-O
  t0=$EPOCHREALTIME
  status=0
  timeout "${DL_COMPILE_TIMEOUT:-0}" "$SWIFTC" -O -wmo -module-name BenchDeepLinks -I "$runtime" -L "$runtime" -lScreenNavigation \
    "$dir/Screens.generated.swift" "$dir/Views.swift" "$dir/driver/main.swift" -o "$dir/driver/deeplinks-driver" \
    >"$dir/swiftc.txt" 2>&1 || status=$?
  echo "  swiftc -O (generated code + driver): $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s" >&2
  if ((status == 124)); then
    echo "  -O compile exceeded DL_COMPILE_TIMEOUT=${DL_COMPILE_TIMEOUT}s: generated code and driver -Onone (runtime -O)" >&2
    opt=-Onone
    t0=$EPOCHREALTIME
    status=0
    "$SWIFTC" -Onone -module-name BenchDeepLinks -I "$runtime" -L "$runtime" -lScreenNavigation \
      "$dir/Screens.generated.swift" "$dir/Views.swift" "$dir/driver/main.swift" -o "$dir/driver/deeplinks-driver" \
      >"$dir/swiftc.txt" 2>&1 || status=$?
    echo "  swiftc -Onone: $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s" >&2
  fi
  ((status == 0)) || { tail -n 30 "$dir/swiftc.txt" >&2; die "the generated code of $n links does not compile"; }

  "$dir/driver/deeplinks-driver" "$dir/urls.txt" "$RUNS" | tee "$dir/result.txt" | sed 's/^/  /' >&2
  results+=("$(grep '^RESULT' "$dir/result.txt") opt=$opt")
done

# --- summary --------------------------------------------------------------------
echo
echo "CPU ns per URL (best of $RUNS passes over $URLS URLs); generated code compiled with 'opt'"
printf '%8s %12s %10s %10s %10s %12s %6s\n' links construct-ms parse-ns match-ns open-ns open-hits-ns opt
for line in "${results[@]}"; do
  eval "$(echo "$line" | sed 's/^RESULT //')"
  # shellcheck disable=SC2154
  printf '%8s %12s %10s %10s %10s %12s %6s\n' "$links" "$construct_ms" "$parse_ns" "$match_ns" "$open_ns" "$open_hits_ns" "$opt"
done
first=${results[0]} last=${results[${#results[@]} - 1]}
get() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }
ratio=$(awk -v a="$(get "$last" open_ns)" -v b="$(get "$first" open_ns)" 'BEGIN { printf "%.2f", a / b }')
worst=$(for line in "${results[@]}"; do get "$line" open_hits_ns; done | sort -g | tail -n 1)
echo
echo "open ns/URL, $(get "$last" links) links vs $(get "$first" links): ${ratio}x (target: at most 2x) $(awk -v r="$ratio" 'BEGIN { print (r <= 2 ? "PASS" : "FAIL") }')"
echo "worst open ns per hit: $worst (target: under 1000) $(awk -v w="$worst" 'BEGIN { print (w < 1000 ? "PASS" : "FAIL") }')"
