#!/usr/bin/env python3
"""Tests of Scripts/compile_graphs_replay.py (stage 4 of compile-graphs) that need no compiler:
run with `python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compile_graphs as cg  # noqa: E402
import compile_graphs_replay as replay  # noqa: E402


class StubSamplesTests(unittest.TestCase):
    def test_the_samples_struct_is_found(self):
        stubs = "import Foundation\n\nstruct AppRouteStubSamples: AppRouteSamples {\n    var int: Int { 0 }\n}\n"
        self.assertEqual(replay.stub_samples(stubs), ("ok", "AppRouteStubSamples"))
        self.assertEqual(replay.stub_samples("struct AppRouteStubSamples_: AppRouteSamples {}\n"),
                         ("ok", "AppRouteStubSamples_"))

    def test_a_type_without_a_sample_is_named(self):
        stubs = "// no AppRouteStubSamples: no sample value of 'AppRoute'\n"
        self.assertEqual(replay.stub_samples(stubs), ("missing", "no AppRouteStubSamples: no sample value of 'AppRoute'"))

    def test_a_graph_without_paths_has_neither(self):
        self.assertIsNone(replay.stub_samples("import Foundation\nstruct Contact: Swift.Hashable {}\n"))

    def test_the_graph_enum(self):
        source = "public enum ShopRouteGraph: ScreenNavigation.NavigationGraph, ScreenNavigation.DeepLinkGraph {\n"
        self.assertEqual(replay.graph_enum(source), "ShopRouteGraph")
        self.assertIsNone(replay.graph_enum("enum X {}\n"))


class MainTests(unittest.TestCase):
    ENTRIES = [("G0002", "NavRouteGraph", "NavRouteStubSamples"), ("G0006", "AppGraph", "AppStubSamples")]

    def test_each_graph_is_called_on_a_line_of_its_own_with_module_qualified_names(self):
        main = replay.replay_main(self.ENTRIES)
        self.assertIn("@testable import G0002\n@testable import G0006\n", main)
        self.assertIn(
            'report("G0002", replayEveryPath(G0002.NavRouteGraph.self, record: records.appendingPathComponent('
            '"G0002.json")) { G0002.NavRouteGraph.sampleRoute(of: $0, samples: G0002.NavRouteStubSamples()) }, '
            "G0002.NavRouteGraph.pathsToEveryScreen().count)\n", main)
        self.assertTrue(main.endswith("exit(failed ? 1 : 0)\n"))

    def test_a_compiler_error_is_blamed_on_the_graph_of_its_line(self):
        lines = replay.replay_main(self.ENTRIES).splitlines()
        second = next(number for number, line in enumerate(lines, 1) if line.startswith('report("G0006"'))
        self.assertEqual(replay.graph_of_error(f"/p/ReplayPaths/main.swift:{second}:40: error: no member", lines), "G0006")
        self.assertIsNone(replay.graph_of_error("/p/ReplayPaths/main.swift:1:1: error: x", lines))
        self.assertIsNone(replay.graph_of_error(f"/p/ReplayPaths/main.swift:{len(lines) + 5}:1: error: x", lines))
        self.assertIsNone(replay.graph_of_error("/p/PathReplay/PathReplay.swift:3:1: error: x", lines))


class OutputTests(unittest.TestCase):
    def test_passes_failures_and_graphs_never_reached(self):
        output = "\n".join([
            "PATHS G0002 ok 34",
            "PATHS G0006 FAIL 'shop.cart': a path of 3 moves, the search finds 2 [push shop.list]",
            "PATHS G0006 FAIL 'shop.pay': the path ends on 'shop.cart' [push shop.cart]",
            "PATHS G9999 ok 1",
            "Fatal error: something",
        ])
        results = replay.parse_output(output, ["G0002", "G0006", "G0010"])
        self.assertEqual(results["G0002"], (True, ["34 paths followed, each the shortest"]))
        self.assertEqual(results["G0006"][0], False)
        self.assertEqual(len(results["G0006"][1]), 2)
        self.assertNotIn("G0010", results, "never reached: left out, the caller fails it")
        self.assertNotIn("G9999", results)


class UnreachedTests(unittest.TestCase):
    def test_unreached_screens_are_read_by_graph(self):
        output = "PATHS G0002 UNREACHED lost\nPATHS G0002 UNREACHED shop.gone\nPATHS G0002 ok 3\nPATHS G9 UNREACHED x\n"
        self.assertEqual(replay.unreached_of(output, ["G0002"]), {"G0002": ["lost", "shop.gone"]})
        self.assertEqual(replay.parse_output(output, ["G0002"])["G0002"][0], True, "unreached is no failure")

    def test_each_needs_the_tools_warning_unless_the_rule_is_off(self):
        log = "app.yaml:11:3: warning: screen 'lost' cannot be reached from any root [unreachable-screen]\n"
        self.assertEqual(replay.unwarned(["lost", "shop.gone"], log), ["shop.gone"])
        self.assertEqual(replay.unwarned(["lost"], "", ["graph:\n  rules:\n    unreachable-screen: off\n"]), [])
        self.assertEqual(replay.unwarned(["lost"], "", ["  rules: { cycle: off, unreachable-screen: off }\n"]), [])
        self.assertEqual(replay.unwarned(["lost"], "", ["# unreachable-screen: off, once\n"]), ["lost"])

    def test_the_report_prints_them_before_the_verdict(self):
        main = replay.replay_main([("G0001", "RouteGraph", "RouteStubSamples")])
        self.assertIn('for screen in found.unreached { print("PATHS \\(graph) UNREACHED \\(screen)") }', main)


class TimeoutTests(unittest.TestCase):
    def test_a_command_past_its_time_is_killed_with_what_it_printed(self):
        status, output = cg.run_captured([sys.executable, "-c", "print('started', flush=True); import time; "
                                          "time.sleep(30)"], timeout=2)
        self.assertIsNone(status)
        self.assertEqual(output, "started\n")
        self.assertEqual(cg.run_captured([sys.executable, "-c", "print('done')"], timeout=30), (0, "done\n"))


class CoverageVerdictTests(unittest.TestCase):
    SUMMARY = "transitions 12/40 (30.0 %), alert buttons 0/2 (0.0 %), deep links 0/0, screens 17/17 (100.0 %)"
    LAST = "screengen: coverage from 1 record: " + SUMMARY

    def test_a_record_taken_with_every_screen_entered_passes(self):
        text = "app.yaml:3:5: note: transition 'x' of 'a' (to 'b', push) was never taken\n" + self.LAST + "\n"
        self.assertIsNone(replay.coverage_problem(0, text))
        self.assertEqual(replay.summary_of(text), self.SUMMARY)

    def test_a_record_left_out_or_a_screen_missed_fails(self):
        left_out = "r.json:1:1: error: the record is of another version of the graph [record-mismatch]\n"
        self.assertEqual(replay.coverage_problem(1, left_out),
                         "exit 1: r.json:1:1: error: the record is of another version of the graph [record-mismatch]")
        self.assertEqual(replay.coverage_problem(0, self.LAST.replace("17/17", "16/17")),
                         "16 of 17 screens entered, where every path was followed")
        self.assertEqual(replay.coverage_problem(0, self.SUMMARY), "no summary line", "only its own last line")

    def test_unreached_screens_are_not_expected_entered(self):
        self.assertIsNone(replay.coverage_problem(0, self.LAST.replace("17/17", "15/17"), unreached=2))
        self.assertEqual(replay.coverage_problem(0, self.LAST.replace("17/17", "14/17"), unreached=2),
                         "14 of 17 screens entered (2 unreachable), where every path was followed")


class ManifestTests(unittest.TestCase):
    def test_the_replay_targets_are_added_only_with_replayed_graphs(self):
        plain = cg.manifest(["G0001", "G0002"], [], "/repo/main")
        self.assertNotIn("PathReplay", plain)
        with_replay = cg.manifest(["G0001", "G0002"], [], "/repo/main", ["G0002"])
        self.assertTrue(with_replay.startswith(plain))
        self.assertIn('package.targets.append(.target(name: "PathReplay", dependencies: '
                      '[.product(name: "ScreenNavigation", package: "main")], path: "PathReplay"))', with_replay)
        self.assertIn('.executableTarget(name: "ReplayPaths", dependencies: ["PathReplay"] + ["G0002"].map {',
                      with_replay)


class WithPathsTests(unittest.TestCase):
    def test_paths_joins_the_list_the_graph_has(self):
        text = "graph:\n  route: R\n  generate: [directions, routers]  # why\n  root: a\nscreens: {}\n"
        self.assertEqual(cg.with_paths(text),
                         "graph:\n  route: R\n  generate: [directions, routers, paths]  # why\n  root: a\nscreens: {}\n")
        self.assertEqual(cg.with_paths("graph:\n  generate: []\n"), "graph:\n  generate: [paths]\n")
        self.assertEqual(cg.with_paths("graph:\n  generate: [paths]\n"), "graph:\n  generate: [paths]\n")

    def test_without_a_list_the_default_and_paths_are_written(self):
        text = "# A graph\ngraph:\n  # the route\n    \n  route: R\nscreens:\n  a:\n    generate: x\n"
        self.assertEqual(cg.with_paths(text),
                         "# A graph\ngraph:\n  generate: [directions, paths]\n  # the route\n    \n  route: R\n"
                         "screens:\n  a:\n    generate: x\n")

    def test_what_it_cannot_edit_is_refused(self):
        self.assertIsNone(cg.with_paths("graph: { route: R, root: a }\n"))
        self.assertIsNone(cg.with_paths("graph:\n  generate:\n    - directions\n"))
        self.assertIsNone(cg.with_paths("screens: {}\n"))

    def test_the_copies_come_last_and_are_read_from_the_copies(self):
        graphs = cg.plan(7, 1, ["docs/x"], "/w/random", ["Examples/NavTest/screens"], "/w/with-paths")
        self.assertEqual([(g.id, g.label, g.dir) for g in graphs], [
            ("G0001", "seed 7", "/w/random/seed-7"),
            ("G0002", "dir docs/x", "docs/x"),
            ("G0003", "dir Examples/NavTest/screens (with paths)", "/w/with-paths/G0003"),
        ])
        self.assertEqual(graphs[2].replay, "Scripts/compile-graphs.sh --with-paths Examples/NavTest/screens")
        self.assertEqual([g.paths_only for g in graphs], [False, False, True])
        options = cg.parse_args(["--with-paths", "a", "b", "--with-paths", "c"], {}, 2, 1)
        self.assertEqual((options.with_paths, options.dirs), (["a", "c"], ["b"]))
        self.assertIn("1 directory graph(s), 2 with paths added", cg.summary_line(options))


class ReportTests(unittest.TestCase):
    def graph(self, notes, status=""):
        return cg.Graph("G0003", "dir docs/x", "replay", "/d", status=status, notes=notes)

    def test_a_graph_not_replayed_is_noted_and_fails_only_under_ci(self):
        note = f"{replay.NO_SAMPLES} (no AppStubSamples: no sample value of 'App')"
        lines, status = cg.report([self.graph([note])], {}.get, "/w/logs", "/w/pkg", 1)
        self.assertEqual(status, 0)
        self.assertIn(f"NOTE  dir docs/x [G0003]: {note}", lines)
        lines, status = cg.report([self.graph([note])], {}.get, "/w/logs", "/w/pkg", 1, strict=True)
        self.assertEqual(status, 1)
        self.assertTrue(any(line.startswith("FAIL  dir docs/x [G0003]: " + replay.NO_SAMPLES) for line in lines))

    def test_stage_four_findings_are_printed_as_written(self):
        logs = {"G0003.stage4.rc": "1\n", "G0003.stage4.txt": "'a': the path ends on 'b' [push b]\n"}
        lines, status = cg.report([self.graph([], status=replay.STAGE4)], logs.get, "/w/logs", "/w/pkg", 1)
        self.assertEqual(status, 1)
        self.assertIn("      stage 4 findings (/w/logs/G0003.stage4.txt):", lines)
        self.assertIn("        'a': the path ends on 'b' [push b]", lines)


if __name__ == "__main__":
    unittest.main()
