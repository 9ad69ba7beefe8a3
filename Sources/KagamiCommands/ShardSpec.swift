/// `--shard i/N`: this machine runs shard i (1-based) of N.
struct ShardSpec: Equatable {
  var index: Int
  var count: Int

  /// Parses "i/N"; nil unless 1 ≤ i ≤ N.
  init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }
}
