#!/usr/bin/env python3
"""Peak memory of `screengen lint` on files that flood diagnostics (#33, item 7), for a baseline
and a candidate binary side by side, against a valid graph of the same size. See bench/README.md
("Diagnostic floods").

usage: bench/flood_bench.py [--base BINARY] [--candidate BINARY] [--runs N] [--only NAME ...]
  --base       the binary to compare against (e.g. a release build of main); optional
  --candidate  the binary measured (default .build/release/screengen)
  --runs       runs per input and binary; the largest peak RSS and the best wall time are kept

Inputs are written under bench/out/flood/ (gitignored), each a folder `lint` reads:
  dup-8mb        one 8 MB file: `a: 1` repeated (an unknown key, then duplicate keys)
  unknown-8mb    one 8 MB file of distinct unknown top-level keys
  badvalue-8mb   one 8 MB file: one screen whose transitions each have a bad `style:`
  valid-8mb      one 8 MB valid graph (a chain of screens): what the same size costs when valid
  and the same four as 100 files of 80 KB each (`dup-100x80k`, …, `valid-100x80k`).

Each binary's standard error is kept (bench/out/flood/<input>.<binary>.txt); with both
binaries the script says whether they printed the same thing, which they should: the cap on
memory must not change what is printed. Peak RSS is GNU time's %M (see run_bench.py for why
GNU time and not Python's own rusage). Standard library only; the logic that needs no binary
is tested by bench/test_flood_bench.py.
"""

import argparse
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(REPO, "bench", "out", "flood")
GNU_TIME = "/usr/bin/time"
MB = 1_000_000
KINDS = ["dup", "unknown", "badvalue", "valid"]

# MARK: - Inputs


def _fill(head, line, size):
    """`head`, then `line(i)` for i = 0, 1, … until the text is at least `size` bytes."""
    parts = [head]
    total = len(head)
    i = 0
    while total < size:
        part = line(i)
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts), i


def flood_text(kind, size, index=0):
    """The text of one file of `kind` (see KINDS) of about `size` bytes (at least `size`, at most
    one line more). `index` numbers the file among several (for `valid`: 0 is the file with the
    graph's settings and the root screen `home`, which pushes each other file's first screen;
    `index` > 0 is feature `fNNN`). Returns (text, lines written)."""
    if kind == "dup":
        return _fill("", lambda i: "a: 1\n", size)
    if kind == "unknown":
        return _fill("", lambda i: "k%07d: 1\n" % i, size)
    if kind == "badvalue":
        head = "screens:\n  home%d:\n    view: Home\n    transitions:\n" % index
        return _fill(head, lambda i: "      t%d: { to: home%d, style: bogus }\n" % (i, index), size)
    if kind == "valid":
        if index == 0:
            raise ValueError("the valid graph's file 0 is valid_root_text")
        head = "feature: f%03d\nscreens:\n" % index

        def screen(i):
            return "  s%d:\n    view: V%d\n    transitions:\n      next: s%d\n" % (i, i, i + 1)

        text, count = _fill(head, screen, size)
        return text + "  s%d:\n    view: V%d\n" % (count, count), count + 1
    raise ValueError("unknown kind " + kind)


def valid_root_text(features):
    """The valid graph's settings and root screen, pushing the first screen of each feature."""
    lines = ["graph:\n  route: FloodRoute\n  roots: [home]\nscreens:\n  home:\n    view: Home\n"]
    if features:
        lines.append("    transitions:\n")
        lines += ["      open%d: f%03d.s0\n" % (f, f) for f in features]
    return "".join(lines)


def inputs():
    """(name, kind, files, bytes a file) of every input."""
    result = []
    for kind in KINDS:
        result.append(("%s-8mb" % kind, kind, 1, 8 * MB))
        result.append(("%s-100x80k" % kind, kind, 100, 80_000))
    return result


def write_input(folder, kind, files, size):
    """Writes one input into `folder` (made if missing); returns its total bytes. A `valid` input
    is a root file plus `files` features (the root file is small); the others `files` files."""
    os.makedirs(folder, exist_ok=True)
    total = 0
    if kind == "valid":
        texts = [("app.yaml", valid_root_text(range(1, files + 1)))]
        texts += [("f%03d.yaml" % i, flood_text(kind, size, i)[0]) for i in range(1, files + 1)]
    else:
        texts = [("f%03d.yaml" % i, flood_text(kind, size, i)[0]) for i in range(files)]
    for name, text in texts:
        with open(os.path.join(folder, name), "w") as out:
            out.write(text)
        total += len(text.encode())
    return total


# MARK: - Measuring


def read_gnu_time(text):
    """(wall seconds, peak RSS in KiB) from the last line GNU time wrote with `-f '%e %M'`."""
    fields = text.strip().split("\n")[-1].split()
    return float(fields[0]), int(fields[1])


def measure(binary, folder, log, runs):
    """`binary lint folder` `runs` times: (exit status, best wall s, largest peak KiB); its
    standard error is written to `log`."""
    best, peak, status = None, 0, None
    timing = log + ".time"
    for _ in range(runs):
        with open(log, "wb") as err:
            start = time.perf_counter()
            status = subprocess.run(
                [GNU_TIME, "-o", timing, "-f", "%e %M", binary, "lint", folder],
                stdout=subprocess.DEVNULL,
                stderr=err,
            ).returncode
            wall = time.perf_counter() - start
        with open(timing) as t:
            _, kib = read_gnu_time(t.read())
        best = wall if best is None else min(best, wall)
        peak = max(peak, kib)
    return status, round(best, 3), peak


# MARK: - The table


def ratio(numerator, denominator):
    return "%.2f" % (numerator / denominator) if denominator else "-"


def table(rows, has_base):
    """The report's lines. `rows`: dicts with name, mib, cand (status, s, KiB), and base and
    same (whether both printed the same) when `has_base`; `valid` is the KiB of the valid input
    of the same shape (for the `/ valid` column)."""
    head = ["input", "MB", "cand MiB", "cand s", "exit"]
    if has_base:
        head += ["base MiB", "base s", "cand/base", "same out"]
    head.append("cand/valid")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        status, seconds, kib = row["cand"]
        cells = [row["name"], "%.1f" % row["mb"], "%.0f" % (kib / 1024), "%.2f" % seconds, str(status)]
        if has_base:
            b_status, b_seconds, b_kib = row["base"]
            cells += ["%.0f" % (b_kib / 1024), "%.2f" % b_seconds, ratio(kib, b_kib), "yes" if row["same"] else "NO"]
        cells.append(ratio(kib, row["valid"]))
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def main(argv):
    parser = argparse.ArgumentParser(description="Peak memory of screengen lint on diagnostic floods.")
    parser.add_argument("--base")
    parser.add_argument("--candidate", default=os.path.join(REPO, ".build", "release", "screengen"))
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--only", nargs="*", help="input names to run (valid ones are always run)")
    args = parser.parse_args(argv)
    binaries = [("cand", args.candidate)] + ([("base", args.base)] if args.base else [])
    for _, binary in binaries:
        if not os.access(binary, os.X_OK):
            print("flood_bench: no binary at " + binary, file=sys.stderr)
            return 1
    if not os.access(GNU_TIME, os.X_OK):
        print("flood_bench: needs GNU time at /usr/bin/time (apt-get install time)", file=sys.stderr)
        return 1
    rows, valid = [], {}
    for name, kind, files, size in inputs():
        if args.only and name not in args.only and kind != "valid":
            continue
        folder = os.path.join(OUT, name)
        total = write_input(folder, kind, files, size)
        row = {"name": name, "mb": total / MB}
        for label, binary in binaries:
            row[label] = measure(binary, folder, os.path.join(OUT, "%s.%s.txt" % (name, label)), args.runs)
        if args.base:
            with open(os.path.join(OUT, name + ".cand.txt"), "rb") as c, open(
                os.path.join(OUT, name + ".base.txt"), "rb"
            ) as b:
                row["same"] = c.read() == b.read()
        if kind == "valid":
            valid[name.split("-", 1)[1]] = row["cand"][2]
        rows.append(row)
        print("flood_bench: %s done" % name, file=sys.stderr, flush=True)
    for row in rows:
        row["valid"] = valid.get(row["name"].split("-", 1)[1], 0)
    print("\n".join(table(rows, bool(args.base))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
