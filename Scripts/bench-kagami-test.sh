#!/usr/bin/env bash
# Times, in one script and on one machine, what issue 7 promises about `kagami test` on this package
# (the harness and the sample app):
#   - plain `swift test` against `kagami test --all --jobs 2` (both after a warm build, nothing changed);
#   - `kagami test --all` against `kagami test --changed` after the same one-line change to one
#     feature module (each run rebuilds what the change touches, then tests).
# Runs are interleaved; prints one JSON object with every time and the medians. RUNS (default 3).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
feature_file=Sample/Sources/KitchenFeature/KitchenPreviews.swift
jobs=${JOBS:-2}

if ! git diff --quiet -- "$feature_file"; then
  echo "bench-kagami-test: $feature_file has uncommitted changes; commit or stash them first" >&2
  exit 2
fi
trap 'git checkout -- "$feature_file"' EXIT

swift build --build-tests >&2
swift build --product kagami >&2
kagami=.build/debug/kagami

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
change() { git checkout -- "$feature_file"; echo "// bench change $1" >> "$feature_file"; }

plain=() all=() allChanged=() changed=()
for run in $(seq 1 "$runs"); do
  git checkout -- "$feature_file"; swift build --build-tests >/dev/null 2>&1
  plain+=("$(seconds swift test)")
  all+=("$(seconds "$kagami" test --all --jobs "$jobs")")
  change "all-$run"
  allChanged+=("$(seconds "$kagami" test --all --jobs "$jobs")")
  change "changed-$run"
  changed+=("$(seconds "$kagami" test --changed --include-uncommitted --jobs "$jobs")")
  echo "run $run: swift test ${plain[-1]} s, kagami --all ${all[-1]} s, after a change: --all ${allChanged[-1]} s, --changed ${changed[-1]} s" >&2
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
list() { local IFS=,; echo "[$*]"; }
mp=$(median "${plain[@]}"); ma=$(median "${all[@]}"); mac=$(median "${allChanged[@]}"); mc=$(median "${changed[@]}")
cat <<JSON
{
  "benchmark": "kagami-test",
  "jobs": $jobs,
  "swiftTestSeconds": $(list "${plain[@]}"),
  "kagamiAllSeconds": $(list "${all[@]}"),
  "afterChange": {"file": "$feature_file", "kagamiAllSeconds": $(list "${allChanged[@]}"), "kagamiChangedSeconds": $(list "${changed[@]}")},
  "medians": {"swiftTest": $mp, "kagamiAll": $ma, "kagamiAllAfterChange": $mac, "kagamiChangedAfterChange": $mc},
  "kagamiAllOverSwiftTest": $(printf "%.3f" "$(echo "scale=4; $ma / $mp" | bc)"),
  "changedOverAll": $(printf "%.3f" "$(echo "scale=4; $mc / $mac" | bc)")
}
JSON
