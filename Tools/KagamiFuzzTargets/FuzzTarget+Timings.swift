import Foundation
import KagamiAffected
import KagamiRunner

extension FuzzTarget {
  /// `kagami-timings.json`, then shards balanced by it: every target lands in exactly one shard.
  static let timings = FuzzTarget(name: "timings", summary: "kagami-timings.json and shard planning") { data in
    guard let timings = TestTimings.decode(data) else { return nil }
    let targets = timings.keys.sorted()
    let count = data.count % 5 + 1
    let shards = ShardPlanner.shards(targets, count: count) { timings[$0] ?? 1 }
    if shards.count != count { return "\(shards.count) shards for \(count)" }
    if shards.joined().sorted() != targets { return "shards \(shards) do not cover \(targets) once each" }
    return nil
  }
}
