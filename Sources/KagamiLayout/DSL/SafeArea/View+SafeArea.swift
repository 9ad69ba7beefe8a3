import KagamiFlex

/// Safe-area modifiers: `ignoresSafeArea` and `safeAreaInset`, as SwiftUI's.
extension View {
  /// Lets the view grow under the safe area (status bar, home indicator) on `edges`: where its frame
  /// reaches the safe area's edge, it extends to the screen's edge, and its content is laid out in the
  /// larger frame; nothing around it moves (Docs/layout.md, *Safe areas*). Only the container region
  /// matters in a snapshot (no keyboard is shown).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      guard regions.contains(.container), !edges.isEmpty else { return node }
      var node = node
      switch node.safeAreaRole {
      case .ignores(let ignored): node.safeAreaRole = .ignores(ignored.union(edges))
      case .insetsContent:
        // The node already insets its content: a wrapper of the same size ignores the safe area.
        node = ViewNode.wrap(node, kind: "ignoressafearea") { $0.alignItems = .stretch }
        node.children[0].style.flexGrow = 1
        node.children[0].style.flexShrink = 1
        node.safeAreaRole = .ignores(edges)
      case nil: node.safeAreaRole = .ignores(edges)
      }
      return node
    }
  }

  /// Places `content` along the view's top or bottom edge and shrinks the view's safe area by it, as
  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: the view takes the rest of the space,
  /// `spacing` points (nil: 8) from the content, which `alignment` places across the view.
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> ModifiedView<Self> {
    let inset = content()
    return ModifiedView(content: self) { node, environment in
      SafeAreaInset.node(
        node, inset: resolveNodes(inset, environment), edge: edge == .top ? .top : .bottom,
        alignment: alignment.flexAlign, spacing: spacing)
    }
  }

  /// Places `content` along the view's leading or trailing edge and shrinks the view's safe area by it:
  /// the view takes the rest of the width, `spacing` points (nil: 8) from the content, which `alignment`
  /// places along the view's height.
  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) -> ModifiedView<Self> {
    let inset = content()
    return ModifiedView(content: self) { node, environment in
      SafeAreaInset.node(
        node, inset: resolveNodes(inset, environment), edge: edge == .leading ? .leading : .trailing,
        alignment: alignment.flexAlign, spacing: spacing)
    }
  }
}

/// Which safe areas a view ignores, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The device's and containers' safe areas (status bar, home indicator, `safeAreaInset` content).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The software keyboard's (never shown in a snapshot).
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The node of `safeAreaInset(edge:)`.
enum SafeAreaInset {
  /// `content` and the inset views stacked along `edge`'s axis in a `safeareainset` node: the inset
  /// views in an `inset` node (aligned across by `alignment`), the content taking the rest.
  static func node(_ content: ViewNode, inset: [ViewNode], edge: Edge, alignment: FlexAlign, spacing: Double?)
    -> ViewNode
  {
    let vertical = edge == .top || edge == .bottom
    let gap = spacing.map { $0.isFinite ? $0 : 0 } ?? 8
    var container = ViewNode.wrap(content, kind: "safeareainset") { style in
      style.flexDirection = vertical ? .column : .row
      style.alignItems = .stretch
      if vertical { style.gap.row = .points(gap) } else { style.gap.column = .points(gap) }
    }
    var insetStyle = FlexStyle()
    insetStyle.flexDirection = vertical ? .column : .row
    insetStyle.alignItems = alignment
    insetStyle.flexShrink = 0
    let direction: FlexDirection = vertical ? .column : .row
    let insetNode = ViewNode(kind: "inset", style: insetStyle, children: ViewNode.arrange(inset, along: direction))
    let first = edge == .top || edge == .leading
    container.children = first ? [insetNode] + container.children : container.children + [insetNode]
    container.safeAreaRole = .insetsContent(edge, contentIndex: first ? 1 : 0)
    return container
  }
}
