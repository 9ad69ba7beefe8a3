import KagamiFlex

/// What the list row and tab modifiers ask of the row or tab that holds their view: a row's insets
/// (`listRowInsets`), background (`listRowBackground`), separators (`listRowSeparator`,
/// `listRowSeparatorTint`); a tab's item (`tabItem`) and either's badge (`badge`). The modifiers leave
/// it on the node they wrap; `ListSectionLayout` and `TabView` read it from the row's (tab's) node or
/// the nodes it wraps one inside the other.
struct ContainerItemOptions {
  /// The row's padding (nil: the list's, 11 points above and below, 20 at the sides).
  var insets: EdgeInsets?
  /// What the row is drawn on (nil: the list's card or background colour).
  var background: [ViewNode]?
  /// Whether the separator above the row shows (nil: the list decides).
  var topSeparator: Visibility?
  /// Whether the separator below the row shows (nil: the list decides).
  var bottomSeparator: Visibility?
  /// The colour of the separators at the row (nil: the separator colour).
  var separatorTint: Color?
  /// The tab bar item of a `TabView`'s tab (`tabItem`), resolved by the tab bar in its own style.
  var tabItem: AnyView?
  /// The badge of a tab or a row (`badge`): a count or a short text.
  var badge: String?
}

extension ViewNode {
  /// The list row options of this node, or of the node it wraps alone (modifiers applied after a
  /// row modifier wrap its node), merged outermost first.
  var containerItemOptions: ContainerItemOptions {
    var options = ContainerItemOptions()
    var node: ViewNode? = self
    while let current = node {
      if let own = current.containerItem {
        options.insets = options.insets ?? own.insets
        options.background = options.background ?? own.background
        options.topSeparator = options.topSeparator ?? own.topSeparator
        options.bottomSeparator = options.bottomSeparator ?? own.bottomSeparator
        options.separatorTint = options.separatorTint ?? own.separatorTint
        options.tabItem = options.tabItem ?? own.tabItem
        options.badge = options.badge ?? own.badge
      }
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return options
  }

  /// This node with `change` applied to its list row options.
  consuming func withContainerItem(_ change: (inout ContainerItemOptions) -> Void) -> ViewNode {
    var node = self
    var options = node.containerItem ?? ContainerItemOptions()
    change(&options)
    node.containerItem = options
    return node
  }
}

extension VerticalEdge {
  /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set` (for `listRowSeparator(_:edges:)`).
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
