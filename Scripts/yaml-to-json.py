#!/usr/bin/env python3
"""Converts a YAML file to JSON the way YAML editors read it (the core schema of YAML 1.2, as
yaml-language-server does), so that it can be checked against a JSON Schema such as
Schemas/screens-format.schema.json.

    python3 Scripts/yaml-to-json.py [FILE]                  # FILE (or standard input) → JSON on standard output
    python3 Scripts/yaml-to-json.py --output-dir DIR FILE…  # each FILE → DIR/FILE.json (an absolute FILE without its leading /)

    python3 Scripts/validate-json-schema.py Schemas/screens-format.schema.json \\
        <(python3 Scripts/yaml-to-json.py screens/app.yaml)

How values are read (YAML 1.2 core schema, not PyYAML's YAML 1.1 default):
- null: a plain `~`, `null`, `Null`, `NULL` or empty value; booleans: plain `true`, `True`,
  `TRUE`, `false`, `False`, `FALSE` only (`yes`, `no`, `on` and `off` are strings);
  integers: `[-+]?[0-9]+`, `0o…`, `0x…`; floats: `[-+]?(.5|1|1.|1.5)(e…)?`. Everything else,
  timestamps included, is a string. `.inf` and `.nan`, which JSON cannot hold, are written as
  their text (no key of the screens format tells them from a string).
- A scalar with an explicit tag (`!!str`, `!custom`) is its text, as screengen reads it; a
  tagged collection is the collection.
- Mapping keys are their text as written (`1:` is the key "1").
- Merge keys are applied as screengen applies them (https://yaml.org/type/merge.html, as
  PyYAML's SafeLoader and yaml-language-server do): a plain `<<` key whose value is a mapping
  or a list of mappings stands for their pairs; the mapping's own keys win wherever they are
  written, an earlier mapping of the list wins over a later one, and the merged keys take the
  place of the `<<`. A quoted or tagged `<<` is an ordinary key.

Refused (exit status 1, with the reason on standard error), as JSON cannot represent them or
screengen refuses them too: YAML syntax errors, text that is not UTF-8, more than one document,
a duplicate key (two `<<` keys included; a key a merge brings in is an override, not a
duplicate), a key that is not a scalar, a `<<` whose value is not a mapping or a list of
mappings, an alias inside the node its anchor names, and more than 2,000,000 nodes once aliases
are expanded, or nesting too deep for Python. An empty file is `null`.

Exit status: 0 converted, 1 a file could not be converted (with --output-dir the others are
still written), 2 bad usage or an unreadable file, 3 PyYAML is missing (`pip install pyyaml`,
or `apt-get install python3-yaml`). Plain python3 and PyYAML. Used by
Tests/ScreenGenCLITests/FormatSchemaValidationTests.swift.
"""

import json
import math
import os
import re
import sys

NODE_LIMIT = 2_000_000

# The core schema's tags, in a namespace of this script's own so that explicit tags in the
# document (`!!int 5`) are never mistaken for resolved ones.
NULL, BOOL, INT, FLOAT, STR, MERGE = (
    "tag:screengen,core:" + name for name in ("null", "bool", "int", "float", "str", "merge"))
SEQUENCE, MAPPING = "tag:screengen,core:seq", "tag:screengen,core:map"

CORE_SCALARS = [
    (NULL, re.compile(r"~|null|Null|NULL|")),
    (BOOL, re.compile(r"true|True|TRUE|false|False|FALSE")),
    (INT, re.compile(r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+")),
    (FLOAT, re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.nan|\.NaN|\.NAN")),
]


class ConversionError(Exception):
    pass


def load(text):
    """The single document of `text` as JSON data: dicts, lists, strings, numbers, booleans, None."""
    import yaml

    class CoreSchemaLoader(yaml.SafeLoader):
        """Composes nodes only; tags are resolved by the core schema (see `resolve`)."""

        def resolve(self, kind, value, implicit):
            if kind is yaml.ScalarNode:
                if implicit[0]:  # a plain scalar
                    if value == "<<":
                        return MERGE
                    for tag, pattern in CORE_SCALARS:
                        if pattern.fullmatch(value):
                            return tag
                return STR
            return SEQUENCE if kind is yaml.SequenceNode else MAPPING

    loader = CoreSchemaLoader(text)
    try:
        try:
            node = loader.get_single_node()  # raises on a second document
        finally:
            loader.dispose()
    except yaml.YAMLError as error:
        raise ConversionError(str(error))
    except RecursionError:
        raise ConversionError("nested too deeply to read")
    if node is None:
        return None
    try:
        return convert(node, [0], active=set())
    except RecursionError:
        raise ConversionError("nested too deeply to convert")


def convert(node, count, active):
    import yaml

    count[0] += 1
    if count[0] > NODE_LIMIT:
        raise ConversionError("more than %d nodes once aliases are expanded" % NODE_LIMIT)
    if isinstance(node, yaml.ScalarNode):
        return scalar(node)
    if id(node) in active:
        raise ConversionError("an alias inside the node its anchor names%s" % position(node))
    active.add(id(node))
    try:
        if isinstance(node, yaml.SequenceNode):
            return [convert(item, count, active) for item in node.value]
        return mapping(node, count, active)
    finally:
        active.discard(id(node))


def mapping(node, count, active):
    """A mapping node as a dict, its merge key (if any) resolved as screengen resolves it."""
    import yaml

    keys = set()
    merge = None  # (index of the `<<` pair, the mappings it merges)
    for index, (key_node, value_node) in enumerate(node.value):
        if not isinstance(key_node, yaml.ScalarNode):
            raise ConversionError("mapping keys must be scalars%s" % position(key_node))
        if key_node.value in keys:  # keys compare by text, whatever their style
            raise ConversionError("duplicate key '%s'%s" % (key_node.value, position(key_node)))
        keys.add(key_node.value)
        if key_node.tag == MERGE:
            if isinstance(value_node, yaml.MappingNode):
                merge = (index, [value_node])
                continue
            wrong = value_node
            if isinstance(value_node, yaml.SequenceNode):
                wrong = next((item for item in value_node.value if not isinstance(item, yaml.MappingNode)), None)
                count[0] += 1
                merge = (index, value_node.value)
            if wrong is not None:
                raise ConversionError("a merge key '<<' takes a mapping or a list of mappings%s" % position(wrong))
    result = {}
    for index, (key_node, value_node) in enumerate(node.value):
        if merge is not None and index == merge[0]:
            # Own keys win wherever they are written; an earlier mapping over a later one.
            own = keys - {key_node.value}
            for source in merge[1]:
                for key, value in convert(source, count, active).items():
                    if key not in own and key not in result:
                        result[key] = value
        else:
            result[key_node.value] = convert(value_node, count, active)
    return result


def scalar(node):
    text = node.value
    if node.tag == NULL:
        return None
    if node.tag == BOOL:
        return text in ("true", "True", "TRUE")
    if node.tag == INT:
        if text.startswith("0o"):
            return int(text[2:], 8)
        if text.startswith("0x"):
            return int(text[2:], 16)
        return int(text, 10)
    if node.tag == FLOAT:
        lowered = text.lower()
        if lowered.endswith(".inf") or lowered == ".nan":
            return text
        value = float(text)
        return value if math.isfinite(value) else text  # 1e999
    return text  # a string, or any explicitly tagged scalar


def position(node):
    mark = node.start_mark
    return " (line %d, column %d)" % (mark.line + 1, mark.column + 1) if mark else ""


def read(path):
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as file:
                data = file.read()
    except OSError as error:
        raise OSError("%s: %s" % (path, error.strerror))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ConversionError("not UTF-8: %s" % error)


def to_json(data):
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def main(arguments):
    try:
        import yaml  # noqa: F401
    except ImportError:
        sys.stderr.write("error: the Python package 'yaml' (PyYAML) is missing (pip install pyyaml, or apt-get install python3-yaml)\n")
        return 3
    if arguments[:1] == ["--output-dir"]:
        if len(arguments) < 3:
            sys.stderr.write(__doc__)
            return 2
        outdir, paths = arguments[1], arguments[2:]
        status = 0
        for path in paths:
            try:
                data = load(read(path))
            except ConversionError as error:
                # One line per file, so that a caller can tell the files apart.
                sys.stderr.write("%s: error: %s\n" % (path, " ".join(str(error).split())))
                status = 1
                continue
            except OSError as error:
                sys.stderr.write("error: %s\n" % error)
                return 2
            target = os.path.join(outdir, path.lstrip("/") + ".json")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8", newline="\n") as file:
                file.write(to_json(data))
        return status
    if len(arguments) > 1 or (arguments and arguments[0].startswith("-") and arguments[0] != "-"):
        sys.stderr.write(__doc__)
        return 2
    path = arguments[0] if arguments else "-"
    try:
        data = load(read(path))
    except ConversionError as error:
        sys.stderr.write("%s: error: %s\n" % ("<stdin>" if path == "-" else path, error))
        return 1
    except OSError as error:
        sys.stderr.write("error: %s\n" % error)
        return 2
    sys.stdout.write(to_json(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
