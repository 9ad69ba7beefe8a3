/// A navigation container, as SwiftUI's `NavigationStack`: a snapshot shows its root view under the
/// navigation bar when a view inside sets `navigationTitle`. A large title (the default) is a
/// 44-point bar over the title in the large-title style, bold, 16 points from the leading edge with 8
/// below; an `.inline` title is the headline style centred in the 44-point bar. The bar takes the root's
/// background: the grouped background over a `List` or `Form`, else the background colour. Without a
/// title nothing is added. **Partial**: no toolbar items, back button or bar material.
public struct NavigationStack<Root: View>: PrimitiveView {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    NavigationBarLayout.nodes(root: root, environment)
  }
}

/// SwiftUI's older navigation container, drawn as `NavigationStack`.
public struct NavigationView<Content: View>: PrimitiveView {
  let content: Content

  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    NavigationBarLayout.nodes(root: content, environment)
  }
}

/// The bar a navigation container draws over its root (see `NavigationStack`).
enum NavigationBarLayout {
  static func nodes<Root: View>(root: Root, _ environment: ViewEnvironment) -> [ViewNode] {
    var inner = environment
    let bar = NavigationBarContent()
    inner.surface.navigationBar = bar
    let rootNodes = resolveNodes(root, inner)
    guard let title = bar.title else { return rootNodes }
    let isList = rootNodes.count == 1 && rootNodes[0].kind == "list"
    let background = isList ? Color.groupedBackground : Color.background
    let column = VStack(alignment: .leading, spacing: 0) {
      if bar.displayMode == .inline {
        Text(title).font(.headline).lineLimit(1)
          .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
          .accessibilityRole(.header)
      } else {
        Color.clear.frame(height: 44)
        Text(title).font(.largeTitle).bold().lineLimit(1)
          .padding(top: 0, leading: 16, bottom: 8, trailing: 16)
          .accessibilityRole(.header)
      }
      ResolvedNodes(nodes: rootNodes).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(background)
    var nodes = resolveNodes(column, environment)
    for index in nodes.indices { nodes[index].kind = "navigation" }
    return nodes
  }
}

extension View {
  /// How navigation views inside are shown (stack, columns). **No effect**: the content is drawn.
  public func navigationViewStyle<S>(_ style: S) -> Self { self }
}
