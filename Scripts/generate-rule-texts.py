#!/usr/bin/env python3
"""Writes Sources/screengen/Explain/RuleTexts.generated.swift from the rule pages.

    python3 Scripts/generate-rule-texts.py            # rewrite the Swift file
    python3 Scripts/generate-rule-texts.py --check    # exit 1 if it is not current
    python3 Scripts/generate-rule-texts.py --stdout   # print what it would write

The rule pages `Sources/screengen/Documentation.docc/Rules/<rule>.md` are the one source of
every rule's text: `screengen explain`, the `help` of each rule in SARIF output and the DocC
pages all say the same words. A page has a `# Title`, a one-line summary, the `- **Field:**`
lines, then `## Description`, `## Wrong` (a yaml block, "`screengen lint` prints:", a text
block) and `## Fixed` (a yaml block); RuleDocumentationTests checks that structure and
that the examples give exactly the diagnostic shown. DocC links are rewritten for readers
outside DocC: `<doc:unknown-key>` becomes `` `unknown-key` `` and
`<doc:Screens-Format-Reference#Deep-links>` becomes "“Deep links” in the format reference".

The generated file is committed. ExplainTests (Tests/ScreenGenCLITests) runs this script
with `--stdout` and fails when the committed file differs, and `.ci/run` runs `--check`, so
page and tool cannot drift. Plain python3, no dependencies; the output is deterministic.
"""

import os
import re
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(REPOSITORY, "Sources", "screengen", "Documentation.docc", "Rules")
OUTPUT = os.path.join(REPOSITORY, "Sources", "screengen", "Explain", "RuleTexts.generated.swift")

FENCE = re.compile(r"^```([A-Za-z0-9_-]*)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
FIELD = re.compile(r"^- \*\*(.+?):\*\* (.*)$")
DOC_LINK = re.compile(r"<doc:([^>#]+)(?:#([^>]+))?>")
FIELDS = ["Identifier", "Default severity", "Configurable with `rules:`", "Defined by"]


class PageError(Exception):
    pass


def rewrite_links(text, rule_names):
    def replace(match):
        target, anchor = match.group(1), match.group(2)
        if target in rule_names and anchor is None:
            return "`%s`" % target
        if target == "Screens-Format-Reference":
            if anchor is None:
                return "the format reference"
            return "\u201c%s\u201d in the format reference" % anchor.replace("-", " ")
        raise PageError("a link to <doc:%s%s> has no plain-text form" % (target, "#" + anchor if anchor else ""))

    return DOC_LINK.sub(replace, text)


def sections(text):
    """The page's parts: the head (before the first `## `) and each `## ` section by name."""
    parts = re.split(r"^## (.+)$", text, flags=re.MULTILINE)
    head, named = parts[0], {}
    for index in range(1, len(parts), 2):
        named[parts[index].strip()] = parts[index + 1]
    return head, named


def parse(name, text, rule_names):
    head, named = sections(text)
    if list(named) != ["Description", "Wrong", "Fixed"]:
        raise PageError("%s.md: sections %s, expected Description, Wrong, Fixed" % (name, list(named)))
    lines = head.split("\n")
    if not lines[0].startswith("# "):
        raise PageError("%s.md: no '# ' title on the first line" % name)
    title = lines[0][2:].strip()
    paragraphs = [block.strip() for block in "\n".join(lines[1:]).split("\n\n") if block.strip()]
    if len(paragraphs) != 2:
        raise PageError("%s.md: expected a summary paragraph and the field list before ## Description" % name)
    summary = " ".join(paragraphs[0].split("\n"))
    fields = {}
    for line in paragraphs[1].split("\n"):
        match = FIELD.match(line)
        if not match:
            raise PageError("%s.md: not a field line: %r" % (name, line))
        fields[match.group(1)] = match.group(2)
    if list(fields) != FIELDS:
        raise PageError("%s.md: fields %s, expected %s" % (name, list(fields), FIELDS))
    if fields["Identifier"] != "`%s`" % name:
        raise PageError("%s.md: identifier %s" % (name, fields["Identifier"]))

    description = named["Description"].strip("\n")
    if "```" in description:
        raise PageError("%s.md: a code block under ## Description" % name)
    wrong = FENCE.findall(named["Wrong"])
    fixed = FENCE.findall(named["Fixed"])
    if [language for language, _ in wrong] != ["yaml", "text"] or [language for language, _ in fixed] != ["yaml"]:
        raise PageError("%s.md: Wrong needs a yaml and a text block, Fixed one yaml block" % name)
    prose = FENCE.sub("", named["Wrong"]).strip()
    if prose != "`screengen lint` prints:":
        raise PageError("%s.md: unexpected text under ## Wrong: %r" % (name, prose))
    if FENCE.sub("", named["Fixed"]).strip():
        raise PageError("%s.md: unexpected text under ## Fixed" % name)

    return {
        "name": name,
        "title": title,
        "summary": rewrite_links(summary, rule_names),
        "severity": fields["Default severity"],
        "configurable": fields["Configurable with `rules:`"],
        "definedBy": fields["Defined by"],
        "description": rewrite_links(description, rule_names),
        "wrongExample": wrong[0][1],
        "diagnostic": wrong[1][1].rstrip("\n"),
        "fixedExample": fixed[0][1],
    }


def literal(text, indent):
    """A raw multi-line Swift string literal holding `text` exactly."""
    hashes = "#"
    while ('"""' + hashes) in text or ("\\" + hashes) in text:
        hashes += "#"
    pad = " " * indent
    body = "\n".join((pad + line) if line else "" for line in text.split("\n"))
    return '%s"""\n%s\n%s"""%s' % (hashes, body, pad, hashes)


def single(text):
    if any(ord(c) < 0x20 for c in text):
        raise PageError("a control character in %r" % text)
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def render(rules):
    out = [
        "// Generated by Scripts/generate-rule-texts.py from Sources/screengen/Documentation.docc/Rules/*.md.",
        "// Do not edit: change the rule page, then run the script again.",
        "// swift-format-ignore-file",
        "",
        "extension RuleText {",
        "    /// Every rule's text, by rule name.",
        "    static let all: [String: RuleText] = [",
    ]
    for rule in rules:
        out.append("        %s: RuleText(" % single(rule["name"]))
        keys = ["name", "title", "summary", "severity", "configurable", "definedBy", "description",
                "wrongExample", "diagnostic", "fixedExample"]
        for index, key in enumerate(keys):
            comma = "," if index < len(keys) - 1 else ""
            value = rule[key]
            if "\n" in value:
                out.append("            %s: %s%s" % (key, literal(value, 16), comma))
            else:
                out.append("            %s: %s%s" % (key, single(value), comma))
        out.append("        ),")
    out += ["    ]", "}", ""]
    return "\n".join(out)


def main(arguments):
    mode = arguments[0] if arguments else None
    if mode not in (None, "--check", "--stdout"):
        sys.stderr.write("usage: generate-rule-texts.py [--check | --stdout]\n")
        return 2
    names = sorted(entry[:-3] for entry in os.listdir(RULES) if entry.endswith(".md"))
    try:
        rules = []
        for name in names:
            with open(os.path.join(RULES, name + ".md"), encoding="utf-8") as page:
                rules.append(parse(name, page.read(), set(names)))
    except PageError as error:
        sys.stderr.write("error: %s\n" % error)
        return 1
    text = render(rules)
    if mode == "--stdout":
        sys.stdout.write(text)
        return 0
    current = None
    if os.path.exists(OUTPUT):
        with open(OUTPUT, encoding="utf-8") as existing:
            current = existing.read()
    if mode == "--check":
        if current != text:
            sys.stderr.write("%s is not current: run Scripts/generate-rule-texts.py\n" % os.path.relpath(OUTPUT, REPOSITORY))
            return 1
        return 0
    if current != text:
        os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
        with open(OUTPUT, "w", encoding="utf-8", newline="\n") as output:
            output.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
