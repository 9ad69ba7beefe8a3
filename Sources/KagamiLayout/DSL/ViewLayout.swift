import KagamiFlex
import KagamiImage

/// Turns a view into an engine tree and a laid-out tree for a screen.
public enum ViewLayout {
  /// The engine tree of `view` on a `width` x `height` screen (the screen root fills it; no fonts, so
  /// `Text` measures as empty).
  public static func flexTree<V: View>(_ view: V, width: Double, height: Double) -> FlexNode {
    let traits = Traits(device: bareDevice(width: width, height: height, scale: 1))
    let environment = ViewEnvironment(traits: traits, context: LayoutContext(fonts: nil), scroll: .viewport)
    return screenNode(view, environment, background: nil).makeFlexNode()
  }

  /// Lays `view` out on a bare `width` x `height` screen (no safe area, no background, no fonts) at
  /// `scale` pixels per point.
  public static func layout<V: View>(
    _ view: V, width: Double, height: Double, scale: Double = 1, direction: LayoutDirection = .ltr
  ) throws -> LaidOutNode {
    let scaleInt = scale.isFinite && scale >= 1 && scale <= 16 ? Int(scale) : 1
    let traits = Traits(device: bareDevice(width: width, height: height, scale: scaleInt), layoutDirection: direction)
    return try layout(
      view, traits: traits, context: LayoutContext(fonts: nil), background: nil, pointScaleFactor: scale)
  }

  /// Lays `view` out on the traits' device: the screen fills the device (or, for `.fullContent`, grows
  /// to fit scroll views' content; `.sizeThatFits` and `.fixed` change the device, see `SnapshotLayout`),
  /// is filled with `background` and keeps its content inside the safe area, centred as SwiftUI
  /// centres a root view. Errors: `FlexLayoutError` (bad sizes), `ImageError` (a missing or corrupt
  /// fixture), `TextError`, `ViewLayoutError`.
  public static func layout<V: View>(
    _ view: V, traits: Traits, context: LayoutContext, layout extent: SnapshotLayout = .device,
    background: Color? = .background
  ) throws -> LaidOutNode {
    let (traits, scroll) = extent.resolve(traits)
    return try layout(
      view, traits: traits, context: context, scroll: scroll, background: background,
      pointScaleFactor: Double(traits.device.scale))
  }

  private static func layout<V: View>(
    _ view: V, traits: Traits, context: LayoutContext, scroll: ScrollSnapshot = .viewport, background: Color?,
    pointScaleFactor: Double
  ) throws -> LaidOutNode {
    try? context.throwRecordedError()
    return try LargeStack.run {
      let environment = ViewEnvironment(traits: traits, context: context, scroll: scroll)
      let screen = screenNode(view, environment, background: background, fullContent: scroll == .fullContent)
      try context.throwRecordedError()
      let (laidOutScreen, root) = try SafeAreaLayout.layOut(screen, safeArea: physicalSafeArea(traits)) { screen in
        let root = screen.makeFlexNode()
        try root.calculateLayout(
          width: traits.device.width, height: scroll == .fullContent ? nil : traits.device.height,
          direction: traits.layoutDirection, pointScaleFactor: pointScaleFactor)
        try context.throwRecordedError()
        return root
      }
      let tree = laidOut(root, laidOutScreen, originX: 0, originY: 0, context: context, scale: traits.device.scale)
      try context.throwRecordedError()
      return tree
    }
  }

  /// The device's safe area by physical edge (leading is left in left-to-right layouts).
  private static func physicalSafeArea(_ traits: Traits) -> SafeAreaLayout.PhysicalInsets {
    let insets = traits.device.safeArea
    let rtl = traits.layoutDirection == .rtl
    return SafeAreaLayout.PhysicalInsets(
      left: rtl ? insets.trailing : insets.leading, top: insets.top, right: rtl ? insets.leading : insets.trailing,
      bottom: insets.bottom)
  }

  private static func bareDevice(width: Double, height: Double, scale: Int) -> Device {
    Device(name: "custom", width: width, height: height, scale: scale, safeArea: .zero, statusBarHeight: 0)
  }

  private static func screenNode<V: View>(
    _ view: V, _ environment: ViewEnvironment, background: Color?, fullContent: Bool = false
  ) -> ViewNode {
    let device = environment.traits.device
    var style = FlexStyle()
    style.width = .points(device.width)
    if fullContent { style.minHeight = .points(device.height) } else { style.height = .points(device.height) }
    style.padding[.top] = .points(device.safeArea.top)
    style.padding[.bottom] = .points(device.safeArea.bottom)
    style.padding[.start] = .points(device.safeArea.leading)
    style.padding[.end] = .points(device.safeArea.trailing)
    Alignment.center.apply(to: &style)
    var children = ViewNode.arrange(resolveScreen(view, environment), along: .column)
    // A root that takes the screen's width is given that width and centred rather than stretched,
    // so one wider than the screen (`frame(minWidth: 550)` on a phone) overflows both sides
    // equally, as iOS centres it, instead of only the trailing side.
    let contentWidth = device.width - device.safeArea.leading - device.safeArea.trailing
    for index in children.indices where children[index].style.alignSelf == .stretch {
      guard children[index].style.width == .undefined || children[index].style.width == .auto else { continue }
      children[index].style.alignSelf = .center
      children[index].style.width = .points(contentWidth)
    }
    if device.showsStatusBar, device.statusBarHeight > 0 { children.append(StatusBar.node(environment)) }
    if device.showsHomeIndicator, device.safeArea.bottom > 0 { children.append(HomeIndicator.node(environment)) }
    var node = ViewNode(kind: "screen", style: style, children: children)
    node.paint.background = background.map(environment.resolve)
    return node
  }

  /// The most times a screen is resolved: once, then again while `onAppear` actions ran in the pass
  /// before (their state changes are drawn; views that appear because of them run theirs).
  static let maximumPasses = 4

  /// The nodes of the screen's view: resolved with a new state store, again after each pass in which
  /// `onAppear` actions ran (each action runs once), at most `maximumPasses` times.
  private static func resolveScreen<V: View>(_ view: V, _ environment: ViewEnvironment) -> [ViewNode] {
    let store = StateStore()
    environment.context.stateStore = store
    var passes = 0
    while true {
      store.beginPass()
      let nodes = resolveNodes(view, environment)
      passes += 1
      if !store.ranActions || passes == maximumPasses { return nodes }
    }
  }

  /// Pairs the laid-out engine tree with the view nodes it was made from (both have the same shape)
  /// and lays text out at its final width.
  private static func laidOut(
    _ node: FlexNode, _ source: ViewNode, originX: Double, originY: Double, context: LayoutContext, scale: Int
  ) -> LaidOutNode {
    let x = originX + node.frame.x + source.paint.offset.x
    let y = originY + node.frame.y + source.paint.offset.y
    var content = source.content
    if let drawing = source.frameDrawing { content = .vector(drawing.draw(node.frame.width, node.frame.height)) }
    if case .text(var run) = content {
      run.paragraph = context.paragraph(run, width: node.frame.width, scale: scale)
      content = .text(run)
    }
    var paint = source.paint
    if !source.transforms.isEmpty {
      paint.transform = AnchoredTransform.combined(
        source.transforms, width: node.frame.width, height: node.frame.height)
    }
    let children: [LaidOutNode]
    // A grid's cells come from its own layout pass, at the grid's final size.
    if let nested = source.nestedLayout?.placed(width: node.frame.width, height: node.frame.height) {
      children = laidOut(nested.flex.children, nested.view.children, x, y, context, scale)
    } else {
      children = laidOut(node.children, source.children, x, y, context, scale)
    }
    return LaidOutNode(
      kind: source.kind, id: source.id,
      frame: Rect(x: x, y: y, width: node.frame.width, height: node.frame.height),
      content: content, paint: paint, accessibility: source.accessibility, children: children)
  }

  /// The laid-out pairs of engine and view children (by index: iterating would copy every node).
  private static func laidOut(
    _ nodes: [FlexNode], _ sources: [ViewNode], _ originX: Double, _ originY: Double, _ context: LayoutContext,
    _ scale: Int
  ) -> [LaidOutNode] {
    let count = min(nodes.count, sources.count)
    var children: [LaidOutNode] = []
    children.reserveCapacity(count)
    for index in 0..<count {
      children.append(
        laidOut(nodes[index], sources[index], originX: originX, originY: originY, context: context, scale: scale))
    }
    return children
  }
}
