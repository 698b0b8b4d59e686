"""Tests of compare_outputs.py's parts that need no screengen binary."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare_outputs  # noqa: E402


def touch(root, path, text="x"):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as handle:
        handle.write(text)


class GraphFoldersTests(unittest.TestCase):
    def test_a_fixture_folder_is_one_graph_with_its_subfolders(self):
        with tempfile.TemporaryDirectory() as root:
            touch(root, "Tests/Fixtures/Invalid/a/app.yaml")
            touch(root, "Tests/Fixtures/Invalid/a/features/f.yaml")
            touch(root, "Tests/Fixtures/Invalid/a/expected.txt")
            touch(root, "Tests/Fixtures/Formats/b/app.yml")
            touch(root, "Tests/Fixtures/Dumps/readme.md")
            self.assertEqual(
                compare_outputs.graph_folders(root),
                ["Tests/Fixtures/Formats/b", "Tests/Fixtures/Invalid/a"])

    def test_examples_count_only_their_screens_folders(self):
        with tempfile.TemporaryDirectory() as root:
            touch(root, "Examples/One/screens/app.yaml")
            touch(root, "Examples/One/research/draft/app.yaml")
            touch(root, "Examples/Two/Packages/P/Sources/P/screens/p.yaml")
            touch(root, "Examples/Two/.build/x/screens/app.yaml")
            self.assertEqual(
                compare_outputs.graph_folders(root),
                ["Examples/One/screens", "Examples/Two/Packages/P/Sources/P/screens"])


class ReadTreeTests(unittest.TestCase):
    def test_every_file_by_relative_path(self):
        with tempfile.TemporaryDirectory() as root:
            touch(root, "a.swift", "A")
            touch(root, "sub/b.swift", "B")
            self.assertEqual(compare_outputs.read_tree(root), {"a.swift": b"A", "sub/b.swift": b"B"})


class LayoutTests(unittest.TestCase):
    def test_a_file_differing_only_in_whitespace_is_only_relaid(self):
        self.assertTrue(compare_outputs.same_but_layout(b"f(a, b)\n", b"f(\n    a,\n    b\n)\n"))
        self.assertFalse(compare_outputs.same_but_layout(b"f(a, b)\n", b"f(a, c)\n"))

    def test_only_swift_lines_over_the_limit_are_wide(self):
        long = b"x" * 121
        self.assertEqual(compare_outputs.wide_lines("a.swift", b"ok\n" + long), ["a.swift:2: 121 columns"])
        self.assertEqual(compare_outputs.wide_lines("a.swift", b"x" * 120), [])
        self.assertEqual(compare_outputs.wide_lines("a.json", long), [])


if __name__ == "__main__":
    unittest.main()
