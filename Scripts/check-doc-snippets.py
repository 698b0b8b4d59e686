#!/usr/bin/env python3
"""Compiles every Swift snippet of the documentation, so a snippet that stops compiling fails CI.

    python3 Scripts/check-doc-snippets.py           # type-check every snippet (needs swiftc and
                                                    # the built tools: swift build)
    python3 Scripts/check-doc-snippets.py --list    # only check that every snippet says where it
                                                    # is compiled, and list them (no compiler)

The documents are README.md, Examples/README.md and every article of the two DocC catalogs:
the tool's (Sources/screengen/Documentation.docc, rule pages included) and the runtime
library's (Sources/ScreenNavigation/ScreenNavigation.docc). Every ```swift block must be
preceded by a marker line naming its context:

    <!-- snippet: example ChatApp -->      statements, in a function of module ChatApp: the
                                           example's generated code (Tests/ReferenceFiles) and
                                           its Support.swift
    <!-- snippet: reference-4 -->          statements, against the generated code of the DocC
                                           reference's 4th complete graph (a yaml block whose
                                           first line is `# app.yaml`; Scripts/extract-doc-
                                           examples.py numbers them) and its support stubs
    <!-- snippet: example ChatApp, declarations -->   the same, the block at file level
    <!-- snippet: generated reference-8 -->  the block is generated code: its lines appear, in
                                           order and together, in what the tool generates
    <!-- snippet: tests -->                the block appears line for line in a test under
                                           Tests/ (compiled and run by `swift test`)
    <!-- snippet: manifest -->             Package.swift targets, type-checked in a `[Target]`
    <!-- snippet: package -->              arguments of a `Package(name:…)` after its name
    <!-- snippet: dependencies -->         elements of a Package's `dependencies:` array
    <!-- snippet: quick-start -->          the README quick start's Swift: against the code the
                                           tool generates from the quick start's yaml block (the
                                           first in its section), at file level, with
                                           Tests/DocSnippets/quick-start.prelude.swift

A manifest snippet (manifest, package, dependencies) is also read for a mistake the type check
cannot see: the runtime named by a bare "ScreenNavigation", which resolves in screengen's own
manifest only; a user's package names it `.product(name: "ScreenNavigation", package: "screengen")`.

Statements are wrapped in `@MainActor func … async throws`; the free names they use (`ann`,
`session`, `state` …) are declared by the context's prelude, Tests/DocSnippets/<context>.prelude.swift.
Everything is type-checked in Swift 6 mode against the runtime and the SwiftUI stand-in
(Tests/SwiftUISignatureCheck/SwiftUI, as Scripts/check-swiftui-signatures.sh builds them), so
SwiftUI lines are checked too. An error is reported at the document's file and line.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join("Sources", "screengen", "Documentation.docc")
RUNTIME_CATALOG = os.path.join("Sources", "ScreenNavigation", "ScreenNavigation.docc")
CATALOGS = (CATALOG, RUNTIME_CATALOG)
PRELUDES = os.path.join("Tests", "DocSnippets")

# A fence at any indentation (a block inside a list item is indented to the item's text); its
# closing fence may be indented too. The block's lines lose the opening fence's indentation.
FENCE = re.compile(r"^(?P<indent>[ \t]*)```([A-Za-z0-9_-]*)[ \t]*\n(.*?)^[ \t]*```[ \t]*$", re.MULTILINE | re.DOTALL)
MARKER = re.compile(r"^<!-- snippet: (.+?) -->$")
CONTEXT = re.compile(
    r"^(?:(?P<generated>generated) )?"
    r"(?:example (?P<example>[A-Za-z][A-Za-z0-9]*)|(?P<reference>reference-[0-9]+)|(?P<plain>tests|manifest|package|dependencies|quick-start))"
    r"(?P<declarations>, declarations)?$"
)


class Snippet:
    """One ```swift block: where it is, what it says, and the context its marker names."""

    def __init__(self, path, line, code, marker):
        self.path = path
        self.line = line  # the line of the block's first code line, from 1
        self.code = code
        self.marker = marker
        match = CONTEXT.match(marker) if marker is not None else None
        self.valid = match is not None and not (match.group("generated") and match.group("plain"))
        self.generated = bool(match and match.group("generated"))
        self.declarations = bool(match and (match.group("declarations") or match.group("plain") == "quick-start"))
        self.context = None
        if match:
            self.context = match.group("example") or match.group("reference") or match.group("plain")
        self.is_example = bool(match and match.group("example"))

    @property
    def location(self):
        return "%s:%d" % (self.path, self.line)


def documents(repository=REPOSITORY):
    """The documents whose snippets are checked, relative to the repository, sorted."""
    found = ["README.md", os.path.join("Examples", "README.md")]
    for catalog in CATALOGS:
        for folder, _, names in sorted(os.walk(os.path.join(repository, catalog))):
            for name in sorted(names):
                if name.endswith(".md"):
                    found.append(os.path.relpath(os.path.join(folder, name), repository))
    return found


def deindented(code, indent):
    """`code` with `indent` (the opening fence's indentation) taken off the start of every line
    that has it; a line with less (a blank one) loses its leading blanks only."""
    if not indent:
        return code
    lines = []
    for line in code.split("\n"):
        lines.append(line[len(indent):] if line.startswith(indent) else line.lstrip(" \t"))
    return "\n".join(lines)


def snippets_in(text, path):
    """Every ```swift block of `text` at any indentation (de-indented), with the marker on the
    nearest non-blank line above it."""
    found = []
    for match in FENCE.finditer(text):
        if match.group(2) != "swift":
            continue
        before = text[: match.start()].rstrip("\n").split("\n")
        marker_line = before[-1].strip() if before else ""
        marker = MARKER.match(marker_line)
        line = text[: match.start()].count("\n") + 2
        code = deindented(match.group(3), match.group("indent"))
        found.append(Snippet(path, line, code, marker.group(1) if marker else None))
    return found


def all_snippets(repository=REPOSITORY):
    found = []
    for path in documents(repository):
        full = os.path.join(repository, path)
        if os.path.exists(full):
            with open(full, encoding="utf-8") as handle:
                found.extend(snippets_in(handle.read(), path))
    return found


def quick_start_yaml(text):
    """The first ```yaml block of README.md's '## Quick start' section, de-indented (the screens
    file Scripts/check-quick-start.sh builds), or None."""
    start = text.find("\n## Quick start")
    if start < 0:
        return None
    end = text.find("\n## ", start + 1)
    for match in FENCE.finditer(text[start:end if end >= 0 else len(text)]):
        if match.group(2) == "yaml":
            return deindented(match.group(3), match.group("indent"))
    return None


BARE_RUNTIME = re.compile(r'(?<!name: )"ScreenNavigation"')


def manifest_problems(snippet):
    """What a manifest snippet gets wrong that type-checking it cannot see."""
    if BARE_RUNTIME.search(snippet.code):
        return ['%s: "ScreenNavigation" names a target of the package itself; a user\'s package names '
                'the runtime .product(name: "ScreenNavigation", package: "screengen")' % snippet.location]
    return []


def marker_problems(snippets):
    """A message per snippet whose marker is missing or names no known context."""
    problems = []
    for snippet in snippets:
        if snippet.marker is None:
            problems.append("%s: a Swift snippet without a '<!-- snippet: … -->' line above it "
                            "(say where it is compiled; see Scripts/check-doc-snippets.py)" % snippet.location)
        elif not snippet.valid:
            problems.append("%s: unknown snippet context '%s'" % (snippet.location, snippet.marker))
    return problems


def trimmed_lines(text):
    return [line.strip() for line in text.split("\n") if line.strip()]


def contains_lines(haystack, needle):
    """Whether the non-blank lines of `needle`, trimmed, appear together and in order in `haystack`."""
    wanted = trimmed_lines(needle)
    lines = trimmed_lines(haystack)
    if not wanted:
        return False
    return any(lines[start:start + len(wanted)] == wanted for start in range(len(lines) - len(wanted) + 1))


def wrapped(snippets):
    """The Swift file that holds `snippets`: statements in functions, declarations as they are,
    each under a #sourceLocation naming the document."""
    parts = ["import Foundation", "import ScreenNavigation", "#if canImport(SwiftUI)", "import SwiftUI", "#endif", ""]
    for index, snippet in enumerate(snippets):
        location = '#sourceLocation(file: "%s", line: %d)' % (snippet.path, snippet.line)
        if snippet.declarations:
            parts += [location, snippet.code.rstrip("\n"), "#sourceLocation()", ""]
        else:
            parts += ["@MainActor func _snippet%d() async throws {" % index, location, snippet.code.rstrip("\n"),
                      "#sourceLocation()", "}", ""]
    return "\n".join(parts)


def run(command, cwd=REPOSITORY):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


class Checker:
    def __init__(self, work):
        self.work = work
        self.failures = []
        self.passed = 0
        self.swiftc = os.environ.get("SWIFTC", "swiftc")
        self.screengen = os.environ.get("SCREENGEN", os.path.join(REPOSITORY, ".build", "debug", "screengen"))
        self.screengen_dev = os.environ.get(
            "SCREENGEN_DEV", os.path.join(REPOSITORY, ".build", "debug", "screengen-dev"))
        self.common = ["-swift-version", "6", "-parse-as-library"]

    def fail(self, what, output):
        self.failures.append((what, output))
        print("FAIL  " + what)
        for line in output.strip().split("\n")[:40]:
            print("      " + line)

    def ok(self, what):
        self.passed += 1
        print("PASS  " + what)

    def build_modules(self):
        """The SwiftUI stand-in and the runtime built against it."""
        check = os.path.join(REPOSITORY, "Tests", "SwiftUISignatureCheck", "SwiftUI")
        standin = [os.path.join(folder, name) for folder, _, names in os.walk(check) for name in names
                   if name.endswith(".swift")]
        runtime = [os.path.join(folder, name)
                   for folder, _, names in os.walk(os.path.join(REPOSITORY, "Sources", "ScreenNavigation"))
                   for name in names if name.endswith(".swift")]
        self.modules = os.path.join(self.work, "modules")
        os.makedirs(self.modules)
        for name, sources, extra in (("SwiftUI", standin, []), ("ScreenNavigation", runtime, ["-I", self.modules])):
            status, output = run([self.swiftc, "-emit-module", "-module-name", name] + self.common + extra
                                 + ["-emit-module-path", os.path.join(self.modules, name + ".swiftmodule")]
                                 + sorted(standin if name == "SwiftUI" else sources))
            if status != 0:
                self.fail("module " + name, output)
                return False
        return True

    def example_sources(self, name):
        reference = os.path.join(REPOSITORY, "Tests", "ReferenceFiles", name + ".swift")
        support = os.path.join(REPOSITORY, "Tests", "GeneratedExamples", name, "Support.swift")
        if not os.path.exists(support):
            support = os.path.join(REPOSITORY, "Examples", name, "Support.swift")
        return [reference, support]

    def reference_sources(self, name):
        """The generated code and support stubs of a DocC reference graph."""
        graphs = os.path.join(self.work, "docs")
        if not os.path.isdir(graphs):
            status, output = run([sys.executable, os.path.join(REPOSITORY, "Scripts", "extract-doc-examples.py"), graphs])
            if status != 0:
                raise RuntimeError(output)
        graph = os.path.join(graphs, name)
        if not os.path.isdir(graph):
            raise RuntimeError("the reference has no complete graph '%s'" % name)
        generated = os.path.join(self.work, name + ".generated.swift")
        stubs = os.path.join(self.work, name + ".stubs.swift")
        for command in ([self.screengen, "build", graph, "--output", generated],
                        [self.screengen_dev, "stubs", graph, "--output", stubs]):
            status, output = run(command)
            if status != 0:
                raise RuntimeError(output)
        return [generated, stubs]

    def quick_start_sources(self):
        """The code the tool generates from the README quick start's screens file."""
        with open(os.path.join(REPOSITORY, "README.md"), encoding="utf-8") as handle:
            yaml = quick_start_yaml(handle.read())
        if yaml is None:
            raise RuntimeError("README.md's quick start has no yaml block")
        screens = os.path.join(self.work, "quick-start", "screens")
        os.makedirs(screens, exist_ok=True)
        with open(os.path.join(screens, "app.yaml"), "w", encoding="utf-8") as handle:
            handle.write(yaml)
        generated = os.path.join(self.work, "quick-start.generated.swift")
        status, output = run([self.screengen, "build", screens, "--output", generated])
        if status != 0:
            raise RuntimeError(output)
        return [generated]

    def sources(self, context):
        if context == "quick-start":
            return self.quick_start_sources()
        return self.example_sources(context) if not context.startswith("reference-") else self.reference_sources(context)

    def check_compiled(self, context, snippets):
        what = "%s: %d snippet(s) (%s)" % (context, len(snippets), ", ".join(s.location for s in snippets))
        try:
            sources = self.sources(context)
        except RuntimeError as error:
            self.fail(what, str(error))
            return
        prelude = os.path.join(REPOSITORY, PRELUDES, context + ".prelude.swift")
        if os.path.exists(prelude):
            sources.append(prelude)
        file = os.path.join(self.work, "snippets-" + context + ".swift")
        with open(file, "w", encoding="utf-8") as handle:
            handle.write(wrapped(snippets))
        status, output = run([self.swiftc, "-typecheck", "-module-name", "Snippets"] + self.common
                             + ["-I", self.modules] + sources + [file])
        if status == 0:
            self.ok(what)
        else:
            self.fail(what, output)

    def check_generated(self, snippet):
        what = "%s: generated code of %s" % (snippet.location, snippet.context)
        try:
            sources = self.sources(snippet.context)
        except RuntimeError as error:
            self.fail(what, str(error))
            return
        with open(sources[0], encoding="utf-8") as handle:
            generated = handle.read()
        if contains_lines(generated, snippet.code):
            self.ok(what)
        else:
            self.fail(what, "these lines are not, together and in order, in what the tool generates:\n" + snippet.code)

    def check_in_tests(self, snippet):
        what = "%s: in a test under Tests/" % snippet.location
        for folder, _, names in os.walk(os.path.join(REPOSITORY, "Tests")):
            for name in names:
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), encoding="utf-8") as handle:
                        if contains_lines(handle.read(), snippet.code):
                            self.ok(what)
                            return
        self.fail(what, "no test under Tests/ has these lines, together and in order:\n" + snippet.code)

    def check_manifest(self, snippet):
        kinds = {"manifest": "targets", "package": "arguments", "dependencies": "dependencies"}
        what = "%s: Package.swift %s" % (snippet.location, kinds[snippet.context])
        problems = manifest_problems(snippet)
        if problems:
            self.fail(what, "\n".join(problems))
            return
        api = os.path.join(os.path.dirname(os.path.dirname(shutil.which(self.swiftc) or self.swiftc)),
                           "lib", "swift", "pm", "ManifestAPI")
        file = os.path.join(self.work, "manifest-%d.swift" % snippet.line)
        code = snippet.code
        # A directive cannot stand inside a literal or a call: it goes before the line that opens it.
        opening, closing = {
            "manifest": ("let targets: [Target] = [", "]"),
            "dependencies": ("let dependencies: [Package.Dependency] = [", "]"),
            "package": ('let package = Package(name: "Snippet",', ")"),
        }[snippet.context]
        with open(file, "w", encoding="utf-8") as handle:
            handle.write("import PackageDescription\n\n#sourceLocation(file: \"%s\", line: %d)\n%s\n%s\n%s\n"
                         "#sourceLocation()\n" % (snippet.path, snippet.line - 1, opening, code.rstrip("\n"), closing))
        status, output = run([self.swiftc, "-typecheck", "-swift-version", "6", "-package-description-version", "6.1",
                              "-I", api, file])
        if status == 0:
            self.ok(what)
        else:
            self.fail(what, output)


def main(arguments):
    snippets = all_snippets()
    problems = marker_problems(snippets)
    for problem in problems:
        print(problem)
    if "--list" in arguments:
        for snippet in snippets:
            print("%s  %s" % (snippet.location, snippet.marker))
        print("%d snippet(s), %d without a valid marker" % (len(snippets), len(problems)))
        return 1 if problems else 0
    if problems:
        return 1
    work = tempfile.mkdtemp(prefix="doc-snippets-")
    try:
        checker = Checker(work)
        if not checker.build_modules():
            return 1
        compiled = {}
        for snippet in snippets:
            if snippet.generated:
                checker.check_generated(snippet)
            elif snippet.context == "tests":
                checker.check_in_tests(snippet)
            elif snippet.context in ("manifest", "package", "dependencies"):
                checker.check_manifest(snippet)
            else:
                compiled.setdefault(snippet.context, []).append(snippet)
        for context in sorted(compiled):
            checker.check_compiled(context, compiled[context])
        print("doc snippets: %d passed, %d failed" % (checker.passed, len(checker.failures)))
        return 1 if checker.failures else 0
    finally:
        if os.environ.get("KEEP"):
            print("kept " + work)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
