import KagamiFlex
import KagamiImage

/// The resolved form of a view: a kind name, an optional id, a flex style, what it paints, and
/// children (the fields of `ViewNodeFields`, read and written as `node.kind`, `node.style.padding`, …:
/// ViewNode+Fields.swift).
///
/// A node is one reference to a box holding its fields, copied when a copy is changed (copy on write):
/// the fields are over a kilobyte (the flex style alone is 800-odd bytes) with a dozen reference-counted
/// values, and modifiers pass nodes along many times on their way to the engine. Node building moves
/// nodes (`consuming` parameters, `transformEach`), so a modifier finds its node's box unshared and
/// changes it in place (`kagami-bench pipeline`, Docs/layout.md).
struct ViewNode {
  private(set) var box: ViewNodeBox

  init(kind: String, id: String? = nil, style: FlexStyle = FlexStyle(), children: [ViewNode] = []) {
    box = ViewNodeBox(ViewNodeFields(kind: kind, id: id, style: style, children: children))
  }

  /// Gives this node a box of its own before a field changes (copy on write).
  @inline(__always)
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&box) { box = ViewNodeBox(box.fields) }
  }
}

/// What a `ViewNode` holds.
struct ViewNodeFields {
  /// What the node is (`vstack`, `rectangle`, `padding`, …), shown in dumps.
  var kind: String
  /// A stable identity from `.id(_:)`.
  var id: String?
  /// The node's flex style.
  var style: FlexStyle
  /// The child nodes.
  var children: [ViewNode]
  /// Sizes a leaf (text, images); nil for containers.
  var measure: FlexMeasureFunction?
  /// What the leaf draws.
  var content: NodeContent?
  /// Background, clip, border, opacity, hidden.
  var paint = NodePaint()
  /// `scaleEffect` and `rotationEffect`, innermost first (resolved into `paint.transform` once the
  /// frame is known).
  var transforms: [AnchoredTransform] = []
  /// The value of `tag(_:)`: which option of a `Picker` this is.
  var tag: AnyHashable?
  /// Accessibility label and role.
  var accessibility = AccessibilityInfo()
  /// Whether the node takes all the width (height) its container offers, as SwiftUI's shapes and
  /// `frame(maxWidth: .infinity)` do; the container turns this into stretch or grow along its axes.
  var expandsHorizontally = false
  var expandsVertically = false
  /// For dividers: the thickness along the parent stack's main axis (points).
  var dividerThickness: Double?
  /// For spacers and the wrappers around them: how they grow along the parent stack's main axis.
  var stackSpacer: StackSpacer?
  /// Whether the node gives up width in a row that lacks room (flex shrink 1 unless set): text, as
  /// SwiftUI's `HStack` offers a text the width its siblings leave, where it wraps; and the wrappers and
  /// stacks around text, unless a fixed width, `fixedSize` or `layoutPriority` says otherwise.
  var shrinksInRows = false
  /// For text and the wrappers around it: the narrowest it becomes in a row, in points
  /// (`LayoutContext.narrowestInRow`), asked only when a row arranges it.
  var narrowestInRow: (() -> Double)?
  /// What a grid reads from its children: a cell's column span and alignment, a `GridRow`'s settings.
  var grid = GridValues()
  /// Children laid out by an engine pass of their own at the node's final size (grids): the main pass
  /// sees a measured leaf, `ViewLayout` places the children after it.
  var nestedLayout: NestedLayout?
  /// How the node takes part in the safe area (`ignoresSafeArea`, `safeAreaInset`).
  var safeAreaRole: SafeAreaRole?
  /// Draws the node's content once its size is known (width, height in points): custom `Shape`s.
  var frameDrawing: FrameDrawing?
  /// What `listRowInsets`, `listRowBackground` and `listRowSeparator` ask of the list row holding the node.
  var containerItem: ContainerItemOptions?

  init(kind: String, id: String? = nil, style: FlexStyle = FlexStyle(), children: [ViewNode] = []) {
    self.kind = kind
    self.id = id
    self.style = style
    self.children = children
  }
}

extension ViewNode {
  /// Children prepared for a container whose main axis is `direction`: expanding children stretch on
  /// the cross axis and grow on the main axis; dividers become hairlines across the main axis.
  ///
  /// Node building takes its nodes as `consuming` and changes them in place: a `ViewNode` is a large
  /// value (its style alone is 800-odd bytes, with a dozen reference-counted fields), and copying one
  /// per modifier was most of the time a screen took to become nodes (`kagami-bench pipeline`).
  static func arrange(_ children: consuming [ViewNode], along direction: FlexDirection) -> [ViewNode] {
    var children = children
    let isRow = direction == .row || direction == .rowReverse
    // A `Spacer()` between two views keeps the standard spacing; at the stack's edge, none.
    let views = children.indices.filter { children[$0].stackSpacer == nil }
    for index in children.indices {
      let isBetweenViews = (views.first ?? index) < index && index < (views.last ?? index)
      arrange(&children[index], isRow: isRow, isBetweenViews: isBetweenViews)
    }
    return children
  }

  private static func arrange(_ child: inout ViewNode, isRow: Bool, isBetweenViews: Bool) {
    if let thickness = child.dividerThickness {
      child.style.width = isRow ? .points(thickness) : .auto
      child.style.height = isRow ? .auto : .points(thickness)
      child.style.alignSelf = .stretch
      child.style.flexShrink = 0
      return
    }
    if let spacer = child.stackSpacer {
      let grows = spacer.grows(alongRow: isRow)
      child.style.flexGrow = grows ? 1 : 0
      child.style.flexShrink = 0
      child.style.flexBasis = grows ? .points(spacer.resolvedMinLength(isBetweenViews: isBetweenViews)) : .auto
      return
    }
    if isRow && child.shrinksInRows && child.style.flexShrink == nil {
      child.style.flexShrink = 1
      if let narrowest = child.narrowestInRow, child.style.minWidth == .undefined {
        child.style.minWidth = .points(narrowest())
        // SwiftUI breaks a word rather than let the row overflow: the minimum gives way when the
        // row's other items leave less (the text measure then breaks inside the word).
        child.style.minimumYieldsToFitLine = true
      }
    }
    let growsOnMain = isRow ? child.expandsHorizontally : child.expandsVertically
    let stretchesOnCross = isRow ? child.expandsVertically : child.expandsHorizontally
    if growsOnMain && child.style.flexGrow == nil {
      child.style.flexGrow = 1
      child.style.flexShrink = child.style.flexShrink ?? 1
    }
    if stretchesOnCross && child.style.alignSelf == .auto {
      child.style.alignSelf = .stretch
      // A stretched child that its max size keeps narrower (`frame(maxWidth: 640)` around a `List` in
      // `frame(maxWidth: .infinity)`) goes where its container aligns, as SwiftUI centres it.
      let crossMaximum = isRow ? child.style.maxHeight : child.style.maxWidth
      if crossMaximum != .undefined { child.style.alignsClampedStretchLikeParent = true }
    }
  }

  /// A container node whose expansion follows its children (SwiftUI stacks are as flexible as their
  /// content); spacers expand a container along `direction`.
  static func container(kind: String, style: FlexStyle, children: consuming [ViewNode]) -> ViewNode {
    let isRow = style.flexDirection == .row || style.flexDirection == .rowReverse
    let spacer = children.contains { $0.stackSpacer?.grows(alongRow: isRow) == true }
    let expandsHorizontally = children.contains { $0.expandsHorizontally } || (isRow && spacer)
    let expandsVertically = children.contains { $0.expandsVertically } || (!isRow && spacer)
    var node = ViewNode(kind: kind, style: style, children: arrange(children, along: style.flexDirection))
    node.expandsHorizontally = expandsHorizontally
    node.expandsVertically = expandsVertically
    // A column holding text gives up width in a row as its text does, never below its widest
    // child's narrowest width (so a stack of texts never breaks a word). A row holding text is never
    // wider than what it is offered (the engine shrinks a row measured at most some width only down to
    // a maximum; Yoga sizes it by content otherwise), but does not itself shrink in an outer row: the
    // widths of its other children are not known here, and a short label with an icon must not be cut.
    let holdsShrinkingText = node.children.contains { $0.shrinksInRows }
    if isRow {
      if holdsShrinkingText && node.style.maxWidth == .undefined { node.style.maxWidth = .percent(100) }
    } else if holdsShrinkingText {
      node.shrinksInRows = true
      let narrowest = node.children.compactMap(\.narrowestInRow)
      if !narrowest.isEmpty { node.narrowestInRow = { narrowest.map { $0() }.max() ?? 0 } }
    }
    return node
  }

  /// A wrapper node around `content` that takes over the content's flex-item properties.
  static func wrap(_ content: consuming ViewNode, kind: String, _ configure: (inout FlexStyle) -> Void) -> ViewNode {
    var inner = content
    var wrapper = ViewNode(kind: kind)
    wrapper.style.flexGrow = inner.style.flexGrow
    wrapper.style.flexShrink = inner.style.flexShrink
    wrapper.style.flexBasis = inner.style.flexBasis
    wrapper.style.alignSelf = inner.style.alignSelf
    wrapper.expandsHorizontally = inner.expandsHorizontally
    wrapper.expandsVertically = inner.expandsVertically
    wrapper.grid.cell = inner.grid.cell
    wrapper.stackSpacer = inner.stackSpacer
    wrapper.shrinksInRows = inner.shrinksInRows
    wrapper.narrowestInRow = inner.narrowestInRow
    inner.style.flexGrow = nil
    inner.style.flexShrink = nil
    inner.style.flexBasis = .auto
    inner.style.alignSelf = .auto
    configure(&wrapper.style)
    wrapper.children = arrange([inner], along: wrapper.style.flexDirection)
    return wrapper
  }

  /// `node` in a layer that covers its container (absolute, all insets 0) and aligns it: how
  /// `ZStack`, `background` and `overlay` place views over or under others.
  static func layer(_ node: consuming ViewNode, alignment: Alignment) -> ViewNode {
    var layer = wrap(node, kind: "layer") { alignment.apply(to: &$0) }
    layer.style.positionType = .absolute
    layer.style.position = FlexEdges(all: .points(0))
    layer.expandsHorizontally = false
    layer.expandsVertically = false
    return layer
  }

  /// The node with `change` applied to its paint, or, when `needsWrapper` says the node's paint
  /// already has something that must stay inside (SwiftUI applies modifiers outside-in), a
  /// `decoration` wrapper of the same size carrying the change.
  consuming func painted(wrapIf needsWrapper: (NodePaint) -> Bool, _ change: (inout NodePaint) -> Void) -> ViewNode {
    // Pending `scaleEffect`/`rotationEffect` transforms become `paint.transform` after layout; they
    // count as set now.
    var probe = self.paint
    if !self.transforms.isEmpty { probe.transform = .scale(x: 2, y: 2) }
    var node = needsWrapper(probe) ? ViewNode.wrap(self, kind: "decoration") { $0.alignItems = .stretch } : self
    change(&node.paint)
    return node
  }

  /// The engine node tree for this node, with the same shape (ids: the view id, else the kind).
  func makeFlexNode() -> FlexNode {
    let children = self.children
    var flexChildren: [FlexNode] = []
    flexChildren.reserveCapacity(children.count)
    for index in children.indices { flexChildren.append(children[index].makeFlexNode()) }
    return FlexNode(id: self.id ?? self.kind, style: self.style, children: flexChildren, measure: self.measure)
  }
}
