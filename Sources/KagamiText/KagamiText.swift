// KagamiText: bundled fonts by path, HarfBuzz shaping, font fallback (Latin → Japanese), UAX #14
// line breaking with strict kinsoku, paragraph layout, measuring, and the FreeType glyph cache.
// Design rules: fonts come only from a directory with a fonts.json manifest whose SHA-256 hashes
// are checked at load (never fontconfig or system fonts); HarfBuzz shapes at the font's design
// units (its own OpenType functions) and every position after that is integer 26.6 or quarter-pixel
// arithmetic; glyphs render unhinted (FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL)
// at one of four subpixel offsets; only HarfBuzzFont.swift and HarfBuzzShaper.swift touch
// CHarfBuzz, and FreeType is reached through KagamiFreeType. A FontSet is not thread-safe: one per
// rendering context.
