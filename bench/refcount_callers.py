#!/usr/bin/env python3
"""Who retains and releases: a screengen run's reference-counting samples, by caller.

usage: refcount_callers.py [--top N] [--frequency HZ] -- COMMAND [ARG ...]

Runs COMMAND under `perf record --call-graph dwarf` and prints, largest first, the functions
that called the Swift runtime's retain and release (and the bridge-object, array and
value-witness helpers around them), each with its share of all samples. A value witness
(`…Vwcp`, `…WOc`: a copy of a struct; `…Vwxx`, `…WOh`: its destruction) is reported with its
type, as "copy of RouteEnumEmitter", beside the function that made the copy.

Why not callgrind: it counts instructions, and a retain is a handful of them. When the object
is shared by the threads of a parallel pass, each retain moves the cache line that holds its
count between the cores, and costs many times its instructions. The route enum emitter's
recursion check once copied the whole graph that way, once a type node: 8 % of a build's
samples, a few million instructions to callgrind (bench/README.md, "Shared reference counts").

Needs `perf` (linux-tools) and permission to record (root, or perf_event_paranoid <= 1).
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The runtime's reference counting and the helpers that exist to call it.
REFCOUNTING = (
    "swift_retain", "swift_release", "swift_bridgeObjectRetain", "swift_bridgeObjectRelease",
    "swift_unknownObjectRetain", "swift_unknownObjectRelease", "swift_arrayDestroy",
    "swift_arrayInitWithCopy", "_swift_release_dealloc",
)
# A mangled value witness or outlined copy/destroy of a type of screengen's: `$s<module>…<kind>`.
WITNESS = re.compile(r"^\$s(\d+)(\w*?)(wcp|wxx|WOc|WOh|WOe|WOy)$")
COPIES = {"wcp": "copy", "WOc": "copy", "WOy": "copy", "wxx": "destruction", "WOh": "destruction",
          "WOe": "destruction"}


def samples(script_text):
    """The samples of `perf script -F tid,ip,sym` output: each a list of its frames' symbols,
    innermost first."""
    result, frames = [], None
    for line in script_text.splitlines():
        if not line.strip():
            if frames is not None:
                result.append(frames)
            frames = None
        elif not line.startswith("\t"):
            # A sample's header (its thread id, right-aligned: it may begin with spaces).
            frames = []
        elif frames is not None:
            parts = line.split(None, 1)
            frames.append(parts[1].strip() if len(parts) > 1 else "?")
    if frames is not None:
        result.append(frames)
    return result


def witness_type(symbol):
    """"copy of RouteEnumEmitter" for a value witness (or outlined copy) of a type of that name,
    "destruction of …" for one that destroys; None for any other symbol. The type is the last
    length-prefixed name of the mangling (word substitutions, `0A`, are skipped: `Screen.Fields`
    reads "Fields")."""
    match = WITNESS.match(symbol.split(" ", 1)[0])
    if not match:
        return None
    rest = match.group(2)[int(match.group(1)):]
    names, index = [], 0
    while index < len(rest):
        digits = re.match(r"\d+", rest[index:])
        if not digits:
            index += 1
            continue
        length, start = int(digits.group(0)), index + len(digits.group(0))
        if length == 0:
            index = start + 1
            continue
        names.append(rest[start:start + length])
        index = start + length
    return f"{COPIES[match.group(3)]} of {names[-1] if names else rest}"


def caller(frames):
    """What a reference-counting sample is charged to: the first frame that is neither the
    runtime nor a value witness, with the witness it went through (if any) named before it."""
    witness = None
    for symbol in frames[1:]:
        if symbol.startswith(REFCOUNTING):
            continue
        described = witness_type(symbol)
        if described:
            witness = witness or described
            continue
        short = symbol.replace(" (inlined)", "")[:110]
        return f"{witness} in {short}" if witness else short
    return witness or "?"


def table(all_samples, top):
    """The `top` callers of reference counting, each with its count and share of all samples."""
    counts = collections.Counter(
        caller(frames) for frames in all_samples if frames and frames[0].startswith(REFCOUNTING))
    total = len(all_samples)
    counted = sum(counts.values())
    lines = [f"{counted} of {total} samples ({100 * counted / max(total, 1):.1f} %) are reference counting;"
             f" by caller:"]
    for name, count in counts.most_common(top):
        lines.append(f"{100 * count / max(total, 1):6.2f} %  {count:6d}  {name}")
    return lines


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--frequency", type=int, default=5000)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args(argv)
    command = options.command[1:] if options.command[:1] == ["--"] else options.command
    if not command:
        parser.error("a command to run is needed, after --")
    if shutil.which("perf") is None:
        sys.stderr.write("refcount_callers.py: needs perf (linux-tools) on PATH\n")
        return 2
    with tempfile.TemporaryDirectory() as folder:
        data = os.path.join(folder, "perf.data")
        recorded = subprocess.run(
            ["perf", "record", "-q", "-F", str(options.frequency), "--call-graph", "dwarf,16384", "-o", data,
             "--", *command], stdout=subprocess.DEVNULL)
        if recorded.returncode != 0:
            sys.stderr.write(f"refcount_callers.py: perf record exited with {recorded.returncode}\n")
            return 1
        script = subprocess.run(["perf", "script", "-i", data, "-F", "tid,ip,sym"], capture_output=True, text=True)
    print("\n".join(table(samples(script.stdout), options.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
