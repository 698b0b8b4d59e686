#!/usr/bin/env python3
"""Compile time of an example's generated code, this tool's side by side with a baseline's.

usage: example_compile.py [--example IceCubes] [--runs 3] --tool SCREENGEN
                          [--baseline-repo DIR --baseline-tool SCREENGEN]

For each side (this repository and its tool; the baseline repository and its tool, when given)
it writes a package under bench/out/example/<side>/ whose one target holds the example's
Support.swift and the tool's output for the example's screens/ (one file per YAML file plus
the graph-wide file, as the build plugin writes them), depending on that side's
ScreenNavigation by path. It builds ScreenNavigation once (not timed), then times `swift build
--target` of the example target from scratch `--runs` times (the best is kept) and a no-op
build, and prints one table: generated lines, lines over 120 columns, `func`s, seconds and
the ratio of this side to the baseline. The same Swift 6 mode and -warnings-as-errors as CI.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ExampleBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "{runtime}")],
    targets: [
        .target(
            name: "{target}",
            dependencies: [.product(name: "ScreenNavigation", package: "{package}")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ]
)
"""


def run(command, cwd, log):
    with open(log, "w") as out:
        result = subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        sys.stderr.write(open(log).read()[-3000:])
        sys.exit("example_compile.py: '%s' failed (log: %s)" % (" ".join(command), log))


def count(directory):
    lines = long = funcs = 0
    for name in sorted(os.listdir(directory)):
        for line in open(os.path.join(directory, name), encoding="utf-8"):
            line = line.rstrip("\n")
            lines += 1
            long += len(line) > 120
            funcs += "func " in line
    return lines, long, funcs


def measure(side, repo, tool, example, runs):
    root = os.path.join(REPO, "bench", "out", "example", side)
    target = example + "Bench"
    sources = os.path.join(root, "Sources", target)
    shutil.rmtree(os.path.join(root, "Sources"), ignore_errors=True)
    generated = os.path.join(sources, "Generated")
    os.makedirs(generated)
    shutil.copy(os.path.join(repo, "Examples", example, "Support.swift"), sources)
    package = os.path.basename(os.path.normpath(repo))
    with open(os.path.join(root, "Package.swift"), "w") as manifest:
        manifest.write(MANIFEST.format(runtime=repo, target=target, package=package))
    run([tool, "build", os.path.join(repo, "Examples", example, "screens"), "--output", generated + "/"], root,
        os.path.join(root, "screengen.log"))
    lines, long, funcs = count(generated)
    best = None
    for attempt in range(runs):
        # A scratch path of its own per run: the runtime is built first, not timed, then the
        # example's target from nothing.
        scratch = os.path.join(root, ".build-run%d" % attempt)
        shutil.rmtree(scratch, ignore_errors=True)
        build = ["swift", "build", "--scratch-path", scratch, "--target"]
        run(build + ["ScreenNavigation"], root, os.path.join(root, "runtime-%d.log" % attempt))
        start = time.monotonic()
        run(build + [target], root, os.path.join(root, "build-%d.log" % attempt))
        elapsed = time.monotonic() - start
        best = elapsed if best is None else min(best, elapsed)
    start = time.monotonic()
    run(build + [target], root, os.path.join(root, "noop.log"))
    noop = time.monotonic() - start
    return {"lines": lines, "long": long, "funcs": funcs, "seconds": best, "noop": noop}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--example", default="IceCubes")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tool", required=True)
    parser.add_argument("--baseline-repo")
    parser.add_argument("--baseline-tool")
    args = parser.parse_args()
    if bool(args.baseline_repo) != bool(args.baseline_tool):
        sys.exit("example_compile.py: --baseline-repo and --baseline-tool go together")
    sides = [("this", REPO, os.path.abspath(args.tool))]
    if args.baseline_repo:
        sides.insert(0, ("baseline", os.path.abspath(args.baseline_repo), os.path.abspath(args.baseline_tool)))
    results = {}
    for side, repo, tool in sides:
        print("%s: %s ..." % (side, repo), file=sys.stderr)
        results[side] = measure(side, repo, tool, args.example, args.runs)
    print("%s: generated code compiled with `swift build --target` (debug, Swift 6, warnings as errors), best of %d"
          % (args.example, args.runs))
    print("%-9s %7s %6s %6s %8s %6s" % ("side", "lines", ">120", "funcs", "s", "no-op"))
    for side, _, _ in sides:
        r = results[side]
        print("%-9s %7d %6d %6d %8.2f %6.2f" % (side, r["lines"], r["long"], r["funcs"], r["seconds"], r["noop"]))
    if "baseline" in results:
        base, this = results["baseline"], results["this"]
        print("this / baseline: lines %.2f, compile %.2f" % (this["lines"] / base["lines"], this["seconds"] / base["seconds"]))


if __name__ == "__main__":
    main()
