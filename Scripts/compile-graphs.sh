#!/usr/bin/env bash
# Every graph the tool accepts compiles (Swift 6, warnings as errors): seeded random graphs and
# the graph directories given, built for Linux and type-checked against the SwiftUI stand-in.
#
#   Scripts/compile-graphs.sh [--random COUNT] [--seed BASE] [--batch SIZE] [--jobs N] [DIR …]
#
# The work is Scripts/compile_graphs.py (`--help` says everything; tested by
# Scripts/test_compile_graphs.py).
exec python3 "$(dirname "$0")/compile_graphs.py" "$@"
