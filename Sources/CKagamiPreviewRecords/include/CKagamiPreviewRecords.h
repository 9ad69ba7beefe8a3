// Where Kagami finds previews at run time, without a catalog:
// - the `kagami_previews` section: one record per `#Preview`, placed there by the macro's expansion
//   (`@used @section("kagami_previews")`);
// - Swift's own `swift5_protocol_conformances` section, for the types that conform to
//   `PreviewProvider` (the form before `#Preview`).
// The linker defines each section's bounds in the image; the symbols are weak, so an image without
// the section gets null bounds.
#ifndef CKAGAMI_PREVIEW_RECORDS_H
#define CKAGAMI_PREVIEW_RECORDS_H

/// The first byte of the `kagami_previews` section in the image this code is linked into, or null.
const void *kagami_preview_records_start(void);
/// The byte past the section's end, or null.
const void *kagami_preview_records_end(void);

/// Calls `found` with the type metadata of every non-generic type in this image that conforms to the
/// protocol named `protocol_name` declared in the module named `module_name`, in section order.
void kagami_enumerate_conformances(
  const char *module_name, const char *protocol_name, void (*found)(const void *metadata, void *context),
  void *context);

#endif
