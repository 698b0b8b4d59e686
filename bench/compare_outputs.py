#!/usr/bin/env python3
"""Check that two screengen binaries behave byte for byte the same (#33: a change for speed
may not change what the tool writes).

usage: compare_outputs.py --base BIN --candidate BIN [--dev SCREENGEN_DEV]
                          [--random COUNT] [--seed BASE] [--bench N ...] [--layout] [--keep]

For every graph folder (each directory under Tests/Fixtures that holds a YAML file and has no
YAML file in a folder above it, and every `screens` folder under Examples), for `--random`
graphs written by `screengen-dev random-graph --seed BASE+i`, and for `bench/generate.py N`
graphs (`--bench`), both binaries run:

- `screengen build DIR --output OUT/` (a file per input file): exit code, standard output,
  standard error and every file written must agree;
- `screengen lint DIR` and `screengen lint --format json DIR`: exit code and both streams.

Paths in the outputs are the same for both (the same input folder, the same output folder,
emptied before each run). Prints one line per difference and a summary; exits 1 when anything
differs. Everything is written under bench/out/compare/ (gitignored).

`--layout` is for a change to how generated lines are laid out (#39): a generated file that
differs only in whitespace is counted, not failed, and every generated line of the candidate
over 120 columns fails.
"""
import re
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
YAML_SUFFIXES = (".yaml", ".yml")


def has_yaml(directory):
    try:
        return any(name.endswith(YAML_SUFFIXES) and os.path.isfile(os.path.join(directory, name))
                   for name in os.listdir(directory))
    except OSError:
        return False


def graph_folders(root):
    """Every fixture folder and example `screens` folder, sorted, relative to `root`."""
    found = []
    fixtures = os.path.join(root, "Tests", "Fixtures")
    for directory, subdirectories, _ in os.walk(fixtures):
        subdirectories.sort()
        if has_yaml(directory):
            found.append(directory)
            subdirectories[:] = []  # its subfolders belong to this graph
    for directory, subdirectories, _ in os.walk(os.path.join(root, "Examples")):
        subdirectories[:] = sorted(d for d in subdirectories if d not in (".build", "out"))
        if os.path.basename(directory) == "screens" and has_yaml(directory):
            found.append(directory)
            subdirectories[:] = []
    return sorted(os.path.relpath(path, root) for path in found)


def run(command, cwd):
    done = subprocess.run(command, cwd=cwd, capture_output=True)
    return done.returncode, done.stdout, done.stderr


def read_tree(directory):
    """Every file under `directory`: relative path -> bytes."""
    files = {}
    for base, _, names in os.walk(directory):
        for name in names:
            path = os.path.join(base, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, directory)] = handle.read()
    return files


LINE_LIMIT = 120


def same_but_layout(base, candidate):
    """Whether two generated files differ only in whitespace (spaces and line breaks)."""
    return re.sub(rb"\s+", b"", base) == re.sub(rb"\s+", b"", candidate)


def wide_lines(name, contents):
    """The lines of a generated Swift file over LINE_LIMIT columns, as problems."""
    if not name.endswith(".swift"):
        return []
    lines = contents.decode("utf-8", "replace").split("\n")
    return [f"{name}:{n}: {len(line)} columns" for n, line in enumerate(lines, 1) if len(line) > LINE_LIMIT]


def compare_graph(graph, binaries, work, cwd, layout=None):
    """The differences between the binaries on one graph, as lines. With `layout` (a dict of
    counts), files that differ only in whitespace are counted there instead, and the
    candidate's lines over LINE_LIMIT columns are differences."""
    problems = []
    results = {}
    out = os.path.join(work, "build")
    for label, binary in binaries.items():
        # The same output path for both, emptied first, so messages naming it agree.
        shutil.rmtree(out, ignore_errors=True)
        os.makedirs(work, exist_ok=True)
        build = run([binary, "build", graph, "--output", os.path.relpath(out, cwd) + "/"], cwd)
        lint = run([binary, "lint", graph], cwd)
        json = run([binary, "lint", "--format", "json", graph], cwd)
        results[label] = (build, lint, json, read_tree(out) if os.path.isdir(out) else {})
    base, candidate = results["base"], results["candidate"]
    for index, name in enumerate(["build", "lint", "lint --format json"]):
        for part, what in enumerate(["exit code", "stdout", "stderr"]):
            if base[index][part] != candidate[index][part]:
                problems.append(f"{graph}: {name}: {what} differs")
    names = sorted(set(base[3]) | set(candidate[3]))
    changed = [n for n in names if base[3].get(n) != candidate[3].get(n)]
    if layout is not None:
        for name in names:
            problems += [f"{graph}: {wide}" for wide in wide_lines(name, candidate[3].get(name, b""))]
        relaid = [n for n in changed if n in base[3] and n in candidate[3] and same_but_layout(base[3][n], candidate[3][n])]
        layout["files"] = layout.get("files", 0) + len(relaid)
        changed = [n for n in changed if n not in relaid]
    if changed:
        problems.append(f"{graph}: build: {len(changed)} file(s) differ, e.g. {changed[:3]}")
    return problems


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True, help="the screengen binary to compare with")
    parser.add_argument("--candidate", required=True, help="the screengen binary under test")
    parser.add_argument("--dev", help="screengen-dev, to write --random graphs")
    parser.add_argument("--random", type=int, default=0, help="how many random graphs")
    parser.add_argument("--seed", type=int, default=7000, help="the first random graph's seed")
    parser.add_argument("--bench", type=int, nargs="*", default=[], help="bench/generate.py sizes")
    parser.add_argument("--layout", action="store_true",
                        help="count files that differ only in whitespace; fail lines over 120 columns")
    parser.add_argument("--keep", action="store_true", help="keep bench/out/compare afterwards")
    args = parser.parse_args(argv)
    if args.random and not args.dev:
        parser.error("--random needs --dev")
    binaries = {"base": os.path.abspath(args.base), "candidate": os.path.abspath(args.candidate)}
    work = os.path.join(HERE, "out", "compare")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    graphs = graph_folders(ROOT)
    for i in range(args.random):
        directory = os.path.join(work, "graphs", f"random-{args.seed + i}")
        subprocess.run([args.dev, "random-graph", "--seed", str(args.seed + i), "--out", directory], check=True)
        graphs.append(os.path.relpath(directory, ROOT))
    for size in args.bench:
        directory = os.path.join(work, "graphs", f"bench-{size}")
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), str(size), directory],
                       check=True, stdout=subprocess.DEVNULL)
        graphs.append(os.path.relpath(directory, ROOT))
    problems = []
    layout = {} if args.layout else None
    for graph in graphs:
        problems += compare_graph(graph, binaries, os.path.join(work, "runs"), ROOT, layout)
    for line in problems:
        print(line)
    relaid = f", {layout.get('files', 0)} file(s) differing only in layout" if layout is not None else ""
    print(f"{len(graphs)} graphs compared, {len(problems)} difference(s){relaid}")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
