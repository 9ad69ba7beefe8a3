// CICU: a small C layer over ICU's break iterators and its bidirectional algorithm (libicu-dev).
// Design rules: ICU's versioned symbol names (ubrk_open_72…) stay inside this file, so Swift sees
// stable names whatever ICU version the machine has; errors come back as ICU's error name.
#ifndef KAGAMI_CICU_H
#define KAGAMI_CICU_H

#include <stddef.h>
#include <stdint.h>

#define CICU_NAME_CAPACITY 64

typedef struct {
  char text[CICU_NAME_CAPACITY];
} cicu_name;

// Writes the UTF-16 offsets at which a grapheme cluster ends (extended grapheme clusters, UAX #29,
// root locale) into `boundaries`, in order; the last one is `length`. Returns how many, or -1 with
// ICU's error name in `error`. An empty text has no boundaries. `capacity` must be at least `length`.
int32_t cicu_grapheme_boundaries(
  const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity, cicu_name *error);

// The Unicode Bidirectional Algorithm (UAX #9) run by ICU's ubidi over one text, which may hold
// several paragraphs (split at paragraph separators, rule P1). Opaque; not thread-safe.
typedef struct cicu_bidi cicu_bidi;

// Paragraph levels that take the first strong character's direction (rules P2, P3), and without
// one left to right or right to left (ICU's UBIDI_DEFAULT_LTR and UBIDI_DEFAULT_RTL).
#define CICU_BIDI_DEFAULT_LTR 0xFE
#define CICU_BIDI_DEFAULT_RTL 0xFF

// Runs the algorithm over a copy of `text` (UTF-16) at `paragraph_level` (0, 1 or a default above).
// Returns NULL with ICU's error name in `error`. Close it with `cicu_bidi_close`.
cicu_bidi *cicu_bidi_open(const uint16_t *text, int32_t length, uint8_t paragraph_level, cicu_name *error);

void cicu_bidi_close(cicu_bidi *bidi);

// Writes the resolved level of every UTF-16 unit (rule L1 applied at each paragraph's end, as if
// every paragraph were one line). Returns the text's length, or -1 with ICU's error name.
int32_t cicu_bidi_levels(cicu_bidi *bidi, uint8_t *levels, int32_t capacity, cicu_name *error);

// The number of paragraphs, and paragraph `index`'s range [start, limit) (its separator included)
// and level. `cicu_bidi_paragraph` returns 0, or -1 with ICU's error name.
int32_t cicu_bidi_paragraph_count(const cicu_bidi *bidi);
int32_t cicu_bidi_paragraph(
  const cicu_bidi *bidi, int32_t index, int32_t *start, int32_t *limit, uint8_t *level, cicu_name *error);

// The runs of the line [start, limit) (inside one paragraph) in visual order, left to right, after
// rules L1 and L2: each run's first logical offset (in the whole text), length, and level (odd:
// right to left, its characters shown in reverse). Returns how many runs (0 for an empty line),
// or -1 with ICU's error name (a line crossing a paragraph boundary: U_ILLEGAL_ARGUMENT_ERROR).
int32_t cicu_bidi_line_runs(
  cicu_bidi *bidi, int32_t start, int32_t limit, int32_t *run_starts, int32_t *run_lengths, uint8_t *run_levels,
  int32_t capacity, cicu_name *error);

// 1 when a scalar of `text` has a bidi class that can make text read right to left (R, AL, AN, RLE,
// RLO, RLI, FSI), else 0: without one, a paragraph at level 0 (or P2–P3 with a left-to-right
// default) shows every character in logical order and left to right.
int32_t cicu_bidi_may_reorder(const uint32_t *text, int32_t length);

// 1 when `scalar` has the Emoji_Presentation property (shown as an emoji without U+FE0F, e.g. U+1F35B),
// else 0. From ICU's copy of emoji-data.txt, whose version is ICU's Unicode version.
int32_t cicu_has_emoji_presentation(uint32_t scalar);

// 1 when `scalar` is Extended_Pictographic (what a ZWJ sequence joins), else 0.
int32_t cicu_is_extended_pictographic(uint32_t scalar);

// ICU's version ("72.1") and the Unicode version of its data ("15.0").
void cicu_versions(cicu_name *icu, cicu_name *unicode);

#endif
