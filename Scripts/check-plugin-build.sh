#!/usr/bin/env bash
# The build plugin as a user meets it, from a package that depends on screengen by path: the
# first build, no-op rebuilds, one-file and one-feature edits (4b: only that feature's file is
# rewritten and recompiled; 4c: a route enum change recompiles no unrelated feature's file),
# diagnostics in the build, the command plugins. Exits 0 when every check passed, 1 at the first
# that failed.
#
#   Scripts/check-plugin-build.sh      (KEEP=1 keeps the temporary folder)
#
# The work is Scripts/check_plugin_build.py (`--help` lists the steps; tested by
# Scripts/test_check_plugin_build.py).
exec python3 "$(dirname "$0")/check_plugin_build.py" "$@"
