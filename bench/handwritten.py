#!/usr/bin/env python3
"""Write the hand-written equivalent of a bench graph's routes, for the compile benchmark.

usage: handwritten.py GRAPH_DIR OUT_DIR [--views VIEWS_DIR] [--nested-switch] [--moves]

Reads GRAPH_DIR/app.yaml and GRAPH_DIR/features/*.yaml (as written by generate.py) and
writes what an app team writes by hand when it follows the SwiftUI navigation designs
(a route enum per feature, one app-wide route enum, one switch from route to view):

OUT_DIR/FNNNNRoute.swift   enum FNNNNRoute: Hashable, Sendable { case s001(itemID: Int, zoom: Int = 3) ... }
OUT_DIR/Route.swift        enum Route: Hashable, Sendable { case home; case f0001(F0001Route) ... }
                           and @MainActor func view(for: Route) -> any BenchScreenView, ONE switch

With --nested-switch, the route-to-view switch is two levels instead: `view(for: Route)`
switches over the features (`case .f0001(let route): return view(for: route)`) and each
FNNNNRoute.swift has its own `view(for: FNNNNRoute)` switch. That is what a team does when
the one flat switch no longer compiles: past a few thousand cases Swift gives up on it
("the compiler is unable to check that this switch is exhaustive in reasonable time").

With --moves, also what a team writes by hand to get the generated code's typed move API (the
honest comparison the other way): per screen with transitions, a struct
`FNNNNSxxxMoves(navigate:, <params its args read>)` with one method per transition, taking the
target's free params with their defaults and calling `navigate(<route>, <style>)`.

With --views, also the views both sides of the benchmark compile (the same files for the
generated target and the hand-written one):

VIEWS_DIR/BenchScreenView.swift  protocol BenchScreenView {} and HomeView (and any view of app.yaml)
VIEWS_DIR/FNNNNViews.swift       struct FNNNNSxxxView: BenchScreenView { init(<params>) {} }

Params keep the YAML order and the exact YAML types; a param's `default:` becomes the
case's default value and an optional param without one defaults to nil (as the generated
route enums do). A file whose content would not change is left untouched (so its
modification time stays, as screengen does with its output), and stale *.swift files in
OUT_DIR / VIEWS_DIR are removed. Output is deterministic.
"""
import os
import sys

import yaml


def die(msg):
    sys.exit("handwritten.py: " + msg)


def upper_first(s):
    return s[:1].upper() + s[1:]


def swift_literal(value, ty):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if value is None:
        return "nil"
    if isinstance(value, str):
        if ty in ("String", "String?"):
            return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return value  # an expression as written (e.g. `.none`)
    die("unsupported default value %r" % (value,))


def params_of(screen):
    """[(name, type, default-or-None)] in YAML order."""
    out = []
    for name, spec in (screen.get("params") or {}).items():
        if isinstance(spec, dict):
            ty = str(spec["type"])
            default = swift_literal(spec["default"], ty) if "default" in spec else None
        else:
            ty, default = str(spec), None
        if default is None and ty.endswith("?"):
            default = "nil"
        out.append((name, ty, default))
    return out


def write_if_changed(path, text, written):
    written.add(os.path.basename(path))
    try:
        with open(path) as fh:
            if fh.read() == text:
                return
    except FileNotFoundError:
        pass
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)


def remove_stale(directory, written):
    for name in os.listdir(directory):
        if name.endswith(".swift") and name not in written:
            os.remove(os.path.join(directory, name))


def load(path):
    with open(path) as fh:
        return yaml.load(fh, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def method_lines(signature, call):
    """A method as a team's formatter writes it: one line when it fits in 120 columns, else three."""
    one = "%s { %s }" % (signature, call)
    if len(one) <= 120:
        return [one]
    return [signature + " {", "        " + call, "    }"]


def write_moves(out, route, root_screens, features, written):
    """The hand-written typed move API: a `…Moves` struct per screen with transitions."""
    screens = {s: (None, spec) for s, spec in root_screens.items()}
    for f, specs in features:
        screens.update({"%s.%s" % (f, s): (f, spec) for s, spec in specs.items()})

    def target(reference, feature):
        if "." in reference:
            return reference
        if feature is not None and "%s.%s" % (feature, reference) in screens:
            return "%s.%s" % (feature, reference)
        return reference

    def value(qualified, arguments):
        feature, spec = screens[qualified]
        name = qualified.split(".")[-1]
        ps = params_of(spec)
        case = "." + name + ("(" + ", ".join("%s: %s" % (n, arguments[n]) for n, _, _ in ps) + ")" if ps else "")
        return ".%s(%s)" % (feature, case) if feature else case

    def struct(qualified, feature, spec):
        transitions = spec.get("transitions") or {}
        if not transitions:
            return []
        ps = {n: t for n, t, _ in params_of(spec)}
        stored, methods = [], []
        for action, move in transitions.items():
            move = {"to": move} if isinstance(move, str) else move
            to = target(move["to"], feature)
            args = move.get("args") or {}
            arguments, free = {}, []
            for n, t, d in params_of(screens[to][1]):
                if n in args:
                    arguments[n] = args[n]
                    if args[n] not in stored:
                        stored.append(args[n])
                else:
                    arguments[n] = n
                    free.append("%s: %s%s" % (n, t, "" if d is None else " = " + d))
            signature = "    func %s(%s)" % (action, ", ".join(free))
            call = "navigate(%s, \"%s\")" % (value(to, arguments), move.get("style", "push"))
            methods += method_lines(signature, call)
        name = "".join(upper_first(part) for part in qualified.split(".")) + "Moves"
        lines = ["", "@MainActor", "struct %s {" % name, "    let navigate: @MainActor (%s, String) -> Void" % route]
        lines += ["    let %s: %s" % (n, ps[n]) for n in stored]
        return lines + methods + ["}"]

    lines = ["// Hand-written equivalent (bench/handwritten.py --moves): typed moves of the app's screens."]
    for s, spec in root_screens.items():
        lines += struct(s, None, spec)
    write_if_changed(os.path.join(out, route + "Moves.swift"), "\n".join(lines) + "\n", written)
    for f, specs in features:
        lines = ["// Hand-written equivalent (bench/handwritten.py --moves): typed moves of feature `%s`." % f]
        for s, spec in specs.items():
            lines += struct("%s.%s" % (f, s), f, spec)
        write_if_changed(os.path.join(out, upper_first(f) + "Moves.swift"), "\n".join(lines) + "\n", written)


def main():
    args = sys.argv[1:]
    views_dir = None
    nested = "--nested-switch" in args
    if nested:
        args.remove("--nested-switch")
    moves = "--moves" in args
    if moves:
        args.remove("--moves")
    if "--views" in args:
        i = args.index("--views")
        if i + 1 >= len(args):
            die("--views needs a directory")
        views_dir = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit("usage: handwritten.py GRAPH_DIR OUT_DIR [--views VIEWS_DIR]")
    graph_dir, out = args

    app = load(os.path.join(graph_dir, "app.yaml"))
    route = app["graph"]["route"]
    root_screens = app.get("screens") or {}
    features_dir = os.path.join(graph_dir, "features")
    features = []  # (feature name, {screen: spec}) in file-name order
    for name in sorted(os.listdir(features_dir)):
        if name.endswith((".yaml", ".yml")):
            doc = load(os.path.join(features_dir, name))
            features.append((doc["feature"], doc.get("screens") or {}))

    os.makedirs(out, exist_ok=True)
    written = set()

    def case_decl(sname, spec):
        ps = params_of(spec)
        if not ps:
            return "    case %s" % sname
        inner = ", ".join("%s: %s%s" % (n, t, "" if d is None else " = " + d) for n, t, d in ps)
        return "    case %s(%s)" % (sname, inner)

    def pattern_and_call(spec):
        ps = params_of(spec)
        if not ps:
            return "", "%s()" % spec["view"]
        pattern = "(" + ", ".join("let %s" % n for n, _, _ in ps) + ")"
        call = "%s(%s)" % (spec["view"], ", ".join("%s: %s" % (n, n) for n, _, _ in ps))
        return pattern, call

    # One route enum per feature, each in its own file.
    for feature, screens in features:
        enum = upper_first(feature) + "Route"
        lines = ["// Hand-written equivalent (bench/handwritten.py): the routes of feature `%s`." % feature,
                 "", "enum %s: Hashable, Sendable {" % enum]
        lines += [case_decl(s, spec) for s, spec in screens.items()]
        lines.append("}")
        if nested:
            lines += ["", "@MainActor", "func view(for route: %s) -> any BenchScreenView {" % enum,
                      "    switch route {"]
            for s, spec in screens.items():
                pattern, call = pattern_and_call(spec)
                lines += ["    case .%s%s:" % (s, pattern), "        return %s" % call]
            lines += ["    }", "}"]
        write_if_changed(os.path.join(out, enum + ".swift"), "\n".join(lines) + "\n", written)

    # The app-wide route and ONE switch from route to view.
    lines = ["// Hand-written equivalent (bench/handwritten.py): every screen of the app as a value,",
             "// and the one switch from route to view.", "",
             "enum %s: Hashable, Sendable {" % route]
    lines += [case_decl(s, spec) for s, spec in root_screens.items()]
    lines += ["    case %s(%sRoute)" % (f, upper_first(f)) for f, _ in features]
    lines += ["}", "", "@MainActor", "func view(for route: %s) -> any BenchScreenView {" % route,
              "    switch route {"]
    for s, spec in root_screens.items():
        pattern, call = pattern_and_call(spec)
        lines += ["    case .%s%s:" % (s, pattern), "        return %s" % call]
    for f, screens in features:
        if nested:
            lines += ["    case .%s(let route):" % f, "        return view(for: route)"]
            continue
        for s, spec in screens.items():
            pattern, call = pattern_and_call(spec)
            lines += ["    case .%s(.%s%s):" % (f, s, pattern), "        return %s" % call]
    lines += ["    }", "}"]
    write_if_changed(os.path.join(out, route + ".swift"), "\n".join(lines) + "\n", written)
    if moves:
        write_moves(out, route, root_screens, features, written)
    remove_stale(out, written)

    if views_dir is None:
        return
    os.makedirs(views_dir, exist_ok=True)
    vwritten = set()

    def view_decl(spec):
        ps = params_of(spec)
        inner = ", ".join("%s: %s" % (n, t) for n, t, _ in ps)
        return ["struct %s: BenchScreenView {" % spec["view"], "    init(%s) {}" % inner, "}"]

    lines = ["// Shared by both sides of the compile benchmark (bench/handwritten.py --views).", "",
             "protocol BenchScreenView {}"]
    for spec in root_screens.values():
        lines += [""] + view_decl(spec)
    write_if_changed(os.path.join(views_dir, "BenchScreenView.swift"), "\n".join(lines) + "\n", vwritten)
    for feature, screens in features:
        lines = ["// Shared by both sides of the compile benchmark: the views of feature `%s`." % feature]
        for spec in screens.values():
            lines += [""] + view_decl(spec)
        write_if_changed(os.path.join(views_dir, upper_first(feature) + "Views.swift"),
                         "\n".join(lines) + "\n", vwritten)
    remove_stale(views_dir, vwritten)


if __name__ == "__main__":
    main()
