/// Splits test targets into balanced shards for CI machines.
public enum ShardPlanner {
  /// `targets` split into `count` shards (some may be empty), balanced by `weight` (1 each when
  /// unknown): heaviest first, each onto the lightest shard so far, ties to the lowest index; each
  /// shard lists its targets in the order given.
  public static func shards(_ targets: [String], count: Int, weight: (String) -> Double = { _ in 1 }) -> [[String]] {
    let count = max(1, count)
    var loads = [Double](repeating: 0, count: count)
    var assignment: [String: Int] = [:]
    let order = targets.enumerated().sorted { lhs, rhs in
      let (a, b) = (weight(lhs.element), weight(rhs.element))
      return a != b ? a > b : lhs.offset < rhs.offset
    }
    for (_, target) in order {
      let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
      assignment[target] = lightest
      loads[lightest] += weight(target)
    }
    return (0..<count).map { shard in targets.filter { assignment[$0] == shard } }
  }
}
