#!/usr/bin/env python3
"""Tests of bench/flood_bench.py that need no binary: run with
`python3 -m unittest discover -s bench -p 'test_*.py'` (CI does)."""

import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import flood_bench as fb  # noqa: E402


class InputTests(unittest.TestCase):
    def test_sizes_reach_the_target_by_at_most_a_line(self):
        for kind in ["dup", "unknown", "badvalue", "valid"]:
            with self.subTest(kind=kind):
                text, lines = fb.flood_text(kind, 5_000, 1)
                self.assertGreaterEqual(len(text), 5_000)
                self.assertLess(len(text), 5_000 + 100)
                self.assertGreater(lines, 50)

    def test_floods_are_what_they_say(self):
        dup, count = fb.flood_text("dup", 100)
        self.assertEqual(dup, "a: 1\n" * count)
        unknown, count = fb.flood_text("unknown", 100)
        keys = [line.split(":")[0] for line in unknown.splitlines()]
        self.assertEqual(len(set(keys)), count)
        self.assertTrue(all(re.fullmatch(r"k[0-9]{7}", key) for key in keys))
        bad, count = fb.flood_text("badvalue", 300, 2)
        self.assertTrue(bad.startswith("screens:\n  home2:\n    view: Home\n    transitions:\n"))
        self.assertEqual(bad.count("style: bogus"), count)

    def test_valid_graph_is_a_chain_from_the_root(self):
        text, count = fb.flood_text("valid", 400, 3)
        self.assertTrue(text.startswith("feature: f003\nscreens:\n  s0:\n"))
        # Every screen pushes the next, and the last one exists.
        self.assertEqual(text.count("next: s"), count - 1)
        self.assertTrue(text.endswith("  s%d:\n    view: V%d\n" % (count - 1, count - 1)))
        root = fb.valid_root_text([1, 2])
        self.assertIn("roots: [home]", root)
        self.assertIn("      open1: f001.s0\n      open2: f002.s0\n", root)
        with self.assertRaises(ValueError):
            fb.flood_text("valid", 10, 0)
        with self.assertRaises(ValueError):
            fb.flood_text("other", 10)

    def test_inputs_and_files_written(self):
        names = [name for name, *_ in fb.inputs()]
        self.assertEqual(len(names), 8)
        self.assertIn("dup-8mb", names)
        self.assertIn("valid-100x80k", names)
        with tempfile.TemporaryDirectory() as folder:
            total = fb.write_input(os.path.join(folder, "d"), "dup", 3, 1_000)
            self.assertEqual(sorted(os.listdir(os.path.join(folder, "d"))), ["f000.yaml", "f001.yaml", "f002.yaml"])
            self.assertEqual(total, 3 * 1_000)
            fb.write_input(os.path.join(folder, "v"), "valid", 2, 1_000)
            self.assertEqual(sorted(os.listdir(os.path.join(folder, "v"))), ["app.yaml", "f001.yaml", "f002.yaml"])


class ReportTests(unittest.TestCase):
    def test_read_gnu_time(self):
        self.assertEqual(fb.read_gnu_time("Command exited with non-zero status 1\n4.55 536468\n"), (4.55, 536468))

    def test_table(self):
        rows = [
            {"name": "dup-8mb", "mb": 8.0, "cand": (1, 1.234, 20480), "base": (1, 4.5, 536468), "same": True,
             "valid": 341064},
            {"name": "valid-8mb", "mb": 8.0, "cand": (0, 4.0, 341064), "base": (0, 4.3, 341064), "same": False,
             "valid": 341064},
        ]
        lines = fb.table(rows, True)
        self.assertEqual(lines[0], "| input | MB | cand MiB | cand s | exit | base MiB | base s | cand/base | same out | cand/valid |")
        self.assertEqual(lines[2], "| dup-8mb | 8.0 | 20 | 1.23 | 1 | 524 | 4.50 | 0.04 | yes | 0.06 |")
        self.assertEqual(lines[3], "| valid-8mb | 8.0 | 333 | 4.00 | 0 | 333 | 4.30 | 1.00 | NO | 1.00 |")
        alone = fb.table([dict(rows[0], valid=0)], False)
        self.assertEqual(alone[2], "| dup-8mb | 8.0 | 20 | 1.23 | 1 | - |")

    def test_missing_binary_is_exit_1(self):
        self.assertEqual(fb.main(["--candidate", "/nonexistent/screengen"]), 1)


if __name__ == "__main__":
    unittest.main()
