#!/usr/bin/env bash
# Cross-checks `kagami diff` against the PyPI package pixelmatch-fast (a port of pixelmatch 7.1) on
# random image pairs: opaque and translucent, blocky and softened edges, thresholds 0 / 0.05 / 0.1,
# with and without --include-aa. Mismatch counts, exit statuses and diff images must all agree.
# A one-off verification beside the committed conformance tests (which need no network or Python).
# Usage: bash Benchmarks/diff-crosscheck-pixelmatch-fast.sh [PAIRS]   (60 pairs × 4 option sets)
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-60}"
work="$(mktemp -d "${TMPDIR:-/tmp}/kagami-diff-crosscheck.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build -c release --product kagami >&2
venv=.build/pixelmatch-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check pixelmatch-fast >&2

"$venv/bin/python" - "$PWD/.build/release/kagami" "$work" "$pairs" <<'PY'
import json, subprocess, sys
import numpy as np
from PIL import Image
from pixelmatch import pixelmatch

kagami, work, pairs = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = np.random.default_rng(7)
a_path, b_path, ref_path, ours_path = (f"{work}/{name}.png" for name in ("a", "b", "ref", "ours"))
cases = failures = 0
for n in range(pairs):
    w, h, kind = int(rng.integers(1, 90)), int(rng.integers(1, 90)), n % 4
    a = np.zeros((h, w, 4), np.uint8)
    a[..., :3] = rng.integers(0, 256, 3)
    a[..., 3] = 255
    for _ in range(int(rng.integers(1, 8))):  # flat blocks: edges for the anti-aliasing detector
        x0, y0 = rng.integers(0, w), rng.integers(0, h)
        a[y0:y0 + rng.integers(1, 30), x0:x0 + rng.integers(1, 30), :3] = rng.integers(0, 256, 3)
    if kind in (1, 3):  # softened, anti-aliasing-like edges
        a[:, 1:, :3] = ((a[:, 1:, :3].astype(int) + a[:, :-1, :3].astype(int)) // 2).astype(np.uint8)
    if kind >= 2:  # translucent pixels: the checkerboard blend
        a[..., 3] = rng.choice([255, 255, 255, 128, 0, 37], size=(h, w))
    changed = rng.random((h, w)) < rng.choice([0.01, 0.1, 0.5])
    noise = rng.integers(-60, 61, size=(h, w, 4)) * changed[..., None]
    b = np.clip(a.astype(int) + noise, 0, 255).astype(np.uint8)
    if kind < 2:
        b[..., 3] = 255
    Image.fromarray(a, "RGBA").save(a_path)
    Image.fromarray(b, "RGBA").save(b_path)
    for threshold, include_aa in ((0.1, False), (0.05, False), (0.1, True), (0.0, False)):
        cases += 1
        expected = pixelmatch(Image.open(a_path), Image.open(b_path), ref_path, threshold=threshold, includeAA=include_aa)
        args = [kagami, "diff", a_path, b_path, "--json", "--threshold", str(threshold), "-o", ours_path]
        run = subprocess.run(args + (["--include-aa"] if include_aa else []), capture_output=True, text=True)
        ours = json.loads(run.stdout)["mismatched"]
        problem = None
        if ours != expected or run.returncode != (1 if expected else 0):
            problem = f"count {ours} (exit {run.returncode}), pixelmatch-fast {expected}"
        elif expected:  # pixelmatch-fast writes its diff image only when something differs
            theirs = np.array(Image.open(ref_path).convert("RGBA"))
            mine = np.array(Image.open(ours_path).convert("RGBA"))
            if not np.array_equal(theirs, mine):
                problem = f"{int((theirs != mine).any(-1).sum())} diff-image pixels differ"
        if problem:
            failures += 1
            print(f"pair {n} ({w}x{h}, kind {kind}, threshold {threshold}, includeAA {include_aa}): {problem}")
print(json.dumps({"crosscheck": "kagami diff vs pixelmatch-fast", "cases": cases, "failures": failures}))
sys.exit(1 if failures else 0)
PY
