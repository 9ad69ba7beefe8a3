#!/usr/bin/env python3
"""One-time script: builds the bundled fonts (now Sources/KagamiText/Fonts/) from Debian's Noto packages.

- Noto Sans Regular/Bold (fonts-noto-core): copied unchanged.
- Noto Sans Arabic and Noto Sans Hebrew Regular/Bold (fonts-noto-core): copied unchanged (0.25 MB and
  27 KB each, every GSUB/GPOS table kept: Arabic joining forms, ligatures, marks), after the CJK fonts
  in the fallback order.
- Noto Sans CJK JP Regular/Bold (face 0 of fonts-noto-cjk's .ttc): subset with fontTools to
  ASCII, Latin-1, general punctuation, CJK symbols and punctuation, kana, full-width and
  half-width forms, and JIS X 0208 (rows 1-84, i.e. levels 1 and 2 plus non-kanji rows).
  Layout tables (kern, palt, vert, ...) are kept; hinting is dropped (Kagami never hints).
- Writes OFL licence files and fonts.json (family, weight, file, SHA-256, source package + version).

Needs fontTools (pip install fonttools); CI does not run this script, the output is committed.
Usage: python3 Scripts/subset-fonts.py [output-dir]
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Sources", "KagamiText", "Fonts")

LATIN = [
    ("Noto Sans", 400, "NotoSans-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"),
    ("Noto Sans", 700, "NotoSans-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"),
]
RIGHT_TO_LEFT = [
    ("Noto Sans Arabic", 400, "NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"),
    ("Noto Sans Arabic", 700, "NotoSansArabic-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf"),
    ("Noto Sans Hebrew", 400, "NotoSansHebrew-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"),
    ("Noto Sans Hebrew", 700, "NotoSansHebrew-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf"),
]
CJK = [
    ("Noto Sans CJK JP", 400, "NotoSansCJKjp-Regular-JIS.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    ("Noto Sans CJK JP", 700, "NotoSansCJKjp-Bold-JIS.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
]


def jis_x_0208():
    """Every character of JIS X 0208 rows 1-84, decoded through EUC-JP."""
    chars = set()
    for row in range(1, 85):
        for cell in range(1, 95):
            try:
                text = bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            chars.update(ord(c) for c in text)
    return chars


def cjk_unicodes():
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    chars |= set(range(0x2000, 0x2070))  # general punctuation (… ‥ ‘ ’ “ ” —)
    chars |= set(range(0x3000, 0x3100))  # CJK symbols and punctuation, hiragana, katakana
    chars |= set(range(0x31F0, 0x3200))  # katakana phonetic extensions (small kana)
    chars |= set(range(0xFF00, 0xFFF0))  # half-width and full-width forms
    chars |= {0x2190, 0x2191, 0x2192, 0x2193, 0x25A0, 0x25A1, 0x25CB, 0x25CF, 0x2605, 0x2606}
    return sorted(chars | jis_x_0208())


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def package_version(name):
    return subprocess.check_output(["dpkg-query", "-W", "-f=${Version}", name], text=True).strip()


OFL_HEADER = {
    "fonts-noto-core": "Copyright 2010, 2012-2020 Google Inc.; 2015-2020 Google LLC.",
    "fonts-noto-cjk": "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.",
}


def ofl_text(package):
    """The OFL 1.1 text from the Debian copyright file of `package`, de-indented."""
    lines = open(f"/usr/share/doc/{package}/copyright", encoding="utf-8").read().splitlines()
    # The stand-alone "License: SIL-1.1" paragraph (followed by indented text) carries the full text.
    starts = [i for i, l in enumerate(lines)
              if l.strip() in ("License: SIL-1.1", "License: OFL-1.1") and i + 1 < len(lines)
              and lines[i + 1].startswith(" ") and "OPEN FONT LICENSE" in "".join(lines[i + 1:i + 4])]
    if not starts:
        raise SystemExit(f"{package}: no OFL licence text in its copyright file")
    start = starts[0]
    body = []
    for line in lines[start + 1:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    return "\n".join(body) + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    entries = []
    for family, weight, file, source in LATIN:
        shutil.copyfile(source, os.path.join(OUT, file))
        entries.append((family, weight, file, "fonts-noto-core", source))
    unicodes = cjk_unicodes()
    for family, weight, file, source in CJK:
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.hinting = False
        options.font_number = 0
        font = TTFont(source, fontNumber=0, lazy=False)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        font.save(os.path.join(OUT, file))
        entries.append((family, weight, file, "fonts-noto-cjk", source + " (face 0)"))
    for family, weight, file, source in RIGHT_TO_LEFT:
        shutil.copyfile(source, os.path.join(OUT, file))
        entries.append((family, weight, file, "fonts-noto-core", source))
    fonts = []
    for family, weight, file, package, source in entries:
        fonts.append({
            "family": family,
            "weight": weight,
            "file": file,
            "sha256": sha256(os.path.join(OUT, file)),
            "sourcePackage": package,
            "sourceVersion": package_version(package),
            "sourceFile": source,
            "licence": "OFL-" + package + ".txt",
        })
    ofl = ofl_text("fonts-noto-cjk")
    for package, header in OFL_HEADER.items():
        with open(os.path.join(OUT, f"OFL-{package}.txt"), "w", encoding="utf-8") as handle:
            handle.write(header + "\n\nThis Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n" + ofl)
    with open(os.path.join(OUT, "fonts.json"), "w", encoding="utf-8") as handle:
        json.dump({"fonts": fonts, "subset": "JIS X 0208 rows 1-84, ASCII, Latin-1, punctuation, kana, full-width forms"},
                  handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    for font in fonts:
        size = os.path.getsize(os.path.join(OUT, font["file"]))
        print(f"{font['file']}: {size} bytes, sha256 {font['sha256']}")


if __name__ == "__main__":
    main()
