/// An edge of a rectangle, as SwiftUI's `Edge` (leading and trailing follow the layout direction).
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge (right in left-to-right layouts).
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The set of one edge.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge` (for `safeAreaInset(edge:)`).
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge` (for `safeAreaInset(edge:)`).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
