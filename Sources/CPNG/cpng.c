// CPNG: libpng's classic API with setjmp kept inside C. See include/cpng.h for the rules.
// No floating point here; the pragma keeps any future arithmetic from being fused (FMA), in place of
// a -ffp-contract=off flag, which SwiftPM refuses in packages used as dependencies.
#pragma STDC FP_CONTRACT OFF
#include "cpng.h"

#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
  cpng_message *message;
  int warnings_are_errors;
  int failed_by_warning;
} cpng_context;

static void cpng_set_message(cpng_message *message, const char *text) {
  if (message == NULL) return;
  snprintf(message->message, CPNG_MESSAGE_CAPACITY, "%s", text);
}

static void cpng_on_error(png_structp png, png_const_charp text) {
  cpng_context *context = (cpng_context *)png_get_error_ptr(png);
  cpng_set_message(context->message, text);
  png_longjmp(png, 1);
}

static void cpng_on_warning(png_structp png, png_const_charp text) {
  cpng_context *context = (cpng_context *)png_get_error_ptr(png);
  if (!context->warnings_are_errors) return;
  cpng_set_message(context->message, text);
  context->failed_by_warning = 1;
  png_longjmp(png, 1);
}

typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
} cpng_reader;

static void cpng_read(png_structp png, png_bytep out, png_size_t length) {
  cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) {
    png_error(png, "file is truncated: libpng asked for more bytes than the file has");
  }
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

// Decodes into `buffer` (capacity bytes, owned by the caller) when it is not NULL, else into memory
// allocated here.
static cpng_status cpng_decode_impl(const uint8_t *data, size_t size, const cpng_decode_options *options,
                                    cpng_image *out, cpng_message *message, uint8_t *buffer, size_t capacity) {
  if (data == NULL || options == NULL || out == NULL) return CPNG_ERROR_ARGUMENT;
  memset(out, 0, sizeof(*out));
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    cpng_set_message(message, "not a PNG file: the 8-byte PNG signature is missing");
    return CPNG_ERROR_NOT_PNG;
  }
  cpng_context context = {message, options->warnings_are_errors, 0};
  cpng_reader reader = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, cpng_on_error, cpng_on_warning);
  if (png == NULL) {
    cpng_set_message(message, "out of memory creating the libpng reader");
    return CPNG_ERROR_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    cpng_set_message(message, "out of memory creating the libpng info");
    return CPNG_ERROR_MEMORY;
  }
  // volatile: these change between setjmp and a possible longjmp.
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  volatile cpng_status status = CPNG_OK;
  if (setjmp(png_jmpbuf(png))) {
    if (buffer == NULL) free(pixels);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    if (status != CPNG_OK) return status;
    return context.failed_by_warning ? CPNG_ERROR_WARNING : CPNG_ERROR_LIBPNG;
  }
  png_set_read_fn(png, &reader, cpng_read);
  png_set_user_limits(png, options->max_width, options->max_height);
  png_set_chunk_malloc_max(png, 64u * 1024u * 1024u);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
  // The zlib stream's Adler-32 repeats what every IDAT chunk's CRC already checks (libpng still
  // verifies those, so a damaged file is still an error), and computing it was a third of decoding
  // a baseline (zlib's adler32 is not vectorized).
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(png, info);

  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  int interlace = png_get_interlace_type(png, info);
  if ((uint64_t)width * (uint64_t)height > options->max_pixels) {
    char text[CPNG_MESSAGE_CAPACITY];
    snprintf(text, sizeof text, "image of %ux%u pixels exceeds the limit of %llu pixels", (unsigned)width,
             (unsigned)height, (unsigned long long)options->max_pixels);
    cpng_set_message(message, text);
    status = CPNG_ERROR_TOO_LARGE;
    png_longjmp(png, 1);
  }

  // Everything becomes RGBA8; no gamma or colour management, so pixels are the file's own values.
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    cpng_set_message(message, "internal error: transformed rows are not RGBA8");
    status = CPNG_ERROR_LIBPNG;
    png_longjmp(png, 1);
  }

  size_t stride = (size_t)width * 4;
  if (buffer != NULL && capacity < stride * height) {
    cpng_set_message(message, "internal error: the caller's buffer is smaller than the image");
    status = CPNG_ERROR_ARGUMENT;
    png_longjmp(png, 1);
  }
  pixels = buffer != NULL ? buffer : malloc(stride * height);
  rows = malloc(sizeof(png_bytep) * height);
  if (pixels == NULL || rows == NULL) {
    cpng_set_message(message, "out of memory allocating the decoded image");
    status = CPNG_ERROR_MEMORY;
    png_longjmp(png, 1);
  }
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + stride * y;
  png_read_image(png, rows);
  png_read_end(png, NULL);

  out->pixels = pixels;
  out->width = width;
  out->height = height;
  out->source_color_type = color_type;
  out->source_bit_depth = bit_depth;
  out->source_interlaced = interlace != PNG_INTERLACE_NONE;
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  return CPNG_OK;
}

cpng_status cpng_decode(const uint8_t *data, size_t size, const cpng_decode_options *options,
                        cpng_image *out, cpng_message *message) {
  return cpng_decode_impl(data, size, options, out, message, NULL, 0);
}

cpng_status cpng_decode_into(const uint8_t *data, size_t size, const cpng_decode_options *options,
                             uint8_t *pixels, size_t capacity, cpng_image *out, cpng_message *message) {
  if (pixels == NULL) return CPNG_ERROR_ARGUMENT;
  return cpng_decode_impl(data, size, options, out, message, pixels, capacity);
}

typedef struct {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
} cpng_writer;

static void cpng_write(png_structp png, png_bytep data, png_size_t length) {
  cpng_writer *writer = (cpng_writer *)png_get_io_ptr(png);
  if (length > writer->capacity - writer->size) {
    size_t capacity = writer->capacity * 2;
    while (capacity - writer->size < length) capacity *= 2;
    uint8_t *grown = realloc(writer->bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory growing the PNG output buffer");
    writer->bytes = grown;
    writer->capacity = capacity;
  }
  memcpy(writer->bytes + writer->size, data, length);
  writer->size += length;
}

static void cpng_flush(png_structp png) { (void)png; }

// What the libdeflate path allocates, released by cpng_encode on success and after a longjmp.
typedef struct {
  uint8_t *filtered;
  uint8_t *rows;
  uint8_t *compressed;
  struct libdeflate_compressor *compressor;
} cpng_deflate_scratch;

static void cpng_release(cpng_deflate_scratch *scratch) {
  free(scratch->filtered);
  free(scratch->rows);
  free(scratch->compressed);
  if (scratch->compressor != NULL) libdeflate_free_compressor(scratch->compressor);
  scratch->filtered = NULL;
  scratch->rows = NULL;
  scratch->compressed = NULL;
  scratch->compressor = NULL;
}

// Rows are packed and filtered 16 bytes at a time with clang's vector extensions: SwiftPM compiles
// C without optimization in debug builds (the builds tests run in), where a byte loop over a 3x
// screen costs more than libdeflate itself. Vector operations stay vector operations at -O0.
typedef uint8_t cpng_v16 __attribute__((vector_size(16)));
// The same vector at any address: one unaligned load or store.
typedef uint8_t cpng_v16_unaligned __attribute__((vector_size(16), aligned(1)));

// RGBA `source` as RGB into `target`, which has 16 bytes of slack after width * 3.
static void cpng_pack_rgb(const uint8_t *source, uint32_t width, uint8_t *target) {
  uint32_t x = 0;
  // Sixteen pixels per step (see cpng_is_opaque); each store's 4 bytes of slack are overwritten by
  // the next one.
  for (; x + 16 <= width; x += 16) {
    const uint8_t *s = source + (size_t)x * 4;
    uint8_t *t = target + (size_t)x * 3;
    cpng_v16 a = *(const cpng_v16_unaligned *)s, b = *(const cpng_v16_unaligned *)(s + 16);
    cpng_v16 c = *(const cpng_v16_unaligned *)(s + 32), d = *(const cpng_v16_unaligned *)(s + 48);
    *(cpng_v16_unaligned *)t = __builtin_shufflevector(a, a, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
    *(cpng_v16_unaligned *)(t + 12) = __builtin_shufflevector(b, b, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
    *(cpng_v16_unaligned *)(t + 24) = __builtin_shufflevector(c, c, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
    *(cpng_v16_unaligned *)(t + 36) = __builtin_shufflevector(d, d, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
  }
  for (; x + 4 <= width; x += 4) {
    cpng_v16 pixels = *(const cpng_v16_unaligned *)(source + (size_t)x * 4);
    *(cpng_v16_unaligned *)(target + (size_t)x * 3) =
      __builtin_shufflevector(pixels, pixels, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0);
  }
  for (; x < width; x++) memcpy(target + (size_t)x * 3, source + (size_t)x * 4, 3);
}

// target[i] = left[i] - right[i] (mod 256) for i < count.
static void cpng_subtract(const uint8_t *left, const uint8_t *right, size_t count, uint8_t *target) {
  size_t index = 0;
  // Four vectors per step (see cpng_is_opaque).
  for (; index + 64 <= count; index += 64) {
    const uint8_t *l = left + index;
    const uint8_t *r = right + index;
    uint8_t *t = target + index;
    *(cpng_v16_unaligned *)t = *(const cpng_v16_unaligned *)l - *(const cpng_v16_unaligned *)r;
    *(cpng_v16_unaligned *)(t + 16) = *(const cpng_v16_unaligned *)(l + 16) - *(const cpng_v16_unaligned *)(r + 16);
    *(cpng_v16_unaligned *)(t + 32) = *(const cpng_v16_unaligned *)(l + 32) - *(const cpng_v16_unaligned *)(r + 32);
    *(cpng_v16_unaligned *)(t + 48) = *(const cpng_v16_unaligned *)(l + 48) - *(const cpng_v16_unaligned *)(r + 48);
  }
  for (; index + 16 <= count; index += 16) {
    *(cpng_v16_unaligned *)(target + index) =
      *(const cpng_v16_unaligned *)(left + index) - *(const cpng_v16_unaligned *)(right + index);
  }
  for (; index < count; index++) target[index] = (uint8_t)(left[index] - right[index]);
}

// One row (`row` bytes of unfiltered pixels, `above` the row above or NULL) as PNG filter `filter`
// (0 none, 1 sub, 2 up) into `target`.
static void cpng_filter_row(const uint8_t *row_bytes, const uint8_t *above, size_t row, size_t channels, int filter,
                            uint8_t *target) {
  if (filter == 1) {
    memcpy(target, row_bytes, channels);
    cpng_subtract(row_bytes + channels, row_bytes, row - channels, target + channels);
  } else if (filter == 2 && above != NULL) {
    cpng_subtract(row_bytes, above, row, target);
  } else {
    memcpy(target, row_bytes, row);
  }
}

// The image data of a non-interlaced 8-bit RGB or RGBA image, filtered with the one filter asked
// for and compressed by libdeflate in one call, then written by libpng as IDAT chunks and an IEND
// (libpng's own deflate is zlib: 3-5 times slower at the same size on UI images). Errors go through
// png_error, so they unwind to cpng_encode's setjmp like libpng's own, which releases `scratch`.
static void cpng_write_deflated(png_structp png, const uint8_t *pixels, uint32_t width, uint32_t height,
                                const cpng_encode_options *options, cpng_deflate_scratch *scratch) {
  int filter = options->filters == 0x08 ? 0 : options->filters == 0x10 ? 1 : options->filters == 0x20 ? 2 : -1;
  if (filter < 0) png_error(png, "libdeflate encoding takes exactly one filter: none, sub or up");
  if (options->compression_level < 1 || options->compression_level > 12)
    png_error(png, "libdeflate levels are 1-12");
  size_t channels = options->drop_alpha ? 3 : 4;
  size_t row = (size_t)width * channels;
  if (row > (SIZE_MAX - 1) / height - 1) png_error(png, "image too large to filter in memory");
  size_t size = (row + 1) * height;
  scratch->filtered = malloc(size);
  // Two packed RGB rows (this one and the one above), with the packer's slack.
  scratch->rows = channels == 3 ? malloc(2 * (row + 16)) : NULL;
  if (channels == 3 && scratch->rows == NULL) png_error(png, "out of memory compressing the image");
  scratch->compressor = libdeflate_alloc_compressor(options->compression_level);
  if (scratch->filtered == NULL || scratch->compressor == NULL) png_error(png, "out of memory compressing the image");
  size_t bound = libdeflate_zlib_compress_bound(scratch->compressor, size);
  scratch->compressed = malloc(bound);
  if (scratch->compressed == NULL) png_error(png, "out of memory compressing the image");
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    uint8_t *line = scratch->filtered + (row + 1) * y;
    line[0] = (uint8_t)filter;
    const uint8_t *current = pixels + stride * y;
    const uint8_t *above = y > 0 ? pixels + stride * (y - 1) : NULL;
    if (channels == 3) {
      uint8_t *packed = scratch->rows + (y % 2) * (row + 16);
      cpng_pack_rgb(current, width, packed);
      current = packed;
      above = y > 0 ? scratch->rows + ((y + 1) % 2) * (row + 16) : NULL;
    }
    cpng_filter_row(current, above, row, channels, filter, line + 1);
  }
  size_t length = libdeflate_zlib_compress(scratch->compressor, scratch->filtered, size, scratch->compressed, bound);
  if (length == 0) png_error(png, "libdeflate could not compress the image data");
  // IDAT chunks of at most 1 MiB, as readers that stream chunks expect.
  for (size_t offset = 0; offset < length;) {
    size_t part = length - offset < ((size_t)1 << 20) ? length - offset : ((size_t)1 << 20);
    png_write_chunk(png, (png_const_bytep) "IDAT", scratch->compressed + offset, part);
    offset += part;
  }
  png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
}

cpng_status cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                        const cpng_encode_options *options, cpng_buffer *out, cpng_message *message) {
  if (pixels == NULL || options == NULL || out == NULL || width == 0 || height == 0) {
    cpng_set_message(message, "encode needs pixels and a non-zero size");
    return CPNG_ERROR_ARGUMENT;
  }
  out->bytes = NULL;
  out->size = 0;
  cpng_context context = {message, 1, 0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, cpng_on_error, cpng_on_warning);
  if (png == NULL) {
    cpng_set_message(message, "out of memory creating the libpng writer");
    return CPNG_ERROR_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    cpng_set_message(message, "out of memory creating the libpng info");
    return CPNG_ERROR_MEMORY;
  }
  size_t estimate = (size_t)width * height / 8 + 4096;
  volatile cpng_writer writer = {malloc(estimate), 0, estimate};
  png_bytep *volatile rows = NULL;
  volatile cpng_deflate_scratch scratch = {NULL, NULL, NULL, NULL};
  if (setjmp(png_jmpbuf(png))) {
    free(writer.bytes);
    free(rows);
    cpng_release((cpng_deflate_scratch *)&scratch);
    png_destroy_write_struct(&png, &info);
    return context.failed_by_warning ? CPNG_ERROR_WARNING : CPNG_ERROR_LIBPNG;
  }
  if (writer.bytes == NULL) png_error(png, "out of memory allocating the PNG output buffer");
  png_set_write_fn(png, (cpng_writer *)&writer, cpng_write, cpng_flush);
  png_set_compression_level(png, options->compression_level);
  png_set_compression_strategy(png, options->strategy);
  png_set_compression_mem_level(png, options->mem_level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, options->filters);
  png_set_IHDR(png, info, width, height, 8, options->drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (options->text_count > 0) {
    png_textp texts = png_malloc(png, sizeof(png_text) * options->text_count);
    memset(texts, 0, sizeof(png_text) * options->text_count);
    for (size_t index = 0; index < options->text_count; index++) {
      texts[index].compression = PNG_TEXT_COMPRESSION_NONE;
      texts[index].key = (png_charp)options->texts[index].key;
      texts[index].text = (png_charp)options->texts[index].text;
      texts[index].text_length = strlen(options->texts[index].text);
    }
    png_set_text(png, info, texts, (int)options->text_count);
    png_free(png, texts);
  }
  png_write_info(png, info);
  if (options->use_libdeflate) {
    cpng_write_deflated(png, pixels, width, height, options, (cpng_deflate_scratch *)&scratch);
    cpng_release((cpng_deflate_scratch *)&scratch);
    png_destroy_write_struct(&png, &info);
    out->bytes = writer.bytes;
    out->size = writer.size;
    return CPNG_OK;
  }
  // The rows stay RGBA in memory; libpng strips the filler byte after each pixel as it writes.
  if (options->drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
  rows = malloc(sizeof(png_bytep) * height);
  if (rows == NULL) png_error(png, "out of memory allocating row pointers");
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + stride * y);
  png_write_image(png, rows);
  png_write_end(png, NULL);
  free(rows);
  png_destroy_write_struct(&png, &info);
  out->bytes = writer.bytes;
  out->size = writer.size;
  return CPNG_OK;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size) {
  uLong value = crc;
  while (size > 0) {
    uInt chunk = size > 0x40000000u ? 0x40000000u : (uInt)size;
    value = crc32(value, data, chunk);
    data += chunk;
    size -= chunk;
  }
  return (uint32_t)value;
}

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

int cpng_is_opaque(const uint8_t *pixels, size_t count) {
  const cpng_v16 alpha = {0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
  cpng_v16 combined = alpha;
  size_t index = 0;
  // Four vectors per step: debug builds compile this file at -O0, where each step's overhead counts.
  for (; index + 16 <= count; index += 16) {
    const uint8_t *block = pixels + index * 4;
    combined &= *(const cpng_v16_unaligned *)block & *(const cpng_v16_unaligned *)(block + 16) &
                *(const cpng_v16_unaligned *)(block + 32) & *(const cpng_v16_unaligned *)(block + 48);
  }
  for (; index + 4 <= count; index += 4) combined &= *(const cpng_v16_unaligned *)(pixels + index * 4);
  for (; index < count; index++)
    if (pixels[index * 4 + 3] != 255) return 0;
  for (int lane = 3; lane < 16; lane += 4)
    if (combined[lane] != 255) return 0;
  return 1;
}

void cpng_free(void *pointer) { free(pointer); }
