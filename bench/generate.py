#!/usr/bin/env python3
"""Write a synthetic, valid screen graph of N screens for the benchmark.

usage: generate.py N OUTDIR

OUTDIR/app.yaml           graph settings and the root screen `home`
OUTDIR/features/fNNNN.yaml one feature of up to 100 screens s001..s100

N counts every screen, `home` included. The output is deterministic (no
randomness). Screens are ordered home < (feature 1, s001) < ... and push, sheet
and cover edges only ever go forward in that order; every backward edge is a
`replace`. So every cycle contains a replace (no unbounded-cycle warning), and
every screen is reachable: home pushes the first screen of each feature and
each screen pushes the next one.
"""
import os
import sys

FEATURE_SIZE = 100

# (param name, Swift type as written in YAML). A name always has the same type,
# so `args: { x: x }` between two screens that both have x is type-correct.
PARAMS = [
    ("itemID", "Int"),
    ("query", "String"),
    ("ratio", '"Double?"'),
    ("flag", "Bool"),
    ("tags", '"[String]"'),
    ("item", "Item"),
]


def params_of(j):
    """Screen j's params: 0-2 from PARAMS plus a defaulted `zoom` (1-3 total).
    Screens 3k+1 and 3k+2 share a param, so some pushes carry `args`."""
    return [PARAMS[(j // 3 + t) % len(PARAMS)] for t in range(j % 3)]


def required(params):
    return [name for name, ty in params if not ty.endswith('?"')]


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 2:
        sys.exit("usage: generate.py N OUTDIR   (N >= 2)")
    n, out = int(sys.argv[1]), sys.argv[2]

    # Feature sizes: N - 1 screens (home is the Nth) in features of 100.
    sizes = []
    left = n - 1
    while left > 0:
        sizes.append(min(FEATURE_SIZE, left))
        left -= sizes[-1]
    fw = max(4, len(str(len(sizes))))

    def fname(f):  # f is 1-based
        return "f%0*d" % (fw, f)

    def sname(j):
        return "s%03d" % j

    features_dir = os.path.join(out, "features")
    os.makedirs(features_dir, exist_ok=True)
    # Remove what an earlier run with another N may have left.
    for old in os.listdir(features_dir):
        if old.endswith(".yaml"):
            os.remove(os.path.join(features_dir, old))

    with open(os.path.join(out, "app.yaml"), "w") as fh:
        fh.write("graph: { route: Route, root: home }\n")
        fh.write("screens:\n  home:\n    view: HomeView\n    title: \"Home\"\n")
        fh.write("    transitions:\n")
        for f in range(1, len(sizes) + 1):
            fh.write("      open%s: %s.s001\n" % (fname(f).capitalize(), fname(f)))

    for f, size in enumerate(sizes, start=1):
        name = fname(f)
        lines = ["feature: %s" % name, "screens:"]
        for j in range(1, size + 1):
            params = params_of(j)
            lines.append("  %s:" % sname(j))
            lines.append("    view: %sS%03dView" % (name.capitalize(), j))
            lines.append('    title: "Screen %d"' % j)
            lines.append("    params:")
            for pname, ty in params:
                lines.append("      %s: %s" % (pname, ty))
            lines.append("      zoom: { type: Int, default: 3 }")
            lines.append("    transitions:")

            # push to the next screen, binding the required params both share
            if j < size:
                mine = {p for p, _ in params}
                shared = [p for p in required(params_of(j + 1)) if p in mine]
                args = ", ".join("%s: %s" % (p, p) for p in shared)
                if args:
                    lines.append("      next: { to: %s, args: { %s } }" % (sname(j + 1), args))
                else:
                    lines.append("      next: %s" % sname(j + 1))
            else:
                lines.append("      next: { to: %s, style: replace }" % sname(1))

            # sheet to a later screen of the feature; replace if there is none
            k = j + 2 + (j * 7) % 10
            if k <= size:
                lines.append("      details: { to: %s, style: sheet }" % sname(k))
            else:
                lines.append("      details: { to: %s, style: replace }" % sname(1 + j % (size // 2 + 1)))

            # cover to a screen of the next feature; replace back to the first
            # feature from the last one
            if f < len(sizes):
                g = f + 1
                lines.append("      jump: { to: %s.%s, style: cover }"
                             % (fname(g), sname(1 + (j * 13) % sizes[g - 1])))
            else:
                lines.append("      jump: { to: %s.%s, style: replace }"
                             % (fname(1), sname(1 + (j * 13) % sizes[0])))

            # every other screen: replace back to an earlier screen (or home)
            if j % 2 == 0:
                lines.append("      restart: { to: %s, style: replace }" % sname(j // 2))
            elif j == 1:
                lines.append("      restart: { to: home, style: replace }")
        with open(os.path.join(features_dir, name + ".yaml"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
