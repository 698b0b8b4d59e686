#!/usr/bin/env python3
"""Where the lines of generated Swift go: lines per kind of top-level declaration, per screen.

usage: line_breakdown.py GENERATED [GENERATED ...] --screens N

GENERATED is a file screengen wrote, or a folder of them (every *.swift below it). Each line
counts toward the top-level declaration it belongs to; a declaration's doc comment and
attributes count toward it, a blank line or a `// MARK:` line toward "blank and marks", and
`#if`/`#endif` lines toward the declaration that follows. A declaration's kind is its keyword
and the suffix of its name from the catalog below (`struct …Directions`, `extension …Route`),
so a graph's hundred directions types are one row. The table is printed largest first, with
the lines a screen each kind costs (`--screens`, the graph's screen count).

Used by bench/README.md ("The size of the generated code") to say which constructs make the
lines a screen, and so where the floor of the typed API lies.
"""
import argparse
import os
import re
import sys

# Longest first: a name is classified by the first suffix it ends with.
SUFFIXES = [
    "DeepLinkDestination", "RouteHandler", "NavigationRouter", "Directions", "RouteView",
    "Samples", "Router", "Button", "Moves", "Screen", "Graph", "Route", "View",
]
DECLARATION = re.compile(
    r"^(?:(?:public|internal|fileprivate|private|nonisolated|final)\s+)*"
    r"(struct|enum|extension|protocol|class|actor|func|let|var|typealias)\s+([A-Za-z_][\w.]*)")
LEADING = re.compile(r"^(///|@|#if|#else|#elseif)")


def kind_of(keyword, name):
    """The row a top-level declaration counts toward: its keyword and its name's suffix."""
    last = name.split(".")[-1]
    for suffix in SUFFIXES:
        if last.endswith(suffix):
            return f"{keyword} …{suffix}"
    return f"{keyword} {last}"


def breakdown(lines):
    """Lines per kind: a dict from kind to count, for the lines of one generated file."""
    counts = {}
    pending = 0  # doc comments, attributes and #if lines waiting for their declaration
    current = "file header"
    for line in lines:
        stripped = line.rstrip("\n")
        if stripped.strip() == "" or stripped.startswith("// MARK:"):
            counts["blank and marks"] = counts.get("blank and marks", 0) + 1
            continue
        if stripped.startswith("#endif"):
            counts[current] = counts.get(current, 0) + 1
            continue
        if LEADING.match(stripped):
            pending += 1
            continue
        match = DECLARATION.match(stripped)
        if match:
            current = kind_of(match.group(1), match.group(2))
        counts[current] = counts.get(current, 0) + 1 + pending
        pending = 0
    if pending:
        counts[current] = counts.get(current, 0) + pending
    return counts


def swift_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    if name.endswith(".swift"):
                        yield os.path.join(root, name)
        else:
            yield path


def table(counts, screens):
    """The printed table: kind, lines, lines a screen, largest first, and the total."""
    rows = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    total = sum(counts.values())
    width = max([len("total")] + [len(kind) for kind, _ in rows])
    out = [f"{'kind'.ljust(width)}  {'lines':>7}  {'a screen':>8}"]
    for kind, count in rows:
        out.append(f"{kind.ljust(width)}  {count:>7}  {count / screens:>8.2f}")
    out.append(f"{'total'.ljust(width)}  {total:>7}  {total / screens:>8.2f}")
    return "\n".join(out)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("generated", nargs="+")
    parser.add_argument("--screens", type=int, required=True)
    args = parser.parse_args(argv)
    if args.screens <= 0:
        parser.error("--screens must be a positive whole number")
    counts = {}
    for path in swift_files(args.generated):
        with open(path, encoding="utf-8") as handle:
            for kind, count in breakdown(handle).items():
                counts[kind] = counts.get(kind, 0) + count
    print(table(counts, args.screens))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
