/// A Swift access level, ordered from the most to the least restrictive.
enum AccessLevel: Int, Comparable, Sendable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The access level a declaration's modifiers spell out, if any (`private(set)` and the like,
  /// which are left out of `modifiers` by the scanner, do not count).
  init?(modifiers: [String]) {
    for modifier in modifiers {
      if let level = AccessLevel(keyword: modifier) {
        self = level
        return
      }
    }
    return nil
  }

  /// The level a keyword names (`public` → `.public`), or nil for another word.
  init?(keyword: String) {
    switch keyword {
    case "private": self = .private
    case "fileprivate": self = .fileprivate
    case "internal": self = .internal
    case "package": self = .package
    case "public": self = .public
    case "open": self = .open
    default: return nil
    }
  }

  /// The keyword, for messages.
  var keyword: String {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: "internal"
    case .package: "package"
    case .public: "public"
    case .open: "open"
    }
  }
}
