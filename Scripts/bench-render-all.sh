#!/usr/bin/env bash
# Times `render-all` of the sample app's previews (every preview in every default variant) in a
# release build, against the same command of an earlier commit, in one script on one machine:
#   - new: `kagami previews -c release render-all` (Kagami's sandbox, previews in parallel), and the
#     sandbox binary alone (without kagami's no-op `swift build` check);
#   - old: `RecipeApp sandbox render-all` of BASELINE_REF (default ab6abe5, the last commit before
#     previews became a harness feature), built in release in a worktree (.build-bench-ref, or
#     OLD_WORKTREE).
# Runs are interleaved; both must write the same pixel hashes for the same files. Prints one JSON object with every time,
# the medians, images per second and the ratio. RUNS (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-5}
ref=${BASELINE_REF:-ab6abe5}
worktree=${OLD_WORKTREE:-$root/.build-bench-ref}

if [ -z "${SKIP_BUILD:-}" ]; then  # SKIP_BUILD=1 times the binaries already built
  if [ ! -d "$worktree" ]; then git worktree add --detach "$worktree" "$ref" >&2; fi
  git -C "$worktree" checkout --quiet --detach "$ref"
  (cd "$worktree" && swift build -c release --product RecipeApp >&2)
  # kagami first: building another product after RecipeApp makes SwiftPM rebuild the resolver
  # plugin's release tools on the next RecipeApp build (minutes), which the first timed run would pay.
  swift build -c release --product kagami >&2
  swift build -c release --product RecipeApp >&2
fi
old=$worktree/.build/release/RecipeApp
new=$root/.build/release/RecipeApp
kagami=$root/.build/release/kagami
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
list() { local IFS=,; echo "$*"; }

olds=() news=() sandboxes=()
for run in $(seq 1 "$runs"); do
  rm -rf "$out"/*
  olds+=("$(seconds "$old" sandbox render-all --out "$out/old")")
  news+=("$(seconds "$kagami" previews -c release render-all --out "$out/new")")
  sandboxes+=("$(seconds "$new" render-all --out "$out/sandbox")")
  # The old sandbox listed Japanese variants first; the new one lists variants in matrix order.
  if ! cmp -s <(sort -k2 "$out/old/hashes.txt") <(sort -k2 "$out/new/hashes.txt"); then
    echo "bench-render-all: the old and new renders differ" >&2
    diff <(sort -k2 "$out/old/hashes.txt") <(sort -k2 "$out/new/hashes.txt") | head >&2
    exit 1
  fi
done
images=$(wc -l < "$out/new/hashes.txt")
oldMedian=$(median "${olds[@]}")
newMedian=$(median "${news[@]}")
sandboxMedian=$(median "${sandboxes[@]}")
cat <<JSON
{"images": $images, "cores": $(nproc), "runs": $runs, "baselineRef": "$ref",
 "oldSandboxRenderAllSeconds": [$(list "${olds[@]}")], "kagamiPreviewsRenderAllSeconds": [$(list "${news[@]}")],
 "sandboxRenderAllSeconds": [$(list "${sandboxes[@]}")],
 "medianSeconds": {"old": $oldMedian, "kagamiPreviews": $newMedian, "sandbox": $sandboxMedian},
 "imagesPerSecond": {"old": $(echo "scale=1; $images / $oldMedian" | bc), "kagamiPreviews": $(echo "scale=1; $images / $newMedian" | bc), "sandbox": $(echo "scale=1; $images / $sandboxMedian" | bc)},
 "speedupOldOverKagamiPreviews": $(echo "scale=2; $oldMedian / $newMedian" | bc), "speedupOldOverSandbox": $(echo "scale=2; $oldMedian / $sandboxMedian" | bc)}
JSON
