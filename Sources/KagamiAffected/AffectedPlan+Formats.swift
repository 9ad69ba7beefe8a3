import Foundation

extension AffectedPlan {
  /// The output formats of `kagami affected`.
  public enum Format: String, CaseIterable, Sendable {
    /// The whole plan as JSON (the default; versioned by `schemaVersion`).
    case json
    /// One test target per line.
    case lines
    /// A regular expression for `swift test --filter`.
    case filter
    /// A GitHub Actions matrix: `{"include":[{"shard":1,"targets":"…","filter":"…"}, …]}`.
    case githubMatrix = "github-matrix"
    /// `KEY=value` lines for Bitrise (envman) and other CI systems that read environment files.
    case bitrise
  }

  /// The plan rendered in `format`, split into `shards` where the format has shards.
  public func rendered(as format: Format, shards: Int = 1) throws -> String {
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    case .lines:
      return testTargetNames.map { $0 + "\n" }.joined()
    case .filter:
      return Self.filter(for: testTargetNames) + "\n"
    case .githubMatrix:
      let include = ShardPlanner.shards(testTargetNames, count: shards).enumerated().compactMap {
        index, targets -> [String: String]? in
        targets.isEmpty
          ? nil
          : ["shard": "\(index + 1)", "targets": targets.joined(separator: " "), "filter": Self.filter(for: targets)]
      }
      let data = try JSONSerialization.data(withJSONObject: ["include": include], options: [.sortedKeys])
      return String(decoding: data, as: UTF8.self) + "\n"
    case .bitrise:
      let split = ShardPlanner.shards(testTargetNames, count: shards)
      var lines = [
        "KAGAMI_TEST_TARGETS=\(testTargetNames.joined(separator: " "))",
        "KAGAMI_TEST_FILTER=\(Self.filter(for: testTargetNames))",
        "KAGAMI_SHARD_COUNT=\(split.count)",
      ]
      for (index, targets) in split.enumerated() {
        lines.append("KAGAMI_SHARD_\(index + 1)_TARGETS=\(targets.joined(separator: " "))")
        lines.append("KAGAMI_SHARD_\(index + 1)_FILTER=\(Self.filter(for: targets))")
      }
      return lines.map { $0 + "\n" }.joined()
    }
  }

  /// `^(A|B)\.` — matches the tests of targets A and B in `swift test --filter` (XCTest and Swift
  /// Testing identifiers both start with the target name and a dot); empty for no targets.
  public static func filter(for targets: [String]) -> String {
    guard !targets.isEmpty else { return "" }
    let escaped = targets.map { name in
      name.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
    }
    return "^(" + escaped.joined(separator: "|") + ")\\."
  }
}
