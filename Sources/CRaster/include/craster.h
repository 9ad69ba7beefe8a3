// CRaster: the per-span loops of KagamiRaster's solid-colour compositing, in C.
// Design rules: the arithmetic is KagamiImage's `Compositor` written out (exact integers, the same
// bytes: every golden and baseline is the test); C here only because SwiftPM compiles debug builds
// without optimization, where Swift zeroes each local of a loop body on every iteration and a
// border of a 3x screen is tens of thousands of spans. Pixels are packed RGBA words (R lowest).
#ifndef KAGAMI_CRASTER_H
#define KAGAMI_CRASTER_H

#include <stddef.h>
#include <stdint.h>

// One run of pixels at one coverage, laid out as KagamiFreeType's `CoverageSpan`.
typedef struct {
  int32_t x;
  int32_t y;
  int32_t length;
  uint8_t coverage;
} craster_span;

// A clip mask row's fully covered columns [start, end), as KagamiRaster's `ClipMask.FullRun`.
typedef struct {
  int32_t start;
  int32_t end;
} craster_run;

// A clip mask: `coverage` holds `width` × (`max_y` - `y`) values for the device rectangle
// [x, max_x) × [y, max_y); `runs` one full run per row.
typedef struct {
  const uint8_t *coverage;
  const craster_run *runs;
  int32_t x;
  int32_t y;
  int32_t width;
  int32_t max_x;
  int32_t max_y;
} craster_mask;

// Composites `word` (straight alpha) at each span's coverage over `pixels` (rows of `stride`
// words), through `mask` when it is not NULL. Returns -1, or the index of the first span outside
// the mask (nothing of it or after it is drawn).
intptr_t craster_composite_spans(uint32_t *pixels, intptr_t stride, const craster_span *spans, intptr_t count,
                                 uint32_t word, const craster_mask *mask);

// Blends `word` (straight alpha) at `coverage[column]` (times `mask[column]` when `mask` is not
// NULL) over row[start..<end], the arrays indexed by device column (Canvas.fillMask in debug builds: a text
// glyph's coverage row; an opaque word at full coverage is stored as is, as the blend would give).
void craster_blend_mask_row(const uint8_t *coverage, uint32_t word, uint32_t *row, intptr_t start, intptr_t end,
                            const uint8_t *mask);

// Writes a clip mask from `spans`: `mask` describes the new mask (its `coverage` and `runs` zeroed,
// one run per row; written here, so the const is cast away). Each span's coverage, times `outer`'s
// at the same pixel when `outer` is not NULL, goes to the span's pixels; with no outer mask, each
// row keeps its first longest run of full-coverage spans in `runs` (ClipMask.noteFullRun). Returns
// -1, or the index of the first span outside the new mask or `outer` (nothing after it is written).
intptr_t craster_clip_spans(const craster_mask *mask, const craster_span *spans, intptr_t count,
                            const craster_mask *outer);

#endif
