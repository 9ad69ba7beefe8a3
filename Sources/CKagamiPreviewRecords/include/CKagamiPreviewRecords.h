// The `kagami_previews` section: one record per `#Preview`, placed there by the macro's expansion
// (`@used @section("kagami_previews")`). The linker defines the section's bounds in each image; the
// symbols are weak, so an image without previews gets null bounds.
#ifndef CKAGAMI_PREVIEW_RECORDS_H
#define CKAGAMI_PREVIEW_RECORDS_H

/// The first byte of the section in the image this code is linked into, or null.
const void *kagami_preview_records_start(void);
/// The byte past the section's end, or null.
const void *kagami_preview_records_end(void);

#endif
