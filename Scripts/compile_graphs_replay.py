"""Stage 4 of Scripts/compile-graphs.sh (#23): every path of every graph that generates `paths`
is followed and checked against a breadth-first search.

For the graphs of a batch that passed stage 1 and generate `paths`, the stage-1 package gains
two targets: the library `PathReplay` (Scripts/PathReplay.swift: the follow and the search,
written apart from the runtime) and the executable `ReplayPaths`, whose main.swift calls
`replayEveryPath` once per graph with its `<Route>StubSamples` (written by `screengen-dev stubs`).
`swift build --product ReplayPaths` reuses what stage 1 built; the executable prints
`PATHS <id> ok <count>` or `PATHS <id> FAIL <why>` lines, and `PATHS <id> UNREACHED <screen>`
for a screen neither a path nor the search reaches (unreachable-screen is a warning: the tool
accepts such a graph, and must have warned about it), and writes each graph's navigation
record, which `screengen coverage` must then take (the runtime and the tool agree on the graph's
identity and names) with every screen entered but the unreached. A graph whose stubs could not make a
sample of some type has no `<Route>StubSamples` (the stubs say which type): a random graph then
fails (its generator must only write types the stubs can sample), any other graph is noted as
not replayed, which fails the run under CI=true.

The logic that needs no compiler (reading the stubs, main.swift, the manifest's extra targets,
the executable's output) is in pure functions tested by Scripts/test_compile_graphs_replay.py.
"""

import os
import re
import shutil

STAGE4 = "stage 4 (paths followed and checked against a breadth-first search)"
NO_SAMPLES = "paths not replayed: the stubs have no sample of a param type"
LIBRARY = "PathReplay"
EXECUTABLE = "ReplayPaths"
# Seconds the replay may take: a few for a CI batch; a path that loops must not hang CI.
TIMEOUT = 600


def stub_samples(stubs):
    """From a graph's SupportStubs.swift: ('ok', struct name), ('missing', the stubs' comment),
    or None when the graph does not generate `paths`."""
    match = re.search(r"^struct ([A-Za-z_][A-Za-z0-9_]*StubSamples_*): ", stubs, re.M)
    if match:
        return ("ok", match.group(1))
    match = re.search(r"^// (no [A-Za-z_][A-Za-z0-9_]*StubSamples_*: .*)$", stubs, re.M)
    if match:
        return ("missing", match.group(1))
    return None


def graph_enum(source):
    """The generated NavigationGraph enum's name, or None."""
    match = re.search(r"^.*enum ([A-Za-z_][A-Za-z0-9_]*): ScreenNavigation\.NavigationGraph", source, re.M)
    return match.group(1) if match else None


def replay_main(entries):
    """main.swift of the executable: entries are (graph id, graph enum, samples struct). Each
    call is one line, so a compiler error's line names its graph."""
    lines = [
        "// Written by Scripts/compile-graphs.sh (stage 4): follows every path of each graph.",
        "import Foundation",
        f"import {LIBRARY}",
        *[f"@testable import {graph_id}" for graph_id, _, _ in entries],
        "",
        "var failed = false",
        "@MainActor func report(_ graph: String, _ found: (failures: [String], unreached: [String]), _ count: Int) {",
        '    for screen in found.unreached { print("PATHS \\(graph) UNREACHED \\(screen)") }',
        '    if found.failures.isEmpty { print("PATHS \\(graph) ok \\(count)") }',
        '    for failure in found.failures { print("PATHS \\(graph) FAIL \\(failure)") }',
        "    failed = failed || !found.failures.isEmpty",
        "}",
    ]
    lines.append("let records = URL(fileURLWithPath: CommandLine.arguments[1])")
    for graph_id, enum, samples in entries:
        graph = f"{graph_id}.{enum}"
        lines.append(
            f"report(\"{graph_id}\", replayEveryPath({graph}.self, record: records.appendingPathComponent(\"{graph_id}.json\")) "
            f"{{ {graph}.sampleRoute(of: $0, samples: {graph_id}.{samples}()) }}, {graph}.pathsToEveryScreen().count)")
    lines.append("exit(failed ? 1 : 0)")
    return "\n".join(lines) + "\n"


def graph_of_error(line, main_lines):
    """The graph a compiler error in main.swift is about (`…/main.swift:LINE:…`): the id its
    line reports for, or None. main_lines are main.swift's lines."""
    match = re.search(r"main\.swift:(\d+):", line)
    if not match or not 0 < int(match.group(1)) <= len(main_lines):
        return None
    call = re.match(r'^report\("([^"]+)"', main_lines[int(match.group(1)) - 1])
    return call.group(1) if call else None


def parse_output(text, ids):
    """The executable's output as {id: (passed, [lines])} for the ids it reported on; an id it
    never reached (it crashed first) is left out."""
    results = {}
    for line in text.splitlines():
        match = re.match(r"^PATHS (\S+) (ok|FAIL)\b ?(.*)$", line)
        if not match or match.group(1) not in ids:
            continue
        graph_id, verdict, rest = match.groups()
        passed, lines = results.get(graph_id, (True, []))
        if verdict == "ok":
            results[graph_id] = (passed, lines + [f"{rest} paths followed, each the shortest"])
        else:
            results[graph_id] = (False, lines + [rest])
    return results


def unreached_of(text, ids):
    """The screens of each graph that neither a path nor the search reaches (`PATHS <id>
    UNREACHED <screen>` lines), {id: [screens]}."""
    found = {}
    for line in text.splitlines():
        match = re.match(r"^PATHS (\S+) UNREACHED (.+)$", line)
        if match and match.group(1) in ids:
            found.setdefault(match.group(1), []).append(match.group(2))
    return found


def unwarned(screens, tool_log, yaml_texts=()):
    """The screens among `screens` (unreached) the tool did not warn about with
    unreachable-screen, the rule on: the runtime and the tool disagree about them. With the rule
    turned off (`unreachable-screen: off` in one of yaml_texts) none is."""
    if any(re.search(r"(?:^|[{,])\s*unreachable-screen\s*:\s*off\b", text, re.M) for text in yaml_texts):
        return []
    return [screen for screen in screens
            if f"screen '{screen}' cannot be reached from any root [unreachable-screen]" not in tool_log]


def summary_of(text):
    """`screengen coverage`'s summary (`transitions 3/9 (33.3 %), …`, from its last line
    `screengen: coverage from 1 record: transitions …`), or ''."""
    found = [line for line in text.splitlines() if line.startswith("screengen: coverage from ")]
    return found[-1][found[-1].find("transitions "):] if found and "transitions " in found[-1] else ""


def coverage_problem(status, text, unreached=0):
    """What is wrong with `screengen coverage`'s verdict on a replay's record, or None: it must
    take the record (exit 0) and find every screen entered but the `unreached` ones."""
    if status != 0:
        errors = [line for line in text.splitlines() if "error:" in line][:3]
        return f"exit {status}: " + (" / ".join(errors) if errors else text.strip()[-300:])
    match = re.search(r"screens (\d+)/(\d+) \(", summary_of(text))
    if not match:
        return "no summary line"
    if int(match.group(1)) != int(match.group(2)) - unreached:
        expected = f" ({unreached} unreachable)" if unreached else ""
        return f"{match.group(1)} of {match.group(2)} screens entered{expected}, where every path was followed"
    return None


def manifest_targets(ids, runtime):
    """The two targets' declarations for the manifest (Swift lines), the executable depending on
    the graphs `ids`; runtime is the ScreenNavigation product dependency as written there."""
    graphs = ", ".join(f'"{graph_id}"' for graph_id in ids)
    return [
        f'package.targets.append(.target(name: "{LIBRARY}", dependencies: [{runtime}], path: "{LIBRARY}"))',
        "package.targets.append(",
        f'    .executableTarget(name: "{EXECUTABLE}", dependencies: ["{LIBRARY}"] + [{graphs}].map {{',
        "        Target.Dependency(stringLiteral: $0)",
        f'    }}, path: "{EXECUTABLE}"))',
    ]


# MARK: - Running (needs the compiler)


def replay_entries(run, batch, io):
    """(id, graph enum, samples struct) of each graph of `batch` to replay: passed so far and
    generating `paths`. A graph whose stubs have no samples is noted (a random one fails)."""
    entries = []
    for graph in batch:
        if graph.status:
            continue
        target = run.target(graph)
        samples = stub_samples(io.read_text(os.path.join(target, "SupportStubs.swift")) or "")
        enum = graph_enum(io.read_text(os.path.join(target, "Screens.generated.swift")) or "")
        if samples is None:
            continue
        if samples[0] == "missing" or enum is None:
            why = samples[1] if samples[0] == "missing" else "no NavigationGraph enum found"
            if graph.is_random:
                fail(run, graph, [f"{NO_SAMPLES}: {why}"], io)
            else:
                graph.notes.append(f"{NO_SAMPLES} ({why})")
            continue
        entries.append((graph.id, enum, samples[1]))
    return entries


def stage4(run, batch, io):
    """Replays the paths of `batch`'s graphs that passed stage 1, in the stage-1 package.
    io provides read_text, write_text, say, retrying, run_captured, add_status, yaml_texts and
    write_manifest(ids); run is the harness's Run."""
    entries = replay_entries(run, batch, io)
    if not entries:
        return
    ids = [graph_id for graph_id, _, _ in entries]
    by_id = {graph.id: graph for graph in batch}
    library, executable = os.path.join(run.pkg, LIBRARY), os.path.join(run.pkg, EXECUTABLE)
    for directory in (library, executable):
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
    shutil.copyfile(os.path.join(run.repo, "Scripts", "PathReplay.swift"), os.path.join(library, "PathReplay.swift"))
    main = replay_main(entries)
    io.write_text(os.path.join(executable, "main.swift"), main)
    io.write_manifest(ids)
    log = run.log(f"stage4-{ids[0]}.txt")
    build = ["swift", "build", "--package-path", run.pkg, "--scratch-path", run.scratch, "--product", EXECUTABLE]
    status = io.retrying(build + ["-j", str(run.options.jobs), "--disable-index-store",
                                  "-Xswiftc", "-warnings-as-errors"], log)
    if status != 0:
        blamed = {}
        for line in (io.read_text(log) or "").splitlines():
            graph_id = graph_of_error(line, main.splitlines()) if "error:" in line else None
            if graph_id:
                blamed.setdefault(graph_id, []).append(line)
        for graph_id in ids:
            fail(run, by_id[graph_id], blamed.get(graph_id) or [f"the replay build failed (see {log})"], io)
        io.say(f"{io.prefix}stage 4: the replay build failed (see {log})")
        return
    bin_dir = io.run_captured(build + ["--show-bin-path"])[1].strip().splitlines()[-1]
    records = run.log("records")
    shutil.rmtree(records, ignore_errors=True)
    os.makedirs(records)
    status, output = io.run_captured([os.path.join(bin_dir, EXECUTABLE), records], timeout=TIMEOUT)
    io.write_text(run.log(f"stage4-{ids[0]}-run.txt"), output)
    results = parse_output(output, ids)
    unreached = unreached_of(output, ids)
    stopped = f"timed out after {TIMEOUT} s" if status is None else "stopped"
    replayed = 0
    for graph_id in ids:
        passed, lines = results.get(graph_id, (False, [f"not reached: the replay {stopped} first:"] + output.splitlines()[-5:]))
        graph = by_id[graph_id]
        if passed and unreached.get(graph_id):
            tool_log = io.read_text(run.log(f"{graph_id}.tool.txt")) or ""
            silent = unwarned(unreached[graph_id], tool_log, io.yaml_texts(graph.dir))
            if silent:
                passed, lines = False, [f"'{screen}': no path, and the search reaches it no more, but the tool did "
                                        "not warn (unreachable-screen)" for screen in silent]
        if passed:
            record = os.path.join(records, f"{graph_id}.json")
            code, text = io.run_captured([run.screengen, "coverage", graph.dir, "--record", record])
            problem = coverage_problem(code, text, len(unreached.get(graph_id, [])))
            if problem:
                passed, lines = False, [f"screengen coverage --record {record}: {problem}"]
            else:
                lines = lines + [summary_of(text)]
        if passed:
            io.write_text(run.log(f"{graph_id}.stage4.txt"), "\n".join(lines) + "\n")
            io.write_text(run.log(f"{graph_id}.stage4.rc"), "0\n")
            replayed += 1
        else:
            fail(run, by_id[graph_id], lines, io)
    io.say(f"{io.prefix}stage 4: {replayed} of {len(ids)} graph(s) with paths followed every path, each the shortest")


def fail(run, graph, lines, io):
    """Marks `graph` failed by stage 4, with `lines` as its log."""
    io.write_text(run.log(f"{graph.id}.stage4.txt"), "\n".join(lines) + "\n")
    io.write_text(run.log(f"{graph.id}.stage4.rc"), "1\n")
    graph.status = io.add_status(graph.status, STAGE4)
