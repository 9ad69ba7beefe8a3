import Foundation

/// The pinned packages of a `Package.resolved` (format versions 1, 2 and 3).
struct ResolvedPins: Equatable {
  /// Identity (lowercased) → the pin's state as text (version, branch, revision).
  var pins: [String: String]

  init(data: Data?) {
    pins = [:]
    guard let data, let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
    let list =
      (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    for pin in list {
      let identity = (pin["identity"] as? String) ?? (pin["package"] as? String) ?? ""
      guard !identity.isEmpty else { continue }
      let state = pin["state"] as? [String: Any] ?? [:]
      let text = ["version", "branch", "revision"].map { "\($0)=\(state[$0] as? String ?? "")" }.joined(separator: " ")
      pins[identity.lowercased()] = text
    }
  }

  /// Identities added, removed or moved between `old` and `new`, sorted.
  static func changedIdentities(old: ResolvedPins, new: ResolvedPins) -> [String] {
    Set(old.pins.keys).union(new.pins.keys).filter { old.pins[$0] != new.pins[$0] }.sorted()
  }
}
