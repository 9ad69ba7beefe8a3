// CDiff: KagamiDiff's per-pixel loops in C: pixelmatch 7.2's kernel (colour metric, anti-aliasing
// detector, grey background), the exact change scan and the marks of changes below the threshold.
// Design rules: every function is the Swift it replaced written out operation for operation, so the
// counts and diff images equal pixelmatch's bit for bit (the conformance fixtures are the test);
// floating-point expressions keep pixelmatch's order and are never contracted into fused
// multiply-adds; C here only because SwiftPM compiles debug builds without optimization, where the
// Swift loops made a failing check ten times a passing one. Pixels are RGBA8, rows `width * 4` bytes.
#ifndef KAGAMI_CDIFF_H
#define KAGAMI_CDIFF_H

#include <stdint.h>

// An opaque colour of a diff image.
typedef struct {
  uint8_t red;
  uint8_t green;
  uint8_t blue;
} cdiff_color;

// pixelmatch's options, as KagamiDiff's `DiffOptions`; `max_delta` is 35215 × threshold².
typedef struct {
  double max_delta;
  double alpha;
  int32_t include_aa;
  int32_t diff_mask;
  int32_t checkerboard;
  cdiff_color aa_color;
  cdiff_color diff_color;
  cdiff_color diff_color_alt;
} cdiff_pixelmatch_options;

// A rectangle of pixels: columns [x, x + width), rows [y, y + height).
typedef struct {
  int64_t x;
  int64_t y;
  int64_t width;
  int64_t height;
} cdiff_rect;

// Counts the mismatched pixels inside `region` of two `width` × `height` images and, when `output`
// is not NULL, draws pixelmatch's diff image of that region into it (`region.width` ×
// `region.height` pixels; every byte, or only marks when `diff_mask`). The anti-aliasing detector
// reads neighbours outside the region, so a region holding every changed pixel counts and marks
// exactly what the whole image would.
int64_t cdiff_pixelmatch(const uint8_t *first, const uint8_t *second, int64_t width, int64_t height,
                         const cdiff_pixelmatch_options *options, cdiff_rect region, uint8_t *output);

// The exact change between two images: changed pixels, the largest channel difference, and the
// bounds of every changed pixel (`max_x` = -1 when nothing changed).
typedef struct {
  int64_t changed_pixels;
  int64_t max_channel_difference;
  int64_t min_x;
  int64_t min_y;
  int64_t max_x;
  int64_t max_y;
} cdiff_change;

// Scans two images of one size for `cdiff_change`.
cdiff_change cdiff_scan(const uint8_t *first, const uint8_t *second, int64_t width, int64_t height);

// Paints `color` on every pixel inside `within` that differs between `first` and `second` (rows of
// `width` pixels) and that `output` does not already hold opaque in one of the `mark_count` `marks`.
// `output` holds the pixels of `output_region`, which contains `within`.
void cdiff_mark_unmarked(const uint8_t *first, const uint8_t *second, int64_t width, cdiff_rect within,
                         uint8_t *output, cdiff_rect output_region, const cdiff_color *marks, int64_t mark_count,
                         cdiff_color color);

// The changed pixels of one row segment, pixels [x, x + count) of row `row`, as runs of one
// (before, after) pair: `pairs[i]` holds the first image's pixel as big-endian RGBA in its high 32
// bits and the second's in its low 32 bits, `lengths[i]` how many pixels in a row changed that way
// (runs are split by unchanged pixels). Both arrays hold at least `count` entries; returns the
// number of runs (0 when the segment is unchanged).
int64_t cdiff_pair_runs(const uint8_t *first, const uint8_t *second, int64_t width, int64_t row, int64_t x,
                        int64_t count, uint64_t *pairs, int64_t *lengths);

#endif
