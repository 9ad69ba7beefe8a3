#!/usr/bin/env bash
# Kagami's main job on the sample recipe app: installs what is missing, then `kagami test` builds once
# and checks every snapshot of the sample app's test targets in parallel workers, writing the JUnit
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

swift build --product kagami
.build/debug/kagami test "${arguments[@]}" --jobs "${KAGAMI_JOBS:-2}" "$@"
