#!/usr/bin/env bash
# Installs the Debian packages Kagami builds and tests with, only those that are missing.
# `apt-get update` runs at most once, and only when something has to be installed.
set -euo pipefail

packages=(
  pkg-config      # finds freetype2 and harfbuzz for the C modules
  zlib1g-dev      # libpng's compressor
  libpng-dev      # CPNG: PNG decode and encode
  libdeflate-dev  # CPNG: the fast deflate that compresses baselines and failure images
  libfreetype-dev # CFreeType: outline and glyph rasterization
  libharfbuzz-dev # CHarfBuzz: text shaping
  libxxhash-dev   # CXXHash: XXH3-128 pixel hashes (the snapshot fast path)
  libicu-dev      # CICU: grapheme clusters (UAX #29) and emoji properties
  libfribidi-dev  # CFriBidi: the bidi algorithm (UAX #9)
  libssl-dev      # COpenSSL: SHA-256 (font checks, fingerprints, shortened snapshot names)
  libxml2         # FoundationXML's XMLParser, which KagamiSVG reads icons with
  unicode-data    # LineBreakTest, GraphemeBreakTest, BidiCharacterTest.txt: conformance tests
  chromium        # headless browser test of the HTML report
  fonts-dejavu-core # a font for Chromium's text in that test
  debootstrap     # Scripts/cross-distro-check.sh: the Debian 13 root the previews are rendered in too
  git-lfs         # GitLFSModeTests: baselines in Git LFS, end to end against a local bare remote
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-dependencies: all ${#packages[@]} packages present" >&2
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "install-dependencies: missing ${missing[*]}, and not root without sudo" >&2
    exit 1
  fi
fi

echo "install-dependencies: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
