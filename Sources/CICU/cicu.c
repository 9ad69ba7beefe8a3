#include "cicu.h"

#include <stdlib.h>
#include <string.h>
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
