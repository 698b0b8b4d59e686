#!/usr/bin/env python3
"""Every public function, initializer and subscript of the runtime has its doc comment's
`- Parameters:` (or `- Parameter x:`), `- Throws:` and `- Returns:` blocks where they apply.

Usage: public_doc_comments.py [DIRECTORY]   (default: Sources/ScreenNavigation)

Prints one `file:line: name: missing ...` line per declaration that lacks one and exits 1, or
prints a count and exits 0. Tested, and run over the runtime, by
Scripts/test_public_doc_comments.py (part of the Python tests CI runs).

A declaration needs `- Parameter(s):` when it takes a parameter, `- Throws:` when it throws,
and `- Returns:` when it returns something other than `Void` (a subscript always does). Not
checked: declarations behind `@_spi(...)` and the members of an `@_spi` type or an extension of
one (generated code's plumbing, not in the public docs), and the witnesses a standard protocol
documents (`==`, `hash(into:)`, `encode(to:)`, `init(from:)`, ...).
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^(?P<indent>\s*)(?P<attrs>(?:@[\w]+(?:\([^)]*\))?\s+)*)(?:public|open)\s+"
    r"(?:(?:static|class|final|override|nonisolated|mutating|convenience|required)\s+)*"
    r"(?P<kind>func|init|subscript)\b(?P<rest>.*)$")
TOP_LEVEL = re.compile(
    r"^(?P<attrs>(?:@[\w]+(?:\([^)]*\))?\s+)*)(?:public\s+|open\s+)?(?:final\s+)?"
    r"(?:extension|struct|enum|class|protocol|actor)\s+(?P<name>[\w.]+)")
ATTRIBUTE_LINE = re.compile(r"^\s*@\w+(?:\([^)]*\))?\s*$")
# Witnesses whose meaning the standard protocol documents.
WITNESSES = {"==", "<", "hash(into:)", "encode(to:)", "init(from:)", "init(rawValue:)",
             "init(arrayLiteral:)", "init(stringLiteral:)", "init(integerLiteral:)"}


def signature(lines, start):
    """The declaration's text from its keyword to its body's `{` (or the line's end when it
    has none), joined across lines, parentheses balanced."""
    text, depth, index = "", 0, start
    while index < len(lines):
        line = lines[index]
        for position, char in enumerate(line):
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif char == "{" and depth <= 0:
                return text + line[:position]
        text += line + " "
        depth = text.count("(") + text.count("[") - text.count(")") - text.count("]")
        if depth <= 0 and not line.rstrip().endswith((",", "(", "->")) and index + 1 < len(lines) \
                and not lines[index + 1].lstrip().startswith(("->", "throws", "where", ")", "async", "rethrows")):
            return text
        index += 1
    return text


def parts(kind, text):
    """(name, has parameters, throws, returns a value) of a declaration's signature text."""
    after = text.split(kind, 1)[1]
    name_match = re.match(r"\s*([^\s(<]*)", after)
    name = name_match.group(1) if kind == "func" else kind
    open_index = after.find("(")
    depth, close_index = 0, len(after)
    for index in range(open_index, len(after)):
        if after[index] == "(":
            depth += 1
        elif after[index] == ")":
            depth -= 1
            if depth == 0:
                close_index = index
                break
    params = after[open_index + 1:close_index].strip()
    labels = []
    for parameter in split_top_level(params):
        label = [word for word in parameter.split(":", 1)[0].strip().split() if not word.startswith("@")]
        labels.append((label[0] if label else "_") + ":")
    tail = after[close_index + 1:]
    tail = tail.split(" where ", 1)[0]
    throws = re.search(r"\b(?:throws|rethrows)\b", tail.split("->", 1)[0]) is not None
    returned = tail.split("->", 1)[1].strip() if "->" in tail else ""
    returns = kind == "subscript" or (returned not in ("", "Void", "()", "Swift.Void"))
    full_name = "%s(%s)" % (name, "".join(labels)) if kind != "subscript" else "subscript"
    return full_name, bool(params), throws, returns


def split_top_level(params):
    out, depth, current = [], 0, ""
    for char in params:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            out.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        out.append(current)
    return out


def doc_comment(lines, index):
    """The `///` lines right above a declaration, past its attribute lines."""
    index -= 1
    while index >= 0 and ATTRIBUTE_LINE.match(lines[index]):
        index -= 1
    comment = []
    while index >= 0 and lines[index].lstrip().startswith("///"):
        comment.insert(0, lines[index].strip())
        index -= 1
    return "\n".join(comment)


def spi_types(files):
    names = set()
    for path in files:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = TOP_LEVEL.match(line)
                if match and "@_spi" in match.group("attrs"):
                    names.add(match.group("name"))
    return names


def findings(path, text, spi):
    lines = text.split("\n")
    out, skipping = [], False
    for index, line in enumerate(lines):
        top = TOP_LEVEL.match(line)
        if top:
            above = lines[index - 1] if index else ""
            skipping = "@_spi" in top.group("attrs") or "@_spi" in above \
                or top.group("name").split(".")[0] in spi
        match = DECLARATION.match(line)
        if not match or skipping or "@_spi" in match.group("attrs") or \
                (index and "@_spi" in lines[index - 1] and ATTRIBUTE_LINE.match(lines[index - 1])):
            continue
        name, has_params, throws, returns = parts(match.group("kind"), signature(lines, index))
        if name in WITNESSES or name.split("(")[0] in WITNESSES:
            continue
        comment = doc_comment(lines, index)
        missing = []
        if not comment:
            missing.append("a doc comment")
        else:
            if has_params and not re.search(r"^///\s*- Parameters?\b", comment, re.MULTILINE):
                missing.append("- Parameter(s):")
            if throws and not re.search(r"^///\s*- Throws:", comment, re.MULTILINE):
                missing.append("- Throws:")
            if returns and not re.search(r"^///\s*- Returns:", comment, re.MULTILINE):
                missing.append("- Returns:")
        if missing:
            out.append("%s:%d: %s: missing %s" % (path, index + 1, name, ", ".join(missing)))
    return out


def swift_files(directory):
    for parent, dirs, names in os.walk(directory):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(parent, name)


def check(directory):
    files = list(swift_files(directory))
    spi = spi_types(files)
    problems, checked = [], 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        problems += findings(path, text, spi)
        checked += sum(1 for line in text.split("\n") if DECLARATION.match(line))
    return problems, checked


def main(argv):
    directory = argv[0] if argv else "Sources/ScreenNavigation"
    problems, checked = check(directory)
    for problem in problems:
        print(problem)
    if problems:
        print("%d of %d public declarations lack a doc block" % (len(problems), checked), file=sys.stderr)
        return 1
    print("public doc comments: %d public functions, initializers and subscripts scanned" % checked)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
