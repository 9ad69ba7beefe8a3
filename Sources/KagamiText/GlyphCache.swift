import KagamiFreeType

/// Rendered glyph images keyed by `GlyphKey`, with hit and miss counts. Lookups only; never
/// iterated to produce output.
public final class GlyphCache {
  private var images: [GlyphKey: GlyphBitmap] = [:]
  /// Lookups answered from the cache.
  public private(set) var hits = 0
  /// Lookups that rendered a glyph.
  public private(set) var misses = 0

  /// An empty cache.
  public init() {}

  /// Number of cached images.
  public var count: Int { images.count }

  /// hits / (hits + misses), or 0 before any lookup.
  public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }

  /// Drops every image and resets the counters.
  public func removeAll() {
    images.removeAll()
    hits = 0
    misses = 0
  }

  /// Resets the counters, keeping the images.
  public func resetCounters() {
    hits = 0
    misses = 0
  }

  /// The image for `key`, rendering it with `render` on a miss.
  func image(for key: GlyphKey, render: () throws -> GlyphBitmap) rethrows -> GlyphBitmap {
    if let image = images[key] {
      hits += 1
      return image
    }
    misses += 1
    let image = try render()
    images[key] = image
    return image
  }
}
