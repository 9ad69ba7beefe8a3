#!/usr/bin/env bash
# Proves that the same previews give the same pixels on Debian 12 (this machine) and Debian 13 (a
# root made with debootstrap from Debian's archive), with each side's own FreeType, HarfBuzz, FriBidi,
# libpng, ICU, libxml2, zlib, libdeflate, xxHash and OpenSSL (issue 35; Docs/cross-distro.md):
#   1. links the sample app's sandbox, RecipeApp, once, with the Swift runtime and Foundation inside
#      (-static-stdlib), from the objects `swift test` built; ICU is loaded at run time, so the one
#      binary runs on both sides;
#   2. renders every preview in every variant here (`RecipeApp render-all`);
#   3. makes a Debian 13 (trixie) root with `debootstrap --variant=minbase` and the libraries the
#      binary needs, or reuses the root named by KAGAMI_CROSS_DISTRO_ROOT (local iteration only);
#   4. renders the same previews inside it (chroot, /proc mounted), with the same binary, its resource
#      bundles (every font, the colour emoji font included, ships in KagamiText's) and the fixtures;
#   5. prints both sides' library versions (Debian's packages, and what the binary reports it loaded)
#      and compares every pixel hash.
# Exit status: 0 when every image has the same pixel hash on both sides; 1 when some differ (each is
# listed with `kagami diff`'s pixel counts, and the pairs are kept in .build/kagami/cross-distro/);
# 2 on any other failure: the build, a render, the archive not reachable, either side rendering
# nothing or a different set of images. It never passes without having rendered on both sides.
# Prints the time of each phase. Needs root (debootstrap, chroot, mount) and debootstrap
# (Scripts/install-dependencies.sh). Settings: KAGAMI_DEBIAN_MIRROR (default
# http://deb.debian.org/debian), KAGAMI_DEBOOTSTRAP_TIMEOUT (seconds, default 600),
# KAGAMI_CROSS_DISTRO_ROOT (a trixie root to reuse instead of making one; it must have the packages).
#
# `--prepare-in-background` starts making the Debian 13 root in .build-cross-distro/ and returns at
# once (the README's test command runs it before `swift test`, so the download, which waits on the
# network, overlaps the build). A later check waits for it (flock), renders in it and deletes it:
# a prepared root is used once, so it is never stale. A failed preparation fails that check with
# debootstrap's own lines, as making the root inline does. Without a preparation, the check makes
# the root itself.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

suite=trixie
mirror=${KAGAMI_DEBIAN_MIRROR:-http://deb.debian.org/debian}
debootstrap_timeout=${KAGAMI_DEBOOTSTRAP_TIMEOUT:-600}
# Debian 13's names for the libraries the static-stdlib binary needs (`readelf -d`: its NEEDED entries;
# libc6 comes with minbase). libcurl is FoundationNetworking's (the sample app's live HTTP client).
packages=(
  libfreetype6 libharfbuzz0b libfribidi0 libpng16-16t64 libicu76 libxml2 libdeflate0 libxxhash0
  libssl3t64 zlib1g libstdc++6 libgcc-s1 libcurl4t64
)
# The same libraries on either side, as dpkg-query patterns (Debian 13 renamed some for 64-bit time_t).
version_patterns=(
  libc6 libfreetype6 'libharfbuzz0b' libfribidi0 'libpng16-16*' 'libicu[0-9]*' libxml2 libdeflate0 libxxhash0
  'libssl3*' zlib1g 'libstdc++6' libgcc-s1 'libcurl4*'
)
# The environment both renders run in: nothing of the caller's leaks into either side.
clean_env=(env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8)

say() { echo "cross-distro-check: $*" >&2; }
# "  package version" for each installed package matching the patterns (`--root DIR`: inside DIR).
installed_versions() {
  local command=(dpkg-query)
  if [ "$1" = "--root" ]; then
    command=("$chroot" "$2" dpkg-query)
    shift 2
  fi
  "${command[@]}" -W -f='${db:Status-Abbrev} ${Package} ${Version}\n' "$@" 2>/dev/null \
    | awk '$1 == "ii" { print "  " $2 " " $3 }' || true
}
fail() {
  say "error: $*"
  exit 2
}

# Phase timing: `phase NAME` closes the running phase and opens NAME.
phase_names=()
phase_seconds=()
phase_name=""
phase_start=0
now() { date +%s.%N; }
phase() {
  local t
  t=$(now)
  if [ -n "$phase_name" ]; then
    phase_names+=("$phase_name")
    phase_seconds+=("$(awk -v a="$phase_start" -v b="$t" 'BEGIN { printf "%.1f", b - a }')")
  fi
  phase_name=$1
  phase_start=$t
  [ -z "$1" ] || say "— $1"
}
print_times() {
  phase ""
  local i total=0
  for i in "${!phase_names[@]}"; do
    printf 'cross-distro-check: %7.1f s  %s\n' "${phase_seconds[$i]}" "${phase_names[$i]}" >&2
    total=$(awk -v a="$total" -v b="${phase_seconds[$i]}" 'BEGIN { print a + b }')
  done
  printf 'cross-distro-check: %7.1f s  in all\n' "$total" >&2
}

prepared=$repo/.build-cross-distro
debootstrap_include() { local IFS=,; echo "${packages[*]}"; }
# debootstrap into $1, its output into $2; prints nothing, returns debootstrap's (or timeout's) status.
run_debootstrap() {
  local status=0
  timeout "$debootstrap_timeout" debootstrap --variant=minbase --include="$(debootstrap_include)" \
    "$suite" "$1" "$mirror" >"$2" 2>&1 || status=$?
  return "$status"
}
# Fails the check with debootstrap's last lines and what its status means.
debootstrap_failed() {
  local status=$1 log=$2
  tail -n 15 "$log" | sed 's/^/  debootstrap: /' >&2
  if [ "$status" -eq 124 ]; then
    fail "debootstrap did not finish in ${debootstrap_timeout} s: Debian's package archive $mirror could not be reached in time (KAGAMI_DEBOOTSTRAP_TIMEOUT); nothing was rendered on Debian 13, so nothing is proven"
  elif grep -qE "Failed getting release file|Couldn't download|Failure trying to run|Unable to resolve|Connection refused|unable to fetch|Couldn't get|Temporary failure in name resolution" "$log"; then
    fail "debootstrap could not reach Debian's package archive $mirror (above); nothing was rendered on Debian 13, so nothing is proven"
  else
    fail "debootstrap failed with status $status (above); nothing was rendered on Debian 13, so nothing is proven"
  fi
}
# Unmounts whatever a killed debootstrap left mounted under $1.
unmount_under() {
  local target
  while read -r target; do
    umount "$target" 2>/dev/null || umount -l "$target" 2>/dev/null || true
  done < <(findmnt -rn -o TARGET | grep -F "$1/" | sort -r)
}

case "${1:-}" in
  --prepare-in-background)
    [ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap, chroot and mount)"
    command -v debootstrap >/dev/null 2>&1 \
      || fail "debootstrap is not installed: run bash Scripts/install-dependencies.sh"
    mkdir -p "$prepared"
    if ! flock -n "$prepared/lock" true; then
      say "a Debian 13 root is already being made in $prepared"
      exit 0
    fi
    unmount_under "$prepared"
    rm -rf "$prepared/root" "$prepared/status"
    # setsid: the preparation outlives this script and is not stopped by the terminal's signals.
    setsid bash "$repo/Scripts/cross-distro-check.sh" --prepare </dev/null >"$prepared/prepare.log" 2>&1 &
    # Returns once the preparation holds the lock, so a check started right after waits for it.
    for _ in $(seq 1 100); do
      [ -e "$prepared/started" ] && break
      sleep 0.05
    done
    say "making the Debian 13 ($suite) root in the background in $prepared (log: $prepared/debootstrap.log)"
    exit 0
    ;;
  --prepare)
    exec 9>"$prepared/lock"
    flock 9
    touch "$prepared/started"
    status=0
    run_debootstrap "$prepared/root" "$prepared/debootstrap.log" || status=$?
    echo "$status" >"$prepared/status"
    rm -f "$prepared/started"
    exit "$status"
    ;;
  "") ;;
  *) fail "unknown argument '$1' (usage: bash Scripts/cross-distro-check.sh [--prepare-in-background])" ;;
esac

[ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap, chroot and mount)"
chroot=$(command -v chroot) || fail "no chroot command"

work=$(mktemp -d "${TMPDIR:-/tmp}/kagami-cross-distro.XXXXXX")
root=""
reused_root=""
consumed_root=""  # a root prepared in the background: used once, deleted at the end
mounts=()
root_files=()  # what this script put into a reused root, removed again at the end

cleanup() {
  local status=$? i target
  trap - EXIT INT TERM
  print_times
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null \
      || say "warning: could not unmount ${mounts[$i]}"
  done
  # debootstrap mounts /proc and /sys inside its target while it works; a killed run may leave them.
  unmount_under "$work"
  if findmnt -rn -o TARGET | grep -qF "$work/"; then
    say "warning: something is still mounted under $work; left it in place"
  else
    rm -rf "$work"
  fi
  if [ -n "$reused_root" ]; then
    for target in "${root_files[@]}"; do rm -rf "$target"; done
  fi
  if [ -n "$consumed_root" ]; then
    unmount_under "$consumed_root"
    if findmnt -rn -o TARGET | grep -qF "$consumed_root/"; then
      say "warning: something is still mounted under $consumed_root; left it in place"
    else
      rm -rf "$consumed_root"
    fi
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# 1. The sandbox, linked once with the Swift runtime and Foundation inside (-static-stdlib), from the
#    objects `swift test` compiled. `swift build --product RecipeApp --static-swift-stdlib` would only
#    relink too, but SwiftPM 6.3 does not pass the libraries Foundation's static archives need
#    (SwiftPM issue 10564: "undefined reference" to _FoundationCollections, swift_u… and _CFXML…
#    symbols), and its -Xlinker flags reach every link of the build, host tools included, where they
#    fail. So this takes SwiftPM's own link command of RecipeApp from its build manifest
#    (.build/debug.yaml), writes the binary to the work folder instead (the build folder keeps its
#    normal RecipeApp) and adds -static-stdlib and those libraries, in dependency order; libxml2 and
#    libcurl (FoundationXML's and FoundationNetworking's) by soname, so no -dev package is needed.
#    The objects come from the build `swift test` makes (`--build-tests`): after `swift test` it compiles
#    nothing, but SwiftPM still relinks the resolver plugin's host tool and reruns the plugin (12-18 s;
#    `--product RecipeApp` costs the same). It makes sure the binary is the sources' own.
phase "swift build --build-tests (compiles nothing after swift test)"
swift build --build-tests >&2 || fail "swift build --build-tests failed"
bin_dir=$(swift build --show-bin-path)
phase "link RecipeApp with -static-stdlib"
kagami=$bin_dir/kagami
manifest=$repo/.build/debug.yaml
[ -f "$manifest" ] || fail "no $manifest: this script reads RecipeApp's link command from SwiftPM's build manifest"
mkdir -p "$work/bin"
binary=$work/bin/RecipeApp
python3 - "$manifest" "$binary" <<'PYTHON' >&2 || fail "linking RecipeApp with -static-stdlib failed (above)"
import json, subprocess, sys

manifest, output = sys.argv[1], sys.argv[2]
lines = open(manifest, encoding="utf-8").read().split("\n")
starts = [i for i, line in enumerate(lines) if line.startswith('  "C.RecipeApp-') and line.endswith('.exe":')]
if len(starts) != 1:
    sys.exit(f"{manifest}: {len(starts)} link commands of RecipeApp, one expected")
args = None
for line in lines[starts[0] + 1:]:
    if not line.startswith("    "):
        break
    if line.strip().startswith("args: "):
        args = json.loads(line.strip()[len("args: "):])
if not args or "-o" not in args or "-emit-executable" not in args:
    sys.exit(f"{manifest}: no usable link command for RecipeApp")
args[args.index("-o") + 1] = output
args.append("-static-stdlib")
for library in [
    "FoundationXML", "FoundationNetworking", "Foundation", "FoundationInternationalization",
    "FoundationEssentials", "CoreFoundation", "_CFXMLInterface", "_CFURLSessionInterface", "_FoundationICU",
    "_FoundationCollections", "_FoundationCShims", "swiftSynchronization", ":libxml2.so.2", ":libcurl.so.4",
    "stdc++",
]:
    args += ["-Xlinker", "-l" + library]
sys.exit(subprocess.call(args))
PYTHON
[ -x "$binary" ] || fail "no $binary after the link"
# Bundle.module looks next to the executable first: the resource bundles (fonts, icons) go with it;
# the test targets' bundles stay behind.
for bundle in "$bin_dir"/*.resources; do
  case "$bundle" in *Tests.resources) continue ;; esac
  if [ -d "$bundle" ]; then cp -R "$bundle" "$work/bin/"; fi
done
[ -d "$work/bin/Kagami_KagamiText.resources" ] || fail "no Kagami_KagamiText.resources (the bundled fonts) in $bin_dir"
if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime' >&2; then
  fail "$binary still loads the Swift runtime from the toolchain (above): the static-stdlib link did not happen"
fi
# ICU's soname carries its version (libicuuc.so.72 here, .76 on Debian 13): the binary itself must not
# name it. (Debian 12's libxml2 does, so ldd shows libicuuc.so.72 here; Debian 13's does not.)
if readelf -d "$binary" | grep 'NEEDED.*libicu' >&2; then
  fail "$binary links ICU (above); CICU must load it at run time (dlopen), or the binary cannot run on Debian 13"
fi

# 2. This machine.
phase "render on this machine ($(. /etc/os-release && echo "$PRETTY_NAME"))"
"${clean_env[@]}" KAGAMI_FIXTURES="$repo/Fixtures" "$binary" render-all --out "$work/host" >&2 \
  || fail "render-all failed on this machine"

# 3. The Debian 13 root.
if [ -n "${KAGAMI_CROSS_DISTRO_ROOT:-}" ]; then
  phase "reuse the Debian 13 root $KAGAMI_CROSS_DISTRO_ROOT"
  root=$(cd "$KAGAMI_CROSS_DISTRO_ROOT" && pwd) || fail "KAGAMI_CROSS_DISTRO_ROOT=$KAGAMI_CROSS_DISTRO_ROOT is not a folder"
  reused_root=$root
  [ -x "$root/usr/bin/dpkg-query" ] || fail "$root is not a Debian root (no usr/bin/dpkg-query)"
else
  if [ -e "$prepared/lock" ] && { [ -e "$prepared/started" ] || [ -e "$prepared/status" ]; }; then
    phase "wait for the Debian 13 root made in the background ($prepared)"
    flock -w "$debootstrap_timeout" "$prepared/lock" true \
      || fail "the background preparation of the Debian 13 root in $prepared did not finish in ${debootstrap_timeout} s"
    if [ -e "$prepared/status" ]; then
      status=$(cat "$prepared/status")
      rm -f "$prepared/status"
      consumed_root=$prepared/root  # deleted at the end, also when the preparation failed
      [ "$status" -eq 0 ] || debootstrap_failed "$status" "$prepared/debootstrap.log"
      root=$consumed_root
      cp "$prepared/debootstrap.log" "$work/debootstrap.log"
    else
      say "the background preparation in $prepared was stopped before it finished; making the root here"
      rm -f "$prepared/started"
    fi
  fi
  if [ -z "$root" ]; then
    phase "debootstrap Debian 13 ($suite) from $mirror"
    command -v debootstrap >/dev/null 2>&1 \
      || fail "debootstrap is not installed: run bash Scripts/install-dependencies.sh"
    root=$work/root
    status=0
    run_debootstrap "$root" "$work/debootstrap.log" || status=$?
    [ "$status" -eq 0 ] || debootstrap_failed "$status" "$work/debootstrap.log"
  fi
  say "Debian 13 root: $(du -sh "$root" | cut -f1), $(grep -c '^I: Retrieving .* [0-9]' "$work/debootstrap.log" || true) packages retrieved"
fi

# 4. The same binary, its resource bundles (the fonts) and the fixtures, inside the root: no font of
#    either distribution is read.
phase "render inside Debian 13"
inside=/kagami-cross-distro
[ ! -e "$root$inside" ] || rm -rf "${root:?}$inside"
mkdir -p "$root$inside"
root_files+=("$root$inside")
cp -R "$work/bin/." "$root$inside/"
cp -R "$repo/Fixtures" "$root$inside/Fixtures"
mount -t proc proc "$root/proc"
mounts+=("$root/proc")
if "$chroot" "$root" ldd "$inside/RecipeApp" | grep 'not found' >&2; then
  fail "the binary misses libraries inside the Debian 13 root (above)"
fi
"${clean_env[@]}" KAGAMI_FIXTURES="$inside/Fixtures" "$chroot" "$root" "$inside/RecipeApp" render-all \
  --out "$inside/out" >&2 || fail "render-all failed inside the Debian 13 root"

# 5. Versions and hashes.
phase "compare"
echo "== Debian 12 (this machine): $(cat /etc/debian_version)"
installed_versions "${version_patterns[@]}"
"${clean_env[@]}" "$binary" versions | sed 's/^/  RecipeApp: /'
echo "== Debian 13 (debootstrap root): $(cat "$root/etc/debian_version")"
installed_versions --root "$root" "${version_patterns[@]}"
"${clean_env[@]}" "$chroot" "$root" "$inside/RecipeApp" versions | sed 's/^/  RecipeApp: /'

host_hashes=$work/host/hashes.txt
root_hashes=$root$inside/out/hashes.txt
[ -s "$host_hashes" ] || fail "this machine rendered nothing (no $host_hashes)"
[ -s "$root_hashes" ] || fail "Debian 13 rendered nothing (no hashes.txt)"
host_count=$(wc -l <"$host_hashes")
root_count=$(wc -l <"$root_hashes")
# Lines are "<hash>  <path>" (the path may hold spaces): one line per image that is not the same on
# both sides, as "differ|only-here|only-there<TAB>path".
awk '
  { split_at = index($0, "  "); hash = substr($0, 1, split_at - 1); path = substr($0, split_at + 2) }
  FNR == NR { here[path] = hash; next }
  { there[path] = hash }
  !(path in here) { print "only-there\t" path; next }
  here[path] != hash { print "differ\t" path }
  END { for (path in here) if (!(path in there)) print "only-here\t" path }
' "$host_hashes" "$root_hashes" | LC_ALL=C sort >"$work/mismatches"
if grep -q '^only-' "$work/mismatches"; then
  grep '^only-' "$work/mismatches" | sed 's/^only-here/  only on Debian 12:/; s/^only-there/  only on Debian 13:/' | head -n 40 >&2
  fail "the two sides rendered different sets of images ($host_count here, $root_count on Debian 13)"
fi
differing=()
while read -r path; do
  differing+=("$path")
done < <(sed -n 's/^differ\t//p' "$work/mismatches")
if [ ${#differing[@]} -gt 0 ]; then
  artifacts=$repo/.build/kagami/cross-distro
  rm -rf "$artifacts"
  echo "== ${#differing[@]} of $host_count images differ between Debian 12 and Debian 13:"
  for path in "${differing[@]}"; do
    mkdir -p "$artifacts/$(dirname "$path")"
    base=$artifacts/${path%.png}
    cp "$work/host/$path" "$base.debian12.png"
    cp "$root$inside/out/$path" "$base.debian13.png"
    summary=$("$kagami" diff "$base.debian12.png" "$base.debian13.png" -o "$base.diff.png" 2>&1 || true)
    echo "  $path: $(echo "$summary" | tr '\n' ' ')"
  done
  echo "  (the pairs and their diff images are in $artifacts)"
  say "FAILED: ${#differing[@]} of $host_count images have different pixels on Debian 13"
  exit 1
fi
echo "== all $host_count images have the same pixel hash on Debian 12 and Debian 13"
