import SwiftSyntax

/// A Swift access level, ordered from the most to the least restrictive.
enum AccessLevel: Int, Comparable, Sendable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The access level a modifier list spells out, if any (`private(set)` and the like do not count).
  init?(modifiers: DeclModifierListSyntax) {
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.private): self = .private
      case .keyword(.fileprivate): self = .fileprivate
      case .keyword(.internal): self = .internal
      case .keyword(.package): self = .package
      case .keyword(.public): self = .public
      case .keyword(.open): self = .open
      default: continue
      }
      return
    }
    return nil
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
