// CDiff: see include/cdiff.h for the rules. Each function mirrors the pixelmatch 7.2 function named beside it.
#pragma STDC FP_CONTRACT OFF
#include "cdiff.h"

#include <math.h>
#include <string.h>

// SwiftPM compiles C at -O0 in debug builds, where `static inline` alone is a call.
#define CDIFF_INLINE static inline __attribute__((always_inline))

typedef struct {
  const uint8_t *first;
  const uint8_t *second;
  int64_t width;
  int64_t height;
  const cdiff_pixelmatch_options *options;
} cdiff_kernel;

CDIFF_INLINE uint32_t cdiff_word(const uint8_t *image, int64_t offset) {
  uint32_t word;
  memcpy(&word, image + offset, 4);
  return word;
}

// JavaScript's ToUint8 (what storing into a Uint8Array does).
CDIFF_INLINE uint8_t cdiff_javascript_uint8(double value) {
  if (value >= 0 && value < 256) return (uint8_t)value;
  if (!isfinite(value)) return 0;
  double remainder = fmod(trunc(value), 256);
  return (uint8_t)(remainder < 0 ? remainder + 256 : remainder);
}

// pixelmatch's grey background value (drawGrayPixel).
CDIFF_INLINE uint8_t cdiff_gray(const uint8_t *pixel, double blend) {
  double luma = (double)pixel[0] * 0.29889531 + (double)pixel[1] * 0.58662247 + (double)pixel[2] * 0.11448223;
  return cdiff_javascript_uint8(255 + (luma - 255) * blend * (double)pixel[3] / 255);
}

// The last pixel's grey value, remembered: UI rows repeat colours.
typedef struct {
  uint32_t pixel;
  uint8_t value;
  int has_value;
} cdiff_gray_cache;

CDIFF_INLINE uint8_t cdiff_gray_value(cdiff_gray_cache *cache, uint32_t pixel, const uint8_t *bytes, double blend) {
  if (cache->has_value && cache->pixel == pixel) return cache->value;
  cache->value = cdiff_gray(bytes, blend);
  cache->pixel = pixel;
  cache->has_value = 1;
  return cache->value;
}

// The checkerboard or white background a translucent pixel at byte offset `k` is blended over
// (pixelmatch 7.2): JavaScript's `k / φ | 0`.
static void cdiff_background(int64_t k, int32_t checkerboard, int64_t *red, int64_t *green, int64_t *blue) {
  if (!checkerboard) {
    *red = 255;
    *green = 255;
    *blue = 255;
    return;
  }
  int64_t g = (int64_t)(int32_t)(uint32_t)(uint64_t)(int64_t)((double)k / 1.618033988749895);
  int64_t b = (int64_t)(int32_t)(uint32_t)(uint64_t)(int64_t)((double)k / 2.618033988749895);
  *red = 48 + 159 * (k % 2);
  *green = 48 + 159 * (g % 2);
  *blue = 48 + 159 * (b % 2);
}

// Channel differences of two pixels, one translucent, blended over the background.
static void cdiff_blended_difference(const cdiff_kernel *kernel, int64_t r1, int64_t g1, int64_t b1, int64_t a1,
                                     int64_t r2, int64_t g2, int64_t b2, int64_t a2, int64_t k, double *dr,
                                     double *dg, double *db) {
  int64_t da = a1 - a2;
  int64_t red, green, blue;
  cdiff_background(k, kernel->options->checkerboard, &red, &green, &blue);
  *dr = (double)(r1 * a1 - r2 * a2 - red * da) / 255;
  *dg = (double)(g1 * a1 - g2 * a2 - green * da) / 255;
  *db = (double)(b1 * a1 - b2 * a2 - blue * da) / 255;
}

// The squared YIQ distance at byte offset k, negative when the second pixel is darker
// (pixelmatch's colorDelta).
static double cdiff_color_delta(const cdiff_kernel *kernel, int64_t k) {
  const uint8_t *p = kernel->first + k;
  const uint8_t *q = kernel->second + k;
  int64_t r1 = p[0], g1 = p[1], b1 = p[2], a1 = p[3];
  int64_t r2 = q[0], g2 = q[1], b2 = q[2], a2 = q[3];
  double dr = (double)(r1 - r2);
  double dg = (double)(g1 - g2);
  double db = (double)(b1 - b2);
  if (a1 < 255 || a2 < 255) cdiff_blended_difference(kernel, r1, g1, b1, a1, r2, g2, b2, a2, k, &dr, &dg, &db);
  double y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  double i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
  double q2 = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2;
  return y > 0 ? -delta : delta;
}

// The brightness-only delta of two pixels of one image (colorDelta with yOnly).
static double cdiff_brightness_delta(const cdiff_kernel *kernel, const uint8_t *image, int64_t k, int64_t m) {
  int64_t r1 = image[k], g1 = image[k + 1], b1 = image[k + 2], a1 = image[k + 3];
  int64_t r2 = image[m], g2 = image[m + 1], b2 = image[m + 2], a2 = image[m + 3];
  if (r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2) return 0;
  double dr, dg, db;
  if (a1 < 255 || a2 < 255) {
    cdiff_blended_difference(kernel, r1, g1, b1, a1, r2, g2, b2, a2, k, &dr, &dg, &db);
  } else {
    dr = (double)(r1 - r2);
    dg = (double)(g1 - g2);
    db = (double)(b1 - b2);
  }
  return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}

// True when (x1, y1) has 3+ neighbours of exactly its colour (hasManySiblings).
static int cdiff_has_many_siblings(const cdiff_kernel *kernel, const uint8_t *image, int64_t x1, int64_t y1) {
  int64_t width = kernel->width;
  int64_t x0 = x1 - 1 > 0 ? x1 - 1 : 0;
  int64_t y0 = y1 - 1 > 0 ? y1 - 1 : 0;
  int64_t x2 = x1 + 1 < width - 1 ? x1 + 1 : width - 1;
  int64_t y2 = y1 + 1 < kernel->height - 1 ? y1 + 1 : kernel->height - 1;
  uint32_t value = cdiff_word(image, (y1 * width + x1) * 4);
  int zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0;
  for (int64_t x = x0; x <= x2; x++) {
    for (int64_t y = y0; y <= y2; y++) {
      if (x == x1 && y == y1) continue;
      if (cdiff_word(image, (y * width + x) * 4) == value) zeroes++;
      if (zeroes > 2) return 1;
    }
  }
  return 0;
}

// pixelmatch's anti-aliasing detector (antialiased), neighbours column by column.
static int cdiff_antialiased(const cdiff_kernel *kernel, const uint8_t *image, int64_t x1, int64_t y1,
                             const uint8_t *other) {
  int64_t width = kernel->width;
  int64_t height = kernel->height;
  int64_t x0 = x1 > 0 ? x1 - 1 : 0;
  int64_t y0 = y1 > 0 ? y1 - 1 : 0;
  int64_t x2 = x1 < width - 1 ? x1 + 1 : width - 1;
  int64_t y2 = y1 < height - 1 ? y1 + 1 : height - 1;
  int64_t center = (y1 * width + x1) * 4;
  uint32_t center_word = cdiff_word(image, center);
  int zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0;
  double darkest = 0, brightest = 0;
  int64_t darkest_x = 0, darkest_y = 0, brightest_x = 0, brightest_y = 0;
  for (int64_t x = x0; x <= x2; x++) {
    for (int64_t y = y0; y <= y2; y++) {
      if (x == x1 && y == y1) continue;
      int64_t neighbour = (y * width + x) * 4;
      double delta =
        cdiff_word(image, neighbour) == center_word ? 0 : cdiff_brightness_delta(kernel, image, center, neighbour);
      if (delta == 0) {
        zeroes++;
        if (zeroes > 2) return 0;
      } else if (delta < darkest) {
        darkest = delta;
        darkest_x = x;
        darkest_y = y;
      } else if (delta > brightest) {
        brightest = delta;
        brightest_x = x;
        brightest_y = y;
      }
    }
  }
  if (darkest == 0 || brightest == 0) return 0;
  return (cdiff_has_many_siblings(kernel, image, darkest_x, darkest_y) &&
          cdiff_has_many_siblings(kernel, other, darkest_x, darkest_y)) ||
         (cdiff_has_many_siblings(kernel, image, brightest_x, brightest_y) &&
          cdiff_has_many_siblings(kernel, other, brightest_x, brightest_y));
}

CDIFF_INLINE void cdiff_draw(uint8_t *output, int64_t position, cdiff_color color) {
  output[position] = color.red;
  output[position + 1] = color.green;
  output[position + 2] = color.blue;
  output[position + 3] = 255;
}

CDIFF_INLINE void cdiff_draw_gray(uint8_t *output, uint8_t value) {
  output[0] = value;
  output[1] = value;
  output[2] = value;
  output[3] = 255;
}

int64_t cdiff_pixelmatch(const uint8_t *first, const uint8_t *second, int64_t width, int64_t height,
                         const cdiff_pixelmatch_options *options, cdiff_rect region, uint8_t *output) {
  cdiff_kernel kernel = {first, second, width, height, options};
  int draws_background = output != NULL && !options->diff_mask;
  int64_t mismatched = 0;
  for (int64_t y = region.y; y < region.y + region.height; y++) {
    int64_t row_start = (y * width + region.x) * 4;
    uint8_t *target = output == NULL ? NULL : output + (y - region.y) * region.width * 4;
    cdiff_gray_cache cache = {0, 0, 0};
    // Equal rows draw the grey background only (pixelmatch's identical-images fast path, per row).
    if (memcmp(first + row_start, second + row_start, (size_t)(region.width * 4)) == 0) {
      if (!draws_background) continue;
      for (int64_t x = 0; x < region.width; x++) {
        int64_t position = row_start + x * 4;
        cdiff_draw_gray(target + x * 4,
                        cdiff_gray_value(&cache, cdiff_word(first, position), first + position, options->alpha));
      }
      continue;
    }
    for (int64_t x = region.x; x < region.x + region.width; x++) {
      int64_t position = (y * width + x) * 4;
      uint8_t *pixel = target == NULL ? NULL : target + (x - region.x) * 4;
      uint32_t pixel_a = cdiff_word(first, position);
      uint32_t pixel_b = cdiff_word(second, position);
      double delta = pixel_a == pixel_b ? 0 : cdiff_color_delta(&kernel, position);
      if (fabs(delta) > options->max_delta) {
        int excluded_aa = !options->include_aa && (cdiff_antialiased(&kernel, first, x, y, second) ||
                                                   cdiff_antialiased(&kernel, second, x, y, first));
        if (excluded_aa) {
          if (draws_background) cdiff_draw(pixel, 0, options->aa_color);
        } else {
          if (pixel != NULL) cdiff_draw(pixel, 0, delta < 0 ? options->diff_color_alt : options->diff_color);
          mismatched++;
        }
      } else if (draws_background) {
        cdiff_draw_gray(pixel, cdiff_gray_value(&cache, pixel_a, first + position, options->alpha));
      }
    }
  }
  return mismatched;
}

CDIFF_INLINE int64_t cdiff_channel_difference(uint8_t a, uint8_t b) { return a > b ? a - b : b - a; }

cdiff_change cdiff_scan(const uint8_t *first, const uint8_t *second, int64_t width, int64_t height) {
  cdiff_change change = {0, 0, INT64_MAX, INT64_MAX, -1, -1};
  int64_t row_bytes = width * 4;
  for (int64_t row = 0; row < height; row++) {
    const uint8_t *a = first + row * row_bytes;
    const uint8_t *b = second + row * row_bytes;
    if (memcmp(a, b, (size_t)row_bytes) == 0) continue;
    int row_changed = 0;
    for (int64_t column = 0; column < width; column++) {
      int64_t offset = column * 4;
      if (cdiff_word(a, offset) == cdiff_word(b, offset)) continue;
      // The four channels written out (a loop costs more than its body at -O0).
      int64_t pixel_largest = cdiff_channel_difference(a[offset], b[offset]);
      int64_t green = cdiff_channel_difference(a[offset + 1], b[offset + 1]);
      int64_t blue = cdiff_channel_difference(a[offset + 2], b[offset + 2]);
      int64_t alpha = cdiff_channel_difference(a[offset + 3], b[offset + 3]);
      if (green > pixel_largest) pixel_largest = green;
      if (blue > pixel_largest) pixel_largest = blue;
      if (alpha > pixel_largest) pixel_largest = alpha;
      change.changed_pixels++;
      row_changed = 1;
      if (pixel_largest > change.max_channel_difference) change.max_channel_difference = pixel_largest;
      if (column < change.min_x) change.min_x = column;
      if (column > change.max_x) change.max_x = column;
    }
    if (row_changed) {
      if (row < change.min_y) change.min_y = row;
      change.max_y = row;
    }
  }
  return change;
}

void cdiff_mark_unmarked(const uint8_t *first, const uint8_t *second, int64_t width, cdiff_rect within,
                         uint8_t *output, cdiff_rect output_region, const cdiff_color *marks, int64_t mark_count,
                         cdiff_color color) {
  for (int64_t row = within.y; row < within.y + within.height; row++) {
    int64_t start = (row * width + within.x) * 4;
    if (memcmp(first + start, second + start, (size_t)(within.width * 4)) == 0) continue;
    uint8_t *target = output + ((row - output_region.y) * output_region.width + within.x - output_region.x) * 4;
    for (int64_t column = 0; column < within.width; column++) {
      int64_t index = start + column * 4;
      if (cdiff_word(first, index) == cdiff_word(second, index)) continue;
      uint8_t *pixel = target + column * 4;
      int marked = 0;
      if (pixel[3] == 255) {
        for (int64_t m = 0; m < mark_count; m++) {
          if (pixel[0] == marks[m].red && pixel[1] == marks[m].green && pixel[2] == marks[m].blue) {
            marked = 1;
            break;
          }
        }
      }
      if (!marked) cdiff_draw(pixel, 0, color);
    }
  }
}

CDIFF_INLINE uint32_t cdiff_big_endian(const uint8_t *pixel) {
  return (uint32_t)pixel[0] << 24 | (uint32_t)pixel[1] << 16 | (uint32_t)pixel[2] << 8 | (uint32_t)pixel[3];
}

int64_t cdiff_pair_runs(const uint8_t *first, const uint8_t *second, int64_t width, int64_t row, int64_t x,
                        int64_t count, uint64_t *pairs, int64_t *lengths) {
  int64_t start = (row * width + x) * 4;
  if (memcmp(first + start, second + start, (size_t)(count * 4)) == 0) return 0;
  int64_t runs = 0;
  for (int64_t offset = start; offset < start + count * 4; offset += 4) {
    if (cdiff_word(first, offset) == cdiff_word(second, offset)) continue;
    uint64_t pair = (uint64_t)cdiff_big_endian(first + offset) << 32 | cdiff_big_endian(second + offset);
    if (runs > 0 && pairs[runs - 1] == pair) {
      lengths[runs - 1]++;
    } else {
      pairs[runs] = pair;
      lengths[runs] = 1;
      runs++;
    }
  }
  return runs;
}
