import Foundation
import KagamiFileSystem

/// Seconds per test target, for balancing shards.
///
/// Every run writes `.build/kagami/timings.json`; shards are balanced by `kagami-timings.json` at the
/// package root, a copy of it that the team commits, so that every CI machine computes the same
/// shards (a machine's own last run never changes them).
package enum TestTimings {
  static func url(_ packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/kagami/timings.json")
  }

  static func committedURL(_ packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent("kagami-timings.json")
  }

  /// The committed timings, or none.
  static func load(packageRoot: URL) -> [String: Double] {
    read(committedURL(packageRoot))
  }

  /// For ordering work on this machine: its own last timings over the committed ones.
  static func loadForScheduling(packageRoot: URL) -> [String: Double] {
    read(committedURL(packageRoot)).merging(read(url(packageRoot))) { $1 }
  }

  private static func read(_ url: URL) -> [String: Double] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
    return decode(data) ?? [:]
  }

  /// Seconds per target from a timings file; nil unless it is a JSON object of numbers. Entries that
  /// are not finite and non-negative are left out (a hand-edited file cannot unbalance the shards).
  package static func decode(_ data: Data) -> [String: Double]? {
    guard let values = try? JSONDecoder().decode([String: Double].self, from: data) else { return nil }
    return values.filter { $0.value.isFinite && $0.value >= 0 }
  }

  static func save(_ results: [TestUnitResult], packageRoot: URL) {
    var values = read(url(packageRoot))
    for result in results where result.unexplainedStatus == nil { values[result.target] = result.seconds }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let data = try? encoder.encode(values) { try? AtomicFile.write(data, to: url(packageRoot), createFolder: false) }
  }
}
