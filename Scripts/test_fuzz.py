#!/usr/bin/env python3
"""Tests of Scripts/fuzz.py that need no compiler: run with
`python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import io
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402


class ArgumentTests(unittest.TestCase):
    def test_no_arguments_fuzz_for_60_seconds(self):
        options = fuzz.parse_args([])
        self.assertEqual((options.mode, options.seconds, options.rest), ("fuzz", 60, []))

    def test_seconds_then_libfuzzer_arguments_as_they_are(self):
        options = fuzz.parse_args(["3600", "-jobs=2", "-workers=2", "--replay"])
        self.assertEqual((options.mode, options.seconds, options.rest), ("fuzz", 3600, ["-jobs=2", "-workers=2", "--replay"]))

    def test_modes(self):
        self.assertEqual(fuzz.parse_args(["--build-only"]).mode, "build")
        self.assertEqual(fuzz.parse_args(["-h"]).mode, "help")
        options = fuzz.parse_args(["--replay", "a", "-runs=3"])
        self.assertEqual((options.mode, options.rest), ("replay", ["a", "-runs=3"]))

    def test_bad_arguments(self):
        for argv, message in {
            ("abc",): "SECONDS must be a whole number, got 'abc' (usage: Scripts/fuzz.sh [SECONDS] [libFuzzer args...])",
            ("-5",): "SECONDS must be a whole number, got '-5' (usage: Scripts/fuzz.sh [SECONDS] [libFuzzer args...])",
            ("-jobs=2",): "SECONDS must be a whole number, got '-jobs=2' (usage: Scripts/fuzz.sh [SECONDS] [libFuzzer args...])",
            ("--replay",): "--replay needs at least one input file",
        }.items():
            with self.subTest(argv=argv):
                with self.assertRaises(fuzz.Failure) as raised:
                    fuzz.parse_args(list(argv))
                self.assertEqual(str(raised.exception), message)

    def test_main_says_error_and_exits_2(self):
        err = io.StringIO()
        with redirect_stderr(err), redirect_stdout(io.StringIO()):
            self.assertEqual(fuzz.main(["ten"], env={}), 2)
        self.assertTrue(err.getvalue().startswith("fuzz.sh: error: SECONDS must be a whole number, got 'ten'"))

    def test_a_missing_compiler_is_a_setup_failure(self):
        err = io.StringIO()
        with redirect_stderr(err), redirect_stdout(io.StringIO()):
            self.assertEqual(fuzz.main(["1"], env={"SWIFTC": "/nonexistent/swiftc", "PATH": ""}), 2)
        self.assertEqual(err.getvalue(), "fuzz.sh: error: swiftc not found (put it on PATH or set SWIFTC)\n")

    def test_the_shell_entry_point_runs_this_script(self):
        done = subprocess.run([os.path.join(fuzz.REPO, "Scripts", "fuzz.sh"), "--help"], capture_output=True, text=True)
        self.assertEqual(done.returncode, 0)
        self.assertIn("Scripts/fuzz.sh --replay FILE...", done.stdout)
        self.assertIn("Exits 0 when libFuzzer found nothing, 1 when it found something", done.stdout)

    def test_replayed_paths_are_the_callers_and_folders_are_their_files(self):
        with tempfile.TemporaryDirectory() as temp:
            os.makedirs(os.path.join(temp, "crashes", "deeper"))
            for name in ("crashes/b", "crashes/a", "crashes/deeper/c", "one"):
                open(os.path.join(temp, name), "w").close()
            inputs = fuzz.replay_inputs(["one", "crashes", "-runs=2", "/abs/x"], temp)
            self.assertEqual(inputs, [os.path.join(temp, "one"), os.path.join(temp, "crashes/a"),
                                      os.path.join(temp, "crashes/b"), os.path.join(temp, "crashes/deeper/c"),
                                      "-runs=2", "/abs/x"])


class BuildTests(unittest.TestCase):
    def test_libraries_and_search_paths_go_as_they_are_the_rest_to_the_linker(self):
        self.assertEqual(fuzz.link_flags(["-L/opt/lib", "-lyaml", "-Wl,-rpath,/opt/lib", "-pthread"]),
                         ["-L/opt/lib", "-lyaml", "-Xlinker", "-Wl,-rpath,/opt/lib", "-Xlinker", "-pthread"])

    def test_no_libraries_from_pkg_config_is_lyaml(self):
        self.assertEqual(fuzz.link_flags([]), ["-lyaml"])

    def test_cflags_go_to_the_clang_importer(self):
        self.assertEqual(fuzz.clang_flags(["-I/opt/include", "-DX"]), ["-Xcc", "-I/opt/include", "-Xcc", "-DX"])

    def test_the_stamp_changes_with_the_compiler_a_flag_or_a_file(self):
        base = ("Swift version 6.3.1\n", "-O", ["-I/x"], ["-lyaml"], [("/r/a.swift", "11"), ("/r/b.swift", "22")])
        stamp = fuzz.build_stamp(*base)
        self.assertEqual(stamp, fuzz.build_stamp(base[0], base[1], base[2], base[3], list(reversed(base[4]))))
        self.assertNotEqual(stamp, fuzz.build_stamp("Swift version 6.3.2\n", *base[1:]))
        self.assertNotEqual(stamp, fuzz.build_stamp(base[0], "-Onone", *base[2:]))
        self.assertNotEqual(stamp, fuzz.build_stamp(*base[:3], ["-lyaml", "-lm"], base[4]))
        self.assertNotEqual(stamp, fuzz.build_stamp(*base[:4], [("/r/a.swift", "11"), ("/r/b.swift", "23")]))
        self.assertNotEqual(stamp, fuzz.build_stamp(*base[:4], [("/r/a.swift", "11")]))

    def test_the_build_reads_this_script_and_its_entry_point(self):
        files = fuzz.build_input_files(fuzz.REPO)
        for relative in ("Scripts/fuzz.py", "Scripts/fuzz.sh", "Fuzz/PipelineFuzzer.swift"):
            self.assertIn(os.path.join(fuzz.REPO, relative), files)
        self.assertTrue(any("/Sources/ScreenGenCore/" in path for path in files))
        self.assertFalse(any("/Sources/ScreenNavigation/" in path for path in files))

    def test_a_killed_process_reports_as_a_shell_would(self):
        self.assertEqual(fuzz.shell_status(-6), 134)
        self.assertEqual(fuzz.shell_status(77), 77)


class SeedTests(unittest.TestCase):
    def test_one_file_is_its_own_seed(self):
        self.assertEqual(fuzz.frame([("app.yaml", b"graph: {}")]), b"graph: {}")

    def test_several_files_are_framed_each_marker_at_the_start_of_a_line(self):
        framed = fuzz.frame([("app.yaml", b"graph: {}\n"), ("chat.yaml", b"feature: chat"), ("empty.yaml", b""),
                             ("z.yaml", b"x: 1\r")])
        self.assertEqual(framed, b"#--- app.yaml\ngraph: {}\n#--- chat.yaml\nfeature: chat\n#--- empty.yaml\n"
                                 b"#--- z.yaml\nx: 1\r\n")

    def test_strict_ends_in_the_comment_whose_last_byte_is_odd(self):
        self.assertEqual(fuzz.strict(b"a: 1\n"), b"a: 1\n#!")
        self.assertEqual(fuzz.strict(b"a: 1\n")[-1] & 1, 1)
        self.assertEqual(b"a: 1\n"[-1] & 1, 0)

    def test_folders_give_a_seed_and_one_per_file_when_several(self):
        plan = fuzz.seed_plan([("Tests/Fixtures/Invalid/x", ["Tests/Fixtures/Invalid/x/app.yaml"]),
                               ("screens", ["screens/app.yaml", "screens/chat.yaml"]),
                               ("empty", [])])
        self.assertEqual(plan, [
            ("Tests_Fixtures_Invalid_x", ["Tests/Fixtures/Invalid/x/app.yaml"]),
            ("screens", ["screens/app.yaml", "screens/chat.yaml"]),
            ("screens__app.yaml", ["screens/app.yaml"]),
            ("screens__chat.yaml", ["screens/chat.yaml"]),
        ])

    def make_repo(self, temp):
        def write(path, content=b"a: 1\n"):
            full = os.path.join(temp, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as file:
                file.write(content)
        write("Tests/Fixtures/Invalid/one/app.yaml", b"graph: {root: a}\n")
        write("Tests/Fixtures/Invalid/one/README.md")
        write("Tests/Fixtures/Fuzz/crash-1.yaml", b"#--- a\nx#!")
        write("Tests/Fixtures/Fuzz/notes.txt")
        write("screens/app.yaml", b"graph: {}\n")
        write("screens/chat.yaml", b"feature: chat")
        write("Examples/Shop/screens/app.yaml")
        write("Examples/Shop/Sources/x.swift")
        os.makedirs(os.path.join(temp, "Tests/GeneratedExamples/Chat"))
        os.symlink("../../../screens", os.path.join(temp, "Tests/GeneratedExamples/Chat/screens"))

    def test_the_folders_seeds_come_from(self):
        with tempfile.TemporaryDirectory() as temp:
            self.make_repo(temp)
            self.assertEqual(fuzz.seed_directories(temp), [
                "Examples/Shop/screens", "Tests/Fixtures/Invalid/one", "Tests/GeneratedExamples/Chat/screens", "screens"])

    def test_the_corpus_holds_every_seed_its_strict_twin_the_hand_written_and_the_reproducers(self):
        with tempfile.TemporaryDirectory() as temp:
            self.make_repo(temp)
            seeds = os.path.join(temp, "out")
            os.makedirs(seeds)
            open(os.path.join(seeds, "stale"), "w").close()
            count = fuzz.write_seed_corpus(temp, seeds)
            names = sorted(os.listdir(seeds))
            self.assertEqual(count, len(names))
            self.assertEqual(names, sorted([
                "Examples_Shop_screens", "Examples_Shop_screens.strict",
                "Tests_Fixtures_Invalid_one", "Tests_Fixtures_Invalid_one.strict",
                "screens", "screens.strict", "screens__app.yaml", "screens__app.yaml.strict",
                "screens__chat.yaml", "screens__chat.yaml.strict",
                "hand_aliases", "hand_features", "hand_bom_crlf_two_documents", "hand_flow_strict",
                "fuzz-regression_crash-1.yaml"]))
            with open(os.path.join(seeds, "screens.strict"), "rb") as file:
                self.assertEqual(file.read(), b"#--- app.yaml\ngraph: {}\n#--- chat.yaml\nfeature: chat\n#!")
            with open(os.path.join(seeds, "fuzz-regression_crash-1.yaml"), "rb") as file:
                self.assertEqual(file.read(), b"#--- a\nx#!")

    def test_the_hand_written_seeds_show_what_the_repository_does_not(self):
        seeds = dict(fuzz.HANDWRITTEN_SEEDS)
        self.assertIn(b"<<: *moves", seeds["hand_aliases"])
        self.assertTrue(seeds["hand_bom_crlf_two_documents"].startswith(b"\xef\xbb\xbf"))
        self.assertIn(b"\r\n---\r\n", seeds["hand_bom_crlf_two_documents"])
        self.assertTrue(seeds["hand_flow_strict"].endswith(b"#!"))
        self.assertEqual(seeds["hand_features"].count(b"#--- "), 3)


class DictionaryTests(unittest.TestCase):
    def test_keys_values_and_punctuation(self):
        lines = fuzz.dictionary_text().splitlines()
        self.assertEqual(lines[0], 'kw_graph="graph: "')
        self.assertIn('v_Int_="Int?"', lines)
        self.assertIn('v__String__Int_="[String: Int]"', lines)
        self.assertIn('v_Optional_Int_="Optional<Int>"', lines)
        self.assertIn('bom="\\xef\\xbb\\xbf"', lines)
        self.assertIn('escape_newline="\\"\\\\n\\""', lines)
        self.assertEqual(lines[-1], 'deeplink="/path/{id}?q={q}"')
        self.assertTrue(fuzz.dictionary_text().endswith("\n"))

    def test_every_entry_is_name_equals_quoted_value(self):
        for line in fuzz.dictionary_text().splitlines():
            name, _, value = line.partition("=")
            self.assertRegex(name, r"^[A-Za-z0-9_]+$")
            self.assertTrue(value.startswith('"') and value.endswith('"'), line)

    def test_names_are_unique(self):
        names = [line.partition("=")[0] for line in fuzz.dictionary_text().splitlines()]
        self.assertEqual(len(names), len(set(names)))


LOG = """INFO: Seed: 123
#2\tINITED cov: 10 ft: 11 corp: 1/1b exec/s: 0 rss: 30Mb
#1024\tpulse  cov: 20 ft: 30 corp: 5/100b exec/s: 512 rss: 40Mb
#2048\tpulse  cov: 21 ft: 31 corp: 6/101b exec/s: 600 rss: 41Mb
#4096\tpulse  cov: 22 ft: 32 corp: 7/102b exec/s: 700 rss: 42Mb
==screengen-fuzz== INVARIANT VIOLATED (skipped) [duplicate-diagnostic]: twice
  app.yaml:3:1: error: x
Done 5000 runs in 21 second(s)
stat::number_of_executed_units: 5000
stat::peak_rss_mb:              45
"""


class SummaryTests(unittest.TestCase):
    def test_a_clean_run_prints_status_stats_and_skipped_invariants(self):
        out, err, code = fuzz.summary(0, [("/w/run.log", LOG)], [], 20, "/w/bin/f", "/w/run.log", "duplicate-diagnostic")
        self.assertEqual(code, 0)
        self.assertEqual(err, [])
        self.assertEqual(out, [
            "== fuzz.sh: libFuzzer exited with status 0",
            "== fuzz.sh: last status lines:",
            "   #1024\tpulse  cov: 20 ft: 30 corp: 5/100b exec/s: 512 rss: 40Mb",
            "   #2048\tpulse  cov: 21 ft: 31 corp: 6/101b exec/s: 600 rss: 41Mb",
            "   #4096\tpulse  cov: 22 ft: 32 corp: 7/102b exec/s: 700 rss: 42Mb",
            "== fuzz.sh: final stats:",
            "   Done 5000 runs in 21 second(s)",
            "   stat::number_of_executed_units: 5000",
            "   stat::peak_rss_mb:              45",
            "== fuzz.sh: invariants that failed but are skipped (SCREENGEN_FUZZ_SKIP=duplicate-diagnostic):",
            "   ==screengen-fuzz== INVARIANT VIOLATED (skipped) [duplicate-diagnostic]: twice",
            "     app.yaml:3:1: error: x",
            "== fuzz.sh: no crash, hang or invariant failure in 20 s",
        ])

    def test_with_job_logs_lines_are_prefixed_with_their_file(self):
        logs = [("/w/run.log", "INFO: jobs\n"), ("/w/fuzz-0.log", "#5\tpulse\nDone 5 runs in 1 second(s)\n")]
        out, _, _ = fuzz.summary(0, logs, [], 1, "f", "/w/run.log", "")
        self.assertIn("   /w/fuzz-0.log:#5\tpulse", out)
        self.assertIn("   /w/fuzz-0.log:Done 5 runs in 1 second(s)", out)

    def test_a_crash_fails_the_run_with_the_report_and_the_replay(self):
        log = LOG + """==screengen-fuzz== INVARIANT VIOLATED [location-past-end]: line 9 of 8
==42==ERROR: libFuzzer: deadly signal
    #0 0x1 in __sanitizer_print_stack_trace
    #1 0x2 in fuzzer::Fuzzer::CrashCallback()
SUMMARY: libFuzzer: deadly signal
artifact_prefix='/w/crashes/'; Test unit written to /w/crashes/crash-abc
"""
        out, err, code = fuzz.summary(1, [("/w/run.log", log)], ["/w/crashes/crash-abc"], 20, "/w/bin/f", "/w/run.log", "")
        self.assertEqual(code, 1)
        self.assertEqual(out[0], "== fuzz.sh: libFuzzer exited with status 1")
        self.assertNotIn("== fuzz.sh: no crash, hang or invariant failure in 20 s", out)
        self.assertEqual(err, [
            "== fuzz.sh: FOUND A PROBLEM. libFuzzer's report:",
            "   ==screengen-fuzz== INVARIANT VIOLATED (skipped) [duplicate-diagnostic]: twice",
            "   ==screengen-fuzz== INVARIANT VIOLATED [location-past-end]: line 9 of 8",
            "   ==42==ERROR: libFuzzer: deadly signal",
            "       #0 0x1 in __sanitizer_print_stack_trace",
            "       #1 0x2 in fuzzer::Fuzzer::CrashCallback()",
            "   SUMMARY: libFuzzer: deadly signal",
            "== fuzz.sh: reproducer(s):",
            "   /w/crashes/crash-abc",
            "== fuzz.sh: replay one with:",
            "   Scripts/fuzz.sh --replay /w/crashes/crash-abc",
            "   (or directly: SCREENGEN_FUZZ_CHECK_EVERY=1 /w/bin/f <file>)",
            "== fuzz.sh: full log: /w/run.log",
        ])

    def test_a_failing_status_without_a_reproducer_still_fails(self):
        _, err, code = fuzz.summary(2, [("/w/run.log", "INFO: bad flag\n")], [], 20, "f", "/w/run.log", "")
        self.assertEqual(code, 1)
        self.assertEqual(err, ["== fuzz.sh: FOUND A PROBLEM. libFuzzer's report:", "== fuzz.sh: full log: /w/run.log"])

    def test_the_report_is_capped_at_40_lines(self):
        log = "".join(f"    #{n} 0x{n} in f\n" for n in range(60))
        _, err, _ = fuzz.summary(1, [("/w/run.log", log)], [], 1, "f", "/w/run.log", "")
        self.assertEqual(len(err), 1 + 40 + 1)

    def test_skipped_invariants_are_capped_at_20_lines_without_repeats(self):
        log = "INVARIANT VIOLATED (skipped) a\nINVARIANT VIOLATED (skipped) b\nafter b\n" * 10
        lines = fuzz.skipped_invariants([("l", log)])
        self.assertEqual(len(lines), 20)
        self.assertEqual(lines[:4], ["INVARIANT VIOLATED (skipped) a", "INVARIANT VIOLATED (skipped) b", "after b",
                                     "INVARIANT VIOLATED (skipped) a"])


if __name__ == "__main__":
    unittest.main()
