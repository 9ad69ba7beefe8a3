// CICU: a small C layer over ICU's break iterators and character properties (libicu-dev).
// Design rules: ICU is loaded at run time (dlopen of the newest libicuuc.so.N, N = 99 down to 50, once,
// thread-safe), never linked, because ICU's soname and symbol names carry its major version
// (libicuuc.so.72 and ubrk_open_72 on Debian 12, .76 on Debian 13): one binary then runs against
// whichever ICU the machine has. ICU's headers give types and constants only; ICU's versioned symbol
// names stay inside cicu.c, so Swift sees stable names. Errors come back as text in a `cicu_name`:
// ICU's error name, or, when no ICU loads, what was looked for and the Debian package that has it.
#ifndef KAGAMI_CICU_H
#define KAGAMI_CICU_H

#include <stddef.h>
#include <stdint.h>

#define CICU_NAME_CAPACITY 256

typedef struct {
  char text[CICU_NAME_CAPACITY];
} cicu_name;

// Loads ICU if not done yet. 0 with the loaded library's path in `library` (e.g.
// "/usr/lib/x86_64-linux-gnu/libicuuc.so.76"), or -1 with why in `error`.
int32_t cicu_load(cicu_name *library, cicu_name *error);

// Looks for the newest libicuuc.so.N with N from `newest` down to `oldest`, as `cicu_load` does (it
// uses 99 and 50), without keeping it: 0 with its path in `library`, or -1 with the same message
// `cicu_load` gives in `error`. For tests.
int32_t cicu_probe(int32_t newest, int32_t oldest, cicu_name *library, cicu_name *error);

// Writes the UTF-16 offsets at which a grapheme cluster ends (extended grapheme clusters, UAX #29,
// root locale) into `boundaries`, in order; the last one is `length`. Returns how many, or -1 with
// ICU's error name (or why ICU did not load) in `error`. An empty text has no boundaries.
// `capacity` must be at least `length`.
int32_t cicu_grapheme_boundaries(
  const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity, cicu_name *error);

// 1 when `scalar` has the Emoji_Presentation property (shown as an emoji without U+FE0F, e.g. U+1F35B),
// else 0; -1 when ICU did not load (`cicu_load` says why). From ICU's copy of emoji-data.txt, whose
// version is ICU's Unicode version.
int32_t cicu_has_emoji_presentation(uint32_t scalar);

// 1 when `scalar` is Extended_Pictographic (what a ZWJ sequence joins), else 0; -1 when ICU did not load.
int32_t cicu_is_extended_pictographic(uint32_t scalar);

// ICU's version ("72.1") and the Unicode version of its data ("15.0"): 0, or -1 with why ICU did not
// load in `icu` and an empty `unicode`.
int32_t cicu_versions(cicu_name *icu, cicu_name *unicode);

#endif
