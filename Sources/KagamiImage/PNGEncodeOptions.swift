/// How to compress a PNG: zlib level, PNG row filters and zlib strategy.
public struct PNGEncodeOptions: Equatable, Sendable {
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

  /// zlib level 0–9.
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
    dropsOpaqueAlpha: Bool = true
  ) {
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

  /// Baselines committed to git: small files, fast to write and to read. Level 8 with the Up filter
  /// and memLevel 7 (smaller deflate blocks adapt better to UI images), RGB when opaque. Chosen with
  /// `kagami-bench encode-matrix`: Paeth makes files 2% smaller but libpng unfilters it 35% slower.
  public static let baseline = PNGEncodeOptions(compressionLevel: 8, filters: .up, strategy: .default, memoryLevel: 7)

  /// Flat UI screens (large single-colour areas, as snapshots at 1 pixel per point are): level 6, no
  /// filter, memLevel 8. On the sample app's 1× baselines this is about 24% smaller than `baseline`
  /// (filtering turns flat runs into noise there); on photo-heavy 3× screens it is larger. Level 9
  /// would save another 5% at three times the encode time (the 1170×2532 scene: 35 → 97 ms).
  public static let flat = PNGEncodeOptions(compressionLevel: 6, filters: .none, strategy: .default, memoryLevel: 8)

  /// What snapshot baselines are written with: each candidate is tried and the smallest file kept.
  public static let baselineCandidates: [PNGEncodeOptions] = [.baseline, .flat]

  /// Failure artifacts: written fast, read once. Level 2 with the Up filter.
  public static let fast = PNGEncodeOptions(compressionLevel: 2, filters: .up, strategy: .default, memoryLevel: 8)
}
