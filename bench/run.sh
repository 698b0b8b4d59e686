#!/usr/bin/env bash
# Benchmark `screengen lint` and `screengen build` against a bare libyaml parse of the same files.
# See bench/README.md ("What is measured"). Usage: bench/run.sh
#   BENCH_SIZES="1000 5000 10000 50000"  graph sizes in screens
#   BENCH_RUNS=3                          runs per measurement (best is kept)
#   SCREENGEN=/path/to/screengen          skip `swift build`, use this binary
#
# The work is bench/run_bench.py (`--help`; tested by bench/test_run_bench.py).
exec python3 "$(dirname "$0")/run_bench.py" "$@"
