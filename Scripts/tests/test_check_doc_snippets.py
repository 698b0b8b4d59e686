#!/usr/bin/env python3
"""Tests of Scripts/check-doc-snippets.py's reading of documents (no compiler needed).

    python3 Scripts/tests/test_check_doc_snippets.py
    python3 -m unittest discover -s Scripts -p 'test_*.py'   (with the other scripts' tests)
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


LIST_ITEM = """1. **Build.** Use them:

   <!-- snippet: example ChatApp, declarations -->
   ```swift
   struct MyApp {
       let name = "x"

   }
   ```
2. Then:
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
"""


class IndentedBlockTests(unittest.TestCase):
    """A block inside a list item is indented: it is found, de-indented and checked like any."""

    def setUp(self):
        self.snippets = checker.snippets_in(LIST_ITEM, "readme.md")

    def test_an_indented_block_is_found_at_its_first_code_line_with_its_marker(self):
        self.assertEqual([s.line for s in self.snippets], [5, 13, 20])
        self.assertEqual([s.context for s in self.snippets], ["ChatApp", "ChatApp", None])
        self.assertTrue(self.snippets[0].declarations)

    def test_an_indented_block_loses_its_fence_indentation(self):
        self.assertEqual(self.snippets[0].code, 'struct MyApp {\n    let name = "x"\n\n}\n')
        self.assertEqual(self.snippets[1].code, "try HomeDirections(state).openContacts()\n")

    def test_an_indented_block_without_a_marker_is_a_problem(self):
        self.assertEqual(checker.marker_problems(self.snippets), [
            "readme.md:20: a Swift snippet without a '<!-- snippet: … -->' line above it "
            "(say where it is compiled; see Scripts/check-doc-snippets.py)",
        ])

    def test_an_indented_block_is_compiled_de_indented_at_its_document_line(self):
        source = checker.wrapped(self.snippets[:2])
        self.assertIn('#sourceLocation(file: "readme.md", line: 5)\nstruct MyApp {\n    let name = "x"', source)
        self.assertIn('#sourceLocation(file: "readme.md", line: 13)\n'
                      "try HomeDirections(state).openContacts()\n#sourceLocation()", source)


class ManifestAndQuickStartTests(unittest.TestCase):
    def snippet(self, marker, code):
        return checker.Snippet("page.md", 3, code, marker)

    def test_a_bare_runtime_name_in_a_manifest_is_a_problem(self):
        bare = self.snippet("manifest", '.target(name: "A", dependencies: ["ScreenNavigation", "Models"])\n')
        self.assertEqual(checker.manifest_problems(bare), [
            'page.md:3: "ScreenNavigation" names a target of the package itself; a user\'s package names '
            'the runtime .product(name: "ScreenNavigation", package: "screengen")'])
        product = self.snippet("manifest", '.target(name: "A", dependencies: '
                                           '[.product(name: "ScreenNavigation", package: "screengen")])\n')
        self.assertEqual(checker.manifest_problems(product), [])

    def test_dependencies_and_quick_start_are_contexts(self):
        dependency = self.snippet("dependencies", '.package(url: "https://x/screengen.git", branch: "main"),\n')
        self.assertTrue(dependency.valid)
        quick = self.snippet("quick-start", "struct V {}\n")
        self.assertTrue(quick.valid)
        self.assertTrue(quick.declarations)

    def test_the_quick_start_yaml_is_its_sections_first_yaml_block_de_indented(self):
        readme = ("# R\n\n```yaml\nbefore: 1\n```\n\n## Quick start: x\n\n1. Step\n\n"
                  "   ```yaml\n   graph:\n     root: home\n   ```\n\n   ```yaml\n   second: 2\n   ```\n"
                  "## Next\n```yaml\nafter: 3\n```\n")
        self.assertEqual(checker.quick_start_yaml(readme), "graph:\n  root: home\n")
        self.assertIsNone(checker.quick_start_yaml("# R\n```yaml\na: 1\n```\n"))


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
