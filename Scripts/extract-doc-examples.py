#!/usr/bin/env python3
"""Writes the complete example graphs of the documentation out as files, so that their
generated code can be compiled.

    python3 Scripts/extract-doc-examples.py OUTDIR

For every rule page `Sources/screengen/Documentation.docc/Rules/<rule>.md`, the yaml block
under `## Fixed` is written to `OUTDIR/rule-<rule>/app.yaml`. For the reference article,
every yaml block whose first line is `# app.yaml` (the marker of a complete single-file
graph; other blocks there are fragments) is written to `OUTDIR/reference-<n>/app.yaml`,
numbered from 1 in order of appearance.

Each example is a complete graph that `screengen lint` accepts without any diagnostic
(Tests/ScreenGenCoreTests/Documentation/RuleDocumentationTests.swift checks that). Plain
python3, no dependencies.
"""

import os
import re
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(REPOSITORY, "Sources", "screengen", "Documentation.docc")
RULES = os.path.join(CATALOG, "Rules")
REFERENCE = os.path.join(CATALOG, "Screens-Format-Reference.md")

# A fenced block: ```language, then lines up to a line that is exactly ```.
FENCE = re.compile(r"^```([A-Za-z0-9_-]*)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
COMPLETE_MARKER = "# app.yaml"


def fenced_blocks(text):
    """(language, content) of every fenced code block, in order."""
    return [(match.group(1), match.group(2)) for match in FENCE.finditer(text)]


def section(text, heading):
    """The text from the line `heading` to the next `## ` heading (or the end)."""
    lines = text.split("\n")
    try:
        start = lines.index(heading)
    except ValueError:
        return None
    end = len(lines)
    for index in range(start + 1, len(lines)):
        if lines[index].startswith("## "):
            end = index
            break
    return "\n".join(lines[start + 1:end]) + "\n"


def fail(message):
    sys.stderr.write("extract-doc-examples: " + message + "\n")
    sys.exit(1)


def write_example(outdir, name, content):
    directory = os.path.join(outdir, name)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "app.yaml"), "w", encoding="utf-8", newline="\n") as file:
        file.write(content)


def main(arguments):
    if len(arguments) != 1 or arguments[0].startswith("-"):
        sys.stderr.write("usage: extract-doc-examples.py OUTDIR\n")
        return 2
    outdir = arguments[0]
    written = 0

    pages = sorted(name for name in os.listdir(RULES) if name.endswith(".md"))
    if not pages:
        fail("no rule pages in " + RULES)
    for page in pages:
        rule = page[:-len(".md")]
        with open(os.path.join(RULES, page), encoding="utf-8") as file:
            text = file.read()
        fixed = section(text, "## Fixed")
        if fixed is None:
            fail(page + " has no '## Fixed' section")
        blocks = [content for language, content in fenced_blocks(fixed) if language == "yaml"]
        if len(blocks) != 1:
            fail("%s: expected one yaml block under '## Fixed', found %d" % (page, len(blocks)))
        write_example(outdir, "rule-" + rule, blocks[0])
        written += 1

    with open(REFERENCE, encoding="utf-8") as file:
        reference = file.read()
    number = 0
    for language, content in fenced_blocks(reference):
        if language == "yaml" and content.split("\n", 1)[0].strip() == COMPLETE_MARKER:
            number += 1
            write_example(outdir, "reference-%d" % number, content)
            written += 1

    print("wrote %d examples (%d rules, %d from the reference) to %s" % (written, len(pages), number, outdir))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
