#!/usr/bin/env python3
"""Builds the libFuzzer target Fuzz/PipelineFuzzer.swift (the whole pipeline under ASan and
coverage), seeds a corpus from every YAML file in the repository, and fuzzes for SECONDS.

  Scripts/fuzz.sh [SECONDS] [extra libFuzzer args...]     (default 60 seconds)
  Scripts/fuzz.sh 3600 -jobs=2                            (longer, two processes)
  Scripts/fuzz.sh --build-only                            (just build)
  Scripts/fuzz.sh --replay FILE...                        (run inputs once, e.g. a crash)

Everything goes under .build-fuzz/ (ignored by git): the binary in .build-fuzz/bin, the seed
corpus in .build-fuzz/corpus-seed (rebuilt each run), the growing corpus in
.build-fuzz/corpus, and crashes, timeouts and out-of-memory inputs in .build-fuzz/crashes/.
Exits 0 when libFuzzer found nothing, 1 when it found something (the reproducer is printed),
2 when the build or the setup failed. See Fuzz/README.md.

Environment: SWIFTC (default: swiftc on PATH), FUZZ_OPT (default -O), FUZZ_MAX_LEN (8192),
SCREENGEN_FUZZ_CHECK_EVERY, SCREENGEN_FUZZ_SKIP, SCREENGEN_FUZZ_LAX_EOF, SCREENGEN_FUZZ_PRINT (read by the fuzzer
itself, see Fuzz/README.md). The build is skipped when no source, flag or compiler changed.

Scripts/fuzz.sh is the documented entry point; it runs this file. What needs no compiler (the
command line, the link flags, the build stamp, the seed corpus and its framing, the dictionary,
reading libFuzzer's logs) is in functions tested by Scripts/test_fuzz.py.
"""

import dataclasses
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("ScreenGenDiagnostics", "ScreenGenYAML", "ScreenGenCore")
# What the build reads besides the modules' sources: a change to any of them rebuilds.
BUILD_INPUTS = ("Sources/ScreenGenDiagnostics", "Sources/ScreenGenYAML", "Sources/ScreenGenCore", "Sources/CYAML",
                "Fuzz/PipelineFuzzer.swift", "Scripts/fuzz.sh", "Scripts/fuzz.py")
SEED_ROOTS = ("screens", "Examples/*/screens", "Tests/GeneratedExamples/*/screens")
REGRESSIONS = "Tests/Fixtures/Fuzz"


class Failure(Exception):
    """The build or the setup failed: `fuzz.sh: error: …`, exit 2."""


def say(text):
    print(text, flush=True)


def tell(text):
    print(text, file=sys.stderr, flush=True)


# MARK: - The command line


@dataclasses.dataclass
class Options:
    mode: str = "fuzz"      # fuzz, build, replay or help
    seconds: int = 60
    rest: list = dataclasses.field(default_factory=list)  # libFuzzer arguments, or the replayed inputs


def parse_args(argv):
    """Only the first argument is the script's: a mode or SECONDS; the rest goes to libFuzzer
    (or names the inputs to replay)."""
    options = Options(rest=list(argv[1:]))
    if not argv:
        return options
    first = argv[0]
    if first == "--build-only":
        options.mode = "build"
    elif first == "--replay":
        options.mode = "replay"
        if not options.rest:
            raise Failure("--replay needs at least one input file")
    elif first in ("-h", "--help"):
        options.mode = "help"
    elif re.fullmatch(r"[0-9]+", first):
        options.seconds = int(first)
    else:
        raise Failure(f"SECONDS must be a whole number, got '{first}' "
                      "(usage: Scripts/fuzz.sh [SECONDS] [libFuzzer args...])")
    return options


def replay_inputs(args, caller_dir, list_dir=None):
    """What a replay gives libFuzzer: options as they are, paths relative to the caller's
    directory, a directory as its files (given a directory, libFuzzer would fuzz it)."""
    list_dir = list_dir or files_under
    inputs = []
    for arg in args:
        if arg.startswith("-"):
            inputs.append(arg)
            continue
        path = arg if arg.startswith("/") else os.path.join(caller_dir, arg)
        if os.path.isdir(path):
            inputs.extend(list_dir(path))
        else:
            inputs.append(path)
    return inputs


def files_under(directory):
    """Every file under directory, sorted (find -type f | sort)."""
    return sorted((os.path.join(root, name) for root, _, names in os.walk(directory) for name in names
                   if os.path.isfile(os.path.join(root, name))), key=os.fsencode)


# MARK: - The build


def link_flags(libs):
    """pkg-config's --libs for the link: -L and -l as they are, anything else for the linker;
    none at all is -lyaml."""
    flags = []
    for flag in libs:
        flags += [flag] if flag.startswith(("-L", "-l")) else ["-Xlinker", flag]
    return flags or ["-lyaml"]


def clang_flags(cflags):
    """pkg-config's --cflags, handed to the Clang importer."""
    flags = []
    for flag in cflags:
        flags += ["-Xcc", flag]
    return flags


def build_stamp(compiler_version, opt, cflags, lib_flags, file_digests):
    """What decides whether the fuzzer must be rebuilt: the compiler, the flags and every input
    file's SHA-256 ([(path, digest)], sorted by path)."""
    text = compiler_version + "".join(f"{line}\n" for line in [opt, *cflags, *lib_flags])
    text += "".join(f"{digest}  {path}\n" for path, digest in sorted(file_digests, key=lambda p: os.fsencode(p[0])))
    return hashlib.sha256(text.encode()).hexdigest()


def sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for chunk in iter(lambda: file.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def build_input_files(root):
    files = []
    for relative in BUILD_INPUTS:
        path = os.path.join(root, relative)
        if os.path.isdir(path):
            files += files_under(path)
        elif os.path.isfile(path):
            files.append(path)
    return files


def pkg_config(what):
    return shlex.split(subprocess.run(["pkg-config", what, "yaml-0.1"], stdout=subprocess.PIPE, text=True).stdout)


class Fuzz:
    def __init__(self, root, env, caller_dir):
        self.root, self.env, self.caller_dir = root, env, caller_dir
        self.work = os.path.join(root, ".build-fuzz")
        self.bin_dir = os.path.join(self.work, "bin")
        self.obj_dir = os.path.join(self.work, "obj")
        self.seed_dir = os.path.join(self.work, "corpus-seed")
        self.corpus_dir = os.path.join(self.work, "corpus")
        self.crash_dir = os.path.join(self.work, "crashes")
        self.fuzzer = os.path.join(self.bin_dir, "pipeline-fuzzer")

    def check_setup(self):
        swiftc = self.env.get("SWIFTC") or shutil.which("swiftc") or ""
        if not swiftc or not os.path.isfile(swiftc) or not os.access(swiftc, os.X_OK):
            raise Failure("swiftc not found (put it on PATH or set SWIFTC)")
        self.swiftc = swiftc
        if not shutil.which("pkg-config"):
            raise Failure("pkg-config not found (apt-get install pkg-config)")
        if subprocess.run(["pkg-config", "--exists", "yaml-0.1"]).returncode != 0:
            raise Failure("libyaml not found by pkg-config (apt-get install libyaml-dev)")

    def build(self):
        opt = self.env.get("FUZZ_OPT") or "-O"
        cflags = pkg_config("--cflags")
        libs = link_flags(pkg_config("--libs"))
        os.makedirs(self.bin_dir, exist_ok=True)
        os.makedirs(self.obj_dir, exist_ok=True)
        # Skip the build when nothing it reads changed (sources, this script, flags, compiler).
        version = subprocess.run([self.swiftc, "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True).stdout
        stamp = build_stamp(version, opt, cflags, libs,
                            [(path, sha256_file(path)) for path in build_input_files(self.root)])
        stamp_file = os.path.join(self.work, "build.stamp")
        if os.access(self.fuzzer, os.X_OK) and read_text(stamp_file).strip() == stamp:
            say(f"== fuzz.sh: {self.fuzzer} is up to date")
            return
        if os.path.exists(stamp_file):
            os.remove(stamp_file)
        # One package name for every module, as SwiftPM gives them: `package` declarations
        # (ScreenGenCore's `parallelMap`) are visible across them.
        common = ["-swift-version", "6", "-parse-as-library", "-package-name", "screengen", opt, "-g",
                  "-sanitize=fuzzer,address",
                  "-I", self.obj_dir, "-I", os.path.join(self.root, "Sources", "CYAML"), *clang_flags(cflags),
                  "-module-cache-path", os.path.join(self.work, "module-cache")]
        started = time.monotonic()
        for module in MODULES:
            sources = [path for path in files_under(os.path.join(self.root, "Sources", module))
                       if path.endswith(".swift")]
            if not sources:
                raise Failure(f"no Swift sources in Sources/{module}")
            say(f"== fuzz.sh: compiling {module} ({len(sources)} files)")
            if subprocess.run([self.swiftc, *common, "-module-name", module, "-whole-module-optimization",
                               "-emit-module", "-emit-module-path", os.path.join(self.obj_dir, f"{module}.swiftmodule"),
                               "-c", *sources, "-o", os.path.join(self.obj_dir, f"{module}.o")]).returncode != 0:
                raise Failure(f"compiling {module} failed")
        say("== fuzz.sh: compiling Fuzz/PipelineFuzzer.swift")
        if subprocess.run([self.swiftc, *common, "-module-name", "PipelineFuzzer", "-whole-module-optimization",
                           "-c", os.path.join(self.root, "Fuzz", "PipelineFuzzer.swift"),
                           "-o", os.path.join(self.obj_dir, "PipelineFuzzer.o")]).returncode != 0:
            raise Failure("compiling Fuzz/PipelineFuzzer.swift failed")
        say(f"== fuzz.sh: linking {self.fuzzer}")
        link = [self.swiftc, "-sanitize=fuzzer,address", "-g",
                *[os.path.join(self.obj_dir, f"{name}.o") for name in ("PipelineFuzzer", *MODULES)],
                *libs, "-o", self.fuzzer]
        link_log = os.path.join(self.work, "link.log")
        with open(link_log, "w") as log:
            linked = subprocess.run(link, stderr=log).returncode == 0
        if not linked:
            say("== fuzz.sh: default linker failed, retrying with -use-ld=lld:")
            for line in read_text(link_log).splitlines()[:20]:
                say(f"   {line}")
            if subprocess.run(link + ["-use-ld=lld"]).returncode != 0:
                raise Failure("linking the fuzzer failed")
        with open(stamp_file, "w") as file:
            file.write(stamp + "\n")
        say(f"== fuzz.sh: built in {int(time.monotonic() - started)} s: {self.fuzzer}")

    # MARK: - Running

    def fuzzer_env(self):
        """The fuzzer's environment: ASan's and the backtracer's settings unless given (an empty
        value counts as not given)."""
        env = dict(self.env)
        defaults = {"ASAN_OPTIONS": "detect_leaks=0:abort_on_error=1:symbolize=1",
                    # Swift's own crash handler would take a trap before libFuzzer (and can hang under ASan).
                    "SWIFT_BACKTRACE": "enable=no"}
        symbolizer = os.path.join(os.path.dirname(self.swiftc), "llvm-symbolizer")
        if os.path.isfile(symbolizer) and os.access(symbolizer, os.X_OK):
            defaults["ASAN_SYMBOLIZER_PATH"] = symbolizer
        for name, value in defaults.items():
            env[name] = env.get(name) or value
        return env

    def replay(self, args):
        # libFuzzer runs each file once (no fuzzing); every costly check runs on each.
        env = {**self.fuzzer_env(), "SCREENGEN_FUZZ_CHECK_EVERY": "1"}
        inputs = replay_inputs(args, self.caller_dir)
        return shell_status(subprocess.run([self.fuzzer, "-rss_limit_mb=2048", "-timeout=10", *inputs],
                                           env=env, cwd=self.root).returncode)

    def fuzz(self, seconds, args):
        count = write_seed_corpus(self.root, self.seed_dir)
        say(f"== fuzz.sh: {count} seed inputs in {self.seed_dir}")
        os.makedirs(self.corpus_dir, exist_ok=True)
        os.makedirs(self.crash_dir, exist_ok=True)
        log = os.path.join(self.work, f"run-{time.strftime('%Y%m%d-%H%M%S')}.log")
        # With -jobs=N libFuzzer writes each job's output to fuzz-<n>.log in the current
        # directory: run it in .build-fuzz, and drop the logs of an earlier run.
        for name in os.listdir(self.work):
            if re.fullmatch(r"fuzz-[0-9].*\.log", name):
                os.remove(os.path.join(self.work, name))
        before = set(files_under(self.crash_dir))
        max_len = self.env.get("FUZZ_MAX_LEN") or "8192"
        say(f"== fuzz.sh: fuzzing for {seconds} s (max_len {max_len}); log: {log}")
        dictionary = os.path.join(self.work, "screens.dict")
        with open(dictionary, "w") as file:
            file.write(dictionary_text())
        # The new corpus directory comes first: libFuzzer writes new inputs into it, and reads the seeds.
        with open(log, "w") as out:
            status = shell_status(subprocess.run(
                [self.fuzzer, self.corpus_dir, self.seed_dir, f"-max_total_time={seconds}", f"-max_len={max_len}",
                 "-timeout=10", "-rss_limit_mb=2048", f"-dict={dictionary}", f"-artifact_prefix={self.crash_dir}/",
                 "-print_final_stats=1", *args],
                stdout=out, stderr=subprocess.STDOUT, env=self.fuzzer_env(), cwd=self.work).returncode)
        job_logs = sorted((os.path.join(self.work, name) for name in os.listdir(self.work)
                           if re.fullmatch(r"fuzz-[0-9].*\.log", name)), key=os.fsencode)
        logs = [(path, read_text(path)) for path in [log, *job_logs]]
        new = sorted(set(files_under(self.crash_dir)) - before, key=os.fsencode)
        out_lines, err_lines, code = summary(status, logs, new, seconds, self.fuzzer, log,
                                             self.env.get("SCREENGEN_FUZZ_SKIP", ""))
        for line in out_lines:
            say(line)
        for line in err_lines:
            tell(line)
        return code


def shell_status(returncode):
    """A status as a shell reports it: a process killed by signal N is 128+N."""
    return 128 - returncode if returncode < 0 else returncode


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()
    except FileNotFoundError:
        return ""


# MARK: - The seed corpus


def frame(files):
    """One input from [(name, bytes)]: a single file as it is; several joined with `#--- name`
    markers (the fuzzer's framing), each marker at the start of a line."""
    if len(files) == 1:
        return files[0][1]
    out = b""
    for name, content in files:
        out += b"#--- " + name.encode() + b"\n" + content
        # keep the next marker at the start of a line
        if content and not content.endswith(b"\n"):
            out += b"\n"
    return out


def strict(content):
    """The strict variant of an input: the fuzzer reads strict from the low bit of the last byte."""
    return content + b"#!"


def seed_directories(root):
    """The folders seeds come from: every folder of Tests/Fixtures holding YAML (but saved fuzz
    reproducers), the root screens/ and every example's, sorted, each once."""
    dirs = set()
    fixtures = os.path.join(root, "Tests", "Fixtures")
    for path in files_under(fixtures) if os.path.isdir(fixtures) else []:
        relative = os.path.relpath(path, root)
        if relative.endswith(".yaml") and not relative.startswith(REGRESSIONS + "/"):
            dirs.add(os.path.dirname(relative))
    for pattern in SEED_ROOTS:
        for path in sorted_glob(root, pattern):
            if os.path.isdir(os.path.join(root, path)):
                dirs.add(path)
    return sorted(dirs, key=os.fsencode)


def sorted_glob(root, pattern):
    return sorted((os.path.relpath(path, root) for path in glob.glob(os.path.join(root, pattern))), key=os.fsencode)


def seed_plan(directories):
    """The seeds of the folders: [(seed name, [files])] from [(folder, [its YAML files, sorted])]:
    each folder joined into one seed, and each file of a folder of several also alone."""
    seeds = []
    for directory, files in directories:
        if not files:
            continue
        name = directory.replace("/", "_")
        seeds.append((name, files))
        # Each file alone as well: a feature file without its graph, a graph without features.
        if len(files) > 1:
            seeds += [(f"{name}__{os.path.basename(path)}", [path]) for path in files]
    return seeds


def write_seed_corpus(root, seed_dir):
    """Writes every seed (and its strict variant), the hand-written seeds and the saved
    reproducers into seed_dir, rebuilt from scratch; returns how many inputs it holds."""
    shutil.rmtree(seed_dir, ignore_errors=True)
    os.makedirs(seed_dir)
    count = 0
    folders = []
    for directory in seed_directories(root):
        full = os.path.join(root, directory)
        # A folder that is a symbolic link (Tests/GeneratedExamples/ChatApp/screens is screens/)
        # is not followed: its files are seeds already.
        if os.path.islink(full):
            continue
        files = sorted((os.path.join(directory, name) for name in os.listdir(full)
                        if name.endswith(".yaml") and os.path.isfile(os.path.join(full, name))), key=os.fsencode)
        folders.append((directory, files))
    for name, files in seed_plan(folders):
        contents = []
        for path in files:
            with open(os.path.join(root, path), "rb") as file:
                contents.append((os.path.basename(path), file.read()))
        content = frame(contents)
        write_bytes(os.path.join(seed_dir, name), content)
        write_bytes(os.path.join(seed_dir, name + ".strict"), strict(content))
        count += 2
    for name, content in HANDWRITTEN_SEEDS:
        write_bytes(os.path.join(seed_dir, name), content)
        count += 1
    # Saved reproducers are inputs in the fuzzer's own framing: each is one seed, as it is, so
    # every run replays them all first, and one that crashes again fails the run at once.
    regressions = os.path.join(root, REGRESSIONS)
    for path in files_under(regressions) if os.path.isdir(regressions) else []:
        if path.endswith(".yaml"):
            shutil.copyfile(path, os.path.join(seed_dir, f"fuzz-regression_{os.path.basename(path)}"))
            count += 1
    if count == 0:
        raise Failure("no seed inputs found")
    return count


def write_bytes(path, content):
    with open(path, "wb") as file:
        file.write(content)


# What the repository's graphs do not show, and mutation rarely builds from scratch: anchors and
# aliases (a block shared by two screens), merge keys, flow style, a second document, CR LF and
# a byte order mark, alerts with buttons, requires, rules, several features.
HANDWRITTEN_SEEDS = [
    ("hand_aliases", b"""graph:
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
"""),
    ("hand_features", b"""#--- app.yaml
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
"""),
    ("hand_bom_crlf_two_documents",
     b'\xef\xbb\xbfgraph:\r\n  root: a\r\nscreens:\r\n  a: {view: A, title: "x\\u202Ey\\N\\L"}\r\n---\r\nb: 1\r\n'),
    ("hand_flow_strict",
     b"graph: {root: a}\nscreens: {a: {view: A, transitions: {t: {to: a, style: push}}}, b: [1, {c: d}], ? [k] : v}\n#!"),
]


# MARK: - The dictionary

# Words libFuzzer splices into inputs: the format's keys and values, YAML punctuation, and the
# characters that have broken positions or single-line output before.
KEYS = """graph screens root roots route view title params transitions to style args buttons
feature rules imports conformances deeplinks type default message kind access requires role
empty url stack schemes hosts types""".split()
VALUES = ["push", "sheet", "cover", "replace", "alert", "cancel", "destructive", "public", "internal", "error",
          "warning", "off", "Int", "String", "Bool", "Double", "Int?", "[String]", "[String: Int]", "Optional<Int>",
          "Set<String>", "nil", "true", "false", "self", "init", "class", "Type", "Self", "default-cycle",
          "unbounded-cycle", "unreachable-screen", "unknown-key", "yaml-syntax", "input-limit", "missing-graph",
          "name-collision", "Route", "RouteView", "Codable", "Hashable", "Foundation"]
PUNCTUATION = r"""frame_graph="#--- graph.yaml\x0a"
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
"""


def dictionary_name(word):
    """A dictionary entry's name for a word: anything but letters and digits becomes `_`."""
    return re.sub(r"[^A-Za-z0-9]", "_", word)


def dictionary_text():
    """The libFuzzer dictionary (.build-fuzz/screens.dict)."""
    lines = [f'kw_{word}="{word}: "\n' for word in KEYS]
    lines += [f'v_{dictionary_name(word)}="{word}"\n' for word in VALUES]
    return "".join(lines) + PUNCTUATION


# MARK: - Reading libFuzzer's logs


def grep(logs, pattern, with_names=None):
    """Lines of the logs [(path, text)] that match, as grep prints them: prefixed `path:` when
    there are several logs (unless with_names says otherwise)."""
    names = len(logs) > 1 if with_names is None else with_names
    return [f"{path}:{line}" if names else line
            for path, text in logs for line in text.splitlines() if re.search(pattern, line)]


def skipped_invariants(logs, cap=20):
    """Each `INVARIANT VIOLATED (skipped` line and the line after it (grep -h -A1), at most cap."""
    lines = []
    for _, text in logs:
        text_lines = text.splitlines()
        shown = set()
        for index, line in enumerate(text_lines):
            if "INVARIANT VIOLATED (skipped" in line:
                for taken in (index, index + 1):
                    if taken < len(text_lines) and taken not in shown:
                        shown.add(taken)
                        lines.append(text_lines[taken])
    return lines[:cap]


PROBLEM = (r"INVARIANT VIOLATED|==screengen-fuzz==|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY|"
           r"deadly signal|timeout|out-of-memory|^    #[0-9]+ ")


def summary(status, logs, new_crashes, seconds, fuzzer, log, skip):
    """What a fuzzing run prints after libFuzzer exits: (stdout lines, stderr lines, exit code)."""
    out = [f"== fuzz.sh: libFuzzer exited with status {status}",
           "== fuzz.sh: last status lines:",
           *[f"   {line}" for line in grep(logs, r"^#[0-9]+")[-3:]],
           "== fuzz.sh: final stats:",
           *[f"   {line}" for line in grep(logs, r"^stat::|Done [0-9]+ runs")]]
    skipped = skipped_invariants(logs)
    if skipped:
        out.append(f"== fuzz.sh: invariants that failed but are skipped (SCREENGEN_FUZZ_SKIP={skip}):")
        out += [f"   {line}" for line in skipped]
    if not new_crashes and status == 0:
        out.append(f"== fuzz.sh: no crash, hang or invariant failure in {seconds} s")
        return out, [], 0
    err = ["== fuzz.sh: FOUND A PROBLEM. libFuzzer's report:",
           *[f"   {line}" for line in grep(logs, PROBLEM)[:40]]]
    if new_crashes:
        err += ["== fuzz.sh: reproducer(s):", *[f"   {path}" for path in new_crashes],
                "== fuzz.sh: replay one with:", f"   Scripts/fuzz.sh --replay {new_crashes[0]}",
                f"   (or directly: SCREENGEN_FUZZ_CHECK_EVERY=1 {fuzzer} <file>)"]
    err.append(f"== fuzz.sh: full log: {log}")
    return out, err, 1


# MARK: - Main


def main(argv=None, env=None, caller_dir=None):
    argv = sys.argv[1:] if argv is None else argv
    env = dict(os.environ if env is None else env)
    caller_dir = caller_dir or os.getcwd()
    try:
        options = parse_args(argv)
        if options.mode == "help":
            print(__doc__.split("\nScripts/fuzz.sh is the documented")[0].rstrip())
            return 0
        fuzz = Fuzz(REPO, env, caller_dir)
        fuzz.check_setup()
        fuzz.build()
        if options.mode == "build":
            return 0
        if options.mode == "replay":
            return fuzz.replay(options.rest)
        return fuzz.fuzz(options.seconds, options.rest)
    except Failure as failure:
        tell(f"fuzz.sh: error: {failure}")
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
