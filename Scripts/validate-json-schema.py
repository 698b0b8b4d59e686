#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (any draft the `jsonschema` package knows,
picked from the schema's `$schema`), with format checks where the package can make them.

    python3 Scripts/validate-json-schema.py SCHEMA [DOCUMENT ...]   # no DOCUMENT: standard input

Exit status: 0 every document is valid, 1 one is not (each error printed with its path in
the document), 2 bad usage or unreadable input, 3 the `jsonschema` package is missing
(`pip install jsonschema`). Used by the SARIF tests (Tests/ScreenGenCLITests) and CI.
"""

import json
import sys


def main(arguments):
    if not arguments:
        sys.stderr.write(__doc__)
        return 2
    try:
        import jsonschema
    except ImportError:
        sys.stderr.write("error: the Python package 'jsonschema' is missing (pip install jsonschema)\n")
        return 3
    try:
        with open(arguments[0], encoding="utf-8") as file:
            schema = json.load(file)
        documents = []
        for path in arguments[1:] or ["-"]:
            if path == "-":
                documents.append(("<stdin>", json.load(sys.stdin)))
            else:
                with open(path, encoding="utf-8") as file:
                    documents.append((path, json.load(file)))
    except (OSError, ValueError) as error:
        sys.stderr.write("error: %s\n" % error)
        return 2
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    invalid = False
    for name, document in documents:
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            location = "/".join(str(part) for part in error.absolute_path)
            sys.stdout.write("%s: /%s: %s\n" % (name, location, error.message))
        invalid = invalid or bool(errors)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
