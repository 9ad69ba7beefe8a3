#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_IMAGE_H
#include FT_GLYPH_H
#include FT_MODULE_H
#include FT_STROKER_H
#include FT_TRUETYPE_TABLES_H

#include <stdint.h>
#include <stdlib.h>

// Coverage spans collected from FreeType's gray rasterizer in C (KagamiFreeType's
// `OutlineRasterizer`): a Swift callback paid a call per span and per field in debug builds, where
// SwiftPM compiles Swift without optimization. `kagami_ft_span` has `CoverageSpan`'s layout.
typedef struct {
  int32_t x;
  int32_t y;
  int32_t length;
  uint8_t coverage;
} kagami_ft_span;

// A growable array of spans; `failed` is set when memory ran out (the spans then stop growing).
typedef struct {
  kagami_ft_span *spans;
  intptr_t count;
  intptr_t capacity;
  int32_t failed;
} kagami_ft_span_sink;

// FT_SpanFunc: appends the spans with coverage above 0 to the sink at `user`.
static inline void kagami_ft_collect_spans(int y, int count, const FT_Span *spans, void *user) {
  kagami_ft_span_sink *sink = (kagami_ft_span_sink *)user;
  if (sink->count + count > sink->capacity) {
    intptr_t capacity = sink->capacity < 256 ? 256 : sink->capacity;
    while (capacity < sink->count + count) capacity *= 2;
    kagami_ft_span *grown = (kagami_ft_span *)realloc(sink->spans, (size_t)capacity * sizeof(kagami_ft_span));
    if (grown == NULL) {
      sink->failed = 1;
      return;
    }
    sink->spans = grown;
    sink->capacity = capacity;
  }
  for (int index = 0; index < count; index++) {
    if (spans[index].coverage == 0) continue;
    kagami_ft_span *span = sink->spans + sink->count++;
    span->x = spans[index].x;
    span->y = y;
    span->length = spans[index].len;
    span->coverage = spans[index].coverage;
  }
}
