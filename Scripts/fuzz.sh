#!/usr/bin/env bash
# Fuzzes the whole pipeline (Fuzz/PipelineFuzzer.swift, libFuzzer + AddressSanitizer) for SECONDS:
#
#   Scripts/fuzz.sh [SECONDS] [extra libFuzzer args...]     (default 60 seconds)
#   Scripts/fuzz.sh --build-only | --replay FILE...
#
# Exits 0 when nothing was found, 1 when something was, 2 when the build or the setup failed.
# The work is Scripts/fuzz.py (`--help`, Fuzz/README.md; tested by Scripts/test_fuzz.py).
exec python3 "$(dirname "$0")/fuzz.py" "$@"
