#include "CKagamiPreviewRecords.h"

extern const char __start_kagami_previews[] __attribute__((weak));
extern const char __stop_kagami_previews[] __attribute__((weak));

const void *kagami_preview_records_start(void) { return __start_kagami_previews; }
const void *kagami_preview_records_end(void) { return __stop_kagami_previews; }
