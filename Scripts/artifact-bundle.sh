#!/usr/bin/env bash
# The release artifact bundle and the binary plugin package (see Releasing.md in the DocC catalog):
#
#   Scripts/artifact-bundle.sh OUTDIR                # plugin package references the bundle by path
#   Scripts/artifact-bundle.sh OUTDIR --url URL      # plugin package pins URL and the checksum
#
# Builds screengen for release with libyaml and (on Linux) the Swift runtime linked statically
# (on macOS: one universal arm64+x86_64 binary) and writes OUTDIR/screengen.artifactbundle/,
# OUTDIR/screengen.artifactbundle.zip, OUTDIR/checksum.txt and OUTDIR/screengen-plugins/.
# The work is Scripts/artifact_bundle.py (tested by Scripts/test_artifact_bundle.py).
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 OUTDIR [--url URL | --local] [--binary PATH]" >&2; exit 2; }
exec python3 "$(dirname "$0")/artifact_bundle.py" "$@"
