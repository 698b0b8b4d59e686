#!/usr/bin/env python3
"""Benchmark the runtime's test helpers (#23): a path to every screen, and recording a move.

    python3 bench/navigation.py                      # 1,000 and 10,000 screens
    NAV_SIZES="1000 10000" NAV_RUNS=5 NAV_MOVES=200000 python3 bench/navigation.py
    SCREENGEN=... SCREENGEN_DEV=... python3 bench/navigation.py   # skip the release build

For each size N: `bench/generate.py N` writes a graph (with `generate: []`: the benchmark needs
the graph as data, not the directions), the tool builds it into one file, `screengen-dev stubs`
declares the types it names, and the generated code is compiled in release (swiftc -O, whole
module) with bench/navigation_driver.swift against ScreenNavigation, itself compiled -O as its own
module, as an app links it. The driver times, in thread CPU time:

  (a) `RouteGraph.pathsToEveryScreen()`, best of NAV_RUNS: ms, and µs per screen (flat from
      1,000 to 10,000 screens means linear growth);
  (b) a declared move and back (`perform` a push from the root, then `pop`) without a recorder and
      with one attached, NAV_MOVES each pass, alternating (plain, recorded, plain again), best
      pass of each: the difference is what recording costs a move (target: under 100 ns), the
      two plain bests' difference the noise of the measurement.

Each is measured twice at the first size: with the runtime a module of its own, as an app links
it (the runtime's generic code then runs unspecialized for the app's graph), and with the runtime's
sources compiled into the graph's module, every generic specialized (NAV_SPECIALIZED=0 skips it).
Everything goes to bench/out/navigation-*/ (gitignored). See bench/README.md.
"""
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(REPO, "bench", "out")
SIZES = [int(n) for n in os.environ.get("NAV_SIZES", "1000 10000").split()]
RUNS = int(os.environ.get("NAV_RUNS", "5"))
MOVES = int(os.environ.get("NAV_MOVES", "200000"))
SWIFTC = os.environ.get("SWIFTC", "swiftc")
# With NAV_COMPILE_TIMEOUT=N, an -O compile of the generated code slower than N seconds falls
# back to -Onone for it and the driver (the runtime stays -O); the result says so.
COMPILE_TIMEOUT = int(os.environ.get("NAV_COMPILE_TIMEOUT", "0")) or None


def die(message):
    sys.exit("bench/navigation.py: " + message)


def run(command, log=None, timeout=None):
    """Runs `command`; its output goes to `log` (a path) or is returned. Exits on failure."""
    started = time.monotonic()
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=timeout)
    if log:
        with open(log, "w") as handle:
            handle.write(result.stdout + result.stderr)
    if result.returncode != 0:
        sys.stderr.write((result.stdout + result.stderr)[-3000:])
        die("failed: " + " ".join(command))
    return result.stdout, time.monotonic() - started


def tools():
    """screengen and screengen-dev, in release unless given."""
    if os.environ.get("SCREENGEN") and os.environ.get("SCREENGEN_DEV"):
        return os.environ["SCREENGEN"], os.environ["SCREENGEN_DEV"]
    scratch = ["--scratch-path", ".build-nav-release"]
    for product in ("screengen", "screengen-dev"):
        print("building %s (release)..." % product, file=sys.stderr)
        run(["swift", "build", "-c", "release", "--product", product] + scratch, log=os.path.join(OUT, "navigation-swift-build.log"))
    binaries = run(["swift", "build", "-c", "release", "--show-bin-path"] + scratch)[0].strip()
    return os.path.join(binaries, "screengen"), os.path.join(binaries, "screengen-dev")


def runtime_module():
    """ScreenNavigation, -O, as a static library and its module."""
    directory = os.path.join(OUT, "navigation-runtime")
    os.makedirs(directory, exist_ok=True)
    sources = sorted(
        os.path.join(root, name)
        for root, _, names in os.walk(os.path.join(REPO, "Sources", "ScreenNavigation"))
        for name in names if name.endswith(".swift"))
    print("compiling ScreenNavigation (%d files, -O)..." % len(sources), file=sys.stderr)
    _, seconds = run([
        SWIFTC, "-O", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "ScreenNavigation",
        "-emit-module", "-emit-module-path", os.path.join(directory, "ScreenNavigation.swiftmodule"),
        "-emit-library", "-static", "-o", os.path.join(directory, "libScreenNavigation.a")] + sources)
    print("  %.1f s" % seconds, file=sys.stderr)
    return directory


def measure(size, screengen, dev, runtime):
    directory = os.path.join(OUT, "navigation-%d" % size)
    screens = os.path.join(directory, "screens")
    os.makedirs(directory, exist_ok=True)
    print("== %d screens" % size, file=sys.stderr)
    run([sys.executable, os.path.join(REPO, "bench", "generate.py"), str(size), screens])
    app = os.path.join(screens, "app.yaml")
    with open(app) as handle:
        text = handle.read()
    with open(app, "w") as handle:
        handle.write(text.replace("graph: { route: Route, root: home }", "graph: { route: Route, root: home, generate: [] }", 1))
    generated = os.path.join(directory, "Screens.generated.swift")
    stubs = os.path.join(directory, "Stubs.swift")
    run([screengen, "build", screens, "--output", generated, "--strict"])
    run([dev, "stubs", screens, "--output", stubs])
    driver_dir = os.path.join(directory, "driver")
    os.makedirs(driver_dir, exist_ok=True)
    main = os.path.join(driver_dir, "main.swift")  # top-level code must be main.swift
    with open(os.path.join(REPO, "bench", "navigation_driver.swift")) as source, open(main, "w") as copy:
        copy.write(source.read())
    binary = os.path.join(driver_dir, "navigation-driver")
    optimization = "-O"
    compile_command = lambda level: [
        SWIFTC, level, "-wmo", "-swift-version", "6", "-module-name", "BenchNavigation", "-I", runtime, "-L", runtime,
        "-lScreenNavigation", generated, stubs, main, "-o", binary]
    try:
        _, seconds = run(compile_command("-O"), log=os.path.join(directory, "swiftc.txt"), timeout=COMPILE_TIMEOUT)
    except subprocess.TimeoutExpired:
        print("  -O compile over NAV_COMPILE_TIMEOUT: the generated code and driver -Onone", file=sys.stderr)
        optimization = "-Onone"
        _, seconds = run(compile_command("-Onone"), log=os.path.join(directory, "swiftc.txt"))
    print("  swiftc %s (generated code + driver): %.1f s" % (optimization, seconds), file=sys.stderr)
    values = drive(binary)
    values["opt"] = optimization
    values["build"] = "runtime module"
    return values


def drive(binary):
    """The driver's RESULT line as a dictionary; its other lines shown as they come."""
    output, _ = run([binary, str(RUNS), str(MOVES)])
    for line in output.splitlines():
        if not line.startswith("RESULT"):
            print("  " + line, file=sys.stderr)
    result = next(line for line in output.splitlines() if line.startswith("RESULT"))
    return dict(item.split("=", 1) for item in result.split()[1:])


def measure_specialized(size):
    """The same driver with the runtime's sources compiled into the graph's module (-O, whole
    module): every generic specialized for the graph, the fastest an app's code could be."""
    directory = os.path.join(OUT, "navigation-%d" % size)
    sources = sorted(
        os.path.join(root, name)
        for root, _, names in os.walk(os.path.join(REPO, "Sources", "ScreenNavigation"))
        for name in names if name.endswith(".swift"))
    binary = os.path.join(directory, "driver", "navigation-driver-specialized")
    print("== %d screens, the runtime compiled with the graph (specialized)" % size, file=sys.stderr)
    # One module named ScreenNavigation: the generated code's `import ScreenNavigation` and its
    # qualified names then name the module itself (the compiler warns and ignores the import).
    _, seconds = run(
        [SWIFTC, "-O", "-wmo", "-swift-version", "6", "-module-name", "ScreenNavigation"] + sources
        + [os.path.join(directory, "Screens.generated.swift"), os.path.join(directory, "Stubs.swift"),
           os.path.join(directory, "driver", "main.swift"), "-o", binary],
        log=os.path.join(directory, "swiftc-specialized.txt"))
    print("  swiftc -O (runtime + generated code + driver): %.1f s" % seconds, file=sys.stderr)
    values = drive(binary)
    values["opt"] = "-O"
    values["build"] = "specialized"
    return values


def main():
    os.makedirs(OUT, exist_ok=True)
    screengen, dev = tools()
    runtime = runtime_module()
    results = [measure(size, screengen, dev, runtime) for size in SIZES]
    specialized = measure_specialized(SIZES[0]) if os.environ.get("NAV_SPECIALIZED", "1") == "1" else None

    print()
    print("pathsToEveryScreen(), CPU time, best of %d" % RUNS)
    print("%8s %12s %10s %14s %18s" % ("screens", "transitions", "ms", "µs/screen", "ns/(screen+move)"))
    for r in results:
        print("%8s %12s %10s %14s %18s" % (r["screens"], r["transitions"], r["paths_ms"], r["paths_us_per_screen"], r["paths_ns_per_item"]))
    print()
    print("a move and back, CPU ns, best pass of %d moves of %d passes, alternating" % (MOVES, RUNS))
    print("%8s %16s %14s %14s %12s %10s %6s" % ("screens", "build", "no recorder", "recorder", "difference", "noise", "opt"))
    for r in results + ([specialized] if specialized else []):
        print("%8s %16s %14s %14s %12s %10s %6s" % (
            r["screens"], r["build"], r["move_ns"], r["recorded_move_ns"], r["recording_ns"], r["noise_ns"], r["opt"]))
    print()
    first, last = results[0], results[-1]
    growth = float(last["paths_us_per_screen"]) / float(first["paths_us_per_screen"])
    print("paths per screen, %s vs %s screens: %.2fx (linear: at most 1.5x) %s"
          % (last["screens"], first["screens"], growth, "PASS" if growth <= 1.5 else "FAIL"))
    worst = max(float(r["recording_ns"]) for r in results)
    print("recording a move, the runtime a module of its own: at most %.1f ns (target: under 100) %s"
          % (worst, "PASS" if worst < 100 else "FAIL"))
    if specialized:
        cost = float(specialized["recording_ns"])
        print("recording a move, specialized: %.1f ns, noise %s ns (target: under 100) %s"
              % (cost, specialized["noise_ns"], "PASS" if cost < 100 else "FAIL"))


if __name__ == "__main__":
    main()
