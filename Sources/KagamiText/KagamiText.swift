// KagamiText: fonts by path, HarfBuzz shaping, font fallback (Latin → Japanese → Arabic → Hebrew →
// colour emoji, per grapheme cluster where emoji may be), UAX #14 line breaking with strict kinsoku,
// the bidirectional algorithm (FriBidi), paragraph layout, measuring, and the FreeType glyph cache.
// Design rules: fonts come only from a directory with a fonts.json manifest whose SHA-256 hashes
// are checked at load (never fontconfig; the one system font, Noto Color Emoji, is pinned there by
// path and hash and opened on demand); HarfBuzz shapes at the font's design units (its own
// OpenType functions) and every position after that is integer 26.6 or quarter-pixel arithmetic;
// outline glyphs render unhinted (FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL) at
// one of four subpixel offsets, colour glyphs come unscaled from their strike and are scaled in
// integer arithmetic; only HarfBuzzFont.swift and HarfBuzzShaper.swift touch CHarfBuzz, only
// BidiParagraph.swift touches CFriBidi, and FreeType is reached through KagamiFreeType. A FontSet
// is not thread-safe: one per rendering context.
