#define _GNU_SOURCE
// ICU's headers give types and constants only: every function is looked up at run time, so the headers
// must not rename the declarations to one version's symbols (ubrk_open → ubrk_open_72).
#define U_DISABLE_RENAMING 1

#include "cicu.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

// The sonames tried, newest first: ICU 50 (2012) to whatever comes next for a long while.
enum { CICU_NEWEST = 99, CICU_OLDEST = 50 };

// The ICU functions Kagami calls, typed by ICU's own declarations.
typedef struct {
  __typeof__(&ubrk_open) ubrk_open;
  __typeof__(&ubrk_next) ubrk_next;
  __typeof__(&ubrk_close) ubrk_close;
  __typeof__(&u_errorName) u_errorName;
  __typeof__(&u_getVersion) u_getVersion;
  __typeof__(&u_getUnicodeVersion) u_getUnicodeVersion;
  __typeof__(&u_versionToString) u_versionToString;
  __typeof__(&u_hasBinaryProperty) u_hasBinaryProperty;
} icu_functions;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static icu_functions icu;        // set once by load_icu, read-only afterwards
static int icu_loaded;           // 1 when every function of `icu` is set
static cicu_name icu_library;    // the loaded library's path
static cicu_name icu_failure;    // why ICU did not load

static void set_name(cicu_name *name, const char *text) {
  if (name == NULL) return;
  strncpy(name->text, text, CICU_NAME_CAPACITY - 1);
  name->text[CICU_NAME_CAPACITY - 1] = '\0';
}

// The newest libicuuc.so.N that loads, N from `newest` down to `oldest`, with its N in `major`; NULL
// with the message in `error` when none does.
static void *open_newest(int32_t newest, int32_t oldest, int32_t *major, cicu_name *error) {
  char soname[32];
  for (int32_t n = newest; n >= oldest; n--) {
    snprintf(soname, sizeof soname, "libicuuc.so.%d", (int)n);
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle != NULL) {
      *major = n;
      return handle;
    }
  }
  char message[CICU_NAME_CAPACITY];
  snprintf(
    message, sizeof message,
    "ICU not found: no libicuuc.so.N loads for N = %d down to %d; install Debian's libicuN package "
    "(libicu72 on Debian 12, libicu76 on Debian 13)",
    (int)newest, (int)oldest);
  set_name(error, message);
  return NULL;
}

// The library's path as the dynamic linker found it.
static void library_path(void *handle, const char *fallback, cicu_name *path) {
  struct link_map *map = NULL;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != NULL && map->l_name != NULL && map->l_name[0] != '\0') {
    set_name(path, map->l_name);
  } else {
    set_name(path, fallback);
  }
}

// `name` with ICU's version suffix (ubrk_open_76), or without it for an ICU built without renaming.
static void *lookup(void *handle, const char *name, int32_t major) {
  char suffixed[64];
  snprintf(suffixed, sizeof suffixed, "%s_%d", name, (int)major);
  void *symbol = dlsym(handle, suffixed);
  return symbol != NULL ? symbol : dlsym(handle, name);
}

static void load_icu(void) {
  int32_t major = 0;
  void *handle = open_newest(CICU_NEWEST, CICU_OLDEST, &major, &icu_failure);
  if (handle == NULL) return;
  library_path(handle, "libicuuc.so", &icu_library);
  icu_functions found;
  const char *missing = NULL;
#define CICU_LOOKUP(function)                                                          \
  if (missing == NULL) {                                                               \
    found.function = (__typeof__(found.function))lookup(handle, #function, major);     \
    if (found.function == NULL) missing = #function;                                   \
  }
  CICU_LOOKUP(ubrk_open)
  CICU_LOOKUP(ubrk_next)
  CICU_LOOKUP(ubrk_close)
  CICU_LOOKUP(u_errorName)
  CICU_LOOKUP(u_getVersion)
  CICU_LOOKUP(u_getUnicodeVersion)
  CICU_LOOKUP(u_versionToString)
  CICU_LOOKUP(u_hasBinaryProperty)
#undef CICU_LOOKUP
  if (missing != NULL) {
    char message[CICU_NAME_CAPACITY];
    snprintf(message, sizeof message, "%s has neither %s_%d nor %s", icu_library.text, missing, (int)major, missing);
    set_name(&icu_failure, message);
    return;  // the handle stays open: ICU is never unloaded
  }
  icu = found;
  icu_loaded = 1;
}

// Whether ICU is usable; loads it on the first call (pthread_once orders every later read of `icu`).
static int ready(cicu_name *error) {
  pthread_once(&load_once, load_icu);
  if (!icu_loaded) set_name(error, icu_failure.text);
  return icu_loaded;
}

int32_t cicu_load(cicu_name *library, cicu_name *error) {
  if (!ready(error)) return -1;
  set_name(library, icu_library.text);
  return 0;
}

int32_t cicu_probe(int32_t newest, int32_t oldest, cicu_name *library, cicu_name *error) {
  int32_t major = 0;
  void *handle = open_newest(newest, oldest, &major, error);
  if (handle == NULL) return -1;
  char soname[32];
  snprintf(soname, sizeof soname, "libicuuc.so.%d", (int)major);
  library_path(handle, soname, library);
  dlclose(handle);
  return 0;
}

int32_t cicu_grapheme_boundaries(
  const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity, cicu_name *error) {
  if (length < 0 || capacity < length || (length > 0 && (text == NULL || boundaries == NULL))) {
    set_name(error, "bad argument");
    return -1;
  }
  if (length == 0) return 0;
  if (!ready(error)) return -1;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = icu.ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
  if (U_FAILURE(status)) {
    set_name(error, icu.u_errorName(status));
    return -1;
  }
  int32_t count = 0;
  for (int32_t offset = icu.ubrk_next(iterator); offset != UBRK_DONE; offset = icu.ubrk_next(iterator)) {
    if (count >= capacity) break;
    boundaries[count++] = offset;
  }
  icu.ubrk_close(iterator);
  return count;
}

int32_t cicu_versions(cicu_name *icu_version, cicu_name *unicode) {
  if (!ready(icu_version)) {
    set_name(unicode, "");
    return -1;
  }
  UVersionInfo version;
  char text[U_MAX_VERSION_STRING_LENGTH];
  icu.u_getVersion(version);
  icu.u_versionToString(version, text);
  set_name(icu_version, text);
  icu.u_getUnicodeVersion(version);
  icu.u_versionToString(version, text);
  set_name(unicode, text);
  return 0;
}

int32_t cicu_has_emoji_presentation(uint32_t scalar) {
  if (!ready(NULL)) return -1;
  return icu.u_hasBinaryProperty((UChar32)scalar, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

int32_t cicu_is_extended_pictographic(uint32_t scalar) {
  if (!ready(NULL)) return -1;
  return icu.u_hasBinaryProperty((UChar32)scalar, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}
