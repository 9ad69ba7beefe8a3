// CRaster: see include/craster.h for the rules. Every function mirrors one of KagamiImage's
// `Compositor` or KagamiRaster's `SolidBlender`, operation for operation.
#pragma STDC FP_CONTRACT OFF
#include "craster.h"

#include <string.h>

// SwiftPM compiles C at -O0 in debug builds, where `static inline` alone is a call: the small
// helpers are always inlined, which clang does at every optimization level.
#define CRASTER_INLINE static inline __attribute__((always_inline))

// `value / 255` rounded to nearest, exact for 0...65025 (Compositor.divideBy255).
CRASTER_INLINE int64_t craster_divide_by_255(int64_t value) {
  int64_t biased = value + 128;
  return (biased + (biased >> 8)) >> 8;
}

// `a * b / 255` rounded (Compositor.multiply).
CRASTER_INLINE int64_t craster_multiply(int64_t a, int64_t b) { return craster_divide_by_255(a * b); }

// Both partly transparent (Compositor.blendTranslucent).
static uint32_t craster_blend_translucent(uint32_t source, int64_t source_alpha, uint32_t destination) {
  int64_t destination_alpha = destination >> 24;
  int64_t remaining = 255 - source_alpha;
  int64_t destination_weight = destination_alpha * remaining;
  int64_t out_alpha_scaled = source_alpha * 255 + destination_weight;
  int64_t out_alpha = craster_divide_by_255(out_alpha_scaled);
  int64_t half = out_alpha_scaled / 2;
  uint32_t result = (uint32_t)out_alpha << 24;
  for (uint32_t shift = 0; shift <= 16; shift += 8) {
    int64_t s = (source >> shift) & 0xFF;
    int64_t d = (destination >> shift) & 0xFF;
    result |= (uint32_t)((s * source_alpha * 255 + d * destination_weight + half) / out_alpha_scaled) << shift;
  }
  return result;
}

// Source-over with the source alpha already scaled by the coverage (Compositor.blend(_:coverage:scaledAlpha:over:)).
CRASTER_INLINE uint32_t craster_blend(uint32_t source, int64_t source_alpha, uint32_t destination) {
  if (source_alpha == 0) return destination;
  if (source_alpha == 255) return source;
  int64_t destination_alpha = destination >> 24;
  int64_t remaining = 255 - source_alpha;
  if (destination_alpha == 255) {
    int64_t red = craster_divide_by_255((int64_t)(source & 0xFF) * source_alpha + (int64_t)(destination & 0xFF) * remaining);
    int64_t green = craster_divide_by_255((int64_t)((source >> 8) & 0xFF) * source_alpha
                                          + (int64_t)((destination >> 8) & 0xFF) * remaining);
    int64_t blue = craster_divide_by_255((int64_t)((source >> 16) & 0xFF) * source_alpha
                                         + (int64_t)((destination >> 16) & 0xFF) * remaining);
    return (uint32_t)red | (uint32_t)green << 8 | (uint32_t)blue << 16 | 0xFF000000u;
  }
  if (destination_alpha == 0) return (source & 0x00FFFFFFu) | (uint32_t)source_alpha << 24;
  return craster_blend_translucent(source, source_alpha, destination);
}

// Stores `word` into `count` pixels: a few by hand, then doubling copies (WordFill.fill).
CRASTER_INLINE void craster_fill(uint32_t *pixel, intptr_t count, uint32_t word) {
  if (count <= 0) return;
  intptr_t written = count < 16 ? count : 16;
  for (intptr_t index = 0; index < written; index++) pixel[index] = word;
  while (written < count) {
    intptr_t chunk = written < count - written ? written : count - written;
    memcpy(pixel + written, pixel, (size_t)chunk * 4);
    written += chunk;
  }
}

// `word` at `coverage` over `count` pixels (SolidBlender.blend(_:count:)).
static inline void craster_blend_run(uint32_t word, int64_t coverage, uint32_t *pixel, intptr_t count) {
  if (count <= 0) return;
  int64_t alpha = craster_multiply(word >> 24, coverage);
  if (alpha == 0) return;
  uint32_t *end = pixel + count;
  if (alpha == 255) {
    craster_fill(pixel, count, word | 0xFF000000u);
    return;
  }
  // Opaque destinations (nearly all of a screen): all channels at once in 16-bit lanes of one
  // 64-bit word, as SolidBlender.blend(over:) does (R at bit 0, B at 16, G at 32; exact: no lane
  // exceeds 16 bits). Others go through the general blend.
  uint64_t wide_source = word & 0x00FFFFFFu;
  uint64_t premultiplied = ((wide_source | wide_source << 24) & 0x00FF00FF00FF00FFull) * (uint64_t)alpha
                           + 0x0080008000800080ull;
  uint64_t remaining = (uint64_t)(255 - alpha);
  // The blend is a function of the destination alone here, and a run usually lies over one colour
  // (a shadow or a translucent fill over a background): the last destination's result is reused,
  // four pixels at a time while they all repeat it.
  uint32_t last_destination = ~*pixel, last_result = 0;
  uint64_t last_pair = (uint64_t)last_destination * 0x100000001ull, result_pair = 0;
  while (pixel < end) {
    if (end - pixel >= 4) {
      uint64_t first, second;
      memcpy(&first, pixel, 8);
      memcpy(&second, pixel + 2, 8);
      if (first == last_pair && second == last_pair) {
        memcpy(pixel, &result_pair, 8);
        memcpy(pixel + 2, &result_pair, 8);
        pixel += 4;
        continue;
      }
    }
    uint32_t destination = *pixel;
    if (destination != last_destination) {
      if (destination >= 0xFF000000u) {
        uint64_t wide = destination & 0x00FFFFFFu;
        uint64_t biased = premultiplied + ((wide | wide << 24) & 0x00FF00FF00FF00FFull) * remaining;
        uint64_t divided = ((biased + ((biased >> 8) & 0x00FF00FF00FF00FFull)) >> 8) & 0x00FF00FF00FF00FFull;
        last_result = (uint32_t)(divided | divided >> 24) | 0xFF000000u;
      } else {
        last_result = craster_blend(word, alpha, destination);
      }
      last_destination = destination;
      last_pair = (uint64_t)destination * 0x100000001ull;
      result_pair = (uint64_t)last_result * 0x100000001ull;
    }
    *pixel++ = last_result;
  }
}

// `word` at `coverage` times the clip's over row[start..<end] (Canvas.blend(_:coverage:through:into:from:to:)).
static inline void craster_blend_through(uint32_t word, int64_t coverage, const uint8_t *mask_row, uint32_t *row,
                                         intptr_t start, intptr_t end) {
  int covers = word >= 0xFF000000u && coverage == 255;
  for (intptr_t column = start; column < end; column++) {
    uint8_t clip = mask_row[column];
    if (clip == 255 && covers) {
      row[column] = word;
    } else if (clip != 0) {
      row[column] = craster_blend(word, craster_multiply(word >> 24, craster_multiply(coverage, clip)), row[column]);
    }
  }
}

intptr_t craster_composite_spans(uint32_t *pixels, intptr_t stride, const craster_span *spans, intptr_t count,
                                 uint32_t word, const craster_mask *mask) {
  int opaque = (word >> 24) == 255;
  for (intptr_t index = 0; index < count; index++) {
    const craster_span *span = spans + index;
    intptr_t y = span->y, start = span->x, end = (intptr_t)span->x + span->length;
    int64_t coverage = span->coverage;
    uint32_t *row = pixels + y * stride;
    if (mask == NULL) {
      craster_blend_run(word, coverage, row + start, end - start);
      continue;
    }
    if (y < mask->y || y >= mask->max_y || start < mask->x || end > mask->max_x) return index;
    craster_run run = mask->runs[y - mask->y];
    intptr_t lower = start > run.start ? start : run.start;
    if (lower > end) lower = end;
    intptr_t upper = end < run.end ? end : run.end;
    if (upper < lower) upper = lower;
    // Indexed by device column.
    const uint8_t *mask_row = mask->coverage + (y - mask->y) * mask->width - mask->x;
    craster_blend_through(word, coverage, mask_row, row, start, lower);
    // Where the row's clip is full the span is painted as if unclipped: the same pixels.
    if (opaque && coverage == 255) {
      craster_fill(row + lower, upper - lower, word);
    } else if (upper > lower) {
      craster_blend_run(word, coverage, row + lower, upper - lower);
    }
    craster_blend_through(word, coverage, mask_row, row, upper, end);
  }
  return -1;
}

void craster_blend_mask_row(const uint8_t *coverage, uint32_t word, uint32_t *row, intptr_t start, intptr_t end,
                            const uint8_t *mask) {
  int opaque = word >= 0xFF000000u;
  int64_t alpha = word >> 24;
  for (intptr_t column = start; column < end; column++) {
    int64_t value = coverage[column];
    if (value == 0) continue;
    if (mask != NULL) value = craster_multiply(value, mask[column]);
    if (value == 255 && opaque) {
      row[column] = word;
    } else {
      row[column] = craster_blend(word, craster_multiply(alpha, value), row[column]);
    }
  }
}

intptr_t craster_clip_spans(const craster_mask *mask, const craster_span *spans, intptr_t count,
                            const craster_mask *outer) {
  uint8_t *coverage = (uint8_t *)mask->coverage;
  craster_run *runs = (craster_run *)mask->runs;
  for (intptr_t index = 0; index < count; index++) {
    const craster_span *span = spans + index;
    intptr_t y = span->y, start = span->x, end = (intptr_t)span->x + span->length;
    if (y < mask->y || y >= mask->max_y || start < mask->x || end > mask->max_x || end < start) return index;
    uint8_t *value = coverage + (y - mask->y) * mask->width + (start - mask->x);
    if (outer == NULL) {
      memset(value, span->coverage, (size_t)(end - start));
      if (span->coverage == 255) {
        craster_run *run = runs + (y - mask->y);
        if (end - start > (intptr_t)run->end - run->start) {
          run->start = (int32_t)start;
          run->end = (int32_t)end;
        }
      }
      continue;
    }
    if (y < outer->y || y >= outer->max_y || start < outer->x || end > outer->max_x) return index;
    const uint8_t *inherited = outer->coverage + (y - outer->y) * outer->width + (start - outer->x);
    for (intptr_t column = 0; column < end - start; column++) {
      uint8_t parent = inherited[column];
      value[column] = parent == 255 ? span->coverage : (uint8_t)craster_multiply(span->coverage, parent);
    }
  }
  return -1;
}
