#!/usr/bin/env bash
# SwiftUI SIGNATURE check — a type check, not a test of SwiftUI behaviour: the runtime's SwiftUI
# adapter, every reference file's generated `#if canImport(SwiftUI)` code with its example's
# views, the modular examples part by part and the liveness probes, compiled against the
# stand-in module in Tests/SwiftUISignatureCheck (Swift 6, warnings as errors). Prints PASS or
# FAIL per step, then `SwiftUI signature check: N passed, M failed`; exits 1 when one failed.
#
#   Scripts/check-swiftui-signatures.sh   (from any directory; SWIFTC=… picks a compiler;
#                                          KEEP=1 keeps the temporary build directory)
#
# The work is Scripts/check_swiftui_signatures.py (`--help` lists the steps; tested by
# Scripts/test_check_swiftui_signatures.py).
exec python3 "$(dirname "$0")/check_swiftui_signatures.py" "$@"
