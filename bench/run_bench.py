#!/usr/bin/env python3
"""Benchmark `screengen lint` and `screengen build` against a bare libyaml parse of the same files.
See bench/README.md. Usage: bench/run.sh
  BENCH_SIZES="1000 5000 10000 50000"  graph sizes in screens
  BENCH_RUNS=3                          runs per measurement (best is kept)
  SCREENGEN=/path/to/screengen          skip `swift build`, use this binary
  SCREENGEN_BASELINE=/path/to/screengen  also measure this binary (an older build), its runs
                                         alternated with the measured one's: before/after lines
Everything is written under bench/out/ (gitignored). A command that fails (screengen reporting
errors on the graph included) stops the script with exit 1; a target missed is a FAIL line,
not an error.

bench/run.sh is the documented entry point; it runs this file (Python 3, standard library).
Each command runs under GNU time (/usr/bin/time, installed with apt-get when missing) for its
CPU seconds and peak RSS, as the bash script did: a process Python starts inherits Python's own
peak RSS in its ru_maxrss (Linux keeps it across exec), which would hide the bare parse's 1.5 MiB.
What needs no tool (the knobs, best-of-N, reading GNU time, the table, the CPU lines and the
target lines) is in functions tested by bench/test_run_bench.py.
"""

import dataclasses
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "bench/run.sh"
DEFAULT_SIZES = "1000 5000 10000 50000"
ROW = "%8s %6s %8s %9s %9s %9s %9s %9s %9s %7s %7s %9s %9s"


class Stop(Exception):
    """Ends the run: `bench/run.sh: <message>` on stderr, exit 1."""


def note(text):
    print(text, file=sys.stderr, flush=True)


def say(text=""):
    print(text, flush=True)


# MARK: - The knobs


def parse_config(env):
    """(sizes, runs) from BENCH_SIZES and BENCH_RUNS (empty is the default); raises Stop for a
    value that is not a whole number."""
    sizes = []
    for word in (env.get("BENCH_SIZES") or DEFAULT_SIZES).split():
        if not re.fullmatch(r"[0-9]+", word) or int(word) < 1:
            raise Stop(f"BENCH_SIZES: '{word}' is not a positive whole number")
        sizes.append(int(word))
    runs = env.get("BENCH_RUNS") or "3"
    if not re.fullmatch(r"[0-9]+", runs) or int(runs) == 0:
        raise Stop("BENCH_RUNS must be a positive integer")
    return sizes, int(runs)


# MARK: - Measuring


GNU_TIME = "/usr/bin/time"
TIME_FORMAT = "%e %M %U %S"


def read_gnu_time(text):
    """(peak RSS in KiB, CPU seconds) from the last line GNU time wrote with TIME_FORMAT: %M, and
    %U + %S (user + system, each in 10 ms steps) to two decimals."""
    fields = text.strip().split("\n")[-1].split()
    return int(fields[1]), round(float(fields[2]) + float(fields[3]), 2)


@dataclasses.dataclass
class Measurement:
    """One command measured RUNS times: the best wall seconds (3 decimals, microsecond clock),
    the least CPU seconds (user + system, as GNU time adds %U and %S) and the largest peak RSS
    in KiB (%M: the largest single process of the tree)."""
    wall: float = None
    cpu: float = None
    rss: int = 0

    def add(self, wall, cpu, rss):
        wall = round(wall, 3)
        self.wall = wall if self.wall is None or wall < self.wall else self.wall
        self.cpu = cpu if self.cpu is None or cpu < self.cpu else self.cpu
        self.rss = max(self.rss, rss)
        return self

    @property
    def wall_text(self):
        return "%.3f" % self.wall

    @property
    def cpu_text(self):
        return "%.2f" % self.cpu


def ratio(a, b, form="%.2f"):
    """a / b in form, or "-" when b is 0."""
    return form % (a / b) if b > 0 else "-"


def cpu_ratio(a, b):
    """A / B as "N.NNx", or "-" when B rounds to 0 s (a small graph's bare parse)."""
    return "%.2fx" % (a / b) if b > 0 else "-"


@dataclasses.dataclass
class Size:
    """What one size measured."""
    n: int
    files: int
    bytes: int
    build: Measurement
    lint: Measurement
    bare: Measurement
    events: int
    # SCREENGEN_BASELINE's runs of the same commands, when it is set.
    base_build: Measurement = None
    base_lint: Measurement = None


def header(runs):
    return ["",
            f"screengen lint and build (--output DIR/) vs bare libyaml parse (best of {runs} wall seconds; peak RSS)",
            ROW % ("screens", "files", "YAML MiB", "lint s", "lint MiB", "build s", "build MiB", "bare s", "bare MiB",
                   "lint/x", "build/x", "s/1000sc", "events")]


def row(size):
    """A size's line of the table."""
    lint, build, bare = size.lint, size.build, size.bare
    return "%8d %6d %8s %9s %9s %9s %9s %9s %9s %7s %7s %9s %9d" % (
        size.n, size.files, "%.2f" % (size.bytes / 1048576), lint.wall_text, "%.1f" % (lint.rss / 1024),
        build.wall_text, "%.1f" % (build.rss / 1024), bare.wall_text, "%.1f" % (bare.rss / 1024),
        ratio(lint.wall, bare.wall), ratio(build.wall, bare.wall), "%.4f" % (build.wall / size.n * 1000), size.events)


def noisy(sizes):
    """Whether a build or bare parse took under 0.05 s: mostly start-up and noise."""
    return any(size.build.wall < 0.05 or size.bare.wall < 0.05 for size in sizes)


def cpu_lines(sizes, runs):
    # The same runs in CPU seconds (all cores added up; GNU time's 10 ms steps): what the work
    # costs apart from how well it spreads over the cores. The targets are on wall time.
    lines = [f"CPU seconds (least of {runs}, user + system):"]
    last = {size.n: size for size in sizes}  # a size given twice shows its last runs, as the table's targets do
    for n in (size.n for size in sizes):
        size = last[n]
        lint, build, bare = size.lint, size.build, size.bare
        lines.append(f"  {size.n} screens: lint {lint.cpu_text} s ({cpu_ratio(lint.cpu, bare.cpu)} bare), "
                     f"build {build.cpu_text} s ({cpu_ratio(build.cpu, bare.cpu)}), bare {bare.cpu_text} s")
    return lines


MEMORY_PER_SCREEN = 2048


def verdict(value, limit):
    return "PASS" if value <= limit else "FAIL"


def target_lines(by_size):
    """The targets, PASS, FAIL or SKIP (a FAIL is reported, not an error); each verdict is on
    the printed (rounded) figure. by_size: {n: Size}, the last measurement of each size."""
    lines = []
    if 10000 in by_size:
        size = by_size[10000]
        lint, build, bare = size.lint, size.build, size.bare
        r = ratio(lint.wall, bare.wall)
        lines.append(f"{verdict(float(r), 2) if r != '-' else 'FAIL'}: at 10000 screens lint {lint.wall_text} s is "
                     f"{r}x bare parse {bare.wall_text} s (target <= 2x)")
        r = ratio(build.wall, bare.wall)
        lines.append(f"{verdict(float(r), 3) if r != '-' else 'FAIL'}: at 10000 screens build {build.wall_text} s is "
                     f"{r}x bare parse {bare.wall_text} s (target <= 3x)")
        mib = "%.1f" % (build.rss / 1024)
        lines.append(f"{verdict(float(mib), 100)}: at 10000 screens build peak memory {mib} MiB (target <= 100 MiB)")
    else:
        lines.append("SKIP: parse-overhead and memory targets need size 10000 in BENCH_SIZES")
    if 50000 in by_size:
        # Peak RSS over screens, as the issue measured it (400 MB for 50,000 screens was "8 KB a
        # screen"): the largest of build's and lint's, the binary's own pages included.
        size = by_size[50000]
        peak = max(size.build.rss, size.lint.rss)
        per_screen = round(peak * 1024 / size.n)
        lines.append(f"{verdict(per_screen, MEMORY_PER_SCREEN)}: at 50000 screens peak memory {peak / 1024:.1f} MiB "
                     f"is {per_screen} bytes a screen (target <= 2 KiB, {MEMORY_PER_SCREEN} bytes)")
    else:
        lines.append("SKIP: memory-per-screen target needs size 50000 in BENCH_SIZES")
    if 5000 in by_size and 50000 in by_size:
        big, small = by_size[50000].build, by_size[5000].build
        r = ratio(big.wall, small.wall)
        lines.append(f"{verdict(float(r), 12.5) if r != '-' else 'FAIL'}: build time 50000/5000 = {big.wall_text} s / "
                     f"{small.wall_text} s = {r} (linear is 10; target <= 12.5)")
    else:
        lines.append("SKIP: linear-growth target needs sizes 5000 and 50000 in BENCH_SIZES")
    return lines


def baseline_lines(sizes):
    """SCREENGEN_BASELINE (before) against the measured binary (after), from runs alternated in
    one session: on a shared machine, two sessions' wall times are not comparable, one's are.
    Empty without a baseline."""
    measured = [size for size in sizes if size.base_build is not None]
    if not measured:
        return []
    lines = ["Baseline (SCREENGEN_BASELINE) -> measured, runs alternated; ratios to the bare parse of the same run:"]
    for size in measured:
        base_lint, base_build, lint, build, bare = size.base_lint, size.base_build, size.lint, size.build, size.bare
        lines.append(
            f"  {size.n} screens: lint {base_lint.wall_text} -> {lint.wall_text} s "
            f"({ratio(base_lint.wall, bare.wall)}x -> {ratio(lint.wall, bare.wall)}x bare), "
            f"build {base_build.wall_text} -> {build.wall_text} s "
            f"({ratio(base_build.wall, bare.wall)}x -> {ratio(build.wall, bare.wall)}x); "
            f"CPU lint {base_lint.cpu_text} -> {lint.cpu_text} s, build {base_build.cpu_text} -> {build.cpu_text} s; "
            f"build peak {base_build.rss / 1024:.1f} -> {build.rss / 1024:.1f} MiB")
    return lines + [""]


def report(sizes, runs):
    """Everything printed after the measurements."""
    lines = header(runs) + [row(size) for size in sizes] + [""]
    if noisy(sizes):
        lines.append("note: wall times under ~0.05 s are mostly process start-up and noise; read them loosely.")
    lines += cpu_lines(sizes, runs) + [""] + baseline_lines(sizes)
    return lines + target_lines({size.n: size for size in sizes})


def yaml_files(directory):
    """The graph's files, sorted as `LC_ALL=C sort` sorts paths."""
    found = []
    for root, _, names in os.walk(directory):
        found += [os.path.join(root, name) for name in names
                  if name.endswith((".yaml", ".yml")) and os.path.isfile(os.path.join(root, name))]
    return sorted(found, key=os.fsencode)


# MARK: - Running


def head(path, count):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return "".join(line for _, line in zip(range(count), file))
    except FileNotFoundError:
        return ""


class Bench:
    def __init__(self, sizes, runs, env, repo=REPO):
        self.sizes, self.runs, self.repo = sizes, runs, repo
        # The tool and the parse run with the C locale, as the shell script exported it.
        self.env = {**env, "LC_ALL": "C"}
        self.out = os.path.join(repo, "bench", "out")
        os.makedirs(self.out, exist_ok=True)

    def path(self, name):
        return os.path.join(self.out, name)

    def check_setup(self):
        if not os.access(GNU_TIME, os.X_OK):
            note("installing GNU time...")
            quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
            if subprocess.run(["apt-get", "install", "-y", "time"], **quiet).returncode != 0 and (
                    subprocess.run(["apt-get", "update"], stdout=subprocess.DEVNULL).returncode != 0
                    or subprocess.run(["apt-get", "install", "-y", "time"], stdout=subprocess.DEVNULL).returncode != 0):
                raise Stop("GNU time is missing and could not be installed (apt-get install -y time)")
        try:
            found = subprocess.run(["pkg-config", "--exists", "yaml-0.1"], env=self.env).returncode == 0
        except OSError:
            found = False
        if not found:
            raise Stop("libyaml not found by pkg-config (apt-get install -y libyaml-dev)")

    def check_baseline(self):
        baseline = self.env.get("SCREENGEN_BASELINE", "")
        if baseline and not (os.path.isfile(baseline) and os.access(baseline, os.X_OK)):
            raise Stop(f"SCREENGEN_BASELINE: no screengen binary at {baseline}")

    def build_command(self):
        """The release build to measure and its environment: on Linux the binary the artifact
        bundle ships (Scripts/artifact_bundle.py's, the Swift runtime and libyaml linked
        statically, in .build-artifact/), elsewhere `swift build -c release` (on macOS the
        bundle's binary links the system's Swift runtime, as that build does)."""
        if sys.platform.startswith("linux"):
            sys.path.insert(0, os.path.join(REPO, "Scripts"))
            import artifact_bundle
            try:
                command, environment = artifact_bundle.linux_build_command(os.path.join(self.repo, ".build-artifact"))
            except SystemExit as stop:
                raise Stop(str(stop)) from None
            return command, {**environment, **self.env, "PKG_CONFIG_PATH": environment["PKG_CONFIG_PATH"]}
        return ["swift", "build", "-c", "release", "--product", "screengen"], self.env

    def tool(self):
        """The screengen to measure, in release: SCREENGEN, else built (`build_command`)."""
        tool = self.env.get("SCREENGEN", "")
        if not tool:
            note("building screengen (release, as the artifact bundle ships it)...")
            command, environment = self.build_command()
            log = self.path("swift-build.log")
            with open(log, "w") as out:
                status = subprocess.run(command, cwd=self.repo, stdout=out, stderr=subprocess.STDOUT,
                                        env=environment).returncode
            if status != 0:
                with open(log, encoding="utf-8", errors="replace") as file:
                    sys.stderr.write("".join(file.readlines()[-20:]))
                raise Stop("screengen does not build (yet): nothing to benchmark. Full log: bench/out/swift-build.log")
            bin_path = subprocess.run(command + ["--show-bin-path"], cwd=self.repo, stdout=subprocess.PIPE, text=True,
                                      env=environment).stdout.strip()
            tool = os.path.join(bin_path, "screengen")
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            raise Stop(f"no screengen binary at {tool}")
        return tool

    def bare_parse(self):
        """The floor: libyaml events only (bench/bare_parse.c)."""
        flags = shlex.split(subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], stdout=subprocess.PIPE,
                                           text=True, env=self.env).stdout)
        binary = self.path("bare_parse")
        if subprocess.run(["cc", "-O2", os.path.join(self.repo, "bench", "bare_parse.c"), *flags, "-o", binary],
                          cwd=self.repo, env=self.env).returncode != 0:
            raise Stop("bench/bare_parse.c does not compile")
        return binary

    def measure(self, command):
        """command run RUNS times under GNU time, with its output in bench/out/stdout.txt and
        stderr.txt; stops the run with the first lines of its stderr when it fails. Wall time is
        taken around it with a microsecond clock (GNU time's %e only has 10 ms steps)."""
        return self.measure_alternating([command])[0]

    def measure_alternating(self, commands):
        """Each of commands measured as `measure` does, taking turns run by run (the first's
        first run, the second's, ..., the first's second run): a change in the machine's load
        falls on all of them alike. stdout.txt and stderr.txt hold the last command's last run;
        stdout-I.txt and stderr-I.txt the last run of command I (counted from 0)."""
        measurements = [Measurement() for _ in commands]
        timing = self.path("time.txt")
        for _ in range(self.runs):
            for index, (command, measurement) in enumerate(zip(commands, measurements)):
                with open(self.path("stdout.txt"), "w") as out, open(self.path("stderr.txt"), "w") as err:
                    started = time.perf_counter()
                    status = subprocess.run([GNU_TIME, "-f", TIME_FORMAT, "-o", timing, *command], stdout=out,
                                            stderr=err, env=self.env, cwd=self.repo).returncode
                    wall = time.perf_counter() - started
                if status != 0:
                    sys.stderr.write(head(self.path("stderr.txt"), 20))
                    raise Stop(
                        f"command failed: {os.path.basename(command[0])} {command[1] if len(command) > 1 else ''} ...")
                with open(timing) as file:
                    rss, cpu = read_gnu_time(file.read())
                measurement.add(wall, cpu, rss)
                for stream in ("stdout", "stderr"):
                    shutil.copyfile(self.path(f"{stream}.txt"), self.path(f"{stream}-{index}.txt"))
        return measurements

    def size(self, n, tool, bare_parse):
        directory = self.path(f"graph-{n}")
        note(f"size {n}: generating, then {self.runs} turns of the bare parse, build and lint...")
        if subprocess.run([sys.executable, os.path.join(self.repo, "bench", "generate.py"), str(n), directory],
                          cwd=self.repo, env=self.env).returncode != 0:
            raise Stop(f"bench/generate.py failed for size {n}")
        files = yaml_files(directory)
        total = sum(os.path.getsize(path) for path in files)
        # As the build plugin runs it: a directory of generated files (a file per YAML file).
        subprocess.run(["rm", "-rf", self.path(f"build-{n}"), self.path(f"build-base-{n}")], check=True)
        baseline = self.env.get("SCREENGEN_BASELINE", "")
        # The baseline (run first in each turn, so the files left are the measured binary's)
        # writes a folder of its own: each binary finds its own output there, as a rebuild does.
        builds = [[tool, "build", directory, "--output", self.path(f"build-{n}") + "/"]]
        lints = [[tool, "lint", directory]]
        if baseline:
            builds.insert(0, [baseline, "build", directory, "--output", self.path(f"build-base-{n}") + "/"])
            lints.insert(0, [baseline, "lint", directory])
        # The bare parse takes its turn with them: a ratio is of runs made under the same load
        # (measured on their own, a burst of load during the bare parse's runs moved every ratio).
        bare, *rest = self.measure_alternating([[bare_parse, *files], *builds, *lints])
        *base_build, build = rest[:len(builds)]
        *base_lint, lint = rest[len(builds):]
        build_stderr = self.path(f"stderr-{len(builds)}.txt")
        if os.path.getsize(build_stderr) > 0:
            note(f"note: screengen printed diagnostics for size {n} (the graph should be clean):")
            sys.stderr.write(head(build_stderr, 5))
        with open(self.path("stdout-0.txt")) as file:
            events = int(file.read().strip())
        return Size(n=n, files=len(files), bytes=total, build=build, lint=lint, bare=bare, events=events,
                    base_build=base_build[0] if base_build else None, base_lint=base_lint[0] if base_lint else None)

    def run(self):
        self.check_setup()
        self.check_baseline()
        tool = self.tool()
        bare_parse = self.bare_parse()
        sizes = [self.size(n, tool, bare_parse) for n in self.sizes]
        for line in report(sizes, self.runs):
            say(line)


def main(env=None, argv=None):
    env = dict(os.environ if env is None else env)
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["-h"], ["--help"]):
        print(__doc__.split("\nbench/run.sh is the documented")[0].rstrip())
        return 0
    if argv:
        note(f"{NAME}: takes no arguments (see --help)")
        return 2
    try:
        sizes, runs = parse_config(env)
        Bench(sizes, runs, env).run()
        return 0
    except Stop as stop:
        note(f"{NAME}: {stop}")
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
