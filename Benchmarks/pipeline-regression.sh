#!/usr/bin/env bash
# Compares `kagami-bench pipeline` at an older commit with this work tree, in one script: both are
# built in release (the older commit in a git worktree of its own), then the two binaries run in
# turn, ROUNDS times each (which one goes first alternates), so a change in the machine's load
# affects both alike. Prints, per figure, the median of the per-run medians, their range, and the
# ratio new / old. Each run of `kagami-bench pipeline` already reports a median of 31 timed runs.
# Usage: bash Benchmarks/pipeline-regression.sh [commit]   (default efad98f; ROUNDS=7;
#        OLD_TREE=.build/regression-<commit>, a worktree reused between calls; SKIP_BUILD=1 to reuse binaries)
set -euo pipefail
cd "$(dirname "$0")/.."
commit="${1:-efad98f}"
rounds="${ROUNDS:-7}"
old="${OLD_TREE:-.build/regression-$commit}"

if [ ! -d "$old" ]; then git worktree add --detach "$old" "$commit" >&2; fi
if [ ! -d "$old/.build/checkouts" ] && [ -d .build/checkouts ]; then
  # The same package checkouts as this tree: no network needed when the dependencies did not change.
  mkdir -p "$old/.build"
  cp -r .build/checkouts .build/repositories .build/workspace-state.json "$old/.build/"
  [ -f Package.resolved ] && cp Package.resolved "$old/"
fi
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  (cd "$old" && swift build -c release --product kagami-bench >&2)
  swift build -c release --product kagami-bench >&2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/kagami-pipeline-regression.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "load before: $(uptime)" >&2
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) = 1 ]; then order="old new"; else order="new old"; fi
  for side in $order; do
    if [ "$side" = old ]; then binary="$old/.build/release/kagami-bench"; else binary=.build/release/kagami-bench; fi
    "$binary" pipeline >"$work/$side-$round.json"
  done
  echo "round $round of $rounds done" >&2
done
echo "load after: $(uptime)" >&2

python3 - "$work" "$rounds" "$commit" "$(git rev-parse --short HEAD)" <<'PY'
import json, statistics, sys

work, rounds, old_name, new_name = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
figures = ["dslLayout", "dslLayoutWarmText", "settingsPipeline", "settingsLayoutOnly", "settingsPaintOnly",
           "articlePipeline", "cardGridPipeline"]
runs = {side: [json.load(open(f"{work}/{side}-{r}.json")) for r in range(1, rounds + 1)] for side in ("old", "new")}
print(f"kagami-bench pipeline, {rounds} runs each, interleaved; per-run medians (ms): median [min-max]")
print(f"{'figure':<20} {old_name + ' (old)':>26} {new_name + ' (new)':>26} {'new/old':>8}")
for figure in figures:
    row = {}
    for side in ("old", "new"):
        values = [run[figure]["medianMilliseconds"] for run in runs[side] if figure in run]
        row[side] = (statistics.median(values), min(values), max(values)) if values else None
    cells = [f"{v[0]:.3f} [{v[1]:.3f}-{v[2]:.3f}]" if v else "-" for v in (row["old"], row["new"])]
    ratio = row["new"][0] / row["old"][0] if row["old"] and row["new"] else float("nan")
    print(f"{figure:<20} {cells[0]:>26} {cells[1]:>26} {ratio:8.2f}")
PY
