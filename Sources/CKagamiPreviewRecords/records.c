#include "CKagamiPreviewRecords.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

extern const char __start_kagami_previews[] __attribute__((weak));
extern const char __stop_kagami_previews[] __attribute__((weak));

const void *kagami_preview_records_start(void) { return __start_kagami_previews; }
const void *kagami_preview_records_end(void) { return __stop_kagami_previews; }

// Swift's conformance records (the layout of the stable ABI: include/swift/ABI/Metadata.h).
extern const int32_t __start_swift5_protocol_conformances[] __attribute__((weak));
extern const int32_t __stop_swift5_protocol_conformances[] __attribute__((weak));

/// The target of a 32-bit relative pointer.
static const void *relative(const int32_t *field) {
  if (*field == 0) return NULL;
  return (const char *)field + *field;
}

/// The target of a relative pointer whose low bit says it points at a pointer to the target.
static const void *relative_indirectable(const int32_t *field) {
  int32_t offset = *field;
  if (offset == 0) return NULL;
  if (offset & 1) return *(const void *const *)((const char *)field + (offset & ~1));
  return (const char *)field + offset;
}

/// A context descriptor's first fields: flags, parent, name (modules, protocols and types share them).
typedef struct {
  uint32_t flags;
  int32_t parent;
  int32_t name;
} ContextDescriptor;

/// A type context descriptor adds the metadata access function.
typedef struct {
  ContextDescriptor context;
  int32_t access_function;
} TypeContextDescriptor;

typedef struct {
  int32_t protocol;
  int32_t type_reference;
  int32_t witness_table_pattern;
  uint32_t flags;
} ConformanceDescriptor;

typedef struct {
  const void *metadata;
  size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessFunction)(size_t request) __attribute__((swiftcall));

enum { kind_module = 0, kind_protocol = 3, generic_flag = 0x80, type_reference_shift = 3, type_reference_mask = 7 };

static int named(const ContextDescriptor *descriptor, const char *name) {
  const char *own = relative(&descriptor->name);
  return own != NULL && strcmp(own, name) == 0;
}

void kagami_enumerate_conformances(
  const char *module_name, const char *protocol_name, void (*found)(const void *metadata, void *context),
  void *context) {
  const int32_t *entry = __start_swift5_protocol_conformances;
  const int32_t *end = __stop_swift5_protocol_conformances;
  if (entry == NULL || end == NULL) return;
  for (; entry < end; entry++) {
    const ConformanceDescriptor *conformance = relative(entry);
    if (conformance == NULL) continue;
    const ContextDescriptor *protocol = relative_indirectable(&conformance->protocol);
    if (protocol == NULL || (protocol->flags & 0x1f) != kind_protocol || !named(protocol, protocol_name)) continue;
    const ContextDescriptor *module = relative_indirectable(&protocol->parent);
    if (module == NULL || (module->flags & 0x1f) != kind_module || !named(module, module_name)) continue;
    uint32_t reference_kind = (conformance->flags >> type_reference_shift) & type_reference_mask;
    const TypeContextDescriptor *type = NULL;
    if (reference_kind == 0) {
      type = relative(&conformance->type_reference);
    } else if (reference_kind == 1) {
      const void *const *slot = relative(&conformance->type_reference);
      type = slot ? *slot : NULL;
    }
    if (type == NULL || (type->context.flags & generic_flag)) continue;
    MetadataAccessFunction access = (MetadataAccessFunction)relative(&type->access_function);
    if (access == NULL) continue;
    MetadataResponse response = access(0);
    if (response.metadata != NULL) found(response.metadata, context);
  }
}
