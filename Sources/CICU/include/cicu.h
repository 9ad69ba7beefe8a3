// CICU: a small C layer over ICU's break iterators (libicu-dev).
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

// ICU's version ("72.1") and the Unicode version of its data ("15.0").
void cicu_versions(cicu_name *icu, cicu_name *unicode);

#endif
