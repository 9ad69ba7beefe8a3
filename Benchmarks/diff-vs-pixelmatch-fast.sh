#!/usr/bin/env bash
# Times Kagami's diff and the PyPI package pixelmatch-fast (numba) on the same 1170x2532 image pairs,
# in one run, and prints the ratio. kagami-bench writes the pairs as PNGs to a temporary folder;
# pixelmatch-fast is installed into a venv under .build/ (never committed) and timed after warm-up
# (its first call compiles with numba), on images already decoded, like Kagami's figures.
# Usage: bash Benchmarks/diff-vs-pixelmatch-fast.sh   (RUNS=21 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-21}"
work="$(mktemp -d "${TMPDIR:-/tmp}/kagami-diff-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build -c release --product kagami-bench >&2
.build/release/kagami-bench diff --runs "$runs" --write-images "$work" >"$work/kagami.json"

venv=.build/pixelmatch-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check pixelmatch-fast >&2

"$venv/bin/python" - "$work" "$runs" <<'PY'
import json, statistics, sys, time
from importlib.metadata import version
from PIL import Image
from pixelmatch import pixelmatch

work, runs = sys.argv[1], int(sys.argv[2])
kagami = json.load(open(f"{work}/kagami.json"))
files = {"identical": "identical.png", "1% changed": "changed-1.png", "30% changed": "changed-30.png"}
expected = Image.open(f"{work}/expected.png").convert("RGBA")
expected.load()
rows = []
for pair in kagami["pairs"]:
    actual = Image.open(f"{work}/{files[pair['name']]}").convert("RGBA")
    actual.load()
    for _ in range(3):  # warm-up: numba compiles (or loads its cache) on the first call
        mismatched = pixelmatch(expected, actual, None, threshold=0.1)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        pixelmatch(expected, actual, None, threshold=0.1)
        samples.append((time.perf_counter() - start) * 1000)
    median = statistics.median(samples)
    rows.append({
        "name": pair["name"],
        "mismatchedKagami": pair["mismatched"],
        "mismatchedPixelmatchFast": mismatched,
        "kagamiCountMedianMs": pair["count"]["medianMilliseconds"],
        "kagamiWithDiffImageMedianMs": pair["withDiffImage"]["medianMilliseconds"],
        "pixelmatchFastMedianMs": round(median, 3),
        "speedupCount": round(median / pair["count"]["medianMilliseconds"], 1),
        "speedupWithDiffImage": round(median / pair["withDiffImage"]["medianMilliseconds"], 1),
    })
print(json.dumps({
    "benchmark": "diff-vs-pixelmatch-fast",
    "pixelmatchFast": version("pixelmatch-fast"),
    "runs": runs,
    "note": "pixelmatch-fast always draws its diff buffer (grey background in parallel threads); "
            "speedup = pixelmatch-fast median / Kagami median",
    "pairs": rows,
}, indent=2))
for row in rows:
    print(f"{row['name']:>12}: kagami {row['kagamiCountMedianMs']} ms (count) / {row['kagamiWithDiffImageMedianMs']} ms "
          f"(with diff image), pixelmatch-fast {row['pixelmatchFastMedianMs']} ms -> "
          f"{row['speedupCount']}x / {row['speedupWithDiffImage']}x; mismatched {row['mismatchedKagami']} vs "
          f"{row['mismatchedPixelmatchFast']}", file=sys.stderr)
PY
