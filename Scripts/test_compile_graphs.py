#!/usr/bin/env python3
"""Tests of Scripts/compile_graphs.py that need no compiler: run with
`python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import io
import os
import subprocess
import sys
import tempfile
import threading
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compile_graphs as cg  # noqa: E402


def parse(*argv, env=None, cores=4, now=1700000000):
    return cg.parse_args(list(argv), env or {}, cores, now)


class ArgumentTests(unittest.TestCase):
    def test_defaults_take_the_cores_and_the_time_as_seed(self):
        options = parse("--random", "3")
        self.assertEqual((options.count, options.seed, options.batch, options.jobs, options.dirs),
                         (3, 1700000000, 200, 4, []))

    def test_the_seed_comes_from_the_option_then_SEED_then_the_clock(self):
        self.assertEqual(parse("--random", "1", "--seed", "12", env={"SEED": "99"}).seed, 12)
        self.assertEqual(parse("--random", "1", env={"SEED": "99"}).seed, 99)
        self.assertEqual(parse("--random", "1", "--seed", "", env={"SEED": "99"}).seed, 99)
        self.assertEqual(parse("--random", "1", env={"SEED": ""}, now=5.7).seed, 5)

    def test_the_ci_command_line(self):
        options = parse("--random", "50", "--seed", "1000", "/tmp/a/docs/x", "/tmp/a/bench-300", "T/C/one/")
        self.assertEqual((options.count, options.seed), (50, 1000))
        self.assertEqual(options.dirs, ["/tmp/a/docs/x", "/tmp/a/bench-300", "T/C/one/"])

    def test_options_and_directories_mix_and_double_dash_ends_options(self):
        options = parse("a", "--jobs", "3", "b", "--", "--random", "c")
        self.assertEqual(options.dirs, ["a", "b", "--random", "c"])
        self.assertEqual((options.jobs, options.count), (3, 0))

    def test_bad_arguments_are_usage_errors(self):
        cases = {
            ("--frobnicate",): "unknown option '--frobnicate' (see --help)",
            ("--random", "x"): "--random, --batch and --jobs take numbers",
            ("--random", "-1"): "--random, --batch and --jobs take numbers",
            ("--batch", "2.5", "d"): "--random, --batch and --jobs take numbers",
            ("--random", "1", "--seed", "-3"): "the seed must be a non-negative integer",
            ("--random", "1", "--seed", "abc"): "the seed must be a non-negative integer",
            (): "nothing to do: give --random COUNT and/or graph directories (see --help)",
            ("--random", "0"): "nothing to do: give --random COUNT and/or graph directories (see --help)",
            ("--random",): "--random needs a value (see --help)",
            ("--batch", "0", "d"): "--batch and --jobs must be at least 1",
            ("--jobs", "0", "d"): "--batch and --jobs must be at least 1",
        }
        for argv, message in cases.items():
            with self.subTest(argv=argv):
                with self.assertRaises(cg.UsageError) as raised:
                    parse(*argv)
                self.assertEqual(str(raised.exception), message)

    def test_a_bad_SEED_in_the_environment_is_refused(self):
        with self.assertRaises(cg.UsageError):
            parse("--random", "1", env={"SEED": "12a"})

    def test_help_stops_reading(self):
        self.assertTrue(parse("--help", "--frobnicate").help)
        self.assertTrue(parse("-h").help)

    def test_main_exits_2_with_the_message_on_stderr(self):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = cg.main(["--random", "many"], env={})
        self.assertEqual(status, 2)
        self.assertEqual(err.getvalue(), "compile-graphs: --random, --batch and --jobs take numbers\n")
        self.assertEqual(out.getvalue(), "")

    def test_help_prints_the_usage_and_exits_0(self):
        out = io.StringIO()
        with redirect_stdout(out):
            self.assertEqual(cg.main(["--help"], env={}), 0)
        self.assertIn("Usage: Scripts/compile-graphs.sh [--random COUNT]", out.getvalue())
        self.assertIn("The last line is `N passed, M failed`.", out.getvalue())


class PlanTests(unittest.TestCase):
    def test_summary_names_the_seed_range(self):
        self.assertEqual(cg.summary_line(parse("--random", "4", "--seed", "7", "a", "b")),
                         "compile-graphs: 4 random graph(s) from seed 7 (seeds 7…10), 2 directory graph(s)")
        self.assertEqual(cg.summary_line(parse("--seed", "7", "a")),
                         "compile-graphs: 0 random graph(s) from seed 7, 1 directory graph(s)")

    def test_random_graphs_come_first_numbered_with_their_replay(self):
        graphs = cg.plan(1000, 2, ["Tests/x/"], "/w/random-graphs")
        self.assertEqual([g.id for g in graphs], ["G0001", "G0002", "G0003"])
        self.assertEqual([g.label for g in graphs], ["seed 1000", "seed 1001", "dir Tests/x/"])
        self.assertEqual(graphs[1].dir, "/w/random-graphs/seed-1001")
        self.assertEqual(graphs[1].replay, "SEED=1001 Scripts/compile-graphs.sh --random 1")
        self.assertEqual(graphs[2].replay, "Scripts/compile-graphs.sh Tests/x/")
        self.assertEqual([g.is_random for g in graphs], [True, True, False])

    def test_batches_are_consecutive_and_at_most_the_size(self):
        self.assertEqual(cg.batches(list(range(5)), 2), [[0, 1], [2, 3], [4]])
        self.assertEqual(cg.batches(list(range(4)), 200), [[0, 1, 2, 3]])
        self.assertEqual(cg.batches([], 3), [])

    def test_statuses_accumulate(self):
        self.assertEqual(cg.add_status("", cg.STAGE2), "stage 2 (SwiftUI type check)")
        self.assertEqual(cg.add_status(cg.STAGE1, cg.STAGE2),
                         "stage 1 (build, warnings as errors) and stage 2 (SwiftUI type check)")


class ImportTests(unittest.TestCase):
    SOURCE = "// header\nimport Foundation\nimport ScreenNavigation\nimport Models\n@testable import Nope\nimport  Spaced\n"

    def test_imports_are_whole_lines(self):
        self.assertEqual(cg.imports_of(self.SOURCE), ["Foundation", "ScreenNavigation", "Models"])

    def test_a_module_the_harness_provides_or_the_system_has_is_fine(self):
        self.assertIsNone(cg.unavailable_import(self.SOURCE, ["Models"]))

    def test_another_module_fails_the_graph_and_is_named(self):
        source = self.SOURCE + "import Charts\nimport MapKit\n"
        self.assertEqual(cg.unavailable_import(source, ["Models"]),
                         "imports module 'MapKit', which this harness cannot provide")
        self.assertEqual(cg.unavailable_import(self.SOURCE, []),
                         "imports module 'Models', which this harness cannot provide")


class ManifestTests(unittest.TestCase):
    def test_one_target_per_graph_and_module_depending_on_the_repository(self):
        text = cg.manifest(["G0001", "G0007"], ["Models", "Other"], "/work/My-Repo")
        self.assertTrue(text.startswith("// swift-tools-version: 6.1\n"))
        self.assertIn('let graphs: [String] = [\n    "G0001",\n    "G0007",\n]\n', text)
        self.assertIn('let modules: [String] = ["Models", "Other"]\n', text)
        self.assertIn('dependencies: [.package(path: "/work/My-Repo")]', text)
        self.assertIn('.product(name: "ScreenNavigation", package: "my-repo")', text)
        self.assertIn('path: "Graphs/\\(name)"', text)
        self.assertIn("swiftLanguageModes: [.v6]", text)

    def test_the_identity_is_the_directory_name_lower_cased(self):
        self.assertEqual(cg.repo_identity("/a/b/ScreenGen/"), "screengen")

    def test_a_target_is_built_when_every_object_is_newer_than_its_source(self):
        with tempfile.TemporaryDirectory() as temp:
            sources = [os.path.join(temp, name) for name in ("A.swift", "B.swift")]
            for path in sources:
                open(path, "w").close()
                os.utime(path, ns=(1_000_000_000, 1_000_000_000))

            def obj(source):
                return source + ".o"

            self.assertFalse(cg.built_by_package_build(sources, obj))  # no objects
            for path in sources:
                open(obj(path), "w").close()
                os.utime(obj(path), ns=(2_000_000_000, 2_000_000_000))
            self.assertTrue(cg.built_by_package_build(sources, obj))
            os.utime(obj(sources[1]), ns=(1_000_000_000, 1_000_000_000))  # as old: a previous run's
            self.assertFalse(cg.built_by_package_build(sources, obj))


class CompilerOutputTests(unittest.TestCase):
    LOG = """/p/G0001/Screens.generated.swift:10:5: error: invalid redeclaration of '_navigator'
 8 |     let x = 1
   |         `- note: 'x' previously declared here
 9 |     let x = 2
   |         `- error: invalid redeclaration of '_navigator'
/p/G0001/Screens.generated.swift:10:5: error: invalid redeclaration of '_navigator'
/p/G0001/SupportStubs.swift:3:1: warning: var 'x' was never used
error: emit-module command failed with exit code 1 (use -v to see invocation)
[12/40] Compiling G0001 Screens.generated.swift
"""

    def test_error_lines_drop_excerpts_repeats_and_the_driver_summary(self):
        self.assertEqual(cg.error_lines(self.LOG), [
            "/p/G0001/Screens.generated.swift:10:5: error: invalid redeclaration of '_navigator'",
            "/p/G0001/SupportStubs.swift:3:1: warning: var 'x' was never used",
        ])

    def test_error_lines_are_capped(self):
        log = "".join(f"f.swift:{n}:1: error: e{n}\n" for n in range(40))
        self.assertEqual(len(cg.error_lines(log)), 25)
        self.assertEqual(cg.error_lines(log, 3), ["f.swift:0:1: error: e0", "f.swift:1:1: error: e1", "f.swift:2:1: error: e2"])

    def test_matching_is_grep_then_head(self):
        text = "a: error: one\nnote: two\nb: error: three\n"
        self.assertEqual(cg.matching(text, r"error:", 1), ["a: error: one"])
        self.assertEqual(cg.matching(text, r"error:|note:", 25), ["a: error: one", "note: two", "b: error: three"])

    def test_the_graph_enum_and_the_view_are_found_in_the_generated_code(self):
        source = """public enum ChatRouteGraph: ScreenNavigation.NavigationGraph, Sendable {
}
#if canImport(SwiftUI)
public struct ChatRouteView: SwiftUI.View {
}
struct Other: SwiftUI.View {}
#endif
"""
        self.assertEqual(cg.graph_and_view(source), ("ChatRouteGraph", "ChatRouteView"))
        self.assertIsNone(cg.graph_and_view("public enum X: ScreenNavigation.NavigationGraph {}\n"))

    def test_the_usage_file_hosts_the_view_in_host_and_tabs(self):
        text = cg.usage_source("AppGraph", "AppView")
        self.assertIn("func _compileGraphsHost(_ state: NavigationState<AppGraph>) -> some SwiftUI.View {\n"
                      "    NavigationHost(state) { route in AppView(route) }\n}", text)
        self.assertIn('label: { route in SwiftUI.Text(AppGraph.title(for: route) ?? "") }', text)
        self.assertTrue(text.rstrip().endswith("#endif"))
        self.assertIn("#if canImport(SwiftUI)\n", text)

    def test_module_layout_is_routes_then_modules(self):
        self.assertEqual(cg.module_layout("ShopRoutes Catalog Cart\n"), ("ShopRoutes", ["Catalog", "Cart"]))
        self.assertEqual(cg.module_layout("Routes\n"), ("Routes", []))
        self.assertIsNone(cg.module_layout("\n"))

    def test_a_signal_is_a_negative_status_or_128_and_more(self):
        self.assertEqual(cg.died_from_signal(-11), 11)
        self.assertEqual(cg.died_from_signal(139), 11)
        self.assertIsNone(cg.died_from_signal(1))
        self.assertIsNone(cg.died_from_signal(0))

    def test_a_build_that_died_from_a_signal_runs_once_more_and_says_so(self):
        statuses, notes = [-11, 0], []

        def run_once(note):
            notes.append(note)
            return statuses.pop(0)

        self.assertEqual(cg.retry_on_signal(run_once, "swift"), 0)
        self.assertEqual(notes, [None, "compile-graphs: 'swift …' died from signal 11; retrying once"])

    def test_a_build_that_failed_is_not_retried_nor_one_that_died_twice(self):
        calls = []
        self.assertEqual(cg.retry_on_signal(lambda note: calls.append(note) or 1, "swift"), 1)
        self.assertEqual(calls, [None])
        calls = []
        self.assertEqual(cg.retry_on_signal(lambda note: calls.append(note) or 134, "swift"), 134)
        self.assertEqual(len(calls), 2)


class ParallelTests(unittest.TestCase):
    def test_every_item_runs_at_most_jobs_at_once(self):
        lock, running, most, done = threading.Lock(), [0], [0], []

        def work(item):
            with lock:
                running[0] += 1
                most[0] = max(most[0], running[0])
            threading.Event().wait(0.02)
            with lock:
                running[0] -= 1
                done.append(item)

        cg.parallel(3, work, range(10))
        self.assertEqual(sorted(done), list(range(10)))
        self.assertEqual(most[0], 3)


class WideLineTests(unittest.TestCase):
    def test_lines_over_the_limit_are_named_by_file_and_line_in_file_order(self):
        files = {"b.swift": "x" * 121 + "\nshort\n", "a.swift": "ok\n" + "é" * 120 + "\n" + "y" * 130}
        self.assertEqual(cg.wide_lines(files), ["a.swift:3 (130 columns)", "b.swift:1 (121 columns)"])

    def test_no_line_over_the_limit_finds_nothing(self):
        self.assertEqual(cg.wide_lines({"a.swift": "x" * 120 + "\n"}), [])


class ReportTests(unittest.TestCase):
    def test_a_graph_with_wide_lines_fails_and_names_them(self):
        graph = cg.plan(3, 1, [], "/w/random-graphs")[0]
        graph.wide = ["Screens.generated.swift:12 (130 columns)"]
        graph.status = cg.WIDE
        lines, status = self.report([graph])
        self.assertEqual(status, 1)
        self.assertEqual(lines[1:6], [
            "FAIL  seed 3 [G0001]: generated lines over 120 columns",
            "      graph: /w/random-graphs/seed-3",
            "      replay: SEED=3 Scripts/compile-graphs.sh --random 1",
            "      1 generated line(s) over 120 columns:",
            "        Screens.generated.swift:12 (130 columns)",
        ])

    def graphs(self):
        graphs = cg.plan(7, 2, ["T/rejected/", "T/fine/", "T/stubs/", "T/imports/"], "/w/random-graphs")
        graphs[0].status = cg.add_status(cg.STAGE1, cg.STAGE2)
        graphs[1].status = cg.REJECTED
        graphs[2].status = cg.REJECTED
        graphs[4].status = cg.STUBS_FAILED
        graphs[5].status = "imports module 'Charts', which this harness cannot provide"
        return graphs

    LOGS = {
        "G0001.stage1.rc": "1\n",
        "G0001.stage1.txt": "a.swift:1:1: error: one\n | excerpt\na.swift:1:1: error: one\n",
        "G0001.stage2.rc": "1\n",
        "G0001.stage2.txt": "b.swift:2:1: error: two\n",
        "G0001.stage3.rc": "0\n",
        "G0002.tool.txt": "app.yaml:1:1: error: bad\napp.yaml:1:1: note: here\nsummary\n",
        "G0003.tool.txt": "".join(f"app.yaml:{n}:1: error: e{n}\n" for n in range(8)),
        "G0005.tool.txt": "stubs: something\nwent wrong\n",
    }

    def report(self, graphs):
        return cg.report(graphs, self.LOGS.get, "/w/logs", "/w/package/Graphs", 42)

    def test_failures_skips_and_passes_are_reported_in_order(self):
        lines, status = self.report(self.graphs())
        self.assertEqual(status, 1)
        self.assertEqual(lines, [
            "",
            "FAIL  seed 7 [G0001]: stage 1 (build, warnings as errors) and stage 2 (SwiftUI type check)",
            "      graph: /w/random-graphs/seed-7",
            "      replay: SEED=7 Scripts/compile-graphs.sh --random 1",
            "      stage 1 errors (/w/logs/G0001.stage1.txt):",
            "        a.swift:1:1: error: one",
            "      stage 2 errors (/w/logs/G0001.stage2.txt):",
            "        b.swift:2:1: error: two",
            "FAIL  seed 8 [G0002]: rejected by the tool",
            "      graph: /w/random-graphs/seed-8",
            "      replay: SEED=8 Scripts/compile-graphs.sh --random 1",
            "      a random graph must be accepted: a generator bug (or a tool bug, if the graph is valid)",
            "      app.yaml:1:1: error: bad",
            "      app.yaml:1:1: note: here",
            "SKIP  dir T/rejected/ [G0003]: rejected by the tool, so there is no generated code to compile",
            *[f"      app.yaml:{n}:1: error: e{n}" for n in range(5)],
            "FAIL  dir T/stubs/ [G0005]: stubs could not be written",
            "      graph: T/stubs/",
            "      replay: Scripts/compile-graphs.sh T/stubs/",
            "      stubs: something",
            "      went wrong",
            "FAIL  dir T/imports/ [G0006]: imports module 'Charts', which this harness cannot provide",
            "      graph: T/imports/",
            "      replay: Scripts/compile-graphs.sh T/imports/",
            "",
            "compile-graphs: failed: seed 7, seed 8, dir T/stubs/, dir T/imports/",
            "compile-graphs: 1 directory graph(s) rejected by the tool, not compiled",
            "compile-graphs: generated code and stubs in /w/package/Graphs; 42s in all",
            "1 passed, 4 failed",
        ])

    def test_all_passing_exits_0_and_rejected_directories_do_not_fail(self):
        graphs = self.graphs()
        for graph in graphs:
            if graph.status != cg.REJECTED or graph.is_random:
                graph.status = ""
        lines, status = self.report(graphs)
        self.assertEqual(status, 0)
        self.assertEqual(lines[-3:], [
            "compile-graphs: 1 directory graph(s) rejected by the tool, not compiled",
            "compile-graphs: generated code and stubs in /w/package/Graphs; 42s in all",
            "5 passed, 0 failed",
        ])
        self.assertFalse(any(line.startswith("compile-graphs: failed:") for line in lines))


class EntryPointTests(unittest.TestCase):
    def test_the_shell_entry_point_runs_this_script_with_its_arguments(self):
        script = os.path.join(cg.REPO, "Scripts", "compile-graphs.sh")
        done = subprocess.run([script, "--random", "1", "--seed", "x"], capture_output=True, text=True,
                              env={**os.environ, "SCREENGEN": "/nonexistent"})
        self.assertEqual(done.returncode, 2)
        self.assertEqual(done.stderr, "compile-graphs: the seed must be a non-negative integer\n")

    def test_another_run_on_the_same_work_directory_is_refused(self):
        with tempfile.TemporaryDirectory() as work:
            first = cg.Run(parse("a"), {"COMPILE_GRAPHS_DIR": work})
            first.take_lock()
            second = cg.Run(parse("a"), {"COMPILE_GRAPHS_DIR": work})
            with self.assertRaises(cg.UsageError) as raised:
                second.take_lock()
            self.assertIn("another run is using", str(raised.exception))
            first.lock.close()
            second.take_lock()  # free again
            second.lock.close()


if __name__ == "__main__":
    unittest.main()
