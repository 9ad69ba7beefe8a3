import Foundation

/// The package's hash-only rule in `kagami.json`: `"hashOnly": ["Snapshots/*/*/*.iphone15-3x.*"]`
/// makes every image snapshot whose baseline path (relative to the package root) matches one of the
/// patterns hash-only, as `ImageSnapshotOptions.hashOnly()` does for one check. Patterns are
/// fnmatch(3) patterns in which `*` also matches `/`. Read once per package root and process.
enum HashOnlyConfiguration {
  /// Whether `kagami.json` at `root` makes the baseline at `path` hash-only, or a message naming the
  /// problem with the file.
  static func covers(_ path: String, root: URL) -> Result<Bool, HashOnlyConfigurationError> {
    cache.value(for: root.path) { load(root: root) }.map { patterns in
      patterns.contains { fnmatch($0, path, 0) == 0 }
    }
  }

  private static let cache = LockedDictionary<String, Result<[String], HashOnlyConfigurationError>>()

  private static func load(root: URL) -> Result<[String], HashOnlyConfigurationError> {
    let url = root.appendingPathComponent("kagami.json")
    guard let data = try? Data(contentsOf: url) else { return .success([]) }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return .failure(HashOnlyConfigurationError(message: "\(url.path): not a JSON object"))
    }
    guard let value = object["hashOnly"] else { return .success([]) }
    guard let patterns = value as? [String] else {
      return .failure(HashOnlyConfigurationError(message: "\(url.path): 'hashOnly' must be an array of path patterns"))
    }
    return .success(patterns)
  }
}

/// A `kagami.json` whose `hashOnly` rule cannot be used.
struct HashOnlyConfigurationError: Error, Hashable, Sendable {
  /// What is wrong, naming the file.
  let message: String
}
