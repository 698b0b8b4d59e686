#!/usr/bin/env python3
"""Benchmark deep-link opening in release: for graphs of 10, 1,000 and 10,000 link patterns,
generate the graph and a batch of typical URLs (deeplinks_generate.py), build it with the
release screengen, compile the generated code with the ScreenNavigation runtime and a driver
(deeplinks_driver.swift; swiftc -O, whole module), and time table construction and parse /
match / open per URL. See bench/README.md ("Deep-link opening"). Usage: bench/deeplinks.sh
  DL_SIZES="10 1000 10000"   link counts
  DL_URLS=100000             URLs per batch
  DL_RUNS=5                  passes over the batch (best is kept)
  SCREENGEN=/path/to/screengen   skip `swift build`, use this binary
  SWIFTC=swiftc              the compiler
  DL_COMPILE_TIMEOUT=N       give the -O compile of a size N seconds, then fall back to -Onone
                             for the generated code and driver (marked in the results)
Everything is written under bench/out/ (gitignored). Progress goes to stderr, the summary to
stdout; a step that fails stops the script (exit 1, `bench/deeplinks.sh: …`). A target missed
is a FAIL line, not an error.

bench/deeplinks.sh is the documented entry point; it runs this file (Python 3, standard library).
What needs no compiler (the knobs, the driver's RESULT line, the table and the target lines) is
in functions tested by bench/test_deeplinks_bench.py.
"""

import dataclasses
import os
import re
import shutil
import signal
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "bench/deeplinks.sh"
DEFAULT_SIZES = "10 1000 10000"
ROW = "%8s %12s %10s %10s %10s %12s %6s"
TIMED_OUT = 124  # timeout(1)'s status, which the shell script tested


class Stop(Exception):
    """Ends the run: `bench/deeplinks.sh: <message>` on stderr, exit status (1 unless said)."""

    def __init__(self, message, status=1):
        super().__init__(message)
        self.status = status


def note(text):
    print(text, file=sys.stderr, flush=True)


def say(text=""):
    print(text, flush=True)


# MARK: - The knobs


@dataclasses.dataclass
class Config:
    sizes: list
    urls: int
    runs: int
    swiftc: str
    timeout: float        # seconds; 0: no limit
    timeout_text: str     # as given, for the message


def parse_timeout(text):
    """DL_COMPILE_TIMEOUT as timeout(1) reads a duration: a number, optionally with a unit
    (s, m, h, d); 0 or empty is no limit. None when it is not one."""
    match = re.fullmatch(r"([0-9]+(?:\.[0-9]*)?|\.[0-9]+)([smhd]?)", text or "0")
    if not match:
        return None
    return float(match.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}[match.group(2)]


def positive(name, text):
    if not re.fullmatch(r"[0-9]+", text) or int(text) == 0:
        raise Stop(f"{name} must be a positive integer, got '{text}'")
    return int(text)


def parse_config(env):
    """The knobs, from the environment (empty is the default); raises Stop for a bad one."""
    sizes = [positive("DL_SIZES", word) for word in (env.get("DL_SIZES") or DEFAULT_SIZES).split()]
    if not sizes:
        raise Stop("DL_SIZES names no link count")
    timeout = parse_timeout(env.get("DL_COMPILE_TIMEOUT", ""))
    if timeout is None:
        raise Stop(f"DL_COMPILE_TIMEOUT must be a number of seconds, got '{env.get('DL_COMPILE_TIMEOUT')}'")
    return Config(sizes=sizes, urls=positive("DL_URLS", env.get("DL_URLS") or "100000"),
                  runs=positive("DL_RUNS", env.get("DL_RUNS") or "5"), swiftc=env.get("SWIFTC") or "swiftc",
                  timeout=timeout, timeout_text=env.get("DL_COMPILE_TIMEOUT", ""))


# MARK: - Results


def parse_result(line, opt):
    """The driver's `RESULT key=value …` line as a dict, with the optimization the generated
    code was compiled with."""
    values = dict(word.split("=", 1) for word in line.split()[1:] if "=" in word)
    values["opt"] = opt
    return values


def result_line(output):
    """The driver's RESULT line (the first), or None."""
    for line in output.split("\n"):
        if line.startswith("RESULT"):
            return line
    return None


def summary(results, runs, urls):
    """The table and the target lines (a FAIL is reported, not an error)."""
    lines = ["", f"CPU ns per URL (best of {runs} passes over {urls} URLs); generated code compiled with 'opt'",
             ROW % ("links", "construct-ms", "parse-ns", "match-ns", "open-ns", "open-hits-ns", "opt")]
    for result in results:
        lines.append(ROW % tuple(result.get(key, "") for key in
                                 ("links", "construct_ms", "parse_ns", "match_ns", "open_ns", "open_hits_ns", "opt")))
    first, last = results[0], results[-1]
    ratio = "%.2f" % (float(last["open_ns"]) / float(first["open_ns"]))
    worst = max((result["open_hits_ns"] for result in results), key=float)
    lines.append("")
    lines.append(f"open ns/URL, {last['links']} links vs {first['links']}: {ratio}x (target: at most 2x) "
                 f"{'PASS' if float(ratio) <= 2 else 'FAIL'}")
    lines.append(f"worst open ns per hit: {worst} (target: under 1000) {'PASS' if float(worst) < 1000 else 'FAIL'}")
    return lines


# MARK: - Running


def tail(path, count):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return "".join(file.readlines()[-count:])
    except FileNotFoundError:
        return ""


def run_logged(command, log, env, timeout=0):
    """Runs command with its output into the file log; returns its status, TIMED_OUT when it
    ran past timeout seconds (0: no limit) and it and its children were stopped, as timeout(1)
    does."""
    with open(log, "w") as out:
        try:
            process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        except OSError as error:
            out.write(f"{command[0]}: {error.strerror}\n")
            return 127
        try:
            return process.wait(timeout=timeout or None)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()
            return TIMED_OUT
        except KeyboardInterrupt:
            os.killpg(process.pid, signal.SIGTERM)
            raise


class Bench:
    def __init__(self, config, env, repo=REPO):
        self.config, self.repo = config, repo
        self.env = {**env, "LC_ALL": "C"}
        self.out = os.path.join(repo, "bench", "out")
        os.makedirs(self.out, exist_ok=True)

    def tool(self):
        """The screengen to measure, in release: SCREENGEN, else built into .build-links-release."""
        tool = self.env.get("SCREENGEN", "")
        if not tool:
            note("building screengen (release)...")
            log = os.path.join(self.out, "deeplinks-swift-build.log")
            build = ["swift", "build", "-c", "release", "--product", "screengen", "--scratch-path", ".build-links-release"]
            with open(log, "w") as out:
                status = subprocess.run(build, cwd=self.repo, stdout=out, stderr=subprocess.STDOUT, env=self.env).returncode
            if status != 0:
                sys.stderr.write(tail(log, 20))
                raise Stop("screengen does not build: see bench/out/deeplinks-swift-build.log")
            bin_path = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-links-release",
                                       "--show-bin-path"], cwd=self.repo, stdout=subprocess.PIPE, text=True,
                                      env=self.env).stdout.strip()
            tool = os.path.join(bin_path, "screengen")
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            raise Stop(f"no screengen binary at {tool}")
        return tool

    def runtime(self):
        """ScreenNavigation in release, as its own module (as an app links it)."""
        runtime = os.path.join(self.out, "deeplinks-runtime")
        os.makedirs(runtime, exist_ok=True)
        sources = sorted((os.path.join(root, name) for root, _, names in os.walk(os.path.join(self.repo, "Sources",
                                                                                             "ScreenNavigation"))
                          for name in names if name.endswith(".swift")), key=os.fsencode)
        note(f"compiling ScreenNavigation ({len(sources)} files, -O)...")
        started = time.perf_counter()
        try:
            status = subprocess.run([self.config.swiftc, "-O", "-wmo", "-parse-as-library", "-module-name",
                                     "ScreenNavigation", "-emit-module", "-emit-module-path",
                                     os.path.join(runtime, "ScreenNavigation.swiftmodule"), "-emit-library", "-static",
                                     "-o", os.path.join(runtime, "libScreenNavigation.a"), *sources],
                                    env=self.env).returncode
        except OSError as error:
            note(f"{self.config.swiftc}: {error.strerror}")
            status = 127
        if status != 0:
            raise Stop("ScreenNavigation does not compile")
        note("  %.1f s" % (time.perf_counter() - started))
        return runtime

    def size(self, n, tool, runtime):
        directory = os.path.join(self.out, f"deeplinks-{n}")
        os.makedirs(os.path.join(directory, "driver"), exist_ok=True)
        note(f"== {n} links")
        if subprocess.run([sys.executable, os.path.join(self.repo, "bench", "deeplinks_generate.py"), str(n), directory,
                           str(self.config.urls)], env=self.env).returncode != 0:
            raise Stop(f"bench/deeplinks_generate.py failed for {n} links")

        started = time.perf_counter()
        said = os.path.join(directory, "screengen.txt")
        if run_logged([tool, "build", os.path.join(directory, "screens"), "--output",
                       os.path.join(directory, "Screens.generated.swift"), "--strict"], said, self.env) != 0:
            with open(said, encoding="utf-8", errors="replace") as file:
                sys.stderr.write(file.read())
            raise Stop(f"screengen failed on {directory}/screens")
        last = tail(said, 1).rstrip("\n")
        note("  screengen build: %.2f s (%s)" % (time.perf_counter() - started, last))

        # The driver must be main.swift (top-level code) in a module with the generated code.
        shutil.copyfile(os.path.join(self.repo, "bench", "deeplinks_driver.swift"),
                        os.path.join(directory, "driver", "main.swift"))
        # Release: -O, whole module. With DL_COMPILE_TIMEOUT set and exceeded, the generated code
        # and driver are compiled -Onone instead (the runtime stays -O) and the result is marked so.
        driver = os.path.join(directory, "driver", "deeplinks-driver")
        inputs = [os.path.join(directory, "Screens.generated.swift"), os.path.join(directory, "Views.swift"),
                  os.path.join(directory, "driver", "main.swift")]
        link = ["-module-name", "BenchDeepLinks", "-I", runtime, "-L", runtime, "-lScreenNavigation"]
        log = os.path.join(directory, "swiftc.txt")
        opt = "-O"
        started = time.perf_counter()
        status = run_logged([self.config.swiftc, "-O", "-wmo", *link, *inputs, "-o", driver], log, self.env,
                            timeout=self.config.timeout)
        note("  swiftc -O (generated code + driver): %.1f s" % (time.perf_counter() - started))
        if status == TIMED_OUT:
            note(f"  -O compile exceeded DL_COMPILE_TIMEOUT={self.config.timeout_text}s: generated code and driver "
                 "-Onone (runtime -O)")
            opt = "-Onone"
            started = time.perf_counter()
            status = run_logged([self.config.swiftc, "-Onone", *link, *inputs, "-o", driver], log, self.env)
            note("  swiftc -Onone: %.1f s" % (time.perf_counter() - started))
        if status != 0:
            sys.stderr.write(tail(log, 30))
            raise Stop(f"the generated code of {n} links does not compile")

        # The driver's lines go to result.txt and, indented, to stderr.
        process = subprocess.Popen([driver, os.path.join(directory, "urls.txt"), str(self.config.runs)],
                                   stdout=subprocess.PIPE, env=self.env, text=True)
        output = []
        with open(os.path.join(directory, "result.txt"), "w") as result:
            for line in process.stdout:
                result.write(line)
                result.flush()
                output.append(line)
                sys.stderr.write("  " + line)
                sys.stderr.flush()
        status = process.wait()
        if status != 0:
            raise Stop(f"the driver failed on {n} links (exit {status})", status=128 - status if status < 0 else status)
        line = result_line("".join(output))
        if line is None:
            raise Stop(f"the driver printed no RESULT line for {n} links")
        return parse_result(line, opt)

    def run(self):
        tool = self.tool()
        runtime = self.runtime()
        results = [self.size(n, tool, runtime) for n in self.config.sizes]
        for line in summary(results, self.config.runs, self.config.urls):
            say(line)


def main(env=None, argv=None):
    env = dict(os.environ if env is None else env)
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["-h"], ["--help"]):
        print(__doc__.split("\nbench/deeplinks.sh is the documented")[0].rstrip())
        return 0
    if argv:
        note(f"{NAME}: takes no arguments (see --help)")
        return 2
    try:
        Bench(parse_config(env), env).run()
        return 0
    except Stop as stop:
        note(f"{NAME}: {stop}")
        return stop.status
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
