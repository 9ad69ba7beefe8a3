// KagamiFlex: the flexbox layout engine (Yoga semantics), with no view type in it; KagamiLayout's DSL
// resolves views into its nodes.
//
// Design rules:
// - The engine follows Yoga's algorithm (CSS Flexbox as Yoga implements it, Yoga's defaults:
//   column direction, flex-shrink 0, align-content flex-start) so Yoga's conformance fixtures apply;
//   Yoga's MIT licence is in Engine/YogaLicense.swift.
// - Computation is in Double points; NaN stands for "undefined" inside the engine only. Public inputs
//   are validated first (`FlexLayoutError`), measure results are clamped to finite non-negative sizes.
// - Edges, not sizes, are rounded to the pixel grid of the point scale factor, as Yoga does.
// - No Dictionary or Set iteration, no clock, locale or environment; the same tree gives the same frames.
// - Deep trees are laid out on a thread with a stack sized for the depth (no stack overflow).
// - What the DSL needs beyond the public node API is `package`: adopters see `KagamiFlex` only when
//   they import it.
import KagamiImage

/// A node of a flex layout tree (a reference tree: children are shared by reference; lay out the root).
public final class FlexNode {
  // Stored properties are `@exclusivity(unchecked)`: the engine reads and writes them millions of times a
  // second on one thread, and the run-time exclusivity checks of class properties cost it about a fifth of
  // its time (`kagami-bench pipeline`). The engine never holds two accesses to one property at once.

  /// An optional identity, used in error messages and dumps.
  @exclusivity(unchecked) public var id: String?
  /// The style.
  @exclusivity(unchecked) public var style: FlexStyle
  /// The children, in order.
  @exclusivity(unchecked) public var children: [FlexNode]
  /// Measures a leaf (text, image). A node with a measure function must have no children.
  @exclusivity(unchecked) public var measure: FlexMeasureFunction?

  @exclusivity(unchecked) var state = FlexNodeState()
  /// Set while `FlexLayoutInput.prepare` is inside this node's subtree (a node met again there is a cycle).
  @exclusivity(unchecked) var isOnPreparePath = false
  /// Which often-resolved properties of `style` are set (noted by `FlexLayoutInput.prepare`).
  @exclusivity(unchecked) var setProperties: FlexSetProperties = []
  /// Whether a child has `display: contents` (noted by `FlexLayoutInput.prepare`).
  @exclusivity(unchecked) var hasContentsChild = false

  /// A node with a style, children and an optional measure function.
  public init(
    id: String? = nil, style: FlexStyle = FlexStyle(), children: [FlexNode] = [], measure: FlexMeasureFunction? = nil
  ) {
    self.id = id
    self.style = style
    self.children = children
    self.measure = measure
  }

  /// Releases the subtree iteratively, so dropping a very deep tree cannot overflow the stack.
  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    while var next = pending.popLast() {
      if isKnownUniquelyReferenced(&next) {
        pending.append(contentsOf: next.children)
        next.children = []
      }
    }
  }

  /// The frame computed by the last layout, relative to the parent (zero before any layout).
  public var frame: Rect {
    Rect(x: state.position.left, y: state.position.top, width: state.width, height: state.height)
  }

  /// The resolved inline direction of the last layout.
  public var layoutDirection: LayoutDirection { state.direction }

  /// Lays out the tree rooted here.
  ///
  /// - Parameters:
  ///   - width: available width in points; `nil` or `+infinity` for unconstrained.
  ///   - height: available height in points; `nil` or `+infinity` for unconstrained.
  ///   - direction: the inline direction of the root's owner.
  ///   - pointScaleFactor: pixels per point; edges are rounded to multiples of `1 / pointScaleFactor`
  ///     (0 disables rounding).
  /// - Throws: `FlexLayoutError` for a NaN, negative or infinite value in a proposal or a style.
  public func calculateLayout(
    width: Double? = nil, height: Double? = nil, direction: LayoutDirection = .ltr, pointScaleFactor: Double = 1
  ) throws {
    let ownerWidth = try FlexLayoutInput.proposal(width, name: "width")
    let ownerHeight = try FlexLayoutInput.proposal(height, name: "height")
    guard pointScaleFactor.isFinite, pointScaleFactor >= 0 else {
      throw FlexLayoutError.invalidScale(pointScaleFactor)
    }
    let depth = try FlexLayoutInput.prepare(self)
    let engine = FlexLayoutEngine(pointScaleFactor: pointScaleFactor)
    DeepStack.run(depth: depth) {
      engine.layoutRoot(self, ownerWidth: ownerWidth, ownerHeight: ownerHeight, direction: direction)
    }
  }
}
