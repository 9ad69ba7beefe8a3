#!/usr/bin/env python3
"""Type-checks SwiftUI files against Kagami's DSL and groups the errors by missing API.

Run through Scripts/swiftui-compat.sh; Docs/swiftui-compat.md describes the rewrite, the error
classification and the first measurement (issue 33, item 5).
"""

import argparse
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(SCRIPT_DIR, "swiftui-compat-fixtures")
PKG_CONFIG_PACKAGES = ["freetype2", "harfbuzz", "fribidi"]
MAX_MODULE_RETRIES = 8


def fail(message):
    print(f"swiftui-compat: {message}", file=sys.stderr)
    sys.exit(2)


# --- finding the modules and the C module maps ---------------------------------------------------


def package_root_of(path):
    """The nearest folder above `path` that holds a Package.swift."""
    path = os.path.realpath(path)
    while path != "/":
        if os.path.isfile(os.path.join(path, "Package.swift")):
            return path
        path = os.path.dirname(path)
    return None


def default_modules_dir():
    if os.environ.get("KAGAMI_MODULES"):
        return os.environ["KAGAMI_MODULES"]
    root = package_root_of(SCRIPT_DIR)
    return os.path.join(root, ".build", "debug", "Modules") if root else None


def compiler_flags(modules_dir, module_cache):
    """`-I` for the Swift modules, plus the clang flags the C modules under them need.

    SwiftPM passes each C target's module map with `-Xcc -fmodule-map-file=` (generated maps in
    `<build>/<Target>.build/module.modulemap`, hand-written ones in `Sources/<Target>/module.modulemap`),
    the C targets' `include` folders with `-Xcc -I`, and system libraries' `pkg-config --cflags`.
    """
    build_dir = os.path.dirname(os.path.realpath(modules_dir))
    # `-package-name`: files of a package declare `package` members, which need one to type-check.
    flags = ["-I", modules_dir, "-module-cache-path", module_cache, "-package-name", "SwiftUICompat"]
    maps = sorted(glob.glob(os.path.join(build_dir, "*.build", "module.modulemap")))
    root = package_root_of(build_dir)
    if root:
        maps += sorted(glob.glob(os.path.join(root, "Sources", "*", "module.modulemap")))
        for include in sorted(glob.glob(os.path.join(root, "Sources", "C*", "include"))):
            flags += ["-Xcc", "-I" + include]
    for module_map in maps:
        flags += ["-Xcc", "-fmodule-map-file=" + module_map]
    # Macro plugins the build made (`KagamiPreviewMacros-tool` for `#Preview`), as SwiftPM loads them.
    for tool in sorted(glob.glob(os.path.join(build_dir, "*Macros-tool"))):
        if os.path.isfile(tool) and os.access(tool, os.X_OK):
            flags += ["-load-plugin-executable", tool + "#" + os.path.basename(tool)[: -len("-tool")]]
    try:
        cflags = subprocess.run(
            ["pkg-config", "--cflags"] + PKG_CONFIG_PACKAGES, capture_output=True, text=True, check=True
        ).stdout.split()
        for flag in cflags:
            flags += ["-Xcc", flag]
    except (OSError, subprocess.CalledProcessError):
        print("swiftui-compat: pkg-config gave no flags for " + " ".join(PKG_CONFIG_PACKAGES), file=sys.stderr)
    return flags


# --- rewriting a SwiftUI file ------------------------------------------------------------------------

IMPORT_SWIFTUI = re.compile(r"^([ \t]*)(@preconcurrency\s+)?(@_exported\s+)?import\s+(struct\s+|class\s+|enum\s+)?SwiftUI\b.*$", re.M)
IMPORTS_SWIFTUI = re.compile(r"^\s*(@\w+\s+)*import\s+(\w+\s+)?SwiftUI\b", re.M)


def imports_swiftui(text):
    return bool(IMPORTS_SWIFTUI.search(text))


def rewrite(text, module):
    """`import SwiftUI` becomes `import <module>` (plus Foundation, which Kagami does not re-export);
    `canImport(SwiftUI)` becomes `canImport(<module>)`, so `#if canImport(SwiftUI)` blocks stay in.
    Every other platform condition (`os(iOS)`, `canImport(UIKit)`) is left as the Linux compiler
    sees it. Line numbers are kept: the replacement stays on the import's line."""
    text = IMPORT_SWIFTUI.sub(lambda m: f"{m.group(1)}import {module}; import Foundation", text)
    text = re.sub(r"canImport\(\s*SwiftUI\s*\)", f"canImport({module})", text)
    return text


def comment_out_import(text, module):
    return re.sub(
        r"^([ \t]*(@\w+\s+)*import\s+(\w+\s+)?%s\b)" % re.escape(module),
        lambda m: "// [swiftui-compat: no such module] " + m.group(1),
        text,
        flags=re.M,
    )


# --- classifying diagnostics -------------------------------------------------------------------------

DIAGNOSTIC = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def type_name(raw):
    """`some View` → `View`, `VStack<TupleView<…>>` → `VStack`, `Font?` → `Font`,
    `KagamiLayout.Text` → `Text`, `Color.Type` → `Color`."""
    name = raw.strip()
    name = re.sub(r"^(some|any|inout)\s+", "", name)
    name = re.sub(r"<.*>", "", name)
    name = name.rstrip("?!")
    name = re.sub(r"\.Type$", "", name)
    if name.startswith("(") or name.startswith("["):
        return name
    parts = name.split(".")
    if len(parts) > 1 and parts[0].startswith("Kagami"):
        parts = parts[1:]
    return ".".join(parts)


def callee_at(lines, line, col):
    """The name called at an argument position: scans back from (line, col) to the unclosed `(`
    and returns the identifier (with a dotted prefix) before it, e.g. `Image` or `.font`."""
    if not (1 <= line <= len(lines)):
        return None
    text = "\n".join(lines[max(0, line - 6) : line - 1] + [lines[line - 1][: max(0, col - 1)]])
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in ")]}":
            depth += 1
        elif char in "([{":
            if depth == 0:
                if char != "(":
                    return None
                match = re.search(r"([A-Za-z_][\w.]*)\s*$", text[:index])
                return match.group(1) if match else None
            depth -= 1
    return None


def callee_before(lines, line, col):
    """The identifier that starts at (line, col), with what follows up to `(`: `Image`, `.font`."""
    if not (1 <= line <= len(lines)):
        return None
    rest = lines[line - 1][max(0, col - 1) :]
    match = re.match(r"\.?[A-Za-z_][\w.]*", rest)
    return match.group(0) if match else None


def call_labels(lines, line, col):
    """`Image(systemName:)` for a call that starts at (line, col): the callee and its argument labels."""
    callee = callee_before(lines, line, col)
    if not callee:
        return None
    text = "\n".join([lines[line - 1][col - 1 :]] + lines[line : line + 8])
    start = text.find("(", len(callee))
    if start < 0 or text[len(callee) : start].strip():
        return callee
    labels, depth, index, token_start = [], 0, start + 1, start + 1
    while index < len(text):
        char = text[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif char == '"':
            end = text.find('"', index + 1)
            index = end if end > 0 else index
        elif char == "," and depth == 0:
            token_start = index + 1
        elif char == ":" and depth == 0:
            label = text[token_start:index].strip()
            if re.fullmatch(r"[A-Za-z_]\w*", label):
                labels.append(label)
        index += 1
    if not labels:
        return callee
    return f"{callee}({''.join(label + ':' for label in labels)})"


def normalize(message):
    message = re.sub(r"'[^']*'", lambda m: "'" + type_name(m.group(0)[1:-1]) + "'", message)
    message = re.sub(r"\b\d+\b", "N", message)
    return message


# Messages whose key comes from the message alone (no look at the source line), in match order.
PLAIN_KEYS = [
    (r"no such module '([^']+)'", lambda m: "module " + m.group(1)),
    (r"cannot find (?:type )?'([^']+)' in scope", lambda m: m.group(1)),
    (r"unknown attribute '([^']+)'", lambda m: "@" + m.group(1)),
    (r"no macro named '([^']+)'", lambda m: "#" + m.group(1)),
    (
        r"(?:value of type|type|static property|instance member|enum case) '(.+?)' has no (?:dynamic )?member '([^']+)'",
        lambda m: type_name(m.group(1)) + "." + m.group(2),
    ),
    (r"cannot infer contextual base in reference to member '([^']+)'", lambda m: "." + m.group(1)),
    (r"reference to member '([^']+)' cannot be resolved without a contextual type", lambda m: "." + m.group(1)),
    (r"module '([^']+)' has no member named '([^']+)'", lambda m: m.group(2)),
    (r"type '(.+?)' does not conform to protocol '([^']+)'", lambda m: f"{type_name(m.group(1))}: {m.group(2)}"),
    (r"'(\w+)' is unavailable", lambda m: m.group(1) + " (unavailable)"),
]


def classify(message, lines, line, col):
    message = re.sub(r"\s*\[#\w+\]$", "", message)
    if message.startswith("failed to produce diagnostic for expression"):
        return "(compiler: failed to produce diagnostic)"
    for pattern, key in PLAIN_KEYS:
        m = re.match(pattern, message)
        if m:
            return key(m)
    m = re.match(r"extraneous argument labels? '([^']+)' in call", message)
    if m:
        callee = callee_at(lines, line, col) or callee_before(lines, line, col)
        return f"{callee}({m.group(1)})" if callee else normalize(message)
    m = re.match(r"extra arguments? (?:at positions? [#\d, ]+ )?in call", message)
    if m:
        callee = callee_at(lines, line, col)
        return f"{callee}(…) extra argument" if callee else normalize(message)
    m = re.match(r"extra argument '([^']+)' in call", message)
    if m:
        callee = callee_at(lines, line, col)
        return f"{callee}({m.group(1)}:)" if callee else f"extra argument '{m.group(1)}'"
    m = re.match(r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)", message)
    if m:
        callee = callee_at(lines, line, col) or callee_before(lines, line, col)
        return f"{callee}({m.group(1)})" if callee else normalize(message)
    m = re.match(r"missing arguments? for parameters? (.*) in call", message)
    if m:
        callee = callee_at(lines, line, col) or callee_before(lines, line, col)
        return f"{callee}(…) missing argument" if callee else normalize(message)
    m = re.match(r"no exact matches in (?:call to )?(initializer|instance method|static method|global function|call)(?: '([^']+)')?", message)
    if m:
        if m.group(2):
            return f"{m.group(2)} (no matching overload)"
        call = call_labels(lines, line, col)
        return f"{call} (no matching overload)" if call else normalize(message)
    return normalize(message)


def parse_errors(output, main_path, stub_path, lines_by_path):
    errors = []
    for m in DIAGNOSTIC.finditer(output):
        path = m.group("file")
        where = "main" if os.path.basename(path) == os.path.basename(main_path) else (
            "stubs" if stub_path and os.path.basename(path) == os.path.basename(stub_path) else "other"
        )
        line, col = int(m.group("line")), int(m.group("col"))
        message = m.group("message").strip()
        key = classify(message, lines_by_path.get(where, []), line, col)
        errors.append({"where": where, "line": line, "column": col, "message": message, "key": key})
    # Errors with no file (`<unknown>:0: error: …`) or of the driver.
    for line in output.splitlines():
        if line.startswith("error: ") or line.startswith("<unknown>:0: error: "):
            message = line.split("error: ", 1)[1].strip()
            errors.append({"where": "driver", "line": 0, "column": 0, "message": message, "key": classify(message, [], 0, 0)})
    return errors


# --- checking one file --------------------------------------------------------------------------------


def check_file(path, args, flags, workdir):
    with open(path, encoding="utf-8", errors="replace") as handle:
        original = handle.read()
    stub_source = path[: -len(".swift")] + ".stubs.swift"
    has_stubs = os.path.isfile(stub_source)
    text = rewrite(original, args.module)
    stub_text = None
    if has_stubs:
        with open(stub_source, encoding="utf-8", errors="replace") as handle:
            stub_text = rewrite(handle.read(), args.module)
    base = os.path.basename(path)
    main_copy = os.path.join(workdir, base)
    stub_copy = os.path.join(workdir, base[: -len(".swift")] + ".stubs.swift") if has_stubs else None
    # `// swiftui-compat: provides Backend, Kingfisher` in the stubs: the stubs stand in for those
    # modules (the app's own or third-party), so their imports are dropped and not counted.
    for match in re.finditer(r"^//\s*swiftui-compat:\s*provides\s+(.+)$", stub_text or "", re.M):
        for name in re.split(r"[,\s]+", match.group(1).strip()):
            if name:
                text = comment_out_import(text, name)
    missing_modules = []
    elapsed = 0.0
    timed_out = False
    errors = []
    for _ in range(MAX_MODULE_RETRIES):
        with open(main_copy, "w", encoding="utf-8") as handle:
            handle.write(text)
        sources = [main_copy]
        if has_stubs:
            with open(stub_copy, "w", encoding="utf-8") as handle:
                handle.write(stub_text)
            sources.append(stub_copy)
        # `-D DEBUG`: as a debug build, so `#if DEBUG` blocks (previews, often) are checked too.
        command = ["swiftc", "-typecheck", "-swift-version", args.swift_version, "-diagnostic-style", "llvm", "-D", "DEBUG"]
        command += flags + sources
        start = time.monotonic()
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout, cwd=workdir)
            output = result.stdout + result.stderr
        except subprocess.TimeoutExpired:
            elapsed += time.monotonic() - start
            timed_out = True
            break
        elapsed += time.monotonic() - start
        errors = parse_errors(
            output, main_copy, stub_copy, {"main": text.splitlines(), "stubs": (stub_text or "").splitlines()}
        )
        # A missing module stops the compiler before type-checking: note it, drop that import, and
        # check again so the rest of the file is measured too.
        new_modules = sorted({e["key"][len("module ") :] for e in errors if e["key"].startswith("module ")})
        new_modules = [name for name in new_modules if name not in missing_modules]
        if not new_modules:
            break
        missing_modules += new_modules
        for name in new_modules:
            text = comment_out_import(text, name)
            if stub_text is not None:
                stub_text = comment_out_import(stub_text, name)
    main_errors = [e for e in errors if e["where"] in ("main", "driver") and not e["key"].startswith("module ")]
    for name in missing_modules:
        main_errors.insert(0, {"where": "main", "line": 0, "column": 0, "message": f"no such module '{name}'", "key": "module " + name})
    if timed_out:
        main_errors.append({"where": "main", "line": 0, "column": 0, "message": f"timed out after {args.timeout} s", "key": "(timeout)"})
    stub_errors = [e for e in errors if e["where"] in ("stubs", "other")]
    keys = {}
    for e in main_errors:
        keys[e["key"]] = keys.get(e["key"], 0) + 1
    return {
        "file": os.path.relpath(path, args.dir),
        "lines": len(original.splitlines()),
        "stubs": os.path.relpath(stub_source, args.dir) if has_stubs else None,
        "ok": not main_errors and not timed_out,
        "timed_out": timed_out,
        "seconds": round(elapsed, 2),
        "errors": len(main_errors),
        "keys": keys,
        "stub_errors": len(stub_errors),
        "diagnostics": main_errors + stub_errors,
    }


def find_files(directory):
    found = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.startswith(".build"))
        for name in sorted(files):
            if not name.endswith(".swift") or name.endswith(".stubs.swift"):
                continue
            path = os.path.join(root, name)
            try:
                with open(path, encoding="utf-8", errors="replace") as handle:
                    if imports_swiftui(handle.read()):
                        found.append(path)
            except OSError:
                continue
    return found


def summarize(results):
    keys = {}
    for result in results:
        for key, count in result["keys"].items():
            entry = keys.setdefault(key, {"key": key, "files": 0, "errors": 0})
            entry["files"] += 1
            entry["errors"] += count
    table = sorted(keys.values(), key=lambda e: (-e["files"], -e["errors"], e["key"]))
    error_counts = [r["errors"] for r in results]
    seconds = [r["seconds"] for r in results]
    return {
        "files": len(results),
        "lines": sum(r["lines"] for r in results),
        "type_check": sum(1 for r in results if r["ok"]),
        "errors": sum(error_counts),
        "median_errors": statistics.median(error_counts) if results else 0,
        "median_seconds": round(statistics.median(seconds), 2) if results else 0,
        "max_seconds": max(seconds) if results else 0,
        "stub_errors": sum(r["stub_errors"] for r in results),
        "timed_out": sum(1 for r in results if r["timed_out"]),
        "missing_apis": table,
    }


def print_report(results, summary, top):
    for result in results:
        status = "OK  " if result["ok"] else "FAIL"
        stubs = "" if result["stub_errors"] == 0 else f"  [{result['stub_errors']} errors in stubs]"
        print(f"{status} {result['file']}  ({result['lines']} lines, {result['seconds']:.2f} s, {result['errors']} errors){stubs}")
        for key, count in sorted(result["keys"].items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"       {count:3d}  {key}")
    print()
    print(f"Missing APIs by number of files (top {top} of {len(summary['missing_apis'])}):")
    print("| missing API | files | errors |")
    print("| --- | ---: | ---: |")
    for entry in summary["missing_apis"][:top]:
        print(f"| `{entry['key']}` | {entry['files']} | {entry['errors']} |")
    print()
    print(
        f"files: {summary['files']}, lines: {summary['lines']}, type-check: {summary['type_check']} of {summary['files']}, "
        f"errors: {summary['errors']}, median errors per file: {summary['median_errors']}, "
        f"median seconds per file: {summary['median_seconds']} (max {summary['max_seconds']}), "
        f"errors in stubs: {summary['stub_errors']}, timed out: {summary['timed_out']}"
    )


def run(args):
    if not os.path.isdir(args.dir):
        fail(f"no folder {args.dir!r}")
    modules = args.modules or default_modules_dir()
    if not modules or not os.path.isdir(modules):
        fail(
            f"no modules folder {modules!r}: build Kagami first (`swift build`) or pass "
            "--modules <package>/.build/debug/Modules"
        )
    if not os.path.exists(os.path.join(modules, args.module + ".swiftmodule")):
        fail(f"{modules} has no {args.module}.swiftmodule")
    if shutil.which("swiftc") is None:
        fail("no swiftc on PATH")
    files = find_files(args.dir)
    if not files:
        fail(f"no .swift file under {args.dir} imports SwiftUI")
    cache = os.path.join(tempfile.gettempdir(), "swiftui-compat-module-cache")
    flags = compiler_flags(modules, cache)
    results = []
    with tempfile.TemporaryDirectory(prefix="swiftui-compat-") as scratch:
        for index, path in enumerate(files):
            workdir = os.path.join(scratch, str(index))
            os.makedirs(workdir)
            if not args.quiet:
                print(f"[{index + 1}/{len(files)}] {os.path.relpath(path, args.dir)}", file=sys.stderr)
            results.append(check_file(path, args, flags, workdir))
    summary = summarize(results)
    return results, summary, modules


def self_test(args):
    """Checks each fixture's keys against its `NAME.expected` (one key a line, `OK` for none)."""
    args.dir = FIXTURES
    args.quiet = True
    results, _, _ = run(args)
    failures = 0
    for result in results:
        expected_path = os.path.join(FIXTURES, result["file"][: -len(".swift")] + ".expected")
        with open(expected_path, encoding="utf-8") as handle:
            expected = sorted(line.strip() for line in handle if line.strip())
        got = sorted(result["keys"]) if result["keys"] else ["OK"]
        if got != expected or result["stub_errors"]:
            failures += 1
            print(f"MISMATCH {result['file']}\n  expected: {expected}\n  got:      {got}  (stub errors: {result['stub_errors']})")
            for d in result["diagnostics"]:
                print(f"    {d['where']}:{d['line']}:{d['column']}: {d['message']}  → {d['key']}")
        else:
            print(f"ok {result['file']}: {', '.join(got)}")
    print(f"self-test: {len(results) - failures} of {len(results)} fixtures as expected")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(prog="swiftui-compat.sh", description=__doc__)
    parser.add_argument("dir", nargs="?", help="folder of SwiftUI files (NAME.stubs.swift beside NAME.swift)")
    parser.add_argument("--module", default="SwiftUI", help="the module `import SwiftUI` becomes (default: Kagami's SwiftUI)")
    parser.add_argument("--modules", help="SwiftPM's Modules folder (default: this package's .build/debug/Modules)")
    parser.add_argument("--json", help="also write the results to this JSON file")
    parser.add_argument("--swift-version", default="5", choices=["5", "6"], help="language mode (default 5)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds before one file is given up")
    parser.add_argument("--top", type=int, default=30, help="rows of the missing-API table")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--self-test", action="store_true", help="check the fixtures' expected keys")
    args = parser.parse_args()
    if args.self_test:
        sys.exit(self_test(args))
    if not args.dir:
        parser.print_usage(sys.stderr)
        fail("no DIR given")
    results, summary, modules = run(args)
    print_report(results, summary, args.top)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(
                {"module": args.module, "modules": modules, "swift_version": args.swift_version,
                 "summary": summary, "files": results},
                handle, indent=2, ensure_ascii=False,
            )
            handle.write("\n")
    sys.exit(0)


if __name__ == "__main__":
    main()
