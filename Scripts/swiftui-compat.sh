#!/usr/bin/env bash
# Type-checks every SwiftUI file in a folder against Kagami's DSL and reports what is missing.
#
#   Scripts/swiftui-compat.sh DIR [--module KagamiLayout] [--modules DIR] [--json OUT]
#                                 [--swift-version 5|6] [--timeout SECONDS] [--quiet]
#   Scripts/swiftui-compat.sh --self-test [--modules DIR]
#
# A measuring tool (issue 33, item 5): it exits 0 whenever it ran, whatever the files did, and 2 on
# bad input (no DIR, no SwiftUI files in it, no modules folder). Docs/swiftui-compat.md says what it
# rewrites, how it classifies errors and what the first measurement found.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/swiftui-compat.py" "$@"
