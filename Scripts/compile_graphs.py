#!/usr/bin/env python3
"""COMPILE CHECK for generated code: every graph the tool accepts must generate Swift that
compiles in Swift 6 language mode with warnings as errors. This script proves it for seeded
random graphs (screengen-dev random-graph) and for any graph directories given.

Usage: Scripts/compile-graphs.sh [--random COUNT] [--seed BASE] [--batch SIZE] [--jobs N]
                                 [--with-paths DIR]… [DIR …]

  --random COUNT  generate COUNT random graphs, seeds BASE, BASE+1, … (default 0)
  --seed BASE     the first seed (default: $SEED, else the current time in seconds); always
                  printed, so a failure can be replayed with `--random 1 --seed <its seed>`
  --batch SIZE    graphs per package build (default 200)
  --jobs N        parallel compiler jobs (default: the number of cores)
  DIR …           graph directories (or single YAML files) to check as well; one the tool
                  rejects is listed as SKIP (it has no generated code), not counted
  --with-paths DIR  a graph directory whose paths stage 4 follows, from a copy whose
                  `graph.generate` lists `paths` (added when missing): how CI replays the
                  examples, which do not all generate them. Stages 1 and 4 only: an example's
                  SwiftUI views are its own, which the stubs cannot stand in for

Environment: SCREENGEN / SCREENGEN_DEV pick the tools (otherwise they are built with
`swift build` into $TOOLS_SCRATCH, default .build; NO_BUILD=1 skips that build);
SWIFTC picks the compiler of stages 1-3; COMPILE_GRAPHS_DIR is the work directory (default
.build-compile-graphs, gitignored: its SwiftPM scratch path is reused between runs).

For each graph:
  0. `screengen build` generates the code. A random graph the tool REJECTS is a generator bug
     (or a tool bug, if the graph is valid): reported with its seed and diagnostics, and failed.
     `screengen-dev stubs` writes what the generated code expects the app to provide. A
     generated line over 120 columns fails the graph too (it is still compiled).
  1. Stage 1, a real build: a package with ONE target per graph (generated files + stubs),
     depending on this repository's ScreenNavigation by path, built in ONE
     `swift build -Xswiftc -warnings-as-errors` (Swift 6 language mode) per batch. SwiftPM stops
     at its first failing target, so when that build fails each graph of the batch is compiled
     on its own (swiftc -wmo -c, same flags, against the modules the build made) to name every
     graph that fails and its errors.
  2. Stage 2, a type check of the `#if canImport(SwiftUI)` code (the generated `<Route>View`
     switch and the view inits) against the SwiftUI stand-in, the way
     Scripts/check-swiftui-signatures.sh does: the stand-in and ScreenNavigation (with its
     SwiftUI adapter) are built once, then each graph's files are type-checked with a file
     hosting its view in NavigationHost and NavigationTabs.
  3. Stage 3, for a graph split into modules (`graph.module`, `graph.modules`): each part
     (`screengen build --part routes|<module>|app`) compiled as its own module, in dependency
     order, against the same stand-in (the stubs go with the routes, which are public): a
     module's moves must compile importing the routes alone, the app's views importing all.
  4. Stage 4, for a graph that generates `paths` (#23), after its stage-1 batch: every path
     `pathsToEveryScreen()` gives is followed on a fresh state with the stubs' sample values
     (`<Route>StubSamples`) and must end on its screen, and be as short as a breadth-first
     search written apart from the runtime says (Scripts/PathReplay.swift; see
     Scripts/compile_graphs_replay.py). A screen neither a path nor the search reaches must be
     one the tool warned about (unreachable-screen, a warning: the graph is accepted). A graph
     whose stubs cannot sample a param type is noted as not replayed (a random one fails; so
     does any under CI=true).
A graph passes when it is accepted and every stage passes. The last line is `N passed, M failed`.
Exit status: 0 when every graph passed, 1 when one failed, 2 for a usage or setup error.

Scripts/compile-graphs.sh is the documented entry point; it runs this file. The logic that needs
no compiler (arguments, the plan of graphs, imports, manifests, compiler output, the report) is
in pure functions tested by Scripts/test_compile_graphs.py.
"""

import concurrent.futures
import dataclasses
import fcntl
import glob
import os
import re
import shutil
import subprocess
import sys
import time

import compile_graphs_replay as replay

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENTRY = "Scripts/compile-graphs.sh"
PREFIX = "compile-graphs: "
SYSTEM_MODULES = ("Foundation", "ScreenNavigation", "SwiftUI", "Swift", "Dispatch", "Observation", "_Concurrency")
REJECTED = "rejected by the tool"
STUBS_FAILED = "stubs could not be written"
STAGE1 = "stage 1 (build, warnings as errors)"
STAGE2 = "stage 2 (SwiftUI type check)"
STAGE3 = "stage 3 (the graph's modules, part by part)"
WIDE = "generated lines over 120 columns"
LINE_LIMIT = 120


class UsageError(Exception):
    """A bad command line or environment: printed with the prefix, exit 2."""


class SetupError(Exception):
    """The harness cannot run (a tool or the runtime does not build): exit 2."""


# MARK: - Arguments


@dataclasses.dataclass
class Options:
    count: int = 0
    seed: int = 0
    batch: int = 200
    jobs: int = 2
    dirs: list = dataclasses.field(default_factory=list)
    with_paths: list = dataclasses.field(default_factory=list)
    help: bool = False


def _number(text):
    if not re.fullmatch(r"[0-9]+", text or ""):
        raise UsageError("--random, --batch and --jobs take numbers")
    return int(text)


def parse_args(argv, env, cores, now):
    """The command line, as the bash script read it. `env` supplies SEED, `now` the default seed
    (seconds since the epoch). Raises UsageError for what the script refused with exit 2."""
    options = Options(jobs=cores)
    raw = {"--random": "0", "--batch": "200", "--jobs": str(cores)}
    seed = ""
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--random", "--seed", "--batch", "--jobs", "--with-paths"):
            if not args:
                raise UsageError(f"{arg} needs a value (see --help)")
            value = args.pop(0)
            if arg == "--seed":
                seed = value
            elif arg == "--with-paths":
                options.with_paths.append(value)
            else:
                raw[arg] = value
        elif arg in ("-h", "--help"):
            options.help = True
            return options
        elif arg == "--":
            options.dirs.extend(args)
            break
        elif arg.startswith("-"):
            raise UsageError(f"unknown option '{arg}' (see --help)")
        else:
            options.dirs.append(arg)
    options.count = _number(raw["--random"])
    options.batch = _number(raw["--batch"])
    options.jobs = _number(raw["--jobs"])
    if options.batch < 1 or options.jobs < 1:
        raise UsageError("--batch and --jobs must be at least 1")
    seed = seed or env.get("SEED", "") or str(int(now))
    if not re.fullmatch(r"[0-9]+", seed):
        raise UsageError("the seed must be a non-negative integer")
    options.seed = int(seed)
    if options.count == 0 and not options.dirs and not options.with_paths:
        raise UsageError("nothing to do: give --random COUNT and/or graph directories (see --help)")
    return options


def summary_line(options):
    """The first line: how many graphs, which seeds."""
    seeds = f" (seeds {options.seed}…{options.seed + options.count - 1})" if options.count > 0 else ""
    with_paths = f", {len(options.with_paths)} with paths added" if options.with_paths else ""
    return (f"{PREFIX}{options.count} random graph(s) from seed {options.seed}{seeds}, "
            f"{len(options.dirs)} directory graph(s){with_paths}")


# MARK: - The plan


@dataclasses.dataclass
class Graph:
    id: str          # G0001 …, the target's name
    label: str       # "seed 123" or "dir path"
    replay: str      # how to rerun it alone
    dir: str         # the graph directory (or YAML file)
    seed: int = None  # for a random graph
    status: str = ""  # "" while passing, else the stage(s) that failed
    wide: list = dataclasses.field(default_factory=list)  # "file:line (N columns)" of long lines
    notes: list = dataclasses.field(default_factory=list)  # checks not run on it, and why
    # A `--with-paths` copy: stages 1 and 4 only. Its SwiftUI views are the example's own
    # (type-checked by Scripts/check-swiftui-signatures.sh with its code), which stubs cannot
    # stand in for: `.constant(.trending)` needs the real type to find `.trending`.
    paths_only: bool = False

    @property
    def is_random(self):
        return self.seed is not None


def plan(base, count, dirs, random_dir, with_paths=(), copies_dir=""):
    """Random graphs first (seeds base … base+count-1, written under random_dir), then the
    directories given, then those given with `--with-paths` (each read from its copy under
    copies_dir), numbered G0001 … in that order."""
    graphs = []
    for seed in range(base, base + count):
        graphs.append(Graph(f"G{len(graphs) + 1:04d}", f"seed {seed}", f"SEED={seed} {ENTRY} --random 1",
                            os.path.join(random_dir, f"seed-{seed}"), seed=seed))
    for path in dirs:
        graphs.append(Graph(f"G{len(graphs) + 1:04d}", f"dir {path}", f"{ENTRY} {path}", path))
    for path in with_paths:
        graph_id = f"G{len(graphs) + 1:04d}"
        graphs.append(Graph(graph_id, f"dir {path} (with paths)", f"{ENTRY} --with-paths {path}",
                            os.path.join(copies_dir, graph_id), paths_only=True))
    return graphs


def with_paths(text):
    """The YAML of a graph's `graph:` file with `paths` added to `graph.generate` (which is
    `[directions]` when absent), or None when its `graph:` is not a block mapping with a flow
    list (or no list) under `generate:`."""
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if re.fullmatch(r"graph:\s*(#.*)?", line)), None)
    if start is None:
        return None
    indent = None
    for i in range(start + 1, len(lines)):
        line = lines[i]
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        lead = len(line) - len(line.lstrip(" "))
        if lead == 0:
            break
        indent = lead if indent is None else indent
        if lead != indent or not line.strip().startswith("generate:"):
            continue
        match = re.fullmatch(r"( *)generate:\s*\[([^\]]*)\]\s*(#.*)?", line)
        if not match:
            return None
        items = [item.strip() for item in match.group(2).split(",") if item.strip()]
        items += [] if "paths" in items else ["paths"]
        lines[i] = f"{match.group(1)}generate: [{', '.join(items)}]" + (f"  {match.group(3)}" if match.group(3) else "")
        return "\n".join(lines)
    if indent is None:
        return None
    lines.insert(start + 1, " " * indent + "generate: [directions, paths]")
    return "\n".join(lines)


def wide_lines(files, limit=LINE_LIMIT):
    """`file:line (N columns)` for each line of the generated files longer than `limit`
    columns (characters, not bytes); files maps a name to its text."""
    found = []
    for name in sorted(files):
        for number, line in enumerate(files[name].split("\n"), 1):
            if len(line) > limit:
                found.append(f"{name}:{number} ({len(line)} columns)")
    return found


def add_status(current, stage):
    """A graph's status after one more stage failed: both findings are kept."""
    return stage if not current else f"{current} and {stage}"


def imports_of(source):
    """The modules a generated file imports (`import X` lines), in order."""
    return re.findall(r"^import ([A-Za-z_][A-Za-z0-9_]*)$", source, re.M)


def unavailable_import(source, provided):
    """The status of a graph whose generated code imports a module this harness cannot provide
    (the last such import names it), or None."""
    known = set(SYSTEM_MODULES) | set(provided)
    status = None
    for module in imports_of(source):
        if module not in known:
            status = f"imports module '{module}', which this harness cannot provide"
    return status


def batches(items, size):
    """Consecutive slices of at most size items."""
    return [items[start:start + size] for start in range(0, len(items), size)]


def repo_identity(repo):
    """SwiftPM's identity of a package referenced by path: its directory's name, lower-cased."""
    return os.path.basename(os.path.normpath(repo)).lower()


def manifest(ids, modules, repo, replayed=()):
    """The Package.swift of one batch: a target per graph, one per module the graphs import, and
    with replayed graphs the two targets of stage 4 (see compile_graphs_replay)."""
    lines = [
        "// swift-tools-version: 6.1",
        f"// Written by {ENTRY}: one target per graph (generated code + support stubs).",
        "import PackageDescription",
        "",
        "let graphs: [String] = [",
        *[f'    "{graph_id}",' for graph_id in ids],
        "]",
        "let modules: [String] = [" + ", ".join(f'"{module}"' for module in modules) + "]",
        "",
        "let package = Package(",
        '    name: "CompileGraphs",',
        "    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],",
        f'    dependencies: [.package(path: "{repo}")],',
        '    targets: modules.map { Target.target(name: $0, path: "Modules/\\($0)") } + graphs.map { name in',
        "        .target(",
        "            name: name,",
        f'            dependencies: [.product(name: "ScreenNavigation", package: "{repo_identity(repo)}")]'
        " + modules.map { Target.Dependency(stringLiteral: $0) },",
        '            path: "Graphs/\\(name)"',
        "        )",
        "    },",
        "    swiftLanguageModes: [.v6]",
        ")",
    ]
    if replayed:
        runtime = f'.product(name: "ScreenNavigation", package: "{repo_identity(repo)}")'
        lines += replay.manifest_targets(list(replayed), runtime)
    return "\n".join(lines) + "\n"


def built_by_package_build(sources, object_for):
    """Whether the package build compiled a target: every source has an object newer than
    itself (one file's error leaves the others' objects built). object_for maps a source to its
    object's path."""
    for source in sources:
        obj = object_for(source)
        if not os.path.isfile(obj) or not os.stat(obj).st_mtime_ns > os.stat(source).st_mtime_ns:
            return False
    return True


# MARK: - Compiler output


def error_lines(text, cap=25):
    """The compiler's error and warning lines, without source excerpts, each once, at most cap."""
    seen, lines = set(), []
    for line in text.splitlines():
        if not re.search(r"(error|warning):", line) or re.match(r"^\s*(\||`-)", line):
            continue
        if "error: emit-module command failed" in line or line in seen:
            continue
        seen.add(line)
        lines.append(line)
        if len(lines) == cap:
            break
    return lines


def matching(text, pattern, cap):
    """The first cap lines of text that match pattern (grep -E | head)."""
    return [line for line in text.splitlines() if re.search(pattern, line)][:cap]


def graph_and_view(source):
    """The names of the generated NavigationGraph enum and SwiftUI.View struct, or None."""
    def first(pattern):
        for line in source.splitlines():
            match = re.match(pattern, line)
            if match:
                return match.group(1)
        return None
    graph = replay.graph_enum(source)
    view = first(r"^.*struct ([A-Za-z_][A-Za-z0-9_]*): SwiftUI\.View")
    return (graph, view) if graph and view else None


def usage_source(graph, view):
    """A file that hosts the generated view as an app would (stage 2)."""
    return f"""// Written by compile-graphs: hosts the generated view as an app would.
#if canImport(SwiftUI)
import SwiftUI
import ScreenNavigation

@MainActor
func _compileGraphsHost(_ state: NavigationState<{graph}>) -> some SwiftUI.View {{
    NavigationHost(state) {{ route in {view}(route) }}
}}

@MainActor
func _compileGraphsGeneratedHost(_ state: NavigationState<{graph}>) -> some SwiftUI.View {{
    NavigationHost(state)
}}

@MainActor
func _compileGraphsTabs(_ state: NavigationState<{graph}>) -> some SwiftUI.View {{
    NavigationTabs(
        state,
        destination: {{ route in {view}(route) }},
        label: {{ route in SwiftUI.Text({graph}.title(for: route) ?? "") }}
    )
}}

@MainActor
func _compileGraphsGeneratedTabs(_ state: NavigationState<{graph}>) -> some SwiftUI.View {{
    NavigationTabs(state)
}}
#endif
"""


def module_layout(text):
    """`screengen-dev module-layout`'s output: (routes module, [feature modules]) or None for a
    graph in one module."""
    words = text.split()
    return (words[0], words[1:]) if words else None


def died_from_signal(returncode):
    """The signal a process died from (Python's negative code, or a shell's 128+N), or None."""
    if returncode < 0:
        return -returncode
    if returncode >= 128:
        return returncode - 128
    return None


# MARK: - The report


def report(graphs, read_log, logs, pkg_graphs, seconds, strict=False):
    """The report's lines and the exit status (0 all passed, 1 one failed). read_log(name)
    returns a log's text, or None when it does not exist. A check not run on a graph (its
    notes) is a NOTE line, and with strict (CI=true) a failure."""
    lines = [""]
    passed = failed = rejected_dirs = 0
    failed_labels = []
    for graph in graphs:
        if strict and graph.notes and not graph.status:
            graph.status = "; ".join(graph.notes) + " (a check skipped under CI=true)"

    def indented(texts, spaces):
        return [" " * spaces + text for text in texts]

    def rc(name):
        text = read_log(name)
        return None if text is None else text.strip()

    for graph in graphs:
        if not graph.status:
            passed += 1
            lines += [f"NOTE  {graph.label} [{graph.id}]: {note}" for note in graph.notes]
            continue
        tool_log = read_log(f"{graph.id}.tool.txt") or ""
        # A directory graph the tool refuses has no generated code to compile: noted, not failed.
        # (A refused RANDOM graph is a failure: the generator must only write accepted graphs.)
        if graph.status == REJECTED and not graph.is_random:
            rejected_dirs += 1
            lines.append(f"SKIP  {graph.label} [{graph.id}]: rejected by the tool, so there is no generated code to compile")
            lines += indented(matching(tool_log, r"error:", 5), 6)
            continue
        failed += 1
        failed_labels.append(graph.label)
        lines.append(f"FAIL  {graph.label} [{graph.id}]: {graph.status}")
        lines.append(f"      graph: {graph.dir}")
        lines.append(f"      replay: {graph.replay}")
        if graph.status == REJECTED:
            lines.append("      a random graph must be accepted: a generator bug (or a tool bug, if the graph is valid)")
            lines += indented(matching(tool_log, r"error:|note:", 25), 6)
        elif graph.status.startswith("stubs"):
            lines += indented(tool_log.splitlines()[:25], 6)
        elif graph.status.startswith("imports"):
            pass
        else:
            if graph.wide:
                lines.append(f"      {len(graph.wide)} generated line(s) over {LINE_LIMIT} columns:")
                lines += indented(graph.wide[:10], 8)
            for stage in (1, 2, 3, 4):
                code = rc(f"{graph.id}.stage{stage}.rc")
                if code is not None and code != "0":
                    log = os.path.join(logs, f"{graph.id}.stage{stage}.txt")
                    text = read_log(f"{graph.id}.stage{stage}.txt") or ""
                    # Stage 4 writes what it found, a line each; the others are compiler output.
                    found = text.splitlines()[:25] if stage == 4 else error_lines(text)
                    lines.append(f"      stage {stage} {'findings' if stage == 4 else 'errors'} ({log}):")
                    lines += indented(found, 8)
    if failed:
        lines.append("")
        lines.append(f"{PREFIX}failed: {', '.join(failed_labels)}")
    if rejected_dirs:
        lines.append(f"{PREFIX}{rejected_dirs} directory graph(s) rejected by the tool, not compiled")
    lines.append(f"{PREFIX}generated code and stubs in {pkg_graphs}; {seconds}s in all")
    lines.append(f"{passed} passed, {failed} failed")
    return lines, (0 if failed == 0 else 1)


# MARK: - Running


def say(text=""):
    print(text, flush=True)


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()
    except FileNotFoundError:
        return None


def write_text(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def run_logged(command, log, append=False, cwd=None):
    """Runs command with its output (stdout and stderr) into the file log; returns its status."""
    with open(log, "a" if append else "w") as out:
        return subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, cwd=cwd).returncode


def run_captured(command, timeout=None):
    """Runs command; returns (status, stdout and stderr together). Past `timeout` seconds it is
    killed: status None, with what it printed until then."""
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                              timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        output = expired.output or ""
        return None, output.decode(errors="replace") if isinstance(output, bytes) else output
    return done.returncode, done.stdout


def retry_on_signal(run_once, name):
    """SwiftPM 6.3 has been seen to crash (a signal) at random: a command that died so runs once
    more. run_once(note) runs it (note: None, or the line saying why it runs again, which goes
    where its output goes) and returns its status."""
    status = run_once(None)
    signal = died_from_signal(status)
    if signal is None:
        return status
    return run_once(f"{PREFIX}'{name} …' died from signal {signal}; retrying once")


def retrying(command, log=None):
    """Runs command, retried once if it died from a signal. With log, its output goes to that
    file and the status is returned; without, (status, output) is."""
    outputs = []

    def run_once(note):
        if log is not None:
            with open(log, "a" if note else "w") as out:
                if note:
                    out.write(note + "\n")
                    out.flush()
                return subprocess.run(command, stdout=out, stderr=subprocess.STDOUT).returncode
        status, text = run_captured(command)
        outputs.append((note + "\n" if note else "") + text)
        return status

    status = retry_on_signal(run_once, command[0])
    return status if log is not None else (status, "".join(outputs))


def parallel(jobs, function, items):
    """function(item) for every item, at most jobs at once."""
    items = list(items)
    if not items:
        return
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for _ in pool.map(function, items):
            pass


def git_head(repo):
    try:
        return subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def tools(repo, env):
    """The screengen and screengen-dev binaries: SCREENGEN / SCREENGEN_DEV, else built."""
    screengen, dev = env.get("SCREENGEN", ""), env.get("SCREENGEN_DEV", "")
    if screengen and dev:
        return screengen, dev
    scratch = env.get("TOOLS_SCRATCH") or os.path.join(repo, ".build")
    if not env.get("NO_BUILD"):
        say(f"{PREFIX}building screengen and screengen-dev ({scratch})")
        for product in ("screengen", "screengen-dev"):
            status, out = retrying(["swift", "build", "--package-path", repo, "--scratch-path", scratch,
                                    "--product", product])
            if status != 0:
                for line in out.splitlines()[-40:]:
                    say(line)
                raise SetupError(f"could not build {product}")
    done = subprocess.run(["swift", "build", "--package-path", repo, "--scratch-path", scratch, "--show-bin-path"],
                          stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise SetupError("swift build --show-bin-path failed")
    bin_path = done.stdout.strip()
    return screengen or os.path.join(bin_path, "screengen"), dev or os.path.join(bin_path, "screengen-dev")


class ReplayIO:
    """What stage 4 (compile_graphs_replay.stage4) runs things with."""
    prefix = PREFIX
    read_text = staticmethod(read_text)
    write_text = staticmethod(write_text)
    say = staticmethod(say)
    retrying = staticmethod(retrying)
    run_captured = staticmethod(run_captured)
    add_status = staticmethod(add_status)

    def __init__(self, run, batch):
        self.run, self.batch = run, batch

    @staticmethod
    def yaml_texts(path):
        """The text of every YAML file of a graph (a directory, or one file)."""
        if os.path.isfile(path):
            return [read_text(path) or ""]
        return [read_text(os.path.join(root, name)) or "" for root, _, names in os.walk(path)
                for name in sorted(names) if name.endswith((".yaml", ".yml"))]

    def write_manifest(self, replayed):
        """The batch's manifest, with the two targets that replay `replayed`."""
        write_text(os.path.join(self.run.pkg, "Package.swift"),
                   manifest([g.id for g in self.batch], self.run.provided, self.run.repo, replayed))


class Run:
    """One run of the harness: the work directory, the tools, the graphs."""

    def __init__(self, options, env, repo=REPO):
        self.options = options
        self.repo = repo
        self.env = env
        self.swiftc = env.get("SWIFTC") or "swiftc"
        work = env.get("COMPILE_GRAPHS_DIR") or os.path.join(repo, ".build-compile-graphs")
        os.makedirs(work, exist_ok=True)
        self.work = os.path.realpath(work)
        self.pkg = os.path.join(self.work, "package")
        self.scratch = os.path.join(self.work, "scratch")
        self.random = os.path.join(self.work, "random-graphs")
        self.logs = os.path.join(self.work, "logs")
        self.modules_src = os.path.join(self.work, "imported-modules")
        self.tc = os.path.join(self.work, "typecheck")
        self.check = os.path.join(repo, "Tests", "SwiftUISignatureCheck")
        self.lock = None

    def log(self, name):
        return os.path.join(self.logs, name)

    def target(self, graph):
        return os.path.join(self.pkg, "Graphs", graph.id)

    def take_lock(self):
        self.lock = open(os.path.join(self.work, ".lock"), "w")
        try:
            fcntl.flock(self.lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self.lock.close()
            raise UsageError(f"another run is using {self.work}; set COMPILE_GRAPHS_DIR to run beside it") from None

    # --- Graphs: generate, run the tool, write stubs ---------------------------------------

    def prepare(self):
        for path in (os.path.join(self.pkg, "Graphs"), self.random, self.logs):
            shutil.rmtree(path, ignore_errors=True)
        for path in (os.path.join(self.pkg, "Graphs"), self.random, self.logs, self.modules_src):
            os.makedirs(path, exist_ok=True)
        say(f"{PREFIX}work directory {self.work} (logs in {self.logs})")
        status = subprocess.run([self.dev, "imported-modules", "--out", self.modules_src]).returncode
        if status != 0:
            raise SetupError(f"screengen-dev imported-modules failed (exit {status})")
        self.provided = sorted(name[:-len(".swift")] for name in os.listdir(self.modules_src) if name.endswith(".swift"))

    def generate(self):
        copies = os.path.join(self.work, "with-paths")
        shutil.rmtree(copies, ignore_errors=True)
        self.graphs = plan(self.options.seed, self.options.count, self.options.dirs, self.random,
                           self.options.with_paths, copies)
        for graph, source in zip(self.graphs[len(self.graphs) - len(self.options.with_paths):], self.options.with_paths):
            self.copy_with_paths(source, graph.dir)
        for graph in self.graphs:
            if not graph.is_random:
                continue
            log = self.log(f"generate-{graph.seed}.txt")
            if run_logged([self.dev, "random-graph", "--seed", str(graph.seed), "--out", graph.dir], log) != 0:
                sys.stdout.write(read_text(log) or "")
                raise SetupError(f"screengen-dev random-graph failed for seed {graph.seed}")
        say(f"{PREFIX}generating code for {len(self.graphs)} graph(s)")
        for graph in self.graphs:
            target = self.target(graph)
            os.makedirs(target, exist_ok=True)
            log = self.log(f"{graph.id}.tool.txt")
            # The directory output, as the build plugin writes it: a graph-wide
            # Screens.generated.swift and a Screens.<yaml file>.generated.swift per YAML file.
            if run_logged([self.screengen, "build", graph.dir, "--output", target + "/"], log) != 0:
                graph.status = REJECTED
            elif run_logged([self.dev, "stubs", graph.dir, "--output", os.path.join(target, "SupportStubs.swift")],
                            log, append=True) != 0:
                graph.status = STUBS_FAILED
            else:
                graph.status = unavailable_import(read_text(os.path.join(target, "Screens.generated.swift")) or "",
                                                  self.provided) or ""
                # Compiled all the same; the report fails the graph for it.
                generated = {name: read_text(os.path.join(target, name)) or "" for name in os.listdir(target)
                             if name.endswith(".generated.swift")}
                graph.wide = wide_lines(generated)
            if graph.status:
                shutil.rmtree(target, ignore_errors=True)

    def copy_with_paths(self, source, copy):
        """`source`, a graph directory, copied to `copy` with `paths` in its `graph.generate`."""
        if not os.path.isdir(source):
            raise UsageError(f"--with-paths takes a graph directory: '{source}' is not one")
        shutil.copytree(source, copy)
        for root, _, names in os.walk(copy):
            for name in sorted(names):
                path = os.path.join(root, name)
                text = read_text(path) if name.endswith((".yaml", ".yml")) else None
                if text is not None and re.search(r"^graph:", text, re.M):
                    edited = with_paths(text)
                    if edited is None:
                        raise UsageError(f"--with-paths: cannot add 'paths' to the graph settings of '{path}'")
                    write_text(path, edited)
                    return
        raise UsageError(f"--with-paths: no YAML file under '{source}' has the graph settings")

    def live(self):
        return [graph for graph in self.graphs if not graph.status]

    def accepted(self):
        """The graphs with generated code, whatever an earlier stage said (stages 2 and 3: a
        `--with-paths` copy is left to stages 1 and 4)."""
        return [graph for graph in self.graphs if os.path.isdir(self.target(graph)) and not graph.paths_only]

    # --- Stage 1: one swift build per batch ------------------------------------------------

    def stage1(self):
        for module in self.provided:
            os.makedirs(os.path.join(self.pkg, "Modules", module), exist_ok=True)
            shutil.copyfile(os.path.join(self.modules_src, f"{module}.swift"),
                            os.path.join(self.pkg, "Modules", module, f"{module}.swift"))
        live = self.live()
        say(f"{PREFIX}stage 1: building {len(live)} graph(s) with warnings as errors (batches of {self.options.batch})")
        for number, batch in enumerate(batches(live, self.options.batch), 1):
            self.stage1_batch(number, batch)

    def stage1_batch(self, number, batch):
        self.stage1_build(number, batch)
        replay.stage4(self, batch, ReplayIO(self, batch))

    def stage1_build(self, number, batch):
        # Only this batch's graphs are targets; the others' folders are left out of the manifest.
        write_text(os.path.join(self.pkg, "Package.swift"), manifest([g.id for g in batch], self.provided, self.repo))
        log = self.log(f"stage1-batch{number}.txt")
        started = time.time()
        build = ["swift", "build", "--package-path", self.pkg, "--scratch-path", self.scratch]
        status = retrying(build + ["-j", str(self.options.jobs), "--disable-index-store",
                                   "-Xswiftc", "-warnings-as-errors"], log)
        if status == 0:
            say(f"{PREFIX}stage 1 batch {number}: {len(batch)} graph(s) built ({int(time.time() - started)}s)")
            return
        say(f"{PREFIX}stage 1 batch {number}: the package build failed ({int(time.time() - started)}s); "
            "compiling each graph on its own to name the failures")
        bin_path = subprocess.run(build + ["--show-bin-path"], stdout=subprocess.PIPE, text=True).stdout.strip()
        modules = os.path.join(bin_path, "Modules")
        if not os.path.isfile(os.path.join(modules, "ScreenNavigation.swiftmodule")):
            for line in matching(read_text(log) or "", r"error:", 20):
                say(line)
            raise SetupError(f"ScreenNavigation itself did not build (see {log})")
        objects = os.path.join(self.work, "objects")
        os.makedirs(objects, exist_ok=True)
        # A target whose objects are newer than its sources was compiled by this build: it
        # passed. (Its sources were written by this run, so older objects are a previous run's.)
        rest = []
        for graph in batch:
            sources = sorted(glob.glob(os.path.join(self.target(graph), "*.swift")))
            if built_by_package_build(sources, lambda s, g=graph: os.path.join(bin_path, f"{g.id}.build",
                                                                              os.path.basename(s) + ".o")):
                write_text(self.log(f"{graph.id}.stage1.txt"), "compiled by the package build\n")
                write_text(self.log(f"{graph.id}.stage1.rc"), "0\n")
            else:
                rest.append(graph)
        say(f"{PREFIX}stage 1 batch {number}: {len(batch) - len(rest)} graph(s) were compiled by the package build; "
            f"compiling {len(rest)} on their own")
        started = time.time()

        def single(graph):
            target = self.target(graph)
            sources = sorted(glob.glob(os.path.join(target, "Screens*.generated.swift")))
            status = run_logged([self.swiftc, "-wmo", "-c", "-parse-as-library", "-swift-version", "6",
                                 "-warnings-as-errors", "-Onone", "-enable-testing", "-DSWIFT_PACKAGE", "-DDEBUG",
                                 "-module-name", graph.id, "-I", modules, "-o", os.path.join(objects, f"{graph.id}.o"),
                                 *sources, os.path.join(target, "SupportStubs.swift")],
                                self.log(f"{graph.id}.stage1.txt"))
            write_text(self.log(f"{graph.id}.stage1.rc"), f"{status}\n")

        parallel(self.options.jobs, single, rest)
        say(f"{PREFIX}stage 1 batch {number}: done ({int(time.time() - started)}s)")
        failed_here = 0
        for graph in batch:
            if (read_text(self.log(f"{graph.id}.stage1.rc")) or "1").strip() != "0":
                graph.status = STAGE1
                failed_here += 1
        if failed_here == 0:
            # The package failed but no graph does on its own: report the package build itself.
            for line in matching(read_text(log) or "", r"error:", 20):
                say(line)
            for graph in batch:
                graph.status = f"stage 1 (the package build failed; see {log})"

    # --- Stage 2: type-check the SwiftUI code against the stand-in -------------------------

    def stage2(self):
        shutil.rmtree(self.tc, ignore_errors=True)
        for sub in ("standin", "runtime", "modules", "usage"):
            os.makedirs(os.path.join(self.tc, sub))
        common = ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors"]

        def swift_files(directory):
            return sorted((os.path.join(root, name) for root, _, names in os.walk(directory)
                           for name in names if name.endswith(".swift")), key=os.fsencode)

        say(f"{PREFIX}stage 2: type-checking every accepted graph against the SwiftUI stand-in")
        for command in (
            [self.swiftc, "-emit-module", "-module-name", "SwiftUI", *common, "-emit-module-path",
             os.path.join(self.tc, "standin", "SwiftUI.swiftmodule"), *swift_files(os.path.join(self.check, "SwiftUI"))],
            [self.swiftc, "-emit-module", "-module-name", "ScreenNavigation", *common, "-I", os.path.join(self.tc, "standin"),
             "-emit-module-path", os.path.join(self.tc, "runtime", "ScreenNavigation.swiftmodule"),
             *swift_files(os.path.join(self.repo, "Sources", "ScreenNavigation"))],
        ):
            status, out = run_captured(command)
            if status != 0:
                for line in out.splitlines()[:40]:
                    say(line)
                raise SetupError("the stand-in or ScreenNavigation with its SwiftUI adapter does not build "
                                 "(run Scripts/check-swiftui-signatures.sh)")
        for module in self.provided:
            status, out = run_captured([self.swiftc, "-emit-module", "-module-name", module, *common, "-emit-module-path",
                                        os.path.join(self.tc, "modules", f"{module}.swiftmodule"),
                                        os.path.join(self.modules_src, f"{module}.swift")])
            if status != 0:
                for line in out.splitlines()[:40]:
                    say(line)
                raise SetupError(f"the module {module} that random graphs import does not build")
        self.includes = ["-I", os.path.join(self.tc, "standin"), "-I", os.path.join(self.tc, "runtime"),
                         "-I", os.path.join(self.tc, "modules")]

        def single(graph):
            target = self.target(graph)
            generated = os.path.join(target, "Screens.generated.swift")
            names = graph_and_view(read_text(generated) or "")
            log, rc = self.log(f"{graph.id}.stage2.txt"), self.log(f"{graph.id}.stage2.rc")
            if names is None:
                write_text(log, f"could not find the NavigationGraph enum and the SwiftUI.View struct in {generated}\n")
                write_text(rc, "1\n")
                return
            usage = os.path.join(self.tc, "usage", f"{graph.id}-usage.swift")
            write_text(usage, usage_source(*names))
            status = run_logged([self.swiftc, "-typecheck", "-module-name", graph.id, *common, *self.includes,
                                 *sorted(glob.glob(os.path.join(target, "Screens*.generated.swift"))),
                                 os.path.join(target, "SupportStubs.swift"),
                                 os.path.join(self.check, "Probes", "CanImportSwiftUI.swift"), usage], log)
            write_text(rc, f"{status}\n")

        started = time.time()
        # Every accepted graph is type-checked, whatever stage 1 said: both findings are reported.
        accepted = self.accepted()
        parallel(self.options.jobs, single, accepted)
        for graph in accepted:
            if (read_text(self.log(f"{graph.id}.stage2.rc")) or "1").strip() != "0":
                graph.status = add_status(graph.status, STAGE2)
        say(f"{PREFIX}stage 2 done ({int(time.time() - started)}s)")

    # --- Stage 3: a graph split into modules, part by part ---------------------------------

    def stage3(self):
        def single(graph):
            parts = os.path.join(self.tc, "parts", graph.id)
            log, rc_file = self.log(f"{graph.id}.stage3.txt"), self.log(f"{graph.id}.stage3.rc")
            with open(log, "a") as err:
                done = subprocess.run([self.dev, "module-layout", graph.dir], stdout=subprocess.PIPE, stderr=err, text=True)
            if done.returncode != 0:
                write_text(rc_file, "1\n")
                return
            layout = module_layout(done.stdout)
            if layout is None:
                return
            routes, modules = layout
            flags = ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", *self.includes,
                     "-I", os.path.join(parts, "modules")]
            shutil.rmtree(parts, ignore_errors=True)
            os.makedirs(os.path.join(parts, "modules"))
            rc = 0
            for part in ["routes", *modules, "app"]:
                if run_logged([self.screengen, "build", graph.dir, "--part", part, "--output",
                               os.path.join(parts, part) + "/"], log, append=True) != 0:
                    rc = 1

            def part_files(part):
                return sorted(glob.glob(os.path.join(parts, part, "*.swift")))

            if rc == 0 and run_logged([self.swiftc, "-emit-module", "-module-name", routes, *flags, "-emit-module-path",
                                       os.path.join(parts, "modules", f"{routes}.swiftmodule"), *part_files("routes"),
                                       os.path.join(self.target(graph), "SupportStubs.swift")], log, append=True) != 0:
                rc = 1
            for part in modules:
                if rc != 0:
                    break
                if run_logged([self.swiftc, "-emit-module", "-module-name", part, *flags, "-emit-module-path",
                               os.path.join(parts, "modules", f"{part}.swiftmodule"), *part_files(part)],
                              log, append=True) != 0:
                    rc = 1
            if rc == 0 and run_logged([self.swiftc, "-typecheck", "-module-name", f"{graph.id}App", *flags,
                                       *part_files("app"), os.path.join(self.check, "Probes", "CanImportSwiftUI.swift")],
                                      log, append=True) != 0:
                rc = 1
            write_text(rc_file, f"{rc}\n")

        started = time.time()
        accepted = self.accepted()
        parallel(self.options.jobs, single, accepted)
        split = 0
        for graph in accepted:
            code = read_text(self.log(f"{graph.id}.stage3.rc"))
            if code is None:
                continue
            split += 1
            if code.strip() != "0":
                graph.status = add_status(graph.status, STAGE3)
        say(f"{PREFIX}stage 3: {split} graph(s) split into modules, compiled part by part ({int(time.time() - started)}s)")

    def main(self, started):
        self.screengen, self.dev = tools(self.repo, self.env)
        self.take_lock()
        self.prepare()
        self.generate()
        self.stage1()
        self.stage2()
        self.stage3()
        for graph in self.graphs:
            if graph.wide:
                graph.status = add_status(graph.status, WIDE)
        lines, status = report(self.graphs, lambda name: read_text(self.log(name)), self.logs,
                               os.path.join(self.pkg, "Graphs"), int(time.time() - started),
                               strict=self.env.get("CI") == "true")
        for line in lines:
            say(line)
        return status


def main(argv=None, env=None):
    env = os.environ if env is None else env
    argv = sys.argv[1:] if argv is None else argv
    started = time.time()
    try:
        options = parse_args(argv, env, os.cpu_count() or 2, started)
    except UsageError as error:
        print(f"{PREFIX}{error}", file=sys.stderr)
        return 2
    if options.help:
        print(__doc__.split("\nScripts/compile-graphs.sh is the documented")[0].rstrip())
        return 0
    say(summary_line(options))
    say(f"{PREFIX}replay a seed with: SEED=<seed> {ENTRY} --random 1 (a seed names a graph for this generator: "
        f"repository at {git_head(REPO)}, plus any local changes)")
    try:
        return Run(options, env).main(started)
    except UsageError as error:
        print(f"{PREFIX}{error}", file=sys.stderr)
        return 2
    except SetupError as error:
        say(f"{PREFIX}{error}")
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
