#!/usr/bin/env python3
"""Compile time of the generated code, side by side with a hand-written equivalent.
See bench/README.md ("Compile time of the generated code"). Usage: bench/compile.sh
  COMPILE_BENCH_SIZES="500 1000 2000 4000"  graph sizes in screens (100 is always added:
                                           it is the reference of the incremental target)
  COMPILE_BENCH_RUNS=2                      timed builds per measurement (best is kept)
  COMPILE_BENCH_MODE=split|single           split: screengen writes a directory (one file per
                                           feature + a graph-wide file); single: one file
  COMPILE_BENCH_PROFILE=1000                size whose generated code is compiled once more
                                           with phase and function-body timers (0: none)
  COMPILE_BENCH_INCREMENTAL=1               0 skips the incremental builds
  COMPILE_BENCH_GENERATE="[directions]"     graph.generate of every graph (default: not set,
                                           so both directions and routers are generated)
  COMPILE_BENCH_HANDWRITTEN_MOVES=1         the hand-written side also writes the typed move API
                                           the generated code offers (handwritten.py --moves): the
                                           comparison the other way round
  SCREENGEN=/path  SCREENGEN_DEV=/path      use these binaries instead of building them
  COMPILE_BENCH_RUNTIME=/path               the package whose ScreenNavigation the generated
                                           code uses (default: this repository; give a copy
                                           of another commit to measure that commit's tool)
Everything is written under bench/out/compile/ (gitignored); the table also goes to
bench/out/compile/results.md. A generated or hand-written target that does not compile
stops the script (exit 1) with the compiler's errors, after the table measured so far; the
one exception: a hand-written flat switch too big for Swift's exhaustiveness check is
replaced by the nested switch (marked in the table).

bench/compile.sh is the documented entry point; it runs this file (Python 3, standard library;
bench/generate.py and bench/handwritten.py need PyYAML). What needs no compiler (the knobs, the
package manifest, the YAML edits, the file checksums, the table, the target lines and the
profile summary) is in functions tested by bench/test_compile_bench.py.
"""

import collections
import dataclasses
import glob
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "bench/compile.sh"
REF = 100  # the small graph of the incremental target
DEFAULT_SIZES = "500 1000 2000 4000"


class Stop(Exception):
    """Ends the run: `bench/compile.sh: <message>` on stderr, exit 1 (no table)."""


def note(text):
    print(text, file=sys.stderr, flush=True)


def say(text=""):
    print(text, flush=True)


# MARK: - The knobs


@dataclasses.dataclass
class Config:
    sizes: list           # as requested, in order
    runs: int
    mode: str
    profile: int
    incremental: bool
    generate: str
    handwritten_moves: bool
    runtime: str

    @property
    def all_sizes(self):
        """The sizes built: the requested ones plus the reference, ascending, each once."""
        return sorted(set(self.sizes) | {REF})

    @property
    def incremental_size(self):
        """The largest requested size ≤ 2000 (the incremental target), or None."""
        small = [n for n in self.sizes if n <= 2000]
        return max(small) if small else None


def parse_config(env, repo):
    """The knobs, from the environment; raises Stop for a bad one."""
    # A relative path is the repository's, as the script ran from there.
    runtime_dir = os.path.join(repo, env.get("COMPILE_BENCH_RUNTIME") or repo)
    if not os.path.isdir(runtime_dir):
        raise Stop(f"COMPILE_BENCH_RUNTIME: no directory {env.get('COMPILE_BENCH_RUNTIME', '')}")
    runtime = os.path.abspath(runtime_dir)
    if not os.path.isdir(os.path.join(runtime, "Sources", "ScreenNavigation")):
        raise Stop(f"no Sources/ScreenNavigation in {runtime} (COMPILE_BENCH_RUNTIME)")
    mode = env.get("COMPILE_BENCH_MODE") or "split"
    if mode not in ("split", "single"):
        raise Stop("COMPILE_BENCH_MODE must be split or single")
    runs = env.get("COMPILE_BENCH_RUNS") or "2"
    if not re.fullmatch(r"[0-9]+", runs) or int(runs) == 0:
        raise Stop("COMPILE_BENCH_RUNS must be a positive integer")
    sizes = []
    for word in (env.get("COMPILE_BENCH_SIZES") or DEFAULT_SIZES).split():
        if not re.fullmatch(r"[0-9]+", word):
            raise Stop(f"COMPILE_BENCH_SIZES: '{word}' is not a number")
        if int(word) < 2:
            raise Stop("COMPILE_BENCH_SIZES: sizes are at least 2")
        sizes.append(int(word))
    profile = env.get("COMPILE_BENCH_PROFILE") or "1000"
    if not re.fullmatch(r"[0-9]+", profile):
        raise Stop(f"COMPILE_BENCH_PROFILE: '{profile}' is not a number")
    return Config(sizes=sizes, runs=int(runs), mode=mode, profile=int(profile),
                  incremental=(env.get("COMPILE_BENCH_INCREMENTAL") or "1") != "0",
                  generate=env.get("COMPILE_BENCH_GENERATE", ""),
                  handwritten_moves=bool(env.get("COMPILE_BENCH_HANDWRITTEN_MOVES")), runtime=runtime)


def split_mode(requested, help_text, probe=None):
    """The mode used and a note when it is not the one requested. Split needs a tool that
    writes several files into a directory: probe() runs it on a 250-screen graph and returns
    (exit status, its output, the files it wrote)."""
    if requested != "split":
        return requested, ""
    if "director" not in help_text.lower():
        return "single", "split requested, but 'screengen build --help' mentions no directory output: single file (fallback)"
    status, output, files = probe()
    swift_files = [name for name in files if name.endswith(".swift")]
    if status != 0 and (status == 64 or "usage" in output.lower()):
        return "single", "split requested, but 'screengen build DIR --output OUTDIR' is a usage error: single file (fallback)"
    if status != 0:
        raise Stop("screengen failed on the 250-screen probe graph")
    if len(swift_files) <= 1:
        return "single", ("split requested, but the tool writes one file into an output directory "
                          f"({' '.join(sorted(files))}): single file (fallback)")
    return "split", ""


def set_generate(app_yaml, generate):
    """app.yaml with `generate:` set on its graph line, or None when it has no such line."""
    old = "graph: { route: Route, root: home }"
    lines = app_yaml.split("\n")
    if old not in lines:
        return None
    return "\n".join(f"graph: {{ route: Route, root: home, generate: {generate} }}" if line == old else line
                     for line in lines)


def strip_swiftui(source):
    """What `screengen-dev stubs` writes outside its `#if canImport(SwiftUI)` blocks (types such
    as Item): the SwiftUI views are replaced by the shared BenchScreenView views."""
    out, skip, depth = [], False, 0
    for line in source.splitlines(keepends=True):
        if not skip and line.startswith("#if canImport(SwiftUI)"):
            skip, depth = True, 0
        if skip and line.startswith("#if"):
            depth += 1
        if skip and line.startswith("#endif"):
            depth -= 1
            if depth == 0:
                skip = False
                continue
        if not skip:
            out.append(line)
    return "".join(out)


def repo_identity(path):
    """SwiftPM's identity of a package referenced by path: its directory's name, lower-cased."""
    return os.path.basename(os.path.normpath(path)).lower()


def manifest(sizes, runtime):
    """The benchmark package: a Prebuild target (the runtime, built first and not measured) and,
    per size, GeneratedN and HandWrittenN."""
    return "\n".join([
        "// swift-tools-version: 6.0",
        f"// Written by {NAME}: per size, the generated code and its hand-written equivalent.",
        "import PackageDescription",
        "",
        f"let sizes = [{', '.join(str(n) for n in sizes)}]",
        f'let runtime = Target.Dependency.product(name: "ScreenNavigation", package: "{repo_identity(runtime)}")',
        "",
        "let package = Package(",
        '    name: "CompileBench",',
        "    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],",
        f'    dependencies: [.package(path: "{runtime}")],',
        '    targets: [.target(name: "Prebuild", dependencies: [runtime], path: "Sources/Prebuild")]',
        "        + sizes.flatMap { n -> [Target] in [",
        '            .target(name: "Generated\\(n)", dependencies: [runtime], path: "Sources/Generated\\(n)"),',
        '            .target(name: "HandWritten\\(n)", path: "Sources/HandWritten\\(n)"),',
        "        ] },",
        "    swiftLanguageModes: [.v6]",
        ")",
    ]) + "\n"


# MARK: - Incremental edits


def middle_feature(names):
    """The feature file an incremental edit changes: the middle one of the sorted YAML files."""
    files = sorted(name for name in names if name.endswith(".yaml"))
    return files[len(files) // 2]


def edit_yaml(text, variant, run, name):
    """The feature file (text, named name) with its middle screen edited: `title` appends
    `RUN+1` to its title, `param` adds `benchExtraRUN: { type: Int, default: 0 }`. Run r+1
    differs from run r in that one screen only. Returns (new text, "feature screen")."""
    lines = text.split("\n")
    screens = [i for i, line in enumerate(lines) if line.startswith("  s") and line.endswith(":")]
    if not screens:
        raise Stop(f"edit_yaml: no screens in {name}")
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
        raise Stop(f"edit_yaml: no place for the {variant} edit in {name}")
    feature = os.path.basename(name)[:-len(".yaml")]
    return "\n".join(lines), f"{feature} {lines[start].strip().rstrip(':')}"


def checksums(directory):
    """{relative path: md5} of every Swift file under directory."""
    sums = {}
    for root, _, names in os.walk(directory):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(root, name)
                with open(path, "rb") as file:
                    sums[os.path.relpath(path, directory)] = hashlib.md5(file.read()).hexdigest()
    return sums


def changed(before, after):
    """The files whose checksum differs, or that appeared or vanished, sorted."""
    return sorted((path for path in set(before) | set(after) if before.get(path) != after.get(path)),
                  key=os.fsencode)


def only(prefix, paths):
    """The paths inside prefix/, without it."""
    return [path[len(prefix) + 1:] for path in paths if path.startswith(prefix + "/")]


def others(prefix, paths):
    """The paths outside prefix/."""
    return [path for path in paths if not path.startswith(prefix + "/")]


def word_list(paths):
    """A list as the table shows it: each path and a space."""
    return "".join(f"{path} " for path in paths)


def incremental_row(n, variant, where, best, gen_changed, files, hw_best, other_changed):
    return "%7d %-6s %-11s %8s %5d/%-5d %9s  %s" % (
        n, variant, where, seconds(best), len(gen_changed), files, seconds(hw_best) if hw_best is not None else "-",
        (word_list(gen_changed) or "none") + (f"(+ {word_list(other_changed)})" if other_changed else ""))


# MARK: - The table


def seconds(value):
    return "%.3f" % value


def load_range(loads):
    """The lowest and highest 1-minute loads seen ("0.52-1.38"), as /proc/loadavg wrote them."""
    ordered = sorted(loads, key=float)
    return f"{ordered[0]}-{ordered[-1]}"


@dataclasses.dataclass
class Size:
    """What was measured for one size; None where it was not (yet)."""
    gen_s: float = None
    gen_rss: int = 0      # KiB
    gen_noop: float = None
    hw_s: float = None
    hw_rss: int = 0
    hw_noop: float = None
    gen_lines: int = 0
    gen_files: int = 0
    hw_lines: int = 0
    switch: str = "one"


HEADER = "%7s %6s %9s %6s %5s %8s %7s %7s %8s %7s %7s %7s %6s %6s" % (
    "screens", "mode", "gen lines", "l/scr", "files", "gen s", "gen MiB", "gen nop", "hw lines", "hw s", "hw MiB",
    "hw nop", "switch", "ratio")
INCREMENTAL_HEADER = "%7s %-6s %-11s %8s %11s %9s  %s" % (
    "screens", "edit", "where", "gen s", "changed/all", "hw s", "generated files changed (+ shared views changed)")


def table_row(n, mode, size):
    return "%7d %6s %9d %6s %5d %8s %7d %7s %8d %7s %7d %7s %6s %6s" % (
        n, mode, size.gen_lines, "%.1f" % (size.gen_lines / n), size.gen_files, seconds(size.gen_s),
        size.gen_rss // 1024, seconds(size.gen_noop), size.hw_lines, seconds(size.hw_s), size.hw_rss // 1024,
        seconds(size.hw_noop), size.switch, "%.2f" % (size.gen_s / size.hw_s))


def failed_row(n, mode, lines, files):
    """The row of the size whose build failed: what was generated, and that it does not compile."""
    return "%7d %6s %9d %6s %5d  %s" % (n, mode, lines, "%.1f" % (lines / n), files, "does not compile: see below")


def ratio(a, b):
    """a / b as the table prints it (two decimals), and that value."""
    text = "%.2f" % (a / b)
    return text, float(text)


def verdict(value, limit):
    return "PASS" if value <= limit else "FAIL"


def target_lines(sizes, incremental_size, incremental):
    """The target lines: (a) overhead at 1000, (b) growth 1000 → 4000, (c) incremental. sizes
    maps a size to its Size, incremental maps (size, variant) to seconds."""
    def full(n, field):
        size = sizes.get(n)
        return getattr(size, field) if size else None

    lines = []
    g1000, h1000, g4000 = full(1000, "gen_s"), full(1000, "hw_s"), full(4000, "gen_s")
    if g1000 is not None and h1000 is not None:
        text, value = ratio(g1000, h1000)
        lines.append(f"{verdict(value, 1.5)}: (a) at 1000 screens generated {seconds(g1000)} s is {text}x "
                     f"hand-written {seconds(h1000)} s (target <= 1.5x)")
    else:
        lines.append("SKIP: (a) generated vs hand-written needs size 1000 in COMPILE_BENCH_SIZES")
    if g1000 is not None and g4000 is not None:
        text, value = ratio(g4000, g1000)
        lines.append(f"{verdict(value, 4.5)}: (b) generated 4000/1000 = {seconds(g4000)} s / {seconds(g1000)} s = "
                     f"{text} (linear is 4; target <= 4.5)")
    else:
        lines.append("SKIP: (b) growth needs sizes 1000 and 4000 in COMPILE_BENCH_SIZES")
    n = incremental_size
    if n is not None and (n, "title") in incremental and (n, "param") in incremental:
        reference = full(REF, "gen_s")
        for variant in ("title", "param"):
            text, value = ratio(incremental[(n, variant)], reference)
            lines.append(f"{verdict(value, 2)}: (c) incremental {n}, one feature edited ({variant}): "
                         f"{seconds(incremental[(n, variant)])} s = {text}x full build of Generated{REF} "
                         f"{seconds(reference)} s (target <= 2x)")
    else:
        lines.append("SKIP: (c) incremental target needs a size <= 2000 in COMPILE_BENCH_SIZES and "
                     "COMPILE_BENCH_INCREMENTAL=1")
    return lines


@dataclasses.dataclass
class Report:
    runs: int
    tool: str
    tool_version: str
    mode: str
    mode_note: str
    generate: str
    handwritten_moves: bool
    runtime: str
    load_before: str
    load_after: str
    loads: list
    cores: int
    rows: list
    incremental_rows: list
    profile: int
    profile_path: str
    profile_lines: list
    targets: list
    failure: str

    def lines(self):
        lines = [
            "Compile time of the generated code vs hand-written (swift build --target, debug, Swift 6 mode,",
            f"-warnings-as-errors; best of {self.runs} wall seconds; peak RSS of the largest process)",
            f"tool: {self.tool} ({self.tool_version})",
            f"mode: {self.mode}" + (f" -- {self.mode_note}" if self.mode_note else ""),
        ]
        if self.generate:
            lines.append(f"graph.generate: {self.generate} (the generated side has only these per-transition APIs)")
        if self.handwritten_moves:
            lines.append("hand-written side: with the same typed move API (handwritten.py --moves)")
        lines += [
            f"runtime: ScreenNavigation of {self.runtime}",
            f"load average before: {self.load_before}; after: {self.load_after}; 1-min load seen at each size: "
            f"{load_range(self.loads)} ({self.cores} cores)",
            "",
            HEADER,
            *self.rows,
            "",
            "nop = a no-op swift build --target of the same target (SwiftPM overhead, included in the s columns);",
            "switch = the hand-written route-to-view switch: one flat switch, or nested (per feature) where the flat",
            "one is too big for Swift's exhaustiveness check",
        ]
        if self.incremental_rows:
            lines += ["", f"Incremental: one screen of the middle feature edited, regenerated, swift build --target "
                          f"(best of {self.runs})", INCREMENTAL_HEADER, *self.incremental_rows]
        if self.profile_lines:
            lines += ["", f"Where the compile of Generated{self.profile} goes (one swiftc -c -wmo -Onone -g; "
                          f"{self.profile_path})", *self.profile_lines]
        lines += ["", *self.targets]
        if self.failure:
            lines += ["", f"INCOMPLETE: {self.failure}"]
        return lines


def error_summary(log_text):
    """A failed build's error lines: without source excerpts, each once, at most 40."""
    seen, lines = set(), []
    for line in log_text.splitlines():
        if "error:" in line and not re.match(r"^\s*[|`]", line) and line not in seen:
            seen.add(line)
            lines.append(line)
    return lines[:40]


def first_error(log_text, package):
    """The first error of a failed build, its path relative to the package, or None."""
    for line in log_text.splitlines():
        if re.search(r"error:", line) and not re.match(r"^\s*[|`]", line) and "command failed with exit code" not in line:
            return line[len(package) + 1:] if line.startswith(package + "/") else line
    return None


# MARK: - Where the compile time goes


PHASES = [("type checking", "Type checking and Semantic analysis"), ("SILGen", "SILGen"),
          ("SIL optimization", "SIL optimization"), ("IRGen", "IRGen"), ("imports", "Import resolution")]


def profile_summary(profile_text, generated_dir, stats, read_lines):
    """The summary of a profiled compile: frontend phases (stats: the -stats-output-dir JSON
    merged), type-checker time by `// MARK: -` section and by declaring type, the 10 slowest
    entries. read_lines(path) returns a generated file's lines (for its MARKs)."""
    out = []
    gen = os.path.realpath(generated_dir)
    total = next((v for k, v in stats.items() if k.startswith("time.swift-frontend.") and k.endswith(".wall")), None)
    if total:
        parts = [(label, stats.get("time.swift.%s.wall" % key, 0.0)) for label, key in PHASES]
        rest = total - sum(v for _, v in parts)
        out.append("frontend %.1f s: %s, LLVM codegen and the rest %.1f s (%d%%); IR: %d functions, %d instructions"
                   % (total, ", ".join("%s %.1f s" % p for p in parts), rest, 100 * rest / total,
                      stats.get("IRModule.NumIRFunctions", 0), stats.get("IRModule.NumIRInsts", 0)))
    marks = {}

    def section(path, line):
        if not os.path.realpath(path).startswith(gen + os.sep):
            return "support: " + os.path.basename(path)
        if path not in marks:
            marks[path] = [(i, text[11:].strip()) for i, text in enumerate(read_lines(path), 1)
                           if text.startswith("// MARK: - ")]
        name = "(before any MARK)"
        for i, text in marks[path]:
            if i <= line:
                name = text
        return name

    rows, sums, counts = [], collections.defaultdict(float), collections.Counter()
    for text in profile_text.splitlines():
        match = re.match(r"\s*([0-9.]+)ms\t(.+?):(\d+):(\d+)(?:\t(.*))?$", text)
        if not match:
            continue
        ms, path, line, what = float(match[1]), match[2], int(match[3]), match[5]
        kind = "body" if what else "expr"
        where = section(path, line)
        sums[(kind, where)] += ms
        counts[(kind, where)] += 1
        what = re.sub(r"@/\S+", "", what or "(expression)").replace("Generated", "G").replace(".(file).", ".")
        rows.append((ms, kind, "%s:%d" % (os.path.basename(path), line), what.strip()))
    out.append("type-checker ms by section (function bodies and expressions):")
    for (kind, where), ms in sorted(sums.items(), key=lambda kv: -kv[1])[:6]:
        out.append("  %9.1f ms  %-4s x%-6d %s" % (ms, kind, counts[(kind, where)], where))
    # By declaring type, feature and screen prefixes removed (F0001S023Directions -> Directions).
    by_type, type_counts = collections.defaultdict(float), collections.Counter()
    for ms, kind, where, what in rows:
        match = re.match(r"[a-z ]+? G\d+\.([A-Za-z0-9_]+)( extension)?\.", what)
        if match:
            name = (re.sub(r"^(F\d+)?(S\d+)?", "", match[1]) or match[1]) + (match[2] or "")
        else:
            name = "(expressions)" if kind == "expr" else "(top level)"
        by_type[name] += ms
        type_counts[name] += 1
    out.append("type-checker ms by declaring type:")
    for name, ms in sorted(by_type.items(), key=lambda kv: -kv[1])[:6]:
        out.append("  %9.1f ms  x%-6d %s" % (ms, type_counts[name], name))
    out.append("slowest 10:")
    for ms, kind, where, what in sorted(rows, key=lambda r: -r[0])[:10]:
        out.append("  %8.2f ms  %-4s %-30s %s" % (ms, kind, where, what[:80]))
    return out


# MARK: - Running


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()
    except FileNotFoundError:
        return ""


def write_text(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def lines_of(directory):
    """Lines of every Swift file under directory (cat | wc -l)."""
    total = 0
    for root, _, names in os.walk(directory):
        for name in names:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), "rb") as file:
                    total += file.read().count(b"\n")
    return total


def files_of(directory):
    return sum(1 for _, _, names in os.walk(directory) for name in names if name.endswith(".swift"))


def one_minute_load():
    return read_text("/proc/loadavg").split(" ")[0] or "%.2f" % os.getloadavg()[0]


def load_average():
    """The load averages as uptime prints them: "0.32, 0.81, 1.31"."""
    return ", ".join("%.2f" % value for value in os.getloadavg())


def online_cores():
    try:
        return os.sysconf("SC_NPROCESSORS_ONLN")
    except (ValueError, OSError):
        return os.cpu_count() or 1


def shell_status(returncode):
    return 128 - returncode if returncode < 0 else returncode


def timed(command, log):
    """Runs command with its output into the file log; returns (status, wall seconds, peak
    RSS in KiB of the largest process of the tree, as GNU time's %M)."""
    with open(log, "w") as out:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    return shell_status(process.returncode), wall, usage.ru_maxrss


class Finish(Exception):
    """Ends the run after the table: exit code."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


class Bench:
    def __init__(self, config, env, repo=REPO):
        self.config, self.env, self.repo = config, env, repo
        self.work = os.path.join(repo, "bench", "out", "compile")
        self.pkg = os.path.join(self.work, "package")
        self.scratch = os.path.join(self.work, "scratch")
        self.logs = os.path.join(self.work, "logs")
        self.sizes = {}              # n -> Size, filled in as measured
        self.incremental = {}        # (n, variant) -> seconds
        self.incremental_rows = []
        self.profile_lines = []
        self.failure = ""
        self.measuring = None
        self.hw_switch = {}
        self.loads = [one_minute_load()]
        self.load_start = load_average()
        self.bin = ""

    def log(self, name):
        return os.path.join(self.logs, name)

    def graph(self, n):
        return os.path.join(self.work, "graphs", f"g{n}")

    def sources(self, target):
        return os.path.join(self.pkg, "Sources", target)

    # --- the tools, in release -------------------------------------------------------------

    def tools(self):
        screengen, dev = self.env.get("SCREENGEN", ""), self.env.get("SCREENGEN_DEV", "")
        if not screengen or not dev:
            scratch = os.path.join(self.repo, ".build-bench-tool")
            for product in ("screengen", "screengen-dev"):
                note(f"building {product} (release, {scratch})...")
                log = self.log("tool-build.log")
                with open(log, "w") as out:
                    status = subprocess.run(["swift", "build", "-c", "release", "--product", product,
                                             "--scratch-path", scratch], stdout=out, stderr=subprocess.STDOUT,
                                            cwd=self.repo).returncode
                if status != 0:
                    for line in read_text(log).splitlines()[-20:]:
                        note(line)
                    raise Stop(f"{product} does not build (yet): nothing to benchmark; pass SCREENGEN=/path "
                               f"SCREENGEN_DEV=/path. Log: {log}")
            bin_path = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--show-bin-path"],
                                      stdout=subprocess.PIPE, text=True, cwd=self.repo).stdout.strip()
            screengen = screengen or os.path.join(bin_path, "screengen")
            dev = dev or os.path.join(bin_path, "screengen-dev")
        for path, what in ((screengen, "screengen"), (dev, "screengen-dev")):
            if not (os.path.isfile(path) and os.access(path, os.X_OK)):
                raise Stop(f"no {what} binary at {path}")
        self.tool, self.dev = screengen, dev

    # --- the graphs and the sources of both sides ------------------------------------------

    def python(self, *args):
        status = subprocess.run([sys.executable, *args], cwd=self.repo).returncode
        if status != 0:
            raise Stop(f"python3 {' '.join(args)} failed (exit {status})")

    def generate_code(self, n):
        """(Re)writes the generated code of graph n; returns screengen's exit status."""
        out = os.path.join(self.sources(f"Generated{n}"), "Generated")
        os.makedirs(out, exist_ok=True)
        target = out if self.mode == "split" else os.path.join(out, "Screens.generated.swift")
        with open(self.log(f"screengen-{n}.txt"), "w") as log:
            return subprocess.run([self.tool, "build", self.graph(n), "--output", target], stdout=log,
                                  stderr=subprocess.STDOUT).returncode

    def views(self, n):
        """(Re)writes the views of graph n for both sides, touching only changed files."""
        hand = self.sources(f"HandWritten{n}")
        self.python("bench/handwritten.py", self.graph(n), os.path.join(hand, "Routes"),
                    "--views", os.path.join(hand, "Views"),
                    *(["--nested-switch"] if self.hw_switch.get(n) else []),
                    *(["--moves"] if self.config.handwritten_moves else []))
        scratch_routes = os.path.join(self.work, "tmp-routes")
        self.python("bench/handwritten.py", self.graph(n), scratch_routes,
                    "--views", os.path.join(self.sources(f"Generated{n}"), "Views"))
        shutil.rmtree(scratch_routes, ignore_errors=True)

    def choose_mode(self):
        help_text = subprocess.run([self.tool, "build", "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, errors="replace").stdout

        def probe():
            directory = os.path.join(self.work, "probe")
            shutil.rmtree(directory, ignore_errors=True)
            os.makedirs(os.path.join(directory, "out"))
            self.python("bench/generate.py", "250", os.path.join(directory, "graph"))
            log = self.log("probe.txt")
            with open(log, "w") as out:
                status = subprocess.run([self.tool, "build", os.path.join(directory, "graph"), "--output",
                                         os.path.join(directory, "out")], stdout=out, stderr=subprocess.STDOUT).returncode
            output = read_text(log)
            if status != 0 and not (status == 64 or "usage" in output.lower()):
                sys.stderr.write(output)
            return status, output, os.listdir(os.path.join(directory, "out"))

        self.mode, self.mode_note = split_mode(self.config.mode, help_text, probe)
        if self.mode_note:
            note(f"note: {self.mode_note}")

    def prepare(self):
        shutil.rmtree(os.path.join(self.pkg, "Sources"), ignore_errors=True)
        os.makedirs(os.path.join(self.pkg, "Sources", "Prebuild"))
        os.makedirs(os.path.join(self.work, "graphs"), exist_ok=True)
        self.choose_mode()
        note(f"mode: {self.mode}; sizes: {' '.join(map(str, self.config.all_sizes))}; "
             f"{self.config.runs} timed build(s) per measurement")
        for n in self.config.all_sizes:
            note(f"size {n}: graph, generated code, hand-written code, views...")
            self.python("bench/generate.py", str(n), self.graph(n))
            if self.config.generate:
                # `graph.generate`: which per-transition APIs the generated side has (all by default).
                app = os.path.join(self.graph(n), "app.yaml")
                text = set_generate(read_text(app), self.config.generate)
                if text is None:
                    raise Stop(f"could not set generate in {app}")
                write_text(app, text)
            status = self.generate_code(n)
            if status != 0:
                sys.stderr.write(read_text(self.log(f"screengen-{n}.txt")))
                raise Stop(f"screengen build failed on graph {n} (exit {status})")
            stubs = os.path.join(self.work, f"stubs-{n}.swift")
            with open(self.log(f"stubs-{n}.txt"), "w") as log:
                status = subprocess.run([self.dev, "stubs", self.graph(n), "--output", stubs], stdout=log,
                                        stderr=subprocess.STDOUT).returncode
            if status != 0:
                sys.stderr.write(read_text(self.log(f"stubs-{n}.txt")))
                raise Stop(f"screengen-dev stubs failed on graph {n}")
            app_types = strip_swiftui(read_text(stubs))
            write_text(os.path.join(self.work, f"apptypes-{n}.swift"), app_types)
            os.makedirs(self.sources(f"HandWritten{n}"), exist_ok=True)
            write_text(os.path.join(self.sources(f"Generated{n}"), "AppTypes.swift"), app_types)
            write_text(os.path.join(self.sources(f"HandWritten{n}"), "AppTypes.swift"), app_types)
            self.views(n)
        write_text(os.path.join(self.pkg, "Sources", "Prebuild", "Prebuild.swift"), "import ScreenNavigation\n")
        write_text(os.path.join(self.pkg, "Package.swift"), manifest(self.config.all_sizes, self.config.runtime))

    # --- building and measuring ------------------------------------------------------------

    def swift_build(self):
        return ["swift", "build", "--package-path", self.pkg, "--scratch-path", self.scratch, "--disable-index-store",
                "-Xswiftc", "-warnings-as-errors"]

    def build(self, target, log, soft=False):
        """One `swift build --target`, retried once if SwiftPM dies of a signal (seen with
        SwiftPM 6.3). Returns (wall s, RSS KiB), or None for a failure when soft; otherwise a
        failure ends the run with the table."""
        for attempt in (1, 2):
            status, wall, rss = timed([*self.swift_build(), "--target", target], log)
            if status == 0:
                return wall, rss
            if status >= 128 and attempt == 1:
                note(f"  swift build --target {target} died from signal {status - 128}; retrying once")
                continue
            if soft:
                return None
            self.build_failed(target, log, status)

    def build_failed(self, target, log, status):
        """Shows the compiler's errors, then ends the run (exit 1) with the table so far."""
        text = read_text(log)
        note(f"---- swift build --target {target} failed (exit {status}); its errors:")
        for line in error_summary(text) if "error:" in text else text.splitlines()[-30:]:
            note(line)
        note(f"---- full log: {log}")
        first = first_error(text, self.pkg)
        self.failure = (f"{target} does not compile (the benchmark must compile what it measures): "
                        f"{first or f'exit {status}, see {log}'}")
        raise Finish(1)

    def runtime_stamp(self):
        try:
            info = os.stat(os.path.join(self.bin, "Modules", "ScreenNavigation.swiftmodule"))
        except FileNotFoundError:
            return "none"
        return f"{int(info.st_mtime)}.{info.st_size}"

    def measure_full(self, target, soft=False):
        """Best of RUNS clean builds, largest peak RSS; then best of RUNS no-op builds. Returns
        (full s, RSS KiB, no-op s), or None when a soft build failed."""
        full, full_rss = None, 0
        for run in range(1, self.config.runs + 1):
            clean(self.bin, target)
            stamp = self.runtime_stamp()
            log = self.log(f"build-{target}.txt")
            built = self.build(target, log, soft)
            if built is None:
                return None
            wall, rss = built
            if f"Compiling {target} " not in read_text(log):
                raise Stop(f"the clean build of {target} compiled nothing (see {log}): clean() missed an output")
            if stamp != self.runtime_stamp():
                note("  warning: ScreenNavigation was rebuilt during this build (its sources changed?): the time includes it")
            note(f"  {target} full build {run}: {seconds(wall)} s, {rss // 1024} MiB")
            full = wall if full is None or wall < full else full
            full_rss = max(full_rss, rss)
        noop = None
        for _ in range(self.config.runs):
            wall, _ = self.build(target, self.log(f"noop-{target}.txt"))
            noop = wall if noop is None or wall < noop else noop
        note(f"  {target} no-op build: {seconds(noop)} s")
        return full, full_rss, noop

    def measure(self):
        note("building ScreenNavigation (not measured)...")
        self.build("Prebuild", self.log("prebuild.txt"))
        self.bin = subprocess.run([*self.swift_build(), "--show-bin-path"], stdout=subprocess.PIPE,
                                  text=True).stdout.strip()
        if not os.path.isfile(os.path.join(self.bin, "Modules", "ScreenNavigation.swiftmodule")):
            raise Stop(f"no ScreenNavigation.swiftmodule in {self.bin}/Modules after the prebuild")
        for n in self.config.all_sizes:
            self.measuring = n
            self.loads.append(one_minute_load())
            note(f"size {n}: (load {self.loads[-1]})")
            size = Size()
            size.gen_s, size.gen_rss, size.gen_noop = self.measure_full(f"Generated{n}")
            hand = self.measure_full(f"HandWritten{n}", soft=True)
            if hand is None:
                log = self.log(f"build-HandWritten{n}.txt")
                if "unable to check that this switch is exhaustive" not in read_text(log):
                    self.build_failed(f"HandWritten{n}", log, 1)
                note(f"  HandWritten{n}: the one flat switch is too big for Swift's exhaustiveness check; measuring")
                note("  the two-level switch (features, then one switch per feature) instead")
                self.hw_switch[n] = "nested"
                size.switch = "nested"
                self.views(n)
                hand = self.measure_full(f"HandWritten{n}")
            size.hw_s, size.hw_rss, size.hw_noop = hand
            generated = os.path.join(self.sources(f"Generated{n}"), "Generated")
            size.gen_lines, size.gen_files = lines_of(generated), files_of(generated)
            size.hw_lines = lines_of(os.path.join(self.sources(f"HandWritten{n}"), "Routes"))
            self.sizes[n] = size
        self.measuring = None

    # --- incremental builds ----------------------------------------------------------------

    def incremental_builds(self):
        inc = self.config.incremental_size
        if not self.config.incremental or inc is None:
            return
        for n in sorted({inc, REF}):
            features = os.path.join(self.graph(n), "features")
            fname = os.path.join(features, middle_feature(os.listdir(features)))
            original = read_text(fname)
            write_text(os.path.join(self.work, "incremental-original.yaml"), original)
            # Both targets are built and up to date with the original YAML here.
            self.loads.append(one_minute_load())
            for variant in ("title", "param"):
                best = hw_best = None
                gen_changed, other_changed = [], []
                for run in range(1, self.config.runs + 1):
                    before = checksums(self.sources(f"Generated{n}"))
                    hw_before = checksums(self.sources(f"HandWritten{n}"))
                    text, where = edit_yaml(original, variant, run, fname)
                    write_text(fname, text)
                    status = self.generate_code(n)
                    if status != 0:
                        sys.stderr.write(read_text(self.log(f"screengen-{n}.txt")))
                        raise Stop(f"screengen failed on the edited graph {n} ({variant})")
                    self.views(n)
                    all_changed = changed(before, checksums(self.sources(f"Generated{n}")))
                    hw_changed = changed(hw_before, checksums(self.sources(f"HandWritten{n}")))
                    wall, _ = self.build(f"Generated{n}", self.log(f"inc-Generated{n}-{variant}.txt"))
                    note(f"  incremental {n} ({variant} edit of {where}, run {run}): Generated{n} {seconds(wall)} s; "
                         f"changed: {word_list(all_changed) or 'none'}")
                    if best is None or wall < best:
                        best = wall
                        gen_changed, other_changed = only("Generated", all_changed), others("Generated", all_changed)
                    if hw_changed:
                        wall, _ = self.build(f"HandWritten{n}", self.log(f"inc-HandWritten{n}-{variant}.txt"))
                        note(f"  incremental {n} ({variant}, run {run}): HandWritten{n} {seconds(wall)} s; "
                             f"changed: {word_list(hw_changed)}")
                        hw_best = wall if hw_best is None or wall < hw_best else hw_best
                self.incremental[(n, variant)] = best
                self.incremental_rows.append(incremental_row(n, variant, where, best, gen_changed,
                                                             self.sizes[n].gen_files, hw_best, other_changed))
            # Back to the original graph, regenerated and built (not timed).
            write_text(fname, original)
            self.generate_code(n)
            self.views(n)
            self.build(f"Generated{n}", self.log("inc-back.txt"))
            self.build(f"HandWritten{n}", self.log("inc-back.txt"))

    # --- where the compile time goes (one extra compile, not timed) ------------------------

    def profile(self):
        """The profiled size's Generated target compiled once more by one swiftc -wmo -Onone -g
        frontend with function-body and expression timers and -stats-output-dir (frontend phase
        timers). LLVM's code generation has no timer of its own: it is the total minus the phases."""
        n = self.config.profile
        if n == 0 or n not in self.sizes:
            return
        note(f"profiling a compile of Generated{n} (swiftc -wmo -Onone -g, function-body timers, frontend stats)...")
        sources = sorted((os.path.join(root, name) for root, _, names in os.walk(self.sources(f"Generated{n}"))
                          for name in names if name.endswith(".swift")), key=os.fsencode)
        profile = os.path.join(self.work, f"profile-{n}.txt")
        stats_dir = os.path.join(self.work, "profile-stats")
        shutil.rmtree(stats_dir, ignore_errors=True)
        os.makedirs(stats_dir)
        with open(profile, "w") as out:
            status = subprocess.run(
                ["swiftc", "-c", "-wmo", "-Onone", "-g", "-parse-as-library", "-swift-version", "6",
                 "-module-name", f"Generated{n}", "-I", os.path.join(self.bin, "Modules"),
                 "-Xfrontend", "-debug-time-function-bodies", "-Xfrontend", "-debug-time-expression-type-checking",
                 "-Xfrontend", "-stats-output-dir", "-Xfrontend", stats_dir,
                 "-o", os.path.join(stats_dir, f"Generated{n}.o"), *sources],
                stdout=out, stderr=subprocess.STDOUT).returncode
        if status != 0:
            for line in read_text(profile).splitlines()[-20:]:
                note(line)
            raise Stop(f"the profiling compile of Generated{n} failed")
        stats = {}
        for path in glob.glob(os.path.join(stats_dir, "*.json")):
            with open(path) as file:
                stats.update(json.load(file))
        self.profile_lines = profile_summary(read_text(profile), os.path.join(self.sources(f"Generated{n}"), "Generated"),
                                             stats, lambda path: read_text(path).splitlines())
        write_text(os.path.join(self.work, f"profile-{n}-summary.txt"), "".join(f"{line}\n" for line in self.profile_lines))

    # --- the table -------------------------------------------------------------------------

    def finish(self, code):
        """Prints the table of what was measured (all of it, or up to a failure), writes
        results.md, returns code."""
        load_end = load_average()
        self.loads.append(one_minute_load())
        rows = []
        for n in self.config.all_sizes:
            if n in self.sizes:
                rows.append(table_row(n, self.mode, self.sizes[n]))
            elif self.failure and self.measuring == n:
                generated = os.path.join(self.sources(f"Generated{n}"), "Generated")
                rows.append(failed_row(n, self.mode, lines_of(generated), files_of(generated)))
        version = subprocess.run([self.tool, "--version"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        report = Report(
            runs=self.config.runs, tool=self.tool,
            tool_version=version.stdout.strip() if version.returncode == 0 else "?",
            mode=self.mode, mode_note=self.mode_note, generate=self.config.generate,
            handwritten_moves=self.config.handwritten_moves, runtime=self.config.runtime,
            load_before=self.load_start, load_after=load_end, loads=self.loads, cores=online_cores(),
            rows=rows, incremental_rows=self.incremental_rows, profile=self.config.profile,
            profile_path=os.path.relpath(os.path.join(self.work, f"profile-{self.config.profile}.txt"), self.repo),
            profile_lines=self.profile_lines,
            targets=target_lines(self.sizes, self.config.incremental_size, self.incremental),
            failure=self.failure).lines()
        say()
        for line in report:
            say(line)
        write_text(os.path.join(self.work, "results.md"),
                   "# Compile benchmark results\n\n"
                   f"Written by {NAME} on {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}.\n\n"
                   "```\n" + "".join(f"{line}\n" for line in report) + "```\n")
        say()
        say(f"(also written to {os.path.relpath(os.path.join(self.work, 'results.md'), self.repo)})")
        return code

    def run(self):
        os.environ["LC_ALL"] = "C"  # for every tool run from here, as the bash script had it
        os.makedirs(self.logs, exist_ok=True)
        self.tools()
        self.prepare()
        try:
            self.measure()
            self.incremental_builds()
            self.profile()
        except Finish as finish:
            return self.finish(finish.code)
        return self.finish(0)


def clean(bin_path, target):
    """Removes that target's compiler outputs only (objects, dependency files, incremental
    state, its module in Modules/), so the next build compiles it whole. SwiftPM's plan files
    in <Target>.build (output-file-map.json, sources) stay: it does not rewrite them."""
    build_dir = os.path.join(bin_path, f"{target}.build")
    if os.path.isdir(build_dir):
        for name in os.listdir(build_dir):
            path = os.path.join(build_dir, name)
            if os.path.isfile(path) and not os.path.islink(path) and name.endswith(CLEANED):
                os.remove(path)
    for directory in (bin_path, os.path.join(bin_path, "Modules")):
        if not os.path.isdir(directory):
            continue
        for name in os.listdir(directory):
            if name.startswith(f"{target}.") and name != f"{target}.build":
                path = os.path.join(directory, name)
                if os.path.isdir(path) and not os.path.islink(path):
                    shutil.rmtree(path)
                else:
                    os.remove(path)


CLEANED = (".o", ".swiftdeps", ".d", ".dia", ".priors", ".swiftmodule", ".swiftdoc", ".swiftsourceinfo", ".abi.json")


def main(env=None):
    env = dict(os.environ if env is None else env)
    try:
        config = parse_config(env, REPO)
        if importlib.util.find_spec("yaml") is None:
            raise Stop("PyYAML is missing (pip install pyyaml, or apt-get install python3-yaml)")
        return Bench(config, env).run()
    except Stop as stop:
        note(f"{NAME}: {stop}")
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help"):
        print(__doc__.split("\nbench/compile.sh is the documented")[0].rstrip())
        sys.exit(0)
    sys.exit(main())
