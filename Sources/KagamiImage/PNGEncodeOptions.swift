/// How to compress a PNG: the compressor and its level, PNG row filters and zlib's settings.
public struct PNGEncodeOptions: Equatable, Sendable {
  /// Which deflate implementation compresses the image data. Any of them gives a standard PNG.
  public enum Deflater: Sendable {
    /// libpng's own: zlib, with libpng's per-row filter heuristic, strategies and memLevels.
    case zlib
    /// libdeflate (Debian's `libdeflate-dev`), whole image in one call: 3-5 times faster than zlib
    /// at the same size on UI images. Levels 1–12, exactly one filter (none, sub or up).
    case libdeflate
  }

  /// PNG row filters libpng may choose from per row (libpng's adaptive heuristic picks one).
  public struct Filters: OptionSet, Sendable {
    public let rawValue: Int32
    /// Creates a set from libpng's bit values.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// No filtering.
    public static let none = Filters(rawValue: 0x08)
    /// Difference with the pixel to the left.
    public static let sub = Filters(rawValue: 0x10)
    /// Difference with the pixel above.
    public static let up = Filters(rawValue: 0x20)
    /// Difference with the average of left and above.
    public static let average = Filters(rawValue: 0x40)
    /// Paeth predictor.
    public static let paeth = Filters(rawValue: 0x80)
    /// All five: libpng's default for RGBA.
    public static let all: Filters = [.none, .sub, .up, .average, .paeth]
  }

  /// zlib's compression strategy.
  public enum Strategy: Int32, Sendable {
    /// zlib's default.
    case `default` = 0
    /// Tuned for filtered data.
    case filtered = 1
    /// Huffman coding only, no string matching.
    case huffmanOnly = 2
    /// Run-length matches only (distance 1): fast, good on flat UI images.
    case rle = 3
  }

  /// The compressor.
  public var deflater: Deflater
  /// zlib level 0–9, or libdeflate level 1–12.
  public var compressionLevel: Int
  /// Row filters.
  public var filters: Filters
  /// zlib strategy.
  public var strategy: Strategy
  /// zlib memLevel 1–9 (9 is fastest and uses the most memory).
  public var memoryLevel: Int
  /// Write an opaque bitmap as RGB (colour type 2) instead of RGBA: a quarter less data to filter and
  /// compress, and the same pixels when decoded.
  public var dropsOpaqueAlpha: Bool

  /// Options from their parts.
  public init(
    compressionLevel: Int, filters: Filters, strategy: Strategy = .default, memoryLevel: Int = 8,
    dropsOpaqueAlpha: Bool = true, deflater: Deflater = .zlib
  ) {
    self.deflater = deflater
    self.compressionLevel = compressionLevel
    self.filters = filters
    self.strategy = strategy
    self.memoryLevel = memoryLevel
    self.dropsOpaqueAlpha = dropsOpaqueAlpha
  }

  /// libpng's defaults at a given level, as a plain libpng user gets them: all filters, default
  /// strategy and memLevel, always RGBA.
  public static func libpngDefault(level: Int) -> PNGEncodeOptions {
    PNGEncodeOptions(compressionLevel: level, filters: .all, dropsOpaqueAlpha: false)
  }

  /// Baselines committed to git: small files, fast to write and to read. libdeflate level 6 with the
  /// Up filter, RGB when opaque. Chosen with `kagami-bench encode-matrix --deflaters zlib,libdeflate`
  /// on iPhone 15 3× screens: on the card grid 27 ms and 197,616 bytes, where zlib level 8 (the
  /// earlier preset) took 88 ms for 202,517 bytes; on the photo-heavy raster scene 28 ms for 252,335
  /// bytes against 114 ms for 238,447 (+5.8%). libdeflate level 8 is twice as slow for 1–6% less.
  public static let baseline = PNGEncodeOptions(compressionLevel: 6, filters: .up, deflater: .libdeflate)

  /// Flat UI screens (large single-colour areas, as snapshots at 1 pixel per point are): libdeflate
  /// level 6, no filter. On the sample app's 1× baselines this is smaller than `baseline` (filtering
  /// turns flat runs into noise there); on photo-heavy 3× screens it is larger.
  public static let flat = PNGEncodeOptions(compressionLevel: 6, filters: .none, deflater: .libdeflate)

  /// What snapshot baselines are written with: each candidate is tried and the smallest file kept.
  public static let baselineCandidates: [PNGEncodeOptions] = [.baseline, .flat]

  /// Failure artifacts: written fast, read once. libdeflate level 2 with the Up filter (24 ms and
  /// 206,419 bytes on the card grid, where zlib level 2 took 29 ms for 257,700).
  public static let fast = PNGEncodeOptions(compressionLevel: 2, filters: .up, deflater: .libdeflate)
}
