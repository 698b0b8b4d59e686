#!/usr/bin/env python3
"""Check that a generated benchmark graph is one screengen should accept cleanly.

usage: check_graph.py DIR

Checks: exactly one file has `graph:`; every screen has `view`; every
transition target exists; `args` name params both screens have, with equal
types; the root has no required params; every screen is reachable from the
root; every cycle contains a `replace` edge (the graph of push/sheet/cover
edges has no cycle -- found with an iterative Tarjan SCC, so 50k screens is
fine). Needs PyYAML (uses its C loader when present). Prints a summary and
exits 1 on the first kind of problem found.
"""
import os
import sys

import yaml

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(root):
    files = []
    for dirpath, _, names in os.walk(root):
        for n in names:
            if n.endswith((".yaml", ".yml")):
                files.append(os.path.join(dirpath, n))
    files.sort()
    graph, screens = None, {}  # screens: (feature or None, name) -> dict
    for path in files:
        with open(path) as fh:
            doc = yaml.load(fh, Loader=Loader) or {}
        if "graph" in doc:
            if graph is not None:
                fail("two files have graph: (%s)" % path)
            graph = doc["graph"]
        feature = doc.get("feature")
        for name, s in (doc.get("screens") or {}).items():
            if (feature, name) in screens:
                fail("duplicate screen %s.%s" % (feature, name))
            screens[(feature, name)] = s or {}
    if graph is None:
        fail("no file has graph:")
    return files, graph, screens


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def params(screen):
    """name -> (type, required)"""
    out = {}
    for name, p in (screen.get("params") or {}).items():
        if isinstance(p, dict):
            out[name] = (p["type"], "default" not in p and not p["type"].endswith("?"))
        else:
            out[name] = (p, not p.endswith("?"))
    return out


def resolve(ref, feature, screens):
    if "." in ref:
        f, n = ref.split(".", 1)
        key = (f, n)
    elif (feature, ref) in screens:
        key = (feature, ref)
    else:
        key = (None, ref)
    return key if key in screens else None


def tarjan_has_cycle(nodes, succ):
    """Iterative Tarjan: return one SCC of size > 1 (or a self-loop), else None."""
    index, low, on_stack, stack = {}, {}, set(), []
    counter = 0
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(succ[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w == v:
                    return [v]
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(succ[w])))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    return comp
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_graph.py DIR")
    files, graph, screens = load(sys.argv[1])
    root = resolve(graph["root"], None, screens)
    if root is None:
        fail("root %r does not exist" % graph["root"])
    if any(req for _, req in params(screens[root]).values()):
        fail("root has required params")

    succ_all = {k: [] for k in screens}
    succ_fwd = {k: [] for k in screens}  # push / sheet / cover only
    edges = 0
    for (feature, name), s in screens.items():
        where = "%s.%s" % (feature, name) if feature else name
        if "view" not in s:
            fail("%s has no view" % where)
        mine = params(s)
        for action, t in (s.get("transitions") or {}).items():
            t = t if isinstance(t, dict) else {"to": t}
            target = resolve(t["to"], feature, screens)
            if target is None:
                fail("%s.%s targets unknown screen %r" % (where, action, t["to"]))
            theirs = params(screens[target])
            for tp, sp in (t.get("args") or {}).items():
                if tp not in theirs or sp not in mine or theirs[tp][0] != mine[sp][0]:
                    fail("%s.%s: bad args %s: %s" % (where, action, tp, sp))
            edges += 1
            succ_all[(feature, name)].append(target)
            if t.get("style", "push") != "replace":
                succ_fwd[(feature, name)].append(target)

    seen, todo = {root}, [root]
    while todo:
        for w in succ_all[todo.pop()]:
            if w not in seen:
                seen.add(w)
                todo.append(w)
    if len(seen) != len(screens):
        missing = next(k for k in screens if k not in seen)
        fail("%d screens unreachable, e.g. %s" % (len(screens) - len(seen), missing))

    cycle = tarjan_has_cycle(list(screens), succ_fwd)
    if cycle:
        fail("cycle without replace through %d screens, e.g. %s" % (len(cycle), cycle[:5]))

    print("OK: %d files, %d screens, %d transitions; all targets exist, all reachable, "
          "every cycle has a replace" % (len(files), len(screens), edges))


if __name__ == "__main__":
    main()
