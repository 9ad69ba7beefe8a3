import KagamiImage

/// The tEXt chunks Kagami writes into every image baseline.
public enum BaselineChunks {
  /// Keyword of the pixel hash chunk.
  public static let hashKeyword = "kagami:pixel-hash"
  /// Keyword of the fingerprint chunk.
  public static let fingerprintKeyword = "kagami:fingerprint"

  /// The chunks for a bitmap with `hash` rendered under `fingerprint`.
  public static func chunks(hash: PixelHash, fingerprint: SnapshotFingerprint) -> [PNGTextChunk] {
    [
      PNGTextChunk(keyword: hashKeyword, text: hash.hex),
      PNGTextChunk(keyword: fingerprintKeyword, text: fingerprint.text),
    ]
  }

  /// The stored hash and fingerprint among `chunks`, if present.
  public static func read(_ chunks: [PNGTextChunk]) -> (hash: String?, fingerprint: SnapshotFingerprint?) {
    let hash = chunks.first { $0.keyword == hashKeyword }?.text
    let fingerprint = chunks.first { $0.keyword == fingerprintKeyword }.map { SnapshotFingerprint(text: $0.text) }
    return (hash, fingerprint)
  }
}
