import KagamiFlex
import KagamiImage

/// A subtree the main layout pass sees as one measured leaf and that is laid out by an engine pass of
/// its own: grids, whose columns depend on the size they are offered. `arrange` builds the subtree's root
/// for a proposal (the grid's columns are fixed widths by then), the engine lays it out, and the
/// leaf's size is the root's. After the main pass, `ViewLayout` asks for the subtree at the leaf's final
/// size and places its children under the leaf.
///
/// Results are kept per proposal, so measuring and placing at the same size lay the subtree out once.
/// Errors (bad styles inside, text errors) are recorded in the layout context, which the layout throws
/// when its pass ends. Not thread-safe; `@unchecked Sendable` only because measure functions are
/// `@Sendable`: a layout runs them on one thread, as `LayoutContext` explains.
final class NestedLayout: @unchecked Sendable {
  /// A proposal to the leaf: a length and its mode on each axis.
  struct Proposal: Hashable {
    var width: Double
    var widthMode: MeasureMode
    var height: Double
    var heightMode: MeasureMode

    /// A proposal from the engine's arguments (an undefined length is stored as 0, so proposals compare).
    init(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) {
      self.width = widthMode == .undefined || width.isNaN ? 0 : width
      self.widthMode = width.isNaN ? .undefined : widthMode
      self.height = heightMode == .undefined || height.isNaN ? 0 : height
      self.heightMode = height.isNaN ? .undefined : heightMode
    }

    /// The width if it constrains the leaf (exactly or at most), else nil.
    var definiteWidth: Double? { widthMode == .undefined ? nil : width }
    /// The height if it constrains the leaf (exactly or at most), else nil.
    var definiteHeight: Double? { heightMode == .undefined ? nil : height }
  }

  /// The subtree's root for a proposal (the nested layout measures cells and records errors), or nil
  /// after recording an error.
  typealias Arrange = (Proposal, NestedLayout) -> ViewNode?

  private let arrange: Arrange
  private let context: LayoutContext
  private let direction: LayoutDirection
  private let pointScaleFactor: Double
  private var results: [Proposal: (view: ViewNode, flex: FlexNode)?] = [:]

  /// A nested layout resolved in `environment` (its context, direction and device scale).
  init(_ environment: ViewEnvironment, arrange: @escaping Arrange) {
    self.arrange = arrange
    context = environment.context
    direction = environment.traits.layoutDirection
    pointScaleFactor = Double(environment.traits.device.scale)
  }

  /// A leaf node of `kind` whose size and children come from this nested layout.
  func leaf(kind: String) -> ViewNode {
    var node = ViewNode(kind: kind)
    node.nestedLayout = self
    node.measure = { [self] width, widthMode, height, heightMode in
      let proposal = Proposal(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
      guard let root = laidOut(proposal)?.flex else { return FlexSize(width: 0, height: 0) }
      return FlexSize(width: root.frame.width, height: root.frame.height)
    }
    return node
  }

  /// The laid-out subtree for a leaf whose final frame is `width` × `height`.
  func placed(width: Double, height: Double) -> (view: ViewNode, flex: FlexNode)? {
    laidOut(Proposal(width: width, widthMode: .exactly, height: height, heightMode: .exactly))
  }

  private func laidOut(_ proposal: Proposal) -> (view: ViewNode, flex: FlexNode)? {
    if let result = results[proposal] { return result }
    var result: (view: ViewNode, flex: FlexNode)?
    if let view = arrange(proposal, self) {
      let flex = view.makeFlexNode()
      do {
        try flex.calculateLayout(direction: direction, pointScaleFactor: pointScaleFactor)
        result = (view, flex)
      } catch {
        context.record(error)
      }
    }
    results[proposal] = result
    return result
  }

  /// The max-content size of `node` laid out on its own (how wide a grid cell wants to be).
  func idealSize(of node: ViewNode) -> FlexSize {
    let flex = ViewNode.arrange([node], along: .column)[0].makeFlexNode()
    do {
      try flex.calculateLayout(direction: direction, pointScaleFactor: pointScaleFactor)
    } catch {
      context.record(error)
      return FlexSize(width: 0, height: 0)
    }
    return FlexSize(width: flex.frame.width, height: flex.frame.height)
  }

  /// Records `error` in the layout context (the layout throws it when its pass ends).
  func record(_ error: any Error) { context.record(error) }
}
