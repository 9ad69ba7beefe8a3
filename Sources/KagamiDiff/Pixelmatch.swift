import CDiff
import Foundation
import KagamiImage

// KagamiDiff: image comparison, exact by default (any changed byte), or with the semantics of
// pixelmatch 7.2 (mapbox/pixelmatch, ISC), plus Playwright-style budgets, masks and size checks, and
// the node-by-node comparison of layout dumps that explains a failed image check.
// Design rules: depends on KagamiImage's vocabulary only (Bitmap, RGBAColor, PixelRect; no Foundation); counts and diff images equal pixelmatch's
// bit for bit, so every floating-point expression keeps pixelmatch's operation order (Swift never
// contracts a*b+c into a fused multiply-add) and values reach a diff pixel through JavaScript's
// ToUint8 conversion; identical rows are skipped with word-wise compares before any per-pixel work;
// the per-pixel loops are C (CDiff), fast in debug builds too; nothing allocates per pixel or reads
// global state.

/// The pixelmatch comparison over raw RGBA8 buffers.
public enum Pixelmatch {
  /// Counts the mismatched pixels of two `width × height` RGBA8 buffers and, when `output` is given,
  /// draws the diff image into it (every byte is written unless `options.diffMask`, which writes only
  /// differing pixels and leaves the rest as they were). Same contract as `pixelmatch(img1, img2, output, …)`.
  public static func compare(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
    output: UnsafeMutableBufferPointer<UInt8>?, width: Int, height: Int,
    options: DiffOptions = .pixelmatch
  ) throws(DiffError) -> Int {
    try options.validate()
    guard first.count == second.count else {
      throw .invalidPixelData("image sizes do not match: \(first.count) and \(second.count) bytes")
    }
    try validate(width: width, height: height, byteCount: first.count)
    if let output, output.count != first.count {
      throw .invalidPixelData(
        "the diff buffer holds \(output.count) bytes, the images \(first.count)")
    }
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else { return 0 }
    var kernelOptions = cdiff_pixelmatch_options(options)
    let whole = cdiff_rect(x: 0, y: 0, width: Int64(width), height: Int64(height))
    return Int(
      cdiff_pixelmatch(firstBase, secondBase, Int64(width), Int64(height), &kernelOptions, whole, output?.baseAddress))
  }

  /// Counts the mismatched pixels of two images of the same size, drawing no diff image.
  public static func count(
    _ first: Bitmap, _ second: Bitmap, options: DiffOptions = .pixelmatch
  )
    throws(DiffError) -> Int
  {
    try checkSizes(first, second)
    let result: Result<Int, DiffError> = first.pixels.withUnsafeBufferPointer { a in
      second.pixels.withUnsafeBufferPointer { b in
        Result { () throws(DiffError) -> Int in
          try compare(a, b, output: nil, width: first.width, height: first.height, options: options)
        }
      }
    }
    return try result.get()
  }

  /// Compares two images of the same size and draws the diff image (transparent where a `diffMask`
  /// leaves pixels unwritten).
  public static func diff(
    _ first: Bitmap, _ second: Bitmap, options: DiffOptions = .pixelmatch
  )
    throws(DiffError) -> (mismatched: Int, image: Bitmap)
  {
    try diff(first, second, options: options, region: PixelRect(x: 0, y: 0, width: first.width, height: first.height))
  }

  /// Compares two images of the same size inside `region` and draws the diff image of that region
  /// only. With a region that holds every changed pixel, the count and the marks are the whole
  /// image's (anti-aliasing is judged from neighbours outside the region too).
  static func diff(
    _ first: Bitmap, _ second: Bitmap, options: DiffOptions, region: PixelRect
  )
    throws(DiffError) -> (mismatched: Int, image: Bitmap)
  {
    try checkSizes(first, second)
    try options.validate()
    try validate(width: first.width, height: first.height, byteCount: first.pixels.count)
    guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
      region.x + region.width <= first.width, region.y + region.height <= first.height
    else {
      throw .invalidPixelData("the diff region \(region) is not inside the \(first.width)x\(first.height) image")
    }
    let byteCount = region.width * region.height * 4
    var kernelOptions = cdiff_pixelmatch_options(options)
    let rect = cdiff_rect(region)
    var mismatched = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      // Without a mask every byte is drawn; a mask leaves untouched pixels transparent.
      // memset: one system call's worth of vector stores, in every build configuration.
      if options.diffMask, let base = buffer.baseAddress { memset(base, 0, byteCount) }
      first.pixels.withUnsafeBufferPointer { a in
        second.pixels.withUnsafeBufferPointer { b in
          mismatched = Int(
            cdiff_pixelmatch(
              a.baseAddress!, b.baseAddress!, Int64(first.width), Int64(first.height), &kernelOptions, rect,
              buffer.baseAddress!))
        }
      }
      initialized = byteCount
    }
    do {
      return (mismatched, try Bitmap(width: region.width, height: region.height, pixels: bytes))
    } catch {
      throw .invalidPixelData("\(error)")
    }
  }

  /// Throws `DiffError.sizeMismatch` unless both images have the same width and height.
  static func checkSizes(_ first: Bitmap, _ second: Bitmap) throws(DiffError) {
    guard first.width == second.width, first.height == second.height else {
      throw .sizeMismatch(
        expectedWidth: first.width, expectedHeight: first.height, actualWidth: second.width,
        actualHeight: second.height)
    }
  }

  /// Throws unless width and height are positive and `byteCount` is `width * height * 4`.
  static func validate(width: Int, height: Int, byteCount: Int) throws(DiffError) {
    guard width > 0, height > 0 else {
      throw .invalidPixelData("image size \(width)x\(height) must be positive")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= Int.max / 4 else {
      throw .invalidPixelData("image size \(width)x\(height) is too large")
    }
    guard byteCount == pixels * 4 else {
      throw .invalidPixelData("a \(width)x\(height) image needs \(pixels * 4) bytes, got \(byteCount)")
    }
  }
}

extension cdiff_pixelmatch_options {
  /// pixelmatch's options for CDiff; `max_delta` is the largest squared YIQ distance (35215) × threshold².
  init(_ options: DiffOptions) {
    self.init(
      max_delta: 35215 * options.threshold * options.threshold, alpha: options.alpha,
      include_aa: options.includeAA ? 1 : 0, diff_mask: options.diffMask ? 1 : 0,
      checkerboard: options.checkerboard ? 1 : 0, aa_color: cdiff_color(options.aaColor),
      diff_color: cdiff_color(options.diffColor),
      diff_color_alt: cdiff_color(options.diffColorAlt ?? options.diffColor))
  }
}

extension cdiff_color {
  /// A diff colour for CDiff (diff images are opaque: the alpha is not drawn).
  init(_ color: RGBAColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}

extension cdiff_rect {
  /// A pixel rectangle for CDiff.
  init(_ rect: PixelRect) {
    self.init(x: Int64(rect.x), y: Int64(rect.y), width: Int64(rect.width), height: Int64(rect.height))
  }
}
