#!/usr/bin/env bash
# Builds the libFuzzer target Fuzz/PipelineFuzzer.swift (the whole pipeline under ASan and
# coverage), seeds a corpus from every YAML file in the repository, and fuzzes for SECONDS.
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer args...]     (default 60 seconds)
#   Scripts/fuzz.sh 3600 -jobs=2                            (longer, two processes)
#   Scripts/fuzz.sh --build-only                            (just build)
#   Scripts/fuzz.sh --replay FILE...                        (run inputs once, e.g. a crash)
#
# Everything goes under .build-fuzz/ (ignored by git): the binary in .build-fuzz/bin, the seed
# corpus in .build-fuzz/corpus-seed (rebuilt each run), the growing corpus in
# .build-fuzz/corpus, and crashes, timeouts and out-of-memory inputs in .build-fuzz/crashes/.
# Exits 0 when libFuzzer found nothing, 1 when it found something (the reproducer is printed),
# 2 when the build or the setup failed. See Fuzz/README.md.
#
# Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default -O), FUZZ_MAX_LEN (8192),
# SCREENGEN_FUZZ_CHECK_EVERY, SCREENGEN_FUZZ_SKIP, SCREENGEN_FUZZ_LAX_EOF, SCREENGEN_FUZZ_PRINT (read by the fuzzer
# itself, see Fuzz/README.md). The build is skipped when no source, flag or compiler changed.
set -euo pipefail

caller_dir="$PWD"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

work="$root/.build-fuzz"
bin_dir="$work/bin"
obj_dir="$work/obj"
seed_dir="$work/corpus-seed"
corpus_dir="$work/corpus"
crash_dir="$work/crashes"
fuzzer="$bin_dir/pipeline-fuzzer"

die() { echo "fuzz.sh: error: $*" >&2; exit 2; }

# MARK: build

build() {
  local opt="${FUZZ_OPT:--O}"
  local yaml_cflags=() yaml_libs=() xcc=()
  read -r -a yaml_cflags <<<"$(pkg-config --cflags yaml-0.1)"
  read -r -a yaml_libs <<<"$(pkg-config --libs yaml-0.1)"
  for flag in "${yaml_cflags[@]}"; do xcc+=(-Xcc "$flag"); done
  local lib_flags=()
  for flag in "${yaml_libs[@]}"; do
    case "$flag" in
      -L*|-l*) lib_flags+=("$flag") ;;
      *) lib_flags+=(-Xlinker "$flag") ;;
    esac
  done
  [ ${#lib_flags[@]} -gt 0 ] || lib_flags=(-lyaml)

  mkdir -p "$bin_dir" "$obj_dir"
  # Skip the build when nothing it reads changed (sources, this script, flags, compiler).
  local stamp
  stamp="$(
    {
      "$swiftc" --version 2>&1
      printf '%s\n' "$opt" "${yaml_cflags[@]}" "${lib_flags[@]}"
      find "$root/Sources/ScreenGenDiagnostics" "$root/Sources/ScreenGenYAML" "$root/Sources/ScreenGenCore" \
        "$root/Sources/CYAML" "$root/Fuzz/PipelineFuzzer.swift" "$root/Scripts/fuzz.sh" -type f -print0 \
        | sort -z | xargs -0 sha256sum
    } | sha256sum | cut -d' ' -f1
  )"
  if [ -x "$fuzzer" ] && [ "$(cat "$work/build.stamp" 2>/dev/null)" = "$stamp" ]; then
    echo "== fuzz.sh: $fuzzer is up to date"
    return
  fi
  rm -f "$work/build.stamp"
  local common=(
    -swift-version 6 -parse-as-library "$opt" -g
    -sanitize=fuzzer,address
    -I "$obj_dir" -I "$root/Sources/CYAML" "${xcc[@]}"
    -module-cache-path "$work/module-cache"
  )
  local start=$SECONDS
  local module
  for module in ScreenGenDiagnostics ScreenGenYAML ScreenGenCore; do
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
      < <(find "$root/Sources/$module" -name '*.swift' -print0 | sort -z)
    [ ${#sources[@]} -gt 0 ] || die "no Swift sources in Sources/$module"
    echo "== fuzz.sh: compiling $module (${#sources[@]} files)"
    "$swiftc" "${common[@]}" -module-name "$module" -whole-module-optimization \
      -emit-module -emit-module-path "$obj_dir/$module.swiftmodule" \
      -c "${sources[@]}" -o "$obj_dir/$module.o" \
      || die "compiling $module failed"
  done
  echo "== fuzz.sh: compiling Fuzz/PipelineFuzzer.swift"
  "$swiftc" "${common[@]}" -module-name PipelineFuzzer -whole-module-optimization \
    -c "$root/Fuzz/PipelineFuzzer.swift" -o "$obj_dir/PipelineFuzzer.o" \
    || die "compiling Fuzz/PipelineFuzzer.swift failed"
  echo "== fuzz.sh: linking $fuzzer"
  local link=(
    "$swiftc" -sanitize=fuzzer,address -g
    "$obj_dir/PipelineFuzzer.o" "$obj_dir/ScreenGenDiagnostics.o" "$obj_dir/ScreenGenYAML.o" "$obj_dir/ScreenGenCore.o"
    "${lib_flags[@]}" -o "$fuzzer"
  )
  if ! "${link[@]}" 2>"$work/link.log"; then
    echo "== fuzz.sh: default linker failed, retrying with -use-ld=lld:"
    sed 's/^/   /' "$work/link.log" | head -20
    "${link[@]}" -use-ld=lld || die "linking the fuzzer failed"
  fi
  echo "$stamp" >"$work/build.stamp"
  echo "== fuzz.sh: built in $((SECONDS - start)) s: $fuzzer"
}

# MARK: seed corpus

# One seed per single-file graph, one per folder of several files (joined with `#--- name`
# markers, the fuzzer's framing), and a strict variant of each (a last line `#!`: the fuzzer
# reads strict from the low bit of the last byte).
seed() {
  rm -rf "$seed_dir"
  mkdir -p "$seed_dir"
  local count=0 dir files file name
  emit() {  # emit NAME FILE...
    local out="$seed_dir/$1"; shift
    if [ $# -eq 1 ]; then
      cat "$1" >"$out"
    else
      : >"$out"
      for file in "$@"; do
        printf '#--- %s\n' "$(basename "$file")" >>"$out"
        cat "$file" >>"$out"
        # keep the next marker at the start of a line
        [ -z "$(tail -c 1 "$file")" ] || printf '\n' >>"$out"
      done
    fi
    { cat "$out"; printf '#!'; } >"$out.strict"
    count=$((count + 2))
  }
  local dirs=()
  while IFS= read -r -d '' dir; do dirs+=("$dir"); done < <(
    {
      find Tests/Fixtures -name '*.yaml' -not -path 'Tests/Fixtures/Fuzz/*' -printf '%h\0' 2>/dev/null
      for dir in screens Examples/*/screens Tests/GeneratedExamples/*/screens; do
        [ -d "$dir" ] && printf '%s\0' "$dir"
      done
    } | sort -zu
  )
  for dir in "${dirs[@]}"; do
    files=()
    while IFS= read -r -d '' file; do files+=("$file"); done \
      < <(find "$dir" -maxdepth 1 -name '*.yaml' -print0 | sort -z)
    [ ${#files[@]} -gt 0 ] || continue
    name="$(printf '%s' "$dir" | tr '/' '_')"
    emit "$name" "${files[@]}"
    # Each file alone as well: a feature file without its graph, a graph without features.
    if [ ${#files[@]} -gt 1 ]; then
      for file in "${files[@]}"; do emit "${name}__$(basename "$file")" "$file"; done
    fi
  done
  handwritten_seeds
  # Saved reproducers are inputs in the fuzzer's own framing: each is one seed, as it is, so
  # every run replays them all first, and one that crashes again fails the run at once.
  while IFS= read -r -d '' file; do
    cp "$file" "$seed_dir/fuzz-regression_$(basename "$file")"
    count=$((count + 1))
  done < <(find Tests/Fixtures/Fuzz -type f -name '*.yaml' -print0 2>/dev/null | sort -z)
  [ "$count" -gt 0 ] || die "no seed inputs found"
  echo "== fuzz.sh: $count seed inputs in $seed_dir"
}

# What the repository's graphs do not show, and mutation rarely builds from scratch: anchors and
# aliases (a block shared by two screens), merge keys, flow style, a second document, CR LF and
# a byte order mark, alerts with buttons, requires, rules, several features.
handwritten_seeds() {
  cat >"$seed_dir/hand_aliases" <<'SEED'
graph:
  root: home
  rules: { unreachable-screen: off, unbounded-cycle: error }
screens:
  home:
    view: HomeView
    title: "Home {id}"
    params: &shared
      id: { type: Int, default: 1 }
      note: "String?"
    transitions: &moves
      open: { to: detail, style: sheet, args: { id: id } }
      again: { to: home, style: replace }
  detail:
    view: DetailView
    params: *shared
    transitions:
      <<: *moves
      warn: { to: confirm, style: alert }
  confirm:
    kind: alert
    title: "Sure?"
    message: "Delete {id}?"
    params: { id: Int }
    buttons:
      ok: { title: Delete, role: destructive, to: home }
      no: { title: Cancel, role: cancel }
SEED
  cat >"$seed_dir/hand_features" <<'SEED'
#--- app.yaml
graph:
  route: AppRoute
  roots: [home, settings]
  imports: [Models]
  access: public
  conformances: [Codable]
  deeplinks: { schemes: [app], hosts: [], types: [ItemID] }
screens:
  home: { view: HomeView, transitions: { item: shop.item, list: shop.list } }
  settings: { view: SettingsView, requires: [signedIn] }
deeplinks:
  - url: "/item/{id}?q={q}"
    stack: [shop.item]
#--- shop.yaml
feature: shop
screens:
  list: { view: ListView, transitions: { item: item, home: home } }
  item:
    view: ItemView
    params: { id: ItemID, q: "String?", tags: "[String: [Int]]", more: "Optional<Set<Swift.Int>>" }
#--- z.yaml
feature: shop
screens: {}
SEED
  printf '\xef\xbb\xbfgraph:\r\n  root: a\r\nscreens:\r\n  a: {view: A, title: "x\\u202Ey\\N\\L"}\r\n---\r\nb: 1\r\n' \
    >"$seed_dir/hand_bom_crlf_two_documents"
  printf 'graph: {root: a}\nscreens: {a: {view: A, transitions: {t: {to: a, style: push}}}, b: [1, {c: d}], ? [k] : v}\n#!' \
    >"$seed_dir/hand_flow_strict"
  count=$((count + 4))
}

# MARK: dictionary

# Words libFuzzer splices into inputs: the format's keys and values, YAML punctuation, and the
# characters that have broken positions or single-line output before.
write_dictionary() {
  local dict="$work/screens.dict" word
  : >"$dict"
  for word in graph screens root roots route view title params transitions to style args buttons \
      feature rules imports conformances deeplinks type default message kind access requires role \
      empty url stack schemes hosts types; do
    printf 'kw_%s="%s: "\n' "$word" "$word" >>"$dict"
  done
  for word in push sheet cover replace alert cancel destructive public internal error warning off \
      Int String Bool Double 'Int?' '[String]' '[String: Int]' 'Optional<Int>' 'Set<String>' nil true \
      false self init class Type Self default-cycle unbounded-cycle unreachable-screen unknown-key \
      yaml-syntax input-limit missing-graph name-collision Route RouteView Codable Hashable Foundation; do
    printf 'v_%s="%s"\n' "$(printf '%s' "$word" | tr -c 'A-Za-z0-9\n' '_')" "$word" >>"$dict"
  done
  cat >>"$dict" <<'DICT'
frame_graph="#--- graph.yaml\x0a"
frame_feature="#--- feature.yaml\x0a"
frame="#--- "
strict="#!"
doc_start="---\x0a"
doc_end="...\x0a"
anchor="&a "
alias="*a"
merge="<<: *a"
tag_str="!!str "
tag_int="!!int "
tag_null="!!null"
tag_local="!x "
explicit_key="? "
entry="- "
colon=": "
flow_map="{ }"
flow_seq="[ ]"
literal="|\x0a"
folded=">-\x0a"
dquote="\""
squote="'"
directive="%YAML 1.1\x0a"
tag_directive="%TAG !e! tag:e,2000:\x0a"
tab="\x09"
crlf="\x0d\x0a"
cr="\x0d"
nel="\xc2\x85"
line_separator="\xe2\x80\xa8"
paragraph_separator="\xe2\x80\xa9"
bidi_override="\xe2\x80\xae"
bidi_isolate="\xe2\x81\xa6"
bom="\xef\xbb\xbf"
escape_newline="\"\\n\""
escape_nel="\"\\N\""
escape_ls="\"\\L\""
escape_unicode="\"\\u202E\""
placeholder="{id}"
interpolation="\\("
deeplink="/path/{id}?q={q}"
DICT
  echo "$dict"
}

# MARK: main

# Everything runs from this one function, read whole before it starts: editing this file while
# a long run is under way cannot change what the run does next.
main() {
  mode=fuzz
  seconds=60
  if [ $# -gt 0 ]; then
    case "$1" in
      --build-only) mode=build; shift ;;
      --replay) mode=replay; shift; [ $# -gt 0 ] || die "--replay needs at least one input file" ;;
      -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
      *)
        [[ "$1" =~ ^[0-9]+$ ]] || die "SECONDS must be a whole number, got '$1' (usage: Scripts/fuzz.sh [SECONDS] [libFuzzer args...])"
        seconds="$1"; shift ;;
    esac
  fi

  swiftc="${SWIFTC:-$(command -v swiftc || true)}"
  [ -n "$swiftc" ] && [ -x "$swiftc" ] || die "swiftc not found (put it on PATH or set SWIFTC)"
  command -v pkg-config >/dev/null 2>&1 || die "pkg-config not found (apt-get install pkg-config)"
  pkg-config --exists yaml-0.1 || die "libyaml not found by pkg-config (apt-get install libyaml-dev)"

  build
  [ "$mode" = build ] && exit 0

  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}"
  # Swift's own crash handler would take a trap before libFuzzer (and can hang under ASan).
  export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
  symbolizer="$(dirname "$swiftc")/llvm-symbolizer"
  [ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$symbolizer}"

  if [ "$mode" = replay ]; then
    # libFuzzer runs each file once (no fuzzing); every costly check runs on each.
    local inputs=() arg path
    for arg in "$@"; do
      case "$arg" in
        -*) inputs+=("$arg"); continue ;;
        /*) path="$arg" ;;
        *) path="$caller_dir/$arg" ;;
      esac
      # A directory is replayed file by file (given as a directory, libFuzzer would fuzz it).
      if [ -d "$path" ]; then
        while IFS= read -r -d '' file; do inputs+=("$file"); done < <(find "$path" -type f -print0 | sort -z)
      else
        inputs+=("$path")
      fi
    done
    local status=0
    SCREENGEN_FUZZ_CHECK_EVERY=1 "$fuzzer" -rss_limit_mb=2048 -timeout=10 "${inputs[@]}" || status=$?
    exit "$status"
  fi

  seed
  mkdir -p "$corpus_dir" "$crash_dir"
  log="$work/run-$(date +%Y%m%d-%H%M%S).log"
  # With -jobs=N libFuzzer writes each job's output to fuzz-<n>.log in the current directory:
  # run it in .build-fuzz, and drop the logs of an earlier run.
  rm -f "$work"/fuzz-[0-9]*.log
  before="$(find "$crash_dir" -type f | sort)"
  max_len="${FUZZ_MAX_LEN:-8192}"
  echo "== fuzz.sh: fuzzing for $seconds s (max_len $max_len); log: $log"
  status=0
  cd "$work"
  # The new corpus directory comes first: libFuzzer writes new inputs into it, and reads the seeds.
  dict="$(write_dictionary)"
  "$fuzzer" "$corpus_dir" "$seed_dir" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -dict="$dict" \
    -artifact_prefix="$crash_dir/" -print_final_stats=1 "$@" >"$log" 2>&1 || status=$?

  shopt -s nullglob
  job_logs=("$work"/fuzz-[0-9]*.log)
  shopt -u nullglob

  echo "== fuzz.sh: libFuzzer exited with status $status"
  echo "== fuzz.sh: last status lines:"
  grep -E '^#[0-9]+' "$log" "${job_logs[@]}" 2>/dev/null | tail -n 3 | sed 's/^/   /' || true
  echo "== fuzz.sh: final stats:"
  grep -E '^stat::|Done [0-9]+ runs' "$log" "${job_logs[@]}" 2>/dev/null | sed 's/^/   /' || true

  if grep -q 'INVARIANT VIOLATED (skipped' "$log" "${job_logs[@]}" 2>/dev/null; then
    echo "== fuzz.sh: invariants that failed but are skipped (SCREENGEN_FUZZ_SKIP=${SCREENGEN_FUZZ_SKIP:-}):"
    grep -h -A1 'INVARIANT VIOLATED (skipped' "$log" "${job_logs[@]}" 2>/dev/null | grep -v '^--$' | sed 's/^/   /' | head -n 20 || true
  fi

  after="$(find "$crash_dir" -type f | sort)"
  new="$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$after") | sed '/^$/d')"
  if [ -n "$new" ] || [ "$status" -ne 0 ]; then
    echo "== fuzz.sh: FOUND A PROBLEM. libFuzzer's report:" >&2
    grep -E 'INVARIANT VIOLATED|==screengen-fuzz==|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY|deadly signal|timeout|out-of-memory|^    #[0-9]+ ' "$log" "${job_logs[@]}" 2>/dev/null \
      | head -n 40 | sed 's/^/   /' >&2 || true
    if [ -n "$new" ]; then
      echo "== fuzz.sh: reproducer(s):" >&2
      printf '%s\n' "$new" | sed 's/^/   /' >&2
      echo "== fuzz.sh: replay one with:" >&2
      printf '%s\n' "$new" | head -n 1 | sed 's|^|   Scripts/fuzz.sh --replay |' >&2
      echo "   (or directly: SCREENGEN_FUZZ_CHECK_EVERY=1 $fuzzer <file>)" >&2
    fi
    echo "== fuzz.sh: full log: $log" >&2
    exit 1
  fi
  echo "== fuzz.sh: no crash, hang or invariant failure in $seconds s"
}

# On one line: bash reads the whole line before running it, so nothing after main is read
# from a file that may have changed in the meantime.
main "$@"; exit
