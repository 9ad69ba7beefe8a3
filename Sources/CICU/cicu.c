#include "cicu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

static void set_name(cicu_name *name, const char *text) {
  if (name == NULL) return;
  strncpy(name->text, text, CICU_NAME_CAPACITY - 1);
  name->text[CICU_NAME_CAPACITY - 1] = '\0';
}

int32_t cicu_grapheme_boundaries(
  const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity, cicu_name *error) {
  if (length < 0 || capacity < length || (length > 0 && (text == NULL || boundaries == NULL))) {
    set_name(error, "bad argument");
    return -1;
  }
  if (length == 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
  if (U_FAILURE(status)) {
    set_name(error, u_errorName(status));
    return -1;
  }
  int32_t count = 0;
  for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
    if (count >= capacity) break;
    boundaries[count++] = offset;
  }
  ubrk_close(iterator);
  return count;
}

struct cicu_bidi {
  UBiDi *paragraph;
  UBiDi *line;
  UChar *text;  // ubidi keeps a pointer to the text: this copy lives as long as the object
  int32_t length;
};

void cicu_bidi_close(cicu_bidi *bidi) {
  if (bidi == NULL) return;
  if (bidi->line != NULL) ubidi_close(bidi->line);  // a line object before its paragraph's
  if (bidi->paragraph != NULL) ubidi_close(bidi->paragraph);
  free(bidi->text);
  free(bidi);
}

cicu_bidi *cicu_bidi_open(const uint16_t *text, int32_t length, uint8_t paragraph_level, cicu_name *error) {
  if (length < 0 || (length > 0 && text == NULL) ||
      (paragraph_level > UBIDI_MAX_EXPLICIT_LEVEL && paragraph_level != UBIDI_DEFAULT_LTR &&
       paragraph_level != UBIDI_DEFAULT_RTL)) {
    set_name(error, "bad argument");
    return NULL;
  }
  cicu_bidi *bidi = calloc(1, sizeof(cicu_bidi));
  if (bidi == NULL) {
    set_name(error, "out of memory");
    return NULL;
  }
  bidi->text = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
  bidi->paragraph = ubidi_open();
  bidi->line = ubidi_open();
  if (bidi->text == NULL || bidi->paragraph == NULL || bidi->line == NULL) {
    cicu_bidi_close(bidi);
    set_name(error, "out of memory");
    return NULL;
  }
  if (length > 0) memcpy(bidi->text, text, sizeof(UChar) * (size_t)length);
  bidi->length = length;
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setPara(bidi->paragraph, bidi->text, length, paragraph_level, NULL, &status);
  if (U_FAILURE(status)) {
    set_name(error, u_errorName(status));
    cicu_bidi_close(bidi);
    return NULL;
  }
  return bidi;
}

int32_t cicu_bidi_levels(cicu_bidi *bidi, uint8_t *levels, int32_t capacity, cicu_name *error) {
  if (capacity < bidi->length || (bidi->length > 0 && levels == NULL)) {
    set_name(error, "bad argument");
    return -1;
  }
  if (bidi->length == 0) return 0;
  UErrorCode status = U_ZERO_ERROR;
  const UBiDiLevel *resolved = ubidi_getLevels(bidi->paragraph, &status);
  if (U_FAILURE(status)) {
    set_name(error, u_errorName(status));
    return -1;
  }
  memcpy(levels, resolved, (size_t)bidi->length);
  return bidi->length;
}

int32_t cicu_bidi_paragraph_count(const cicu_bidi *bidi) { return ubidi_countParagraphs((UBiDi *)bidi->paragraph); }

int32_t cicu_bidi_paragraph(
  const cicu_bidi *bidi, int32_t index, int32_t *start, int32_t *limit, uint8_t *level, cicu_name *error) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDiLevel paragraph_level = 0;
  ubidi_getParagraphByIndex(bidi->paragraph, index, start, limit, &paragraph_level, &status);
  if (U_FAILURE(status)) {
    set_name(error, u_errorName(status));
    return -1;
  }
  *level = paragraph_level;
  return 0;
}

int32_t cicu_bidi_line_runs(
  cicu_bidi *bidi, int32_t start, int32_t limit, int32_t *run_starts, int32_t *run_lengths, uint8_t *run_levels,
  int32_t capacity, cicu_name *error) {
  if (start < 0 || limit < start || limit > bidi->length || capacity < limit - start ||
      (limit > start && (run_starts == NULL || run_lengths == NULL || run_levels == NULL))) {
    set_name(error, "bad argument");
    return -1;
  }
  if (limit == start) return 0;
  UErrorCode status = U_ZERO_ERROR;
  ubidi_setLine(bidi->paragraph, start, limit, bidi->line, &status);
  int32_t count = U_SUCCESS(status) ? ubidi_countRuns(bidi->line, &status) : 0;
  if (U_FAILURE(status)) {
    set_name(error, u_errorName(status));
    return -1;
  }
  for (int32_t run = 0; run < count && run < capacity; ++run) {
    int32_t logical = 0;
    int32_t length = 0;
    ubidi_getVisualRun(bidi->line, run, &logical, &length);
    run_starts[run] = start + logical;
    run_lengths[run] = length;
    run_levels[run] = ubidi_getLevelAt(bidi->line, logical);
  }
  return count < capacity ? count : capacity;
}

int32_t cicu_bidi_may_reorder(const uint32_t *text, int32_t length) {
  for (int32_t index = 0; index < length; ++index) {
    switch (u_charDirection((UChar32)text[index])) {
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC:
    case U_ARABIC_NUMBER:
    case U_RIGHT_TO_LEFT_EMBEDDING:
    case U_RIGHT_TO_LEFT_OVERRIDE:
    case U_RIGHT_TO_LEFT_ISOLATE:
    case U_FIRST_STRONG_ISOLATE: return 1;
    default: break;
    }
  }
  return 0;
}

void cicu_versions(cicu_name *icu, cicu_name *unicode) {
  UVersionInfo version;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, text);
  set_name(icu, text);
  u_getUnicodeVersion(version);
  u_versionToString(version, text);
  set_name(unicode, text);
}

int32_t cicu_has_emoji_presentation(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

int32_t cicu_is_extended_pictographic(uint32_t scalar) {
  return u_hasBinaryProperty((UChar32)scalar, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}
