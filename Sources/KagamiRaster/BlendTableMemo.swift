/// The 256 blends of one colour over one opaque backdrop, by coverage, for the colour and backdrop
/// pairs a render paints most (text over a card or a screen background): glyph masks then blend
/// through a lookup wherever the backdrop shows, instead of mixing channels per pixel. A table holds
/// exactly what `CoverageBlender.blended` returns, so using one changes no pixel.
///
/// A few tables, the oldest replaced first, each built the second time its pair is asked for; not
/// thread-safe (one per `CanvasResources`).
final class BlendTableMemo {
  static let capacity = 16
  private let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 256)
  private var keys: [UInt64] = []
  private var next = 0
  private var lastHit = 0
  /// Pairs asked for once and not built yet, the oldest replaced first.
  private var sightings: [UInt64] = []
  private var nextSighting = 0

  init() {}

  deinit { storage.deallocate() }

  /// The blends of `source` over `backdrop` at each coverage 0…255, or nil when `backdrop` is not
  /// opaque (then the blend depends on more than the coverage).
  func table(source: UInt32, backdrop: UInt32) -> UnsafePointer<UInt32>? {
    guard backdrop >= 0xFF00_0000 else { return nil }
    let key = UInt64(source) << 32 | UInt64(backdrop)
    if lastHit < keys.count && keys[lastHit] == key { return UnsafePointer(storage + lastHit * 256) }
    if let index = keys.firstIndex(of: key) {
      lastHit = index
      return UnsafePointer(storage + index * 256)
    }
    // A pair seen once may never come back (text over other text): its table is built the second time.
    guard let sighting = sightings.firstIndex(of: key) else {
      if sightings.count < Self.capacity { sightings.append(key) } else { sightings[nextSighting] = key }
      nextSighting = (nextSighting + 1) % Self.capacity
      return nil
    }
    sightings[sighting] = ~key
    let index: Int
    if keys.count < Self.capacity {
      index = keys.count
      keys.append(key)
    } else {
      index = next
      keys[index] = key
      next = (next + 1) % Self.capacity
    }
    let table = storage + index * 256
    let blender = CoverageBlender(source)
    for coverage in 0..<256 { table[coverage] = blender.blended(coverage, over: backdrop) }
    lastHit = index
    return UnsafePointer(table)
  }
}
