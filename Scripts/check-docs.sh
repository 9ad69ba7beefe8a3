#!/usr/bin/env bash
# The documentation check of the test command, after `swift test` has built the package (debug):
# 1. extracts the public symbol graph of every adopter-facing module (the library products and what
#    KagamiTesting re-exports) with the toolchain's swift-symbolgraph-extract, from the built modules;
# 2. fails on any public symbol without a doc comment, and prints the public symbols per module
#    (`--counts` prints only that table);
# 3. builds the DocC catalogs of KagamiTesting and KagamiLayout with the toolchain's `docc`, warnings
#    as errors (no swift-docc-plugin dependency, so adopters resolve nothing more).
# Outputs go to .build/kagami/docs/ (symbol graphs, KagamiTesting.doccarchive, KagamiLayout.doccarchive).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

modules=(KagamiTesting KagamiLayout KagamiRenderer KagamiPreviews KagamiSandbox KagamiDescriptors KagamiFixtures SwiftUI
  KagamiDiff KagamiImage KagamiAudit)
catalogs=(KagamiTesting KagamiLayout)

bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"
out=".build/kagami/docs"
rm -rf "$out/symbol-graphs"
mkdir -p "$out/symbol-graphs"

# The C modules the Swift modules import: system libraries (their module maps and pkg-config
# flags) and C targets (their include folders).
clang_flags=()
for dir in Sources/C*; do
  if [ -f "$dir/module.modulemap" ]; then clang_flags+=(-Xcc "-fmodule-map-file=$dir/module.modulemap"); fi
  if [ -d "$dir/include" ]; then clang_flags+=(-Xcc -I -Xcc "$dir/include"); fi
done
for flag in $(pkg-config --cflags freetype2 harfbuzz fribidi libxxhash libcrypto 2>/dev/null); do
  clang_flags+=(-Xcc "$flag")
done
for map in "$bin"/*.build/module.modulemap; do
  [ -f "$map" ] && clang_flags+=(-Xcc "-fmodule-map-file=$map")
done

for module in "${modules[@]}"; do
  mkdir -p "$out/symbol-graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" \
    "${clang_flags[@]}" -minimum-access-level public -skip-synthesized-members \
    -output-dir "$out/symbol-graphs/$module" >/dev/null
done

python3 Scripts/check-docs.py "$out/symbol-graphs" "${modules[@]}" "$@"

if [ "${1:-}" != "--counts" ]; then
  for module in "${catalogs[@]}"; do
    docc convert "Sources/$module/Documentation.docc" --fallback-display-name "$module" \
      --fallback-bundle-identifier "kagami.$module" --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
      --output-path "$out/$module.doccarchive" --warnings-as-errors >/dev/null
  done
  echo "check-docs: DocC catalogs built: ${catalogs[*]} (in $out)" >&2
fi
