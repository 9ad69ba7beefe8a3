/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone, as iOS 17 places them:
/// `automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`, `navigationBarTrailing`
/// and `topBarTrailing` at the trailing edge of the navigation bar; `cancellationAction`,
/// `navigationBarLeading` and `topBarLeading` at its leading edge; `principal` in its centre;
/// `bottomBar` and `status` in a toolbar at the bottom of the screen. `keyboard` items are not drawn:
/// a snapshot shows no keyboard (see `NavigationBarLayout`).
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The placement's name, as in the dump (`toolbar.keyboard`).
  let name: String

  /// Where the platform puts it.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The centre of the bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The primary action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The cancellation action.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The confirmation action.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The destructive action.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The status area.
  public static let status = ToolbarItemPlacement(name: "status")

  /// Where a navigation stack draws the items at a placement.
  enum Region: Hashable {
    case leading, trailing, principal, bottom, notDrawn
  }

  /// Where items at this placement are drawn.
  var region: Region {
    switch name {
    case "principal": return .principal
    case "cancellationAction", "navigationBarLeading", "topBarLeading": return .leading
    case "bottomBar", "status": return .bottom
    case "keyboard": return .notDrawn
    default: return .trailing
    }
  }

  /// The placement a resolved toolbar item asked for: its node's id says it (`toolbar.<name>`);
  /// any other view in a toolbar is `automatic`.
  init(itemNode node: ViewNode) {
    let prefix = "toolbar."
    if node.kind == "toolbaritem", let id = node.id, id.hasPrefix(prefix) {
      name = String(id.dropFirst(prefix.count))
    } else {
      name = "automatic"
    }
  }

  private init(name: String) { self.name = name }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`: inside `toolbar(content:)` its content is drawn
/// at `placement` (see `ToolbarItemPlacement`); elsewhere it draws its content.
public struct ToolbarItem<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let nodes = resolveNodes(HStack(spacing: 16) { content }, environment)
    return [
      ViewNode(
        kind: "toolbaritem", id: "toolbar.\(placement.name)", children: ViewNode.arrange(nodes, along: .column))
    ]
  }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`: drawn side by side,
/// 16 points apart, at `placement`.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    ToolbarItem(placement: placement) { content }.makeNodes(environment)
  }
}
