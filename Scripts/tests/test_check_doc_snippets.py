#!/usr/bin/env python3
"""Tests of Scripts/check-doc-snippets.py's reading of documents (no compiler needed).

    python3 Scripts/tests/test_check_doc_snippets.py
"""

import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("check_doc_snippets", os.path.join(HERE, "..", "check-doc-snippets.py"))
checker = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(checker)

DOCUMENT = """# A page

<!-- snippet: example ChatApp -->
```swift
try HomeDirections(state).openContacts()
```

```yaml
graph: { root: a }
```

```swift
let unmarked = 1
```

<!-- snippet: example ChatApp, declarations -->

```swift
struct Row {}
```

<!-- snippet: reference-12 -->
```swift
let x = 1
```

<!-- snippet: generated example ChatApp -->
```swift
enum AppRoute {}
```

<!-- snippet: generated tests -->
```swift
let y = 2
```

<!-- snippet: somewhere -->
```swift
let z = 3
```
"""


class ReadingTests(unittest.TestCase):
    def setUp(self):
        self.snippets = checker.snippets_in(DOCUMENT, "page.md")

    def test_every_swift_block_is_found_with_its_first_code_line(self):
        self.assertEqual([s.line for s in self.snippets], [5, 13, 19, 24, 29, 34, 39])
        self.assertEqual(self.snippets[0].code, "try HomeDirections(state).openContacts()\n")

    def test_markers_name_contexts(self):
        first, unmarked, declarations, reference, generated, _, _ = self.snippets
        self.assertEqual((first.context, first.is_example, first.declarations), ("ChatApp", True, False))
        self.assertIsNone(unmarked.marker)
        self.assertTrue(declarations.declarations)
        self.assertEqual((reference.context, reference.is_example), ("reference-12", False))
        self.assertTrue(generated.generated)

    def test_a_missing_or_unknown_marker_is_a_problem_at_its_line(self):
        self.assertEqual(checker.marker_problems(self.snippets), [
            "page.md:13: a Swift snippet without a '<!-- snippet: … -->' line above it "
            "(say where it is compiled; see Scripts/check-doc-snippets.py)",
            "page.md:34: unknown snippet context 'generated tests'",
            "page.md:39: unknown snippet context 'somewhere'",
        ])

    def test_statements_are_wrapped_and_located_declarations_are_not_wrapped(self):
        source = checker.wrapped([self.snippets[0], self.snippets[2]])
        self.assertIn("@MainActor func _snippet0() async throws {\n"
                      '#sourceLocation(file: "page.md", line: 5)\n'
                      "try HomeDirections(state).openContacts()\n#sourceLocation()\n}", source)
        self.assertIn('#sourceLocation(file: "page.md", line: 19)\nstruct Row {}\n#sourceLocation()', source)
        self.assertNotIn("_snippet1", source)


class LineMatchingTests(unittest.TestCase):
    def test_lines_match_together_and_in_order_whatever_the_indentation(self):
        haystack = "a\n    b\n\n  c\nd\n"
        self.assertTrue(checker.contains_lines(haystack, "b\nc"))
        self.assertTrue(checker.contains_lines(haystack, "  a\n b"))
        self.assertFalse(checker.contains_lines(haystack, "c\nb"))
        self.assertFalse(checker.contains_lines(haystack, "a\nc"))
        self.assertFalse(checker.contains_lines(haystack, ""))


class RepositoryTests(unittest.TestCase):
    def test_the_documents_include_the_readmes_and_both_catalogs(self):
        found = checker.documents()
        self.assertEqual(found[:2], ["README.md", os.path.join("Examples", "README.md")])
        self.assertIn(os.path.join(checker.CATALOG, "Screens-Format-Reference.md"), found)
        self.assertIn(os.path.join(checker.CATALOG, "Rules", "unbounded-cycle.md"), found)
        self.assertIn(os.path.join(checker.RUNTIME_CATALOG, "ScreenNavigation.md"), found)
        self.assertIn(os.path.join(checker.RUNTIME_CATALOG, "Moves.md"), found)

    def test_the_catalogs_are_read_from_the_repository_given(self):
        with tempfile.TemporaryDirectory() as repository:
            for catalog in checker.CATALOGS:
                os.makedirs(os.path.join(repository, catalog, "Nested"))
                for name in ("b.md", "a.md", "notes.txt", os.path.join("Nested", "c.md")):
                    open(os.path.join(repository, catalog, name), "w").close()
            found = checker.documents(repository)
        self.assertEqual(found[2:], [os.path.join(catalog, name) for catalog in checker.CATALOGS
                                     for name in ("a.md", "b.md", os.path.join("Nested", "c.md"))])


if __name__ == "__main__":
    unittest.main()
