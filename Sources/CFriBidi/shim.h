// CFriBidi: GNU FriBidi (libfribidi-dev), the Unicode Bidirectional Algorithm (UAX #9) that
// KagamiText's `BidiParagraph` runs. Design rules: FriBidi's macros stay in these few inline
// functions, so Swift sees plain integers; reordering never moves combining marks (flags 0: the
// algorithm's rules L1–L2 exactly, as BidiCharacterTest.txt expects).
#ifndef KAGAMI_CFRIBIDI_H
#define KAGAMI_CFRIBIDI_H

#include <fribidi.h>
#include <stddef.h>
#include <stdint.h>

// Resolves the embedding levels of one paragraph `text[0..<length]` (no paragraph separator inside
// but possibly at its end). `direction`: 0 left to right, 1 right to left, 2 from the first strong
// character else left to right, 3 from the first strong character else right to left (P2–P3).
// `types` and `brackets` are scratch of `length` entries (kept by the caller: `types` is needed to
// reorder lines). Writes `levels`, sets `*paragraph_level` (0 or 1) and returns 0, or -1 on failure.
static inline int32_t kagami_fribidi_levels(
  const uint32_t *text, int32_t length, int32_t direction, uint32_t *types, uint32_t *brackets, int8_t *levels,
  int32_t *paragraph_level) {
  FriBidiParType base = direction == 0 ? FRIBIDI_PAR_LTR
    : direction == 1 ? FRIBIDI_PAR_RTL
    : direction == 2 ? FRIBIDI_PAR_WLTR : FRIBIDI_PAR_WRTL;
  fribidi_get_bidi_types(text, length, types);
  fribidi_get_bracket_types(text, length, types, brackets);
  if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, levels) == 0) return -1;
  *paragraph_level = FRIBIDI_IS_RTL(base) ? 1 : 0;
  return 0;
}

// Rule L1 and L2 over one line of a paragraph: `types` and `levels` point at the line's first
// character (`levels` gets rule L1 and stays in logical order; `map` must hold 0..<length on entry
// and holds the logical index shown at each visual position on return).
// Returns 0, or -1 on failure.
static inline int32_t kagami_fribidi_reorder_line(
  const uint32_t *types, int32_t length, int32_t paragraph_level, int8_t *levels, int32_t *map) {
  FriBidiParType base = paragraph_level ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
  return fribidi_reorder_line(0, types, length, 0, base, levels, NULL, map) == 0 ? -1 : 0;
}

// 1 when `scalar` ends a paragraph (bidi class B, rule P1), else 0.
static inline int32_t kagami_fribidi_is_paragraph_separator(uint32_t scalar) {
  return fribidi_get_bidi_type(scalar) == FRIBIDI_TYPE_BS ? 1 : 0;
}

// 1 when a scalar of `text` has a bidi class that can make text read right to left (R, AL, AN, RLE,
// RLO, RLI, FSI), else 0.
static inline int32_t kagami_fribidi_may_reorder(const uint32_t *text, int32_t length) {
  for (int32_t index = 0; index < length; index++) {
    FriBidiCharType type = fribidi_get_bidi_type(text[index]);
    if (type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL || type == FRIBIDI_TYPE_AN || type == FRIBIDI_TYPE_RLE
        || type == FRIBIDI_TYPE_RLO || type == FRIBIDI_TYPE_RLI || type == FRIBIDI_TYPE_FSI)
      return 1;
  }
  return 0;
}

// The loaded library's version text, whose first line is "(GNU FriBidi) 1.0.8" (FRIBIDI_VERSION would be
// the headers' version, the one Kagami was built against), and the Unicode version of its data ("10.0.0").
static inline const char *kagami_fribidi_version_info(void) { return fribidi_version_info; }
static inline const char *kagami_fribidi_unicode_version(void) { return fribidi_unicode_version; }

#endif
