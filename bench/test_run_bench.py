#!/usr/bin/env python3
"""Tests of bench/run_bench.py (bench/run.sh) that need no tool: run with
`python3 -m unittest discover -s bench -p 'test_*.py'` (CI does)."""

import dataclasses
import io
import os
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stderr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_bench as rb  # noqa: E402


class ConfigTests(unittest.TestCase):
    def test_defaults_and_empty_values(self):
        self.assertEqual(rb.parse_config({}), ([1000, 5000, 10000, 50000], 3))
        self.assertEqual(rb.parse_config({"BENCH_SIZES": "", "BENCH_RUNS": ""}), ([1000, 5000, 10000, 50000], 3))

    def test_knobs(self):
        self.assertEqual(rb.parse_config({"BENCH_SIZES": " 1000  10000 ", "BENCH_RUNS": "5"}), ([1000, 10000], 5))

    def test_bad_knobs_stop_the_run(self):
        for env, message in [
            ({"BENCH_SIZES": "1000 10k"}, "BENCH_SIZES: '10k' is not a positive whole number"),
            ({"BENCH_SIZES": "0"}, "BENCH_SIZES: '0' is not a positive whole number"),
            ({"BENCH_RUNS": "0"}, "BENCH_RUNS must be a positive integer"),
            ({"BENCH_RUNS": "three"}, "BENCH_RUNS must be a positive integer"),
        ]:
            with self.subTest(env=env):
                with self.assertRaises(rb.Stop) as raised:
                    rb.parse_config(env)
                self.assertEqual(str(raised.exception), message)

    def test_main_says_what_is_wrong_and_exits_1(self):
        err = io.StringIO()
        with redirect_stderr(err):
            self.assertEqual(rb.main({"BENCH_RUNS": "x"}, []), 1)
        self.assertEqual(err.getvalue(), "bench/run.sh: BENCH_RUNS must be a positive integer\n")

    def test_the_shell_entry_point_runs_this_script(self):
        done = subprocess.run([os.path.join(rb.REPO, "bench", "run.sh"), "--help"], capture_output=True, text=True)
        self.assertEqual(done.returncode, 0)
        self.assertIn('BENCH_SIZES="1000 5000 10000 50000"', done.stdout)
        done = subprocess.run([os.path.join(rb.REPO, "bench", "run.sh"), "now"], capture_output=True, text=True)
        self.assertEqual((done.returncode, done.stderr), (2, "bench/run.sh: takes no arguments (see --help)\n"))


class MeasurementTests(unittest.TestCase):
    def test_gnu_times_peak_memory_and_cpu_seconds(self):
        self.assertEqual(rb.read_gnu_time("0.42 64512 0.70 0.09\n"), (64512, 0.79))
        # A command's own message comes first when it fails; the figures are the last line.
        self.assertEqual(rb.read_gnu_time("Command exited with non-zero status 1\n0.01 1480 0.00 0.00\n"), (1480, 0.0))
        self.assertEqual("%.2f" % rb.read_gnu_time("0.1 1 0.10 0.20")[1], "0.30")

    def test_best_wall_least_cpu_largest_memory(self):
        m = rb.Measurement()
        m.add(0.51234, 0.41, 60000).add(0.4316, 0.43, 64000).add(0.6, 0.42, 62000)
        self.assertEqual((m.wall_text, m.cpu_text, m.rss), ("0.432", "0.41", 64000))

    def test_ratios(self):
        self.assertEqual(rb.ratio(0.432, 0.139), "3.11")
        self.assertEqual(rb.ratio(1, 0), "-")
        self.assertEqual(rb.cpu_ratio(0.68, 0.12), "5.67x")
        self.assertEqual(rb.cpu_ratio(0.02, 0.0), "-")

    def test_the_graphs_files_sorted_bytewise(self):
        with tempfile.TemporaryDirectory() as temp:
            os.makedirs(os.path.join(temp, "features"))
            for name in ("app.yaml", "features/f0002.yaml", "features/f0001.yml", "README.md", "Z.yaml"):
                open(os.path.join(temp, name), "w").close()
            self.assertEqual([os.path.relpath(p, temp) for p in rb.yaml_files(temp)],
                             ["Z.yaml", "app.yaml", "features/f0001.yml", "features/f0002.yaml"])


def measurement(wall, cpu, rss):
    m = rb.Measurement()
    m.wall, m.cpu, m.rss = wall, cpu, rss
    return m


def size(n, build, lint, bare, files=None, total=None, events=None):
    return rb.Size(n=n, files=files or 1 + -(-(n - 1) // 100), bytes=total or n * 270, build=measurement(*build),
                   lint=measurement(*lint), bare=measurement(*bare), events=events or n * 44)


SIZES = [
    size(5000, (0.331, 0.55, 43008), (0.218, 0.35, 30000), (0.072, 0.06, 9000)),
    size(10000, (0.62, 1.09, 64512), (0.433, 0.68, 50000), (0.139, 0.12, 12000), files=101, total=2778726,
         events=440008),
    size(50000, (3.131, 5.2, 241664), (2.14, 3.3, 200000), (0.691, 0.62, 40000)),
]


class TableTests(unittest.TestCase):
    def test_the_header_and_a_row(self):
        lines = rb.header(3)
        self.assertEqual(lines[1], "screengen lint and build (--output DIR/) vs bare libyaml parse "
                                   "(best of 3 wall seconds; peak RSS)")
        self.assertEqual(lines[2], " screens  files YAML MiB    lint s  lint MiB   build s build MiB    bare s  bare MiB "
                                   " lint/x build/x  s/1000sc    events")
        self.assertEqual(rb.row(SIZES[1]), "   10000    101     2.65     0.433      48.8     0.620      63.0     0.139"
                                           "      11.7    3.12    4.46    0.0620    440008")
        self.assertEqual(len(rb.row(SIZES[1])), len(lines[2]))

    def test_the_cpu_lines(self):
        self.assertEqual(rb.cpu_lines(SIZES[1:2], 3), [
            "CPU seconds (least of 3, user + system):",
            "  10000 screens: lint 0.68 s (5.67x bare), build 1.09 s (9.08x), bare 0.12 s"])
        small = size(1000, (0.06, 0.1, 1), (0.05, 0.05, 1), (0.01, 0.0, 1))
        self.assertEqual(rb.cpu_lines([small], 1)[1], "  1000 screens: lint 0.05 s (- bare), build 0.10 s (-), bare 0.00 s")

    def test_a_size_given_twice_shows_its_last_cpu_seconds_twice(self):
        first = size(1000, (0.1, 0.2, 1), (0.1, 0.2, 1), (0.1, 0.1, 1))
        second = size(1000, (0.1, 0.4, 1), (0.1, 0.2, 1), (0.1, 0.1, 1))
        lines = rb.cpu_lines([first, second], 1)
        self.assertEqual(lines[1], lines[2])
        self.assertIn("build 0.40 s", lines[1])

    def test_targets_on_wall_time(self):
        self.assertEqual(rb.target_lines({s.n: s for s in SIZES}), [
            "FAIL: at 10000 screens lint 0.433 s is 3.12x bare parse 0.139 s (target <= 2x)",
            "FAIL: at 10000 screens build 0.620 s is 4.46x bare parse 0.139 s (target <= 3x)",
            "PASS: at 10000 screens build peak memory 63.0 MiB (target <= 100 MiB)",
            "FAIL: at 50000 screens peak memory 236.0 MiB is 4949 bytes a screen (target <= 2 KiB, 2048 bytes)",
            "PASS: build time 50000/5000 = 3.131 s / 0.331 s = 9.46 (linear is 10; target <= 12.5)",
        ])

    def test_the_verdict_is_on_the_printed_ratio(self):
        at_limit = size(10000, (0.3004, 1, 102450), (0.2004, 1, 1), (0.1, 1, 1))
        self.assertEqual(rb.target_lines({10000: at_limit})[:3], [
            "PASS: at 10000 screens lint 0.200 s is 2.00x bare parse 0.100 s (target <= 2x)",
            "PASS: at 10000 screens build 0.300 s is 3.00x bare parse 0.100 s (target <= 3x)",
            "PASS: at 10000 screens build peak memory 100.0 MiB (target <= 100 MiB)"])

    def test_missing_sizes_skip(self):
        self.assertEqual(rb.target_lines({5000: SIZES[0]}), [
            "SKIP: parse-overhead and memory targets need size 10000 in BENCH_SIZES",
            "SKIP: memory-per-screen target needs size 50000 in BENCH_SIZES",
            "SKIP: linear-growth target needs sizes 5000 and 50000 in BENCH_SIZES"])

    def test_memory_a_screen_is_the_larger_peak_over_the_screens(self):
        # lint's peak is the larger here: 100,000 KiB over 50,000 screens is 2048 bytes, at the limit.
        at_limit = size(50000, (1, 1, 99000), (1, 1, 100000), (1, 1, 1))
        self.assertEqual(rb.target_lines({50000: at_limit})[1],
                         "PASS: at 50000 screens peak memory 97.7 MiB is 2048 bytes a screen (target <= 2 KiB, 2048 bytes)")
        over = size(50000, (1, 1, 100025), (1, 1, 1), (1, 1, 1))
        self.assertTrue(rb.target_lines({50000: over})[1].startswith("FAIL: at 50000 screens peak memory 97.7 MiB is 2049"))

    def test_the_report_notes_noise(self):
        small = size(1000, (0.07, 0.1, 1024), (0.05, 0.05, 1024), (0.014, 0.01, 1024))
        lines = rb.report([small], 2)
        self.assertEqual(lines[0], "")
        self.assertEqual(lines[4], "")
        self.assertEqual(lines[5], "note: wall times under ~0.05 s are mostly process start-up and noise; read them loosely.")
        self.assertEqual(lines[6], "CPU seconds (least of 2, user + system):")
        self.assertEqual(lines[-4], "")
        self.assertEqual(lines[-3:], ["SKIP: parse-overhead and memory targets need size 10000 in BENCH_SIZES",
                                      "SKIP: memory-per-screen target needs size 50000 in BENCH_SIZES",
                                      "SKIP: linear-growth target needs sizes 5000 and 50000 in BENCH_SIZES"])
        self.assertNotIn("note: wall times under ~0.05 s are mostly process start-up and noise; read them loosely.",
                         rb.report(SIZES, 3))


class BaselineTests(unittest.TestCase):
    def test_no_baseline_no_lines(self):
        self.assertEqual(rb.baseline_lines(SIZES), [])
        self.assertNotIn("Baseline", "\n".join(rb.report(SIZES, 3)))

    def test_before_and_after_from_the_same_run(self):
        measured = dataclasses.replace(
            SIZES[1], base_build=rb.Measurement().add(1.24, 2.18, 99328), base_lint=rb.Measurement().add(0.866, 1.36, 1))
        self.assertEqual(rb.baseline_lines([measured]), [
            "Baseline (SCREENGEN_BASELINE) -> measured, runs alternated; ratios to the bare parse of the same run:",
            "  10000 screens: lint 0.866 -> 0.433 s (6.23x -> 3.12x bare), build 1.240 -> 0.620 s (8.92x -> 4.46x); "
            "CPU lint 1.36 -> 0.68 s, build 2.18 -> 1.09 s; build peak 97.0 -> 63.0 MiB",
            ""])
        self.assertIn(rb.baseline_lines([measured])[1], rb.report([measured], 3))

    def test_commands_take_turns_run_by_run(self):
        with tempfile.TemporaryDirectory() as temp:
            log = os.path.join(temp, "order.txt")
            bench = rb.Bench([100], 2, {}, repo=temp)
            commands = [[sys.executable, "-c", f"open({log!r}, 'a').write('{name}')"] for name in "ab"]
            measurements = bench.measure_alternating(commands)
            with open(log) as file:
                self.assertEqual(file.read(), "abab")
            self.assertEqual(len(measurements), 2)
            self.assertTrue(all(m.wall > 0 for m in measurements))

    def test_each_commands_last_output_is_kept(self):
        with tempfile.TemporaryDirectory() as temp:
            bench = rb.Bench([100], 2, {}, repo=temp)
            commands = [[sys.executable, "-c", f"import sys; print('{name}'); print('{name}!', file=sys.stderr)"]
                        for name in "ab"]
            bench.measure_alternating(commands)
            for index, name in enumerate("ab"):
                with open(os.path.join(temp, "bench", "out", f"stdout-{index}.txt")) as file:
                    self.assertEqual(file.read(), f"{name}\n")
                with open(os.path.join(temp, "bench", "out", f"stderr-{index}.txt")) as file:
                    self.assertEqual(file.read(), f"{name}!\n")

    def test_a_baseline_that_is_not_a_binary_stops_the_run(self):
        with tempfile.TemporaryDirectory() as temp:
            bench = rb.Bench([100], 1, {"SCREENGEN_BASELINE": os.path.join(temp, "missing")}, repo=temp)
            with self.assertRaises(rb.Stop) as raised:
                bench.check_baseline()
            self.assertIn("SCREENGEN_BASELINE: no screengen binary at", str(raised.exception))


class RunTests(unittest.TestCase):
    def test_a_measured_command_that_fails_stops_the_run_with_its_stderr(self):
        with tempfile.TemporaryDirectory() as temp:
            os.makedirs(os.path.join(temp, "bench"))
            bench = rb.Bench([100], 2, {}, repo=temp)
            err = io.StringIO()
            with redirect_stderr(err), self.assertRaises(rb.Stop) as raised:
                bench.measure([sys.executable, "-c", "import sys; print('bad.yaml:1:1: error: x', file=sys.stderr); "
                                                     "sys.exit(1)"])
            self.assertEqual(str(raised.exception), f"command failed: {os.path.basename(sys.executable)} -c ...")
            self.assertEqual(err.getvalue(), "bad.yaml:1:1: error: x\n")

    def test_a_measured_command_runs_each_time_with_the_c_locale(self):
        with tempfile.TemporaryDirectory() as temp:
            bench = rb.Bench([100], 3, {"LC_ALL": "en_US.UTF-8"}, repo=temp)
            m = bench.measure([sys.executable, "-c", "import os; print(os.environ['LC_ALL'])"])
            with open(os.path.join(temp, "bench", "out", "stdout.txt")) as file:
                self.assertEqual(file.read(), "C\n")
            self.assertGreater(m.wall, 0)
            self.assertGreater(m.rss, 1000)

    @unittest.skipUnless(sys.platform.startswith("linux"), "the artifact bundle's static build is Linux's")
    def test_the_measured_build_is_the_one_the_artifact_bundle_ships(self):
        with tempfile.TemporaryDirectory() as temp:
            command, environment = rb.Bench([100], 1, {"LC_ALL": "x"}, repo=temp).build_command()
            scratch = os.path.join(temp, ".build-artifact")
            self.assertEqual(command[:5], ["swift", "build", "-c", "release", "--product"])
            self.assertEqual(command[command.index("--scratch-path") + 1], scratch)
            self.assertIn("--static-swift-stdlib", command)
            self.assertEqual(environment["LC_ALL"], "C")
            # pkg-config finds the folder whose yaml-0.1.pc links libyaml.a alone.
            self.assertEqual(environment["PKG_CONFIG_PATH"], os.path.join(scratch, "libyaml-static"))
            self.assertEqual(os.listdir(environment["PKG_CONFIG_PATH"]).count("libyaml.a"), 1)

    @unittest.skipUnless(os.access(rb.GNU_TIME, os.X_OK), "needs GNU time")
    def test_the_peak_memory_is_the_commands_not_pythons(self):
        with tempfile.TemporaryDirectory() as temp:
            ballast = bytearray(64 << 20)  # this process's peak: 64 MiB more
            for index in range(0, len(ballast), 4096):
                ballast[index] = 1
            m = rb.Bench([100], 1, {}, repo=temp).measure(["/bin/true"])
            del ballast
            self.assertLess(m.rss, 16 << 10)


if __name__ == "__main__":
    unittest.main()
