// KagamiText: bundled fonts by path, HarfBuzz shaping, font fallback, line breaking, glyph
// rasterization and text measuring. (Work in progress: see issue 3.)
