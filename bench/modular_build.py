#!/usr/bin/env python3
"""Build times of IceCubes as one target and split into packages, side by side.

usage: bench/modular_build.py [--runs 2]

Two packages, each built the way its users build it, with this repository's tool and runtime:
- one target: bench/out/modular/one-target, a package whose one target `IceCubes` holds the
  example's `Support.swift` and `screens/` (a copy of Examples/IceCubes) and applies the build
  plugin;
- modular: a copy of Examples/IceCubesModular (Models, Env, eight feature packages, the app).

For each, best of `--runs`: a clean `swift build` (the `.build` folders removed: SwiftPM builds
screengen and swift-argument-parser for the plugin first, in both), then, from that build, the
rebuild after a `title:` edited in timeline.yaml and the rebuild after a param added to a
timeline screen (`timeline.trending` gets `period: { type: String, default: day }`, which no
code constructs). Prints one table and the ratios modular / one target. Needs what the
repository's build needs.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(REPO, "bench", "out", "modular")

ONE_TARGET_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OneTarget",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "{repo}")],
    targets: [
        .target(
            name: "IceCubes",
            dependencies: [.product(name: "ScreenNavigation", package: "{identity}")],
            exclude: ["screens"],
            plugins: [.plugin(name: "ScreengenBuildPlugin", package: "{identity}")]
        ),
    ]
)
"""

TITLE = ("title: Trending", "title: Trending posts")
PARAM_ANCHOR = "  trending:\n"


def timed(command, cwd):
    start = time.monotonic()
    run = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if run.returncode != 0:
        sys.exit("modular_build.py: '%s' failed in %s:\n%s" % (" ".join(command), cwd, (run.stdout + run.stderr)[-4000:]))
    return elapsed


def lay_out():
    shutil.rmtree(OUT, ignore_errors=True)
    one = os.path.join(OUT, "one-target")
    os.makedirs(os.path.join(one, "Sources", "IceCubes"))
    with open(os.path.join(one, "Package.swift"), "w") as handle:
        handle.write(ONE_TARGET_MANIFEST.replace("{repo}", REPO).replace("{identity}", os.path.basename(REPO).lower()))
    shutil.copy(os.path.join(REPO, "Examples/IceCubes/Support.swift"), os.path.join(one, "Sources/IceCubes/Support.swift"))
    shutil.copytree(os.path.join(REPO, "Examples/IceCubes/screens"), os.path.join(one, "Sources/IceCubes/screens"))
    modular = os.path.join(OUT, "modular")
    # The modular manifests find the repository three folders up from their own: copy the
    # example into a folder at that depth's equivalent, next to a link to the repository.
    examples = os.path.join(OUT, "repo", "Examples")
    os.makedirs(examples)
    for entry in os.listdir(REPO):
        if entry not in ("Examples", "bench", ".build") and not entry.startswith(".build"):
            os.symlink(os.path.join(REPO, entry), os.path.join(OUT, "repo", entry))
    for entry in os.listdir(os.path.join(REPO, "Examples")):
        if entry != "IceCubesModular":
            os.symlink(os.path.join(REPO, "Examples", entry), os.path.join(examples, entry))
    shutil.copytree(os.path.join(REPO, "Examples/IceCubesModular"), os.path.join(examples, "IceCubesModular"), symlinks=True,
                    ignore=shutil.ignore_patterns(".build", "Package.resolved"))
    os.symlink(os.path.join(examples, "IceCubesModular"), modular)
    return [("one target", one, os.path.join(one, "Sources/IceCubes/screens/timeline.yaml")),
            ("modular", modular, os.path.join(modular, "Packages/Timeline/Sources/Timeline/screens/timeline.yaml"))]


def clean(package):
    for root, dirs, _ in os.walk(package):
        if ".build" in dirs:
            shutil.rmtree(os.path.join(root, ".build"))
            dirs.remove(".build")


def edit(path, old, new):
    with open(path) as handle:
        text = handle.read()
    if old not in text:
        sys.exit("modular_build.py: '%s' is not in %s" % (old.strip(), path))
    with open(path, "w") as handle:
        handle.write(text.replace(old, new, 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    sides = lay_out()
    results = {}
    for name, package, timeline in sides:
        best = {"clean": None, "title": None, "param": None}
        for _ in range(args.runs):
            clean(package)
            measured = {"clean": timed(["swift", "build"], package)}
            edit(timeline, *TITLE)
            measured["title"] = timed(["swift", "build"], package)
            edit(timeline, TITLE[1], TITLE[0])
            edit(timeline, PARAM_ANCHOR, PARAM_ANCHOR + "    params:\n      period: { type: String, default: day }\n")
            measured["param"] = timed(["swift", "build"], package)
            edit(timeline, PARAM_ANCHOR + "    params:\n      period: { type: String, default: day }\n", PARAM_ANCHOR)
            timed(["swift", "build"], package)
            for key, value in measured.items():
                best[key] = value if best[key] is None else min(best[key], value)
        results[name] = best
        print("%s: clean %.1f s, title edited %.2f s, param added %.2f s" % (name, best["clean"], best["title"], best["param"]), flush=True)
    one, modular = results["one target"], results["modular"]
    print()
    print("IceCubes, best of %d (swift build, debug)   clean s   title edit s   param edit s" % args.runs)
    for name in ("one target", "modular"):
        r = results[name]
        print("%-40s %8.1f %14.2f %14.2f" % (name, r["clean"], r["title"], r["param"]))
    print("%-40s %8.2f %14.2f %14.2f" % ("modular / one target", modular["clean"] / one["clean"],
                                          modular["title"] / one["title"], modular["param"] / one["param"]))


if __name__ == "__main__":
    main()
