#!/usr/bin/env bash
# Benchmark deep-link opening in release: for graphs of 10, 1,000 and 10,000 link patterns,
# generate the graph and a batch of typical URLs, build it with the release screengen, compile
# the generated code with the ScreenNavigation runtime and a driver (swiftc -O, whole module),
# and time table construction and parse / match / open per URL. See bench/README.md
# ("Deep-link opening").
#
#   DL_SIZES="10 1000 10000"   link counts
#   DL_URLS=100000             URLs per batch
#   DL_RUNS=5                  passes over the batch (best is kept)
#   SCREENGEN=/path/to/screengen   skip `swift build`, use this binary
#   SWIFTC=swiftc              the compiler
#   DL_COMPILE_TIMEOUT=N       give the -O compile of a size N seconds, then fall back to -Onone
#                              for the generated code and driver (marked in the results)
#
# The work is bench/deeplinks_bench.py (`--help`; tested by bench/test_deeplinks_bench.py).
exec python3 "$(dirname "$0")/deeplinks_bench.py" "$@"
