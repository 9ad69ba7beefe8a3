// CICU: a small C layer over ICU's break iterators and character properties (libicu-dev).
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

// 1 when `scalar` has the Emoji_Presentation property (shown as an emoji without U+FE0F, e.g. U+1F35B),
// else 0. From ICU's copy of emoji-data.txt, whose version is ICU's Unicode version.
int32_t cicu_has_emoji_presentation(uint32_t scalar);

// 1 when `scalar` is Extended_Pictographic (what a ZWJ sequence joins), else 0.
int32_t cicu_is_extended_pictographic(uint32_t scalar);

// ICU's version ("72.1") and the Unicode version of its data ("15.0").
void cicu_versions(cicu_name *icu, cicu_name *unicode);

#endif
