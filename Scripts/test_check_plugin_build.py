#!/usr/bin/env python3
"""Tests of Scripts/check_plugin_build.py that need no build: run with
`python3 -m unittest discover -s Scripts -p 'test_*.py'` (CI does)."""

import io
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_plugin_build as cpb  # noqa: E402


class EditTests(unittest.TestCase):
    def test_substitute_is_seds_first_match_on_each_line(self):
        self.assertEqual(cpb.substitute("a a\nb\na\n", "a", "x"), "x a\nb\nx\n")
        self.assertEqual(cpb.substitute("a\nb", "a", "x\ny"), "x\ny\nb")
        self.assertEqual(cpb.substitute("", "a", "x"), "")

    def test_remove_drops_the_lines_left_empty(self):
        self.assertEqual(cpb.remove("a\n  more\n\nb\n", "  more"), "a\nb\n")
        self.assertEqual(cpb.remove("  more\n", "  more"), "")

    def test_the_title_edit(self):
        self.assertIn("    title: Start\n", cpb.retitle_home(cpb.APP_YAML))
        self.assertNotIn("Home\n", cpb.retitle_home(cpb.APP_YAML))

    def test_the_feature_edits_add_lines_under_the_view(self):
        self.assertEqual(cpb.title_about(cpb.EXTRA_YAML),
                         "feature: extra\nscreens:\n  about:\n    view: AboutView\n    title: About us\n")
        self.assertEqual(cpb.add_note_param(cpb.title_about(cpb.EXTRA_YAML)),
                         "feature: extra\nscreens:\n  about:\n    view: AboutView\n    params:\n"
                         "      note: { type: String?, default: nil }\n    title: About us\n")

    def test_the_move_into_more_comes_and_goes(self):
        app = cpb.retitle_home(cpb.APP_YAML)
        linked = cpb.link_more(app)
        self.assertIn("      open: detail\n      more: more.info\n", linked)
        self.assertEqual(cpb.unlink_more(linked), app)

    def test_the_misspelled_target_is_on_line_8_column_13(self):
        broken = cpb.misspell_target(cpb.APP_YAML).split("\n")
        self.assertEqual(broken[7], "      open: detial")
        self.assertEqual(broken[7].index("detial") + 1, 13)
        self.assertEqual(cpb.fix_target(cpb.misspell_target(cpb.APP_YAML)), cpb.APP_YAML)

    def test_the_warning_is_on_extra_yaml_line_3_column_3(self):
        self.assertEqual(cpb.EXTRA_YAML.split("\n")[2], "  about:")

    def test_the_manifest_depends_on_the_repository_by_its_folder_name(self):
        self.assertIn('dependencies: [.package(path: "../screengen")]', cpb.MANIFEST)
        self.assertEqual(cpb.MANIFEST.count('.plugin(name: "ScreengenBuildPlugin", package: "screengen")'), 2)


LOG = """Building for debugging...
[0/5] Write swift-version.txt
screengen: 2 screens, 1 transitions, 0 warnings → /c/.build/plugins/outputs/consumer/App/destination/ScreengenBuildPlugin/ (0 files written, 3 unchanged)
[3/5] Compiling App Screens.extra.generated.swift
[4/5] Compiling App App.swift, Screens.generated.swift
Build complete! (1.00s)
"""


class LogTests(unittest.TestCase):
    def test_generation_steps_are_the_tools_summary_lines(self):
        self.assertEqual(cpb.generations(LOG), 1)
        self.assertEqual(cpb.generations(LOG + LOG), 2)
        self.assertEqual(cpb.generations("note: screengen: 1 screens\n"), 0)
        self.assertEqual(cpb.generations(""), 0)

    def test_a_rerun_that_rewrote_nothing(self):
        self.assertTrue(cpb.rewrote_nothing(LOG))
        self.assertFalse(cpb.rewrote_nothing(LOG.replace("(0 files", "(1 files")))
        self.assertFalse(cpb.rewrote_nothing(LOG.replace("unchanged)", "unchanged) more")))

    def test_a_line_ending_in_a_count(self):
        log = "screengen: x (1 file written, 3 unchanged)\n"
        self.assertTrue(cpb.ends_with(log, r"\(1 file written, 3 unchanged\)"))
        self.assertFalse(cpb.ends_with(log + "", r"\(1 file written, 2 unchanged\)"))

    def test_compiled_files_as_grep_o_prints_them(self):
        self.assertEqual(cpb.compiled(LOG), ["Compiling App Screens.extra.generated.swift",
                                             "Compiling App App.swift, Screens.generated.swift"])
        self.assertEqual(cpb.words(cpb.compiled(LOG)),
                         "Compiling App Screens.extra.generated.swift Compiling App App.swift, Screens.generated.swift ")
        self.assertEqual(cpb.words([]), "nothing")
        self.assertEqual(cpb.compiled("[1/2] Compiling Plain Plain.swift\n"), [])

    def test_tail_and_whole_are_what_command_substitution_gives(self):
        self.assertEqual(cpb.tail("1\n2\n3\n", 2), "2\n3")
        self.assertEqual(cpb.tail("1\n2\n\n", 2), "2")
        self.assertEqual(cpb.tail("1\n2\n\n\n", 2), "")
        self.assertEqual(cpb.tail("", 20), "")
        self.assertEqual(cpb.whole("a\nb\n\n"), "a\nb")

    def test_the_located_diagnostics(self):
        app = "/tmp/x/Consumer/Sources/App"
        log = ("warning: something else\n" + cpb.warning_line(app) + "\n" + cpb.error_line(app) + "\n")
        self.assertTrue(cpb.has_line(log, f"{app}/screens/extra.yaml:3:3: warning: screen 'extra.about' cannot be "
                                          "reached from any root [unreachable-screen]"))
        self.assertTrue(cpb.has_line(log, f"{app}/screens/app.yaml:8:13: error: transition 'open' targets unknown "
                                          "screen 'detial'; did you mean 'detail'? [unknown-screen]"))
        self.assertFalse(cpb.has_line("prefix " + cpb.error_line(app), cpb.error_line(app)))

    def test_the_conflict_is_explained(self):
        line = ("error: target 'App' applies ScreengenBuildPlugin and also contains committed generated code at "
                "/tmp/x/Consumer/Sources/App/Generated/Screens.generated.swift (written by screengen-generate); use one of them")
        self.assertTrue(cpb.conflict_explained("x\n" + line + "\n"))
        self.assertFalse(cpb.conflict_explained(line.replace("App/Generated", "App/Other")))

    def test_the_body_is_what_follows_the_header(self):
        header = b"// Generated by screengen 0.1.0. Do not edit.\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        self.assertEqual(cpb.body(header + b"enum A {}\n#endif\n"), b"enum A {}\n#endif\n")
        self.assertEqual(cpb.body(b"#endif\nline 2\n#endif\nrest\n"), b"rest\n")
        self.assertEqual(cpb.body(b"no header\nat all\n"), b"")
        self.assertEqual(cpb.body(b"a\n#endif"), b"")


class BuildTests(unittest.TestCase):
    def test_a_signal_is_a_negative_status_or_128_and_more(self):
        self.assertEqual(cpb.died_from_signal(-11), 11)
        self.assertEqual(cpb.died_from_signal(139), 11)
        self.assertIsNone(cpb.died_from_signal(1))

    def test_a_build_that_died_from_a_signal_runs_once_more_keeping_both_outputs(self):
        with tempfile.TemporaryDirectory() as temp:
            marker = os.path.join(temp, "ran")
            script = ("import os, signal, sys\n"
                      f"first = not os.path.exists({marker!r})\n"
                      f"open({marker!r}, 'a').close()\n"
                      "print('attempt', 'one' if first else 'two', flush=True)\n"
                      "if first: os.kill(os.getpid(), signal.SIGSEGV)\n")
            log = os.path.join(temp, "last.log")
            err = io.StringIO()
            with redirect_stderr(err):
                status = cpb.build_into([sys.executable, "-c", script], log, temp)
            self.assertEqual(status, 0)
            self.assertEqual(cpb.read_text(log), "attempt one\nattempt two\n")
            self.assertEqual(err.getvalue(), "check-plugin-build: swift build died from signal 11; retrying once\n")

    def test_a_failed_build_is_not_retried(self):
        with tempfile.TemporaryDirectory() as temp:
            log = os.path.join(temp, "last.log")
            err = io.StringIO()
            with redirect_stderr(err):
                status = cpb.build_into([sys.executable, "-c", "print('no'); raise SystemExit(1)"], log, temp)
            self.assertEqual((status, cpb.read_text(log), err.getvalue()), (1, "no\n", ""))

    def test_a_command_that_cannot_run_is_127(self):
        with tempfile.TemporaryDirectory() as temp:
            log = os.path.join(temp, "last.log")
            self.assertEqual(cpb.run_into(["/nonexistent/swift", "build"], log, temp), 127)
            self.assertIn("/nonexistent/swift: No such file or directory", cpb.read_text(log))


class LayoutTests(unittest.TestCase):
    def test_the_client_package(self):
        with tempfile.TemporaryDirectory() as temp:
            check = cpb.Check(temp, repo="/the/repo")
            check.lay_out()
            self.assertEqual(os.readlink(os.path.join(temp, "screengen")), "/the/repo")
            self.assertEqual(cpb.read_text(os.path.join(temp, "Consumer", "Package.swift")), cpb.MANIFEST)
            self.assertEqual(cpb.read_text(check.yaml("app")), cpb.APP_YAML)
            self.assertEqual(check.yaml("app"), os.path.join(temp, "Consumer/Sources/App/screens/app.yaml"))
            self.assertTrue(os.path.isfile(os.path.join(temp, "Consumer/Sources/App/App.swift")))
            self.assertTrue(os.path.isfile(os.path.join(temp, "Consumer/Sources/Plain/Plain.swift")))
            self.assertEqual(check.outputs,
                             os.path.join(temp, "Consumer/.build/plugins/outputs/consumer/App/destination/ScreengenBuildPlugin"))
            check.edit("app", cpb.misspell_target)
            self.assertIn("open: detial", cpb.read_text(check.yaml("app")))


class EntryPointTests(unittest.TestCase):
    def test_the_shell_entry_point_runs_this_script(self):
        done = subprocess.run([os.path.join(cpb.REPO, "Scripts", "check-plugin-build.sh"), "--help"],
                              capture_output=True, text=True)
        self.assertEqual(done.returncode, 0)
        self.assertIn("Usage: Scripts/check-plugin-build.sh", done.stdout)
        self.assertIn("4c. a change to one feature's route enum", done.stdout)

    def test_arguments_are_refused(self):
        err = io.StringIO()
        with redirect_stderr(err), redirect_stdout(io.StringIO()):
            self.assertEqual(cpb.main(["now"], env={}), 2)
        self.assertEqual(err.getvalue(), "check-plugin-build: takes no arguments (see --help)\n")


if __name__ == "__main__":
    unittest.main()
