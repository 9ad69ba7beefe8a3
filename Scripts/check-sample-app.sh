#!/usr/bin/env bash
# Kagami's main job on the sample recipe app: installs what is missing, builds once, then `kagami test`
# checks every snapshot of the sample app's test targets in parallel workers, writing the JUnit
# file and the HTML report (.build/kagami/artifacts/report/index.html). Extra arguments go to
# `kagami test` (for example `--record failed`, `--changed`, `--shard 1/2`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-dependencies.sh

targets=(
  RecipeCoreTests RecipeMocksTests RecipeComponentsTests
  SearchFeatureTests RecipeDetailsFeatureTests CooksnapFeatureTests ShoppingListFeatureTests KitchenFeatureTests
  RecipeAppTests
)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done

# KAGAMI_SAMPLE_ONLY=1 leaves the harness's own tests and tools out of the manifest (Package.swift),
# so the build compiles only what the sample's checks run.
export KAGAMI_SAMPLE_ONLY=1
configuration=debug
previous=""
for argument in "$@"; do
  case "$argument" in --configuration=*) configuration="${argument#*=}" ;; esac
  if [ "$previous" = "--configuration" ]; then configuration="$argument"; fi
  previous="$argument"
done
if [ "$configuration" = debug ]; then
  # One build of the `kagami` command and the sample's test bundle together, then no second build.
  swift build --build-tests
  .build/debug/kagami test "${arguments[@]}" --skip-build --jobs "${KAGAMI_JOBS:-2}" "$@"
else
  # A release run: `kagami test` builds the optimized test bundle itself.
  swift build --product kagami
  .build/debug/kagami test "${arguments[@]}" --jobs "${KAGAMI_JOBS:-2}" "$@"
fi
