import Foundation

/// Compares two `swift package dump-package` documents target by target.
enum ManifestComparison {
  /// What a manifest change means.
  enum Outcome: Equatable {
    /// Only these targets' entries changed (added, removed or edited), named with what happened.
    case targets([(name: String, change: String)])
    /// Something outside the targets changed (platforms, products, dependencies, settings), or the
    /// old manifest could not be read: everything must run.
    case everything(String)

    static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      switch (lhs, rhs) {
      case (.targets(let a), .targets(let b)):
        return a.map(\.name) == b.map(\.name) && a.map(\.change) == b.map(\.change)
      case (.everything(let a), .everything(let b)): return a == b
      default: return false
      }
    }
  }

  static func compare(old: Data, new: Data) -> Outcome {
    guard let oldRoot = try? JSONSerialization.jsonObject(with: old) as? [String: Any],
      let newRoot = try? JSONSerialization.jsonObject(with: new) as? [String: Any]
    else { return .everything("Package.swift changed and its previous version could not be read") }
    let ignoredKeys: Set<String> = ["targets", "packageKind"]
    let keys = Set(oldRoot.keys).union(newRoot.keys).subtracting(ignoredKeys).sorted()
    for key in keys where canonical(oldRoot[key]) != canonical(newRoot[key]) {
      return .everything("Package.swift changed its '\(key)'")
    }
    let oldTargets = targetsByName(oldRoot)
    let newTargets = targetsByName(newRoot)
    var changes: [(name: String, change: String)] = []
    for name in Set(oldTargets.keys).union(newTargets.keys).sorted() {
      switch (oldTargets[name], newTargets[name]) {
      case (nil, .some): changes.append((name, "added in Package.swift"))
      case (.some, nil): changes.append((name, "removed from Package.swift"))
      case (.some(let before), .some(let after)) where canonical(before) != canonical(after):
        changes.append((name, "its entry in Package.swift changed"))
      default: break
      }
    }
    return .targets(changes)
  }

  private static func targetsByName(_ root: [String: Any]) -> [String: Any] {
    var result: [String: Any] = [:]
    for target in root["targets"] as? [[String: Any]] ?? [] {
      if let name = target["name"] as? String { result[name] = target }
    }
    return result
  }

  /// A stable text form of a JSON value (sorted keys) for equality.
  private static func canonical(_ value: Any?) -> String {
    guard let value, JSONSerialization.isValidJSONObject([value]) else { return "null" }
    let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }
}
