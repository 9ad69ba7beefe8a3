#!/usr/bin/env bash
# Runs Kagami's fuzz targets under libFuzzer and AddressSanitizer (Docs/fuzzing.md).
#
#   bash Scripts/fuzz.sh TARGET|all [SECONDS]     (30 seconds per target by default)
#
# Environment: FUZZ_JOBS (targets run at once; default: the number of cores), FUZZ_SEED (default: 1
# when CI=true, so that CI explores the same inputs on every run; otherwise libFuzzer picks one),
# SKIP_BUILD=1 (reuse .build-fuzz).
#
# Each target starts from the committed corpus Fuzz/Corpus/TARGET and the committed reproducers
# Fuzz/Regressions/TARGET, which it reads and never writes; new inputs go to .build-fuzz/corpus/TARGET.
# A crash, a violated property or a hang (10 s for one input) fails the script, which prints the
# reproducer's path and how to commit it as a regression test. The figures (executions, CPU seconds,
# corpus size) are printed per target and written to .build-fuzz/fuzz-summary.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

usage="usage: bash Scripts/fuzz.sh TARGET|all [SECONDS]"
requested=${1:?$usage}
seconds=${2:-30}
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
  echo "fuzz.sh: SECONDS must be a positive whole number, not '$seconds'" >&2
  exit 64
fi
jobs=${FUZZ_JOBS:-$(nproc)}
seed=${FUZZ_SEED:-}
if [ -z "$seed" ] && [ "${CI:-}" = "true" ]; then seed=1; fi

work=.build-fuzz
binary="$work/debug/kagami-fuzz"
if [ "${SKIP_BUILD:-}" != "1" ] || [ ! -x "$binary" ]; then
  echo "fuzz.sh: building kagami-fuzz with -sanitize=fuzzer,address into $work" >&2
  KAGAMI_FUZZ=1 swift build --build-path "$work" --product kagami-fuzz 2>&1 \
    | grep -v "Cannot export local symbol" >&2
fi

known=$("$binary" --names)
if [ "$requested" = "all" ]; then
  targets=$known
elif grep -qx -- "$requested" <<<"$known"; then
  targets=$requested
else
  echo "fuzz.sh: unknown target '$requested'; targets: $(tr '\n' ' ' <<<"$known")" >&2
  exit 64
fi

mkdir -p "$work/logs" "$work/crashes"
# One process of one target: fuzz for $3 seconds (part $2 of the target, from 1), then one line of
# figures in $work/logs/TARGET.PART.result. Parts of a target share its corpus folder (libFuzzer
# reads what the others wrote), and each part has its own seed.
run_part() {
  local target=$1 part=$2 part_seconds=$3
  local log="$work/logs/$target.$part.log" times="$work/logs/$target.$part.times"
  mkdir -p "$work/corpus/$target"
  local corpora=("$work/corpus/$target" "Fuzz/Corpus/$target")
  [ -d "Fuzz/Regressions/$target" ] && corpora+=("Fuzz/Regressions/$target")
  local options=(-max_total_time="$part_seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
    -artifact_prefix="$work/crashes/$target-")
  [ -n "$seed" ] && options+=(-seed="$((seed + part - 1))")
  local status=0
  local TIMEFORMAT='%U %S'
  { time SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
      "$binary" "$target" "${options[@]}" "${corpora[@]}" >"$log" 2>&1 || status=$?; } 2>"$times"
  local executions cpu
  executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  cpu=$(awk '{printf "%.1f", $1 + $2}' "$times")
  echo "$status ${executions:-0} $cpu" >"$work/logs/$target.$part.result"
}

# Every target gets $seconds of one core. Targets run $jobs at a time; when the last round has
# fewer targets than cores (7 on 2 cores), each of those runs as several parts at once that add up
# to $seconds (two parts of 15 s), so no core idles through the last round.
count=$(wc -w <<<"$targets")
leftover=$((count % jobs))
rm -f "$work"/logs/*.result
echo "fuzz.sh: $count target(s), $seconds s each, $jobs at a time${seed:+, seed $seed}" >&2
running=0
index=0
for target in $targets; do
  index=$((index + 1))
  parts=1
  if [ "$leftover" -gt 0 ] && [ "$index" -gt $((count - leftover)) ]; then
    parts=$((jobs / leftover))
    # Wait for the full rounds, so the split parts really have the cores to themselves.
    if [ "$index" -eq $((count - leftover + 1)) ]; then
      wait || true
      running=0
    fi
  fi
  echo "$parts" >"$work/logs/$target.parts"
  for part in $(seq 1 "$parts"); do
    run_part "$target" "$part" $(((seconds + parts - 1) / parts)) &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
      wait -n || true
      running=$((running - 1))
    fi
  done
done
wait || true

# One line per target: the worst exit status of its parts, their executions and CPU summed.
for target in $targets; do
  parts=$(cat "$work/logs/$target.parts")
  status=0 executions=0 cpu=0
  for part in $(seq 1 "$parts"); do
    read -r part_status part_executions part_cpu <"$work/logs/$target.$part.result"
    [ "$part_status" -ne 0 ] && status=$part_status
    executions=$((executions + part_executions))
    cpu=$(awk -v a="$cpu" -v b="$part_cpu" 'BEGIN {printf "%.1f", a + b}')
  done
  units=$(find "$work/corpus/$target" "Fuzz/Corpus/$target" -type f | wc -l)
  echo "$target $status $executions $cpu $units $parts" >"$work/logs/$target.result"
done

failed=0
summary="["
for target in $targets; do
  read -r name status executions cpu units parts <"$work/logs/$target.result"
  printf 'fuzz.sh: %-14s %10s executions  %6s s CPU  %4s corpus inputs  %s%s\n' "$name" "$executions" "$cpu" "$units" \
    "$([ "$status" -eq 0 ] && echo ok || echo "FAILED (exit $status)")" "$([ "$parts" -gt 1 ] && echo " ($parts parts at once)")" >&2
  summary+="{\"target\":\"$name\",\"seconds\":$seconds,\"parts\":$parts,\"executions\":$executions,\"cpuSeconds\":$cpu,"
  summary+="\"corpusInputs\":$units,\"exitStatus\":$status},"
  if [ "$status" -ne 0 ]; then
    failed=1
    for part in $(seq 1 "$parts"); do
      echo "---- $name: the end of $work/logs/$name.$part.log" >&2
      grep -v '^    #' "$work/logs/$name.$part.log" | tail -25 >&2
    done
    for reproducer in "$work"/crashes/"$name"-*; do
      [ -e "$reproducer" ] || continue
      echo "fuzz.sh: reproducer $reproducer; replay it with: $binary $name $reproducer" >&2
      echo "fuzz.sh: once fixed, commit it as a regression test: Fuzz/Regressions/$name/<what it found>" >&2
    done
  fi
done
echo "${summary%,}]" >"$work/fuzz-summary.json"
exit "$failed"
