#!/usr/bin/env bash
# Compile time of the generated code, side by side with a hand-written equivalent: see
# bench/README.md ("Compile time of the generated code") for the COMPILE_BENCH_* knobs, e.g.
#
#   COMPILE_BENCH_SIZES="500 1000" COMPILE_BENCH_RUNS=3 bench/compile.sh
#
# The work is bench/compile_bench.py (`--help`; tested by bench/test_compile_bench.py).
exec python3 "$(dirname "$0")/compile_bench.py" "$@"
