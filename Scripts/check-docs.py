#!/usr/bin/env python3
"""Every public symbol of the adopter-facing modules has a doc comment; prints the count per module.

Usage: check-docs.py SYMBOL_GRAPH_DIR MODULE... [--counts]
Reads MODULE.symbols.json (and MODULE@Other.symbols.json, extensions of other modules' types) under
SYMBOL_GRAPH_DIR/MODULE/. A symbol counts as documented when it has its own doc comment; protocol
requirements' implementations that inherit theirs (no comment of their own, but a `sourceOrigin`)
count as documented, as DocC shows the requirement's.
"""
import json
import os
import sys


def symbols(directory, module):
    folder = os.path.join(directory, module)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        origins = {
            relation["source"]
            for relation in graph.get("relationships", [])
            if relation.get("sourceOrigin") is not None
        }
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            path = symbol["pathComponents"]
            if any(component.startswith("_") for component in path):
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            documented = bool(symbol.get("docComment", {}).get("lines")) or symbol["identifier"]["precise"] in origins
            yield symbol["identifier"]["precise"], ".".join(path), documented


def main():
    args = [arg for arg in sys.argv[1:] if arg != "--counts"]
    counts_only = "--counts" in sys.argv
    directory, modules = args[0], args[1:]
    missing = []
    print(f"{'module':<20} {'public':>7} {'undocumented':>13}")
    total = 0
    for module in modules:
        seen = {}
        for precise, name, documented in symbols(directory, module):
            seen[precise] = (name, seen.get(precise, (name, False))[1] or documented)
        undocumented = sorted(name for name, documented in seen.values() if not documented)
        missing += [f"{module}: {name}" for name in undocumented]
        total += len(seen)
        print(f"{module:<20} {len(seen):>7} {len(undocumented):>13}")
    print(f"{'in all':<20} {total:>7} {len(missing):>13}")
    if missing and not counts_only:
        print("check-docs: public symbols without a doc comment:", file=sys.stderr)
        for line in missing:
            print(f"  {line}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
