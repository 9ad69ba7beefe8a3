#!/usr/bin/env bash
# Debug against release for what an adopting package's test pays per snapshot: `kagami-bench check`
# (a passing check and a recording of an iPhone 15 3x DSL screen through `verifySnapshot`, the
# public API `assertSnapshot` calls) built both ways, the two binaries run in turn ROUNDS times
# (which goes first alternates), so a change in the machine's load affects both alike. Prints, per
# figure, the median of the per-run medians, their range, and the ratio debug / release, then JSON.
# Usage: bash Benchmarks/debug-parity.sh   (ROUNDS=5, RUNS=11 timed runs per figure and run; SKIP_BUILD=1)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${ROUNDS:-5}"
runs="${RUNS:-11}"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  swift build --product kagami-bench >&2
  swift build -c release --product kagami-bench >&2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/kagami-debug-parity.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "load before: $(uptime)" >&2
for round in $(seq 1 "$rounds"); do
  if [ $((round % 2)) = 1 ]; then order="debug release"; else order="release debug"; fi
  for build in $order; do
    ".build/$build/kagami-bench" check --runs "$runs" >"$work/$build-$round.json"
  done
  echo "round $round of $rounds done" >&2
done
echo "load after: $(uptime)" >&2

python3 - "$work" "$rounds" <<'PY'
import json, statistics, sys

work, rounds = sys.argv[1], int(sys.argv[2])
figures = ["passingCheck", "recording", "render", "layout", "hash", "encode"]
runs = {b: [json.load(open(f"{work}/{b}-{r}.json")) for r in range(1, rounds + 1)] for b in ("debug", "release")}
summary = {"benchmark": "debug-parity", "rounds": rounds, "screen": "CardGridSampleScreen(count: 8), iPhone 15 @3x"}
print(f"kagami-bench check, {rounds} runs per build, interleaved; per-run medians (ms): median [min-max]")
print(f"{'figure':<14} {'debug':>24} {'release':>24} {'debug/release':>14}")
for figure in figures:
    row = {}
    for build in ("debug", "release"):
        values = [run[figure]["medianMilliseconds"] for run in runs[build]]
        row[build] = (statistics.median(values), min(values), max(values))
    ratio = row["debug"][0] / row["release"][0]
    print(f"{figure:<14} " + " ".join(f"{v[0]:9.2f} [{v[1]:6.2f}-{v[2]:6.2f}]" for v in (row["debug"], row["release"]))
          + f" {ratio:14.2f}")
    summary[figure] = {"debugMs": round(row["debug"][0], 3), "releaseMs": round(row["release"][0], 3),
                       "ratio": round(ratio, 2)}
print(json.dumps(summary, indent=2, sort_keys=True))
PY
