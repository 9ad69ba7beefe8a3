import Testing

@testable import KagamiImage
@testable import KagamiRaster

/// The resampled-image cache returns exactly what resampling computes, never a stale image.
@Suite struct ResampledImageCacheTests {
  /// Paints `image` into a rounded clip (the cache's visible region is the clip's) at 130×70.
  private func paint(_ image: Bitmap, opacity: UInt8 = 255) throws -> Bitmap {
    var canvas = try Canvas(width: 160, height: 100, background: RGBAColor(hex: 0x203040))
    try canvas.withClip(.roundedRectangle(Rect(x: 10, y: 10, width: 120, height: 60), CornerRadii(12))) {
      try $0.drawImage(image, in: Rect(x: 5, y: 5, width: 130, height: 70), contentMode: .fill, opacity: opacity)
    }
    try canvas.drawImage(image, in: Rect(x: 140, y: 0, width: 20, height: 100), contentMode: .fit)
    return canvas.bitmap
  }

  @Test func aCachedDrawIsIdenticalToAFreshOne() throws {
    let photo = try TestImages.checkerGradient(width: 97, height: 61)
    let disc = try TestImages.translucentDisc(size: 40)
    for image in [photo, disc] {
      let first = try paint(image)
      let second = try paint(image, opacity: 255)
      ResampledImageCache.shared.removeAll()
      let fresh = try paint(image)
      #expect(first == second && second == fresh)
      #expect(try paint(image, opacity: 128) != fresh)
    }
  }

  @Test func changingTheSourcesPixelsNeverReturnsTheOldResult() throws {
    var image = try TestImages.checkerGradient(width: 64, height: 64)
    let before = try paint(image)
    for index in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels[index] = 255 &- image.pixels[index] }
    let after = try paint(image)
    ResampledImageCache.shared.removeAll()
    #expect(after == (try paint(image)))
    #expect(after != before)
  }

  @Test func entriesStayWithinTheBudget() throws {
    let cache = ResampledImageCache(budget: 64 * 1024)
    let image = try TestImages.checkerGradient(width: 32, height: 32)
    var resamples = 0
    for size in 1...40 {
      _ = cache.resampled(
        of: image, frameWidth: size, frameHeight: size, region: PixelRect(x: 0, y: 0, width: size, height: size)
      ) {
        resamples += 1
        return [UInt32](repeating: 0, count: size * size)
      }
    }
    #expect(resamples == 40)
    // 4 KiB of source plus up to 6.4 KiB of words each: the 64 KiB budget keeps only the newest few.
    #expect(cache.count > 0 && cache.count < 10)
    let newest = PixelRect(x: 0, y: 0, width: 40, height: 40)
    _ = cache.resampled(of: image, frameWidth: 40, frameHeight: 40, region: newest) {
      resamples += 1
      return []
    }
    #expect(resamples == 40)
    #expect(cache.statistics.hits == 1 && cache.statistics.misses == 40)
  }
}
