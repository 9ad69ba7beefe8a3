// CPNG: a small C layer over libpng's classic API, with libdeflate as the fast compressor.
// Design rules: setjmp/longjmp never leave this file; every libpng error or warning is returned
// as a message; images cross the boundary as RGBA8 only; limits are checked before allocating;
// loops over pixels use vector operations, since SwiftPM compiles C without optimization in debug.
#ifndef KAGAMI_CPNG_H
#define KAGAMI_CPNG_H

#include <stddef.h>
#include <stdint.h>

#define CPNG_MESSAGE_CAPACITY 512

typedef enum {
  CPNG_OK = 0,
  CPNG_ERROR_LIBPNG = 1,     // libpng reported an error (message holds its text)
  CPNG_ERROR_WARNING = 2,    // libpng reported a warning while warnings are fatal
  CPNG_ERROR_TOO_LARGE = 3,  // dimensions exceed the caller's limits
  CPNG_ERROR_NOT_PNG = 4,    // the signature is missing
  CPNG_ERROR_MEMORY = 5,     // an allocation failed
  CPNG_ERROR_ARGUMENT = 6,   // a bad argument from the caller
} cpng_status;

typedef struct {
  char message[CPNG_MESSAGE_CAPACITY];
} cpng_message;

typedef struct {
  uint32_t max_width;
  uint32_t max_height;
  uint64_t max_pixels;
  int warnings_are_errors;
} cpng_decode_options;

typedef struct {
  uint8_t *pixels;  // width * height * 4 bytes, RGBA8, owned: release with cpng_free
  uint32_t width;
  uint32_t height;
  int source_color_type;  // PNG color type of the file
  int source_bit_depth;
  int source_interlaced;
} cpng_image;

typedef struct {
  const char *key;   // 1-79 Latin-1 characters
  const char *text;  // Latin-1 text
} cpng_text;

typedef struct {
  int compression_level;  // 0-9 with zlib, 1-12 with libdeflate
  int filters;            // bit set of PNG_FILTER_NONE/SUB/UP/AVG/PAETH (libpng values 0x08..0x80);
                          // with libdeflate exactly one of NONE, SUB, UP
  int strategy;           // zlib strategy: 0 default, 1 filtered, 2 huffman only, 3 RLE (zlib only)
  int mem_level;          // zlib memLevel 1-9 (zlib only)
  int use_libdeflate;     // non-zero: libpng writes the chunks, libdeflate compresses the image data
  int drop_alpha;         // non-zero: write colour type RGB, dropping every fourth byte (all must be 255)
  const cpng_text *texts;
  size_t text_count;
} cpng_encode_options;

typedef struct {
  uint8_t *bytes;  // owned: release with cpng_free
  size_t size;
} cpng_buffer;

/// Decodes any PNG libpng reads to RGBA8. On failure `message` holds the reason.
cpng_status cpng_decode(const uint8_t *data, size_t size, const cpng_decode_options *options,
                        cpng_image *out, cpng_message *message);

/// Like cpng_decode, but writes the pixels into the caller's `pixels` (at least width * height * 4
/// bytes, from the IHDR); `out->pixels` then points there and must not be freed.
cpng_status cpng_decode_into(const uint8_t *data, size_t size, const cpng_decode_options *options,
                             uint8_t *pixels, size_t capacity, cpng_image *out, cpng_message *message);

/// Encodes RGBA8 pixels (rows of width * 4 bytes, tightly packed).
cpng_status cpng_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                        const cpng_encode_options *options, cpng_buffer *out, cpng_message *message);

/// 1 when every one of `count` RGBA8 pixels has alpha 255, else 0 (vector code, fast at -O0 too).
int cpng_is_opaque(const uint8_t *pixels, size_t count);

/// zlib's CRC-32 of a byte range, continuing from `crc` (start with 0).
uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// The version of libpng this module runs with, e.g. "1.6.39".
const char *cpng_libpng_version(void);

void cpng_free(void *pointer);

#endif
