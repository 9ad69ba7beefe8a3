/// `--shard i/N`: this machine runs shard i (1-based) of N.
public struct ShardSpec: Equatable, Sendable {
  /// Which shard, from 1.
  public var index: Int
  /// How many shards.
  public var count: Int

  /// Parses "i/N"; nil unless 1 ≤ i ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }
}
