#!/usr/bin/env python3
"""Tests of bench/deeplinks_bench.py (bench/deeplinks.sh) that need no compiler: run with
`python3 -m unittest discover -s bench -p 'test_*.py'` (CI does)."""

import io
import os
import subprocess
import sys
import tempfile
import time
import unittest
from contextlib import redirect_stderr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import deeplinks_bench as dl  # noqa: E402


class ConfigTests(unittest.TestCase):
    def test_defaults_and_empty_values(self):
        for env in ({}, {"DL_SIZES": "", "DL_URLS": "", "DL_RUNS": "", "SWIFTC": "", "DL_COMPILE_TIMEOUT": ""}):
            config = dl.parse_config(env)
            self.assertEqual((config.sizes, config.urls, config.runs, config.swiftc, config.timeout),
                             ([10, 1000, 10000], 100000, 5, "swiftc", 0))

    def test_knobs(self):
        config = dl.parse_config({"DL_SIZES": "10  100", "DL_URLS": "1000", "DL_RUNS": "2", "SWIFTC": "/x/swiftc",
                                  "DL_COMPILE_TIMEOUT": "300"})
        self.assertEqual((config.sizes, config.urls, config.runs, config.swiftc, config.timeout, config.timeout_text),
                         ([10, 100], 1000, 2, "/x/swiftc", 300, "300"))

    def test_the_timeout_is_read_as_timeout_reads_it(self):
        self.assertEqual([dl.parse_timeout(text) for text in ("", "0", "90", "1.5", ".5", "2m", "1h", "1d", "3s")],
                         [0, 0, 90, 1.5, 0.5, 120, 3600, 86400, 3])
        for text in ("-1", "ten", "5 m", "1e3"):
            self.assertIsNone(dl.parse_timeout(text), text)

    def test_bad_knobs_stop_the_run(self):
        for env, message in [
            ({"DL_SIZES": "10 1k"}, "DL_SIZES must be a positive integer, got '1k'"),
            ({"DL_SIZES": " "}, "DL_SIZES names no link count"),
            ({"DL_URLS": "0"}, "DL_URLS must be a positive integer, got '0'"),
            ({"DL_RUNS": "five"}, "DL_RUNS must be a positive integer, got 'five'"),
            ({"DL_COMPILE_TIMEOUT": "soon"}, "DL_COMPILE_TIMEOUT must be a number of seconds, got 'soon'"),
        ]:
            with self.subTest(env=env):
                with self.assertRaises(dl.Stop) as raised:
                    dl.parse_config(env)
                self.assertEqual(str(raised.exception), message)

    def test_main_says_what_is_wrong_and_exits_1(self):
        err = io.StringIO()
        with redirect_stderr(err):
            self.assertEqual(dl.main({"DL_RUNS": "0"}, []), 1)
        self.assertEqual(err.getvalue(), "bench/deeplinks.sh: DL_RUNS must be a positive integer, got '0'\n")

    def test_the_shell_entry_point_runs_this_script(self):
        done = subprocess.run([os.path.join(dl.REPO, "bench", "deeplinks.sh"), "--help"], capture_output=True, text=True)
        self.assertEqual(done.returncode, 0)
        self.assertIn("DL_COMPILE_TIMEOUT=N", done.stdout)


RESULTS = [
    "RESULT links=10 urls=1000 construct_ms=0.012 parse_ns=101.5 match_ns=80.2 open_ns=250.4 open_hits_ns=270.9 "
    "open_wall_ns=255.0 sink=12345",
    "RESULT links=1000 urls=1000 construct_ms=1.204 parse_ns=110.0 match_ns=95.0 open_ns=301.2 open_hits_ns=1020.5 "
    "open_wall_ns=310.0 sink=2",
    "RESULT links=10000 urls=1000 construct_ms=15.870 parse_ns=120.3 match_ns=99.9 open_ns=420.8 open_hits_ns=480.0 "
    "open_wall_ns=430.1 sink=3",
]


class ResultTests(unittest.TestCase):
    def test_the_result_line_of_the_drivers_output(self):
        output = "links: 10, URLs: 1000\noutcomes: hit 700\n" + RESULTS[0] + "\n"
        self.assertEqual(dl.result_line(output), RESULTS[0])
        self.assertIsNone(dl.result_line("links: 10\n"))

    def test_a_result_is_its_keys_and_the_optimization(self):
        result = dl.parse_result(RESULTS[0], "-Onone")
        self.assertEqual((result["links"], result["open_hits_ns"], result["sink"], result["opt"]),
                         ("10", "270.9", "12345", "-Onone"))

    def test_the_summary(self):
        results = [dl.parse_result(RESULTS[0], "-O"), dl.parse_result(RESULTS[1], "-O"),
                   dl.parse_result(RESULTS[2], "-Onone")]
        self.assertEqual(dl.summary(results, 5, 100000), [
            "",
            "CPU ns per URL (best of 5 passes over 100000 URLs); generated code compiled with 'opt'",
            "   links construct-ms   parse-ns   match-ns    open-ns open-hits-ns    opt",
            "      10        0.012      101.5       80.2      250.4        270.9     -O",
            "    1000        1.204      110.0       95.0      301.2       1020.5     -O",
            "   10000       15.870      120.3       99.9      420.8        480.0 -Onone",
            "",
            "open ns/URL, 10000 links vs 10: 1.68x (target: at most 2x) PASS",
            "worst open ns per hit: 1020.5 (target: under 1000) FAIL",
        ])

    def test_the_verdicts_are_on_the_printed_figures(self):
        first = dl.parse_result("RESULT links=10 open_ns=100.0 open_hits_ns=999.9", "-O")
        last = dl.parse_result("RESULT links=20 open_ns=200.4 open_hits_ns=50.0", "-O")
        self.assertEqual(dl.summary([first, last], 1, 1)[-2:], [
            "open ns/URL, 20 links vs 10: 2.00x (target: at most 2x) PASS",
            "worst open ns per hit: 999.9 (target: under 1000) PASS"])
        one = dl.summary([first], 1, 1)
        self.assertEqual(one[-2], "open ns/URL, 10 links vs 10: 1.00x (target: at most 2x) PASS")


def alive(pid):
    """Whether a process runs (a zombie waiting for its reaper does not)."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


class RunTests(unittest.TestCase):
    def test_a_command_past_its_time_is_stopped_with_its_children(self):
        with tempfile.TemporaryDirectory() as temp:
            log, child = os.path.join(temp, "log"), os.path.join(temp, "child.pid")
            script = (f"import subprocess, time; p = subprocess.Popen(['sleep', '30']); "
                      f"open({child!r}, 'w').write(str(p.pid)); print('started', flush=True); time.sleep(30)")
            started = time.monotonic()
            status = dl.run_logged([sys.executable, "-c", script], log, dict(os.environ), timeout=1.5)
            self.assertEqual(status, dl.TIMED_OUT)
            self.assertLess(time.monotonic() - started, 20)
            with open(child) as file:
                pid = int(file.read())
            for _ in range(50):  # the child got SIGTERM with its parent; give it a moment to go
                if not alive(pid):
                    break
                time.sleep(0.1)
            else:
                self.fail("the compiler's child survived the timeout")
            with open(log) as file:
                self.assertEqual(file.read(), "started\n")

    def test_without_a_limit_the_status_is_the_commands(self):
        with tempfile.TemporaryDirectory() as temp:
            log = os.path.join(temp, "log")
            self.assertEqual(dl.run_logged([sys.executable, "-c", "print('x'); raise SystemExit(3)"], log, None), 3)
            self.assertEqual(dl.run_logged(["/nonexistent/swiftc"], log, None), 127)


if __name__ == "__main__":
    unittest.main()
