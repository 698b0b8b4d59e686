#!/usr/bin/env bash
# The binary plugin end to end, as a client meets it (issue #22): builds the release artifact
# bundle and the plugin package (by path), checks the binary (no libyaml, no toolchain library,
# runs under env -i), and builds a client through the plugin with pkg-config finding nothing: no
# screengen source compiled, one output per YAML file headed with the version, the generated
# code used, a YAML mistake located. Exits 0 when every check passed, 1 at the first that failed.
#
#   Scripts/check-binary-plugin.sh [BUNDLE_OUTDIR]   (reuses a bundle already written there;
#                                                     KEEP=1 keeps the temporary folder)
#
# The work is Scripts/check_binary_plugin.py (`--help`; tested by Scripts/test_check_binary_plugin.py).
exec python3 "$(dirname "$0")/check_binary_plugin.py" "$@"
