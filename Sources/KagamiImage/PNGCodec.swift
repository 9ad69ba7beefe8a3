import Foundation

// Implementation-only: modules above import this one without the C module (Docs/swiftui.md).
@_implementationOnly import CPNG

/// The PNG codec: the one Swift user of `CPNG` (libpng). Decodes anything libpng reads to RGBA8,
/// encodes RGBA8 with chosen options, and reads tEXt chunks without inflating image data.
public enum PNGCodec {
  /// Limits checked before any pixel memory is allocated.
  public struct Limits: Sendable {
    /// Largest width.
    public var maximumWidth: Int
    /// Largest height.
    public var maximumHeight: Int
    /// Largest width × height.
    public var maximumPixels: Int

    /// Limits from their parts.
    public init(maximumWidth: Int, maximumHeight: Int, maximumPixels: Int) {
      self.maximumWidth = maximumWidth
      self.maximumHeight = maximumHeight
      self.maximumPixels = maximumPixels
    }

    /// The same limits as `Bitmap`.
    public static let bitmap = Limits(
      maximumWidth: Bitmap.maximumDimension, maximumHeight: Bitmap.maximumDimension,
      maximumPixels: Bitmap.maximumPixelCount)
  }

  /// Decodes a PNG to an RGBA8 bitmap. libpng warnings are errors unless `tolerateWarnings`.
  public static func decode(
    _ data: Data, limits: Limits = .bitmap, tolerateWarnings: Bool = false
  ) throws(PNGError) -> Bitmap {
    var options = cpng_decode_options(
      max_width: UInt32(clamping: limits.maximumWidth), max_height: UInt32(clamping: limits.maximumHeight),
      max_pixels: UInt64(clamping: limits.maximumPixels), warnings_are_errors: tolerateWarnings ? 0 : 1)
    var image = cpng_image()
    var message = cpng_message()
    // The common case: the IHDR's size is within the limits, so decode straight into the array the
    // bitmap keeps (no copy; a recycled one from `PixelBufferPool` when there is one). Anything else takes the general path, which reports the problem.
    if let (width, height) = headerSize(data), width <= limits.maximumWidth, height <= limits.maximumHeight,
      width * height <= limits.maximumPixels
    {
      var status = CPNG_OK
      let pixels = PixelBufferPool.shared.written(count: width * height * 4) { buffer in
        status = data.withUnsafeBytes { raw in
          let bytes = raw.bindMemory(to: UInt8.self)
          return cpng_decode_into(
            bytes.baseAddress!, bytes.count, &options, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
            buffer.count, &image, &message)
        }
        // A failed decode leaves part of the buffer unwritten: zero it rather than expose old bytes.
        if status != CPNG_OK { buffer.initializeMemory(as: UInt8.self, repeating: 0) }
      }
      guard status == CPNG_OK else { throw error(status, message) }
      guard let result = bitmap(pixels, width: width, height: height) else {
        throw .tooLarge("\(width)x\(height) is outside the bitmap limits")
      }
      return result
    }
    let status = data.withUnsafeBytes { raw -> cpng_status in
      let bytes = raw.bindMemory(to: UInt8.self)
      return cpng_decode(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count, &options, &image, &message)
    }
    guard status == CPNG_OK else { throw error(status, message) }
    defer { cpng_free(image.pixels) }
    let width = Int(image.width)
    let height = Int(image.height)
    let pixels = [UInt8](UnsafeBufferPointer(start: image.pixels, count: width * height * 4))
    guard let result = bitmap(pixels, width: width, height: height) else {
      throw .tooLarge("\(width)x\(height) is outside the bitmap limits")
    }
    return result
  }

  private static func bitmap(_ pixels: [UInt8], width: Int, height: Int) -> Bitmap? {
    try? Bitmap(width: width, height: height, pixels: pixels)
  }

  /// Width and height from the IHDR chunk, when the file starts with a signature and an IHDR.
  private static func headerSize(_ data: Data) -> (Int, Int)? {
    guard data.count >= 33 else { return nil }
    return data.withUnsafeBytes { raw -> (Int, Int)? in
      guard zip(raw.prefix(8), signature).allSatisfy({ $0 == $1 }), raw[12] == 0x49, raw[13] == 0x48, raw[14] == 0x44,
        raw[15] == 0x52
      else { return nil }
      func word(_ offset: Int) -> Int {
        Int(raw[offset]) << 24 | Int(raw[offset + 1]) << 16 | Int(raw[offset + 2]) << 8 | Int(raw[offset + 3])
      }
      let (width, height) = (word(16), word(20))
      return width > 0 && height > 0 ? (width, height) : nil
    }
  }

  /// Encodes a bitmap as an 8-bit RGBA PNG with `options`, writing `text` chunks before the image data.
  public static func encode(
    _ bitmap: Bitmap, options: PNGEncodeOptions = .baseline, text: [PNGTextChunk] = []
  ) throws(PNGError) -> Data {
    switch options.deflater {
    case .zlib:
      guard (0...9).contains(options.compressionLevel), (1...9).contains(options.memoryLevel) else {
        throw .invalidArgument(
          "compression level \(options.compressionLevel) must be 0-9 and memory level \(options.memoryLevel) 1-9")
      }
    case .libdeflate:
      guard (1...12).contains(options.compressionLevel) else {
        throw .invalidArgument("libdeflate compression level \(options.compressionLevel) must be 1-12")
      }
      guard [.none, .sub, .up].contains(options.filters) else {
        throw .invalidArgument("libdeflate encoding takes exactly one filter: none, sub or up")
      }
    }
    for chunk in text { try chunk.validate() }
    let keys = text.map { strdup($0.keyword) }
    let values = text.map { strdup($0.text) }
    defer {
      for key in keys { free(key) }
      for value in values { free(value) }
    }
    let chunks = zip(keys, values).map { cpng_text(key: $0, text: $1) }
    var buffer = cpng_buffer()
    var message = cpng_message()
    let status = chunks.withUnsafeBufferPointer { chunkBuffer in
      var settings = cpng_encode_options(
        compression_level: Int32(options.compressionLevel), filters: options.filters.rawValue,
        strategy: options.strategy.rawValue, mem_level: Int32(options.memoryLevel),
        use_libdeflate: options.deflater == .libdeflate ? 1 : 0,
        drop_alpha: options.dropsOpaqueAlpha && bitmap.isOpaque ? 1 : 0,
        texts: chunkBuffer.baseAddress, text_count: chunkBuffer.count)
      return bitmap.pixels.withUnsafeBufferPointer { pixels in
        cpng_encode(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), &settings, &buffer, &message)
      }
    }
    guard status == CPNG_OK, let bytes = buffer.bytes else { throw error(status, message) }
    defer { cpng_free(bytes) }
    return Data(bytes: bytes, count: buffer.size)
  }

  /// Encodes with each of `candidates` and returns the smallest file (the first on a tie), so the
  /// same bitmap always gives the same bytes. Baselines are written once and read often: worth it.
  /// The candidates are encoded at the same time, one thread each (zlib is the time; a recording
  /// waits for the slowest candidate instead of their sum).
  public static func encodeSmallest(
    _ bitmap: Bitmap, candidates: [PNGEncodeOptions] = PNGEncodeOptions.baselineCandidates,
    text: [PNGTextChunk] = []
  ) throws(PNGError) -> Data {
    guard !candidates.isEmpty else { throw .invalidArgument("no encode options to choose from") }
    let results = EncodeResults(count: candidates.count)
    DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
      results.set(index, Result { () throws(PNGError) in try encode(bitmap, options: candidates[index], text: text) })
    }
    var best: Data?
    for result in results.all {
      let data = try result.get()
      if best.map({ data.count < $0.count }) ?? true { best = data }
    }
    return best!
  }

  /// The candidates' encodings, filled from several threads.
  ///
  /// Unchecked Sendable: `values` is only touched while holding `lock`.
  private final class EncodeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<Data, PNGError>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<Data, PNGError>) { lock.withLock { values[index] = value } }
    var all: [Result<Data, PNGError>] { lock.withLock { values.map { $0! } } }
  }

  /// The version of libpng in use.
  public static var libpngVersion: String { String(cString: cpng_libpng_version()) }

  /// zlib's CRC-32 of `bytes`.
  static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress else { return crc }
    return cpng_crc32(crc, base.assumingMemoryBound(to: UInt8.self), bytes.count)
  }

  private static func error(_ status: cpng_status, _ message: cpng_message) -> PNGError {
    let text = withUnsafeBytes(of: message.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch status {
    case CPNG_ERROR_NOT_PNG: return .notPNG(text)
    case CPNG_ERROR_TOO_LARGE: return .tooLarge(text)
    case CPNG_ERROR_MEMORY: return .outOfMemory(text)
    case CPNG_ERROR_ARGUMENT: return .invalidArgument(text)
    case CPNG_ERROR_WARNING: return .libpng("warning treated as an error: \(text)")
    default: return .libpng(text)
    }
  }
}
