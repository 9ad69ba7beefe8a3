/// Values for the nine edge slots of a box property; specific edges win over `horizontal`/`vertical`,
/// which win over `all` (Yoga's precedence).
///
/// The slots live in a box shared by copies until one changes (copy on write), and there is no box
/// while every slot is undefined: most nodes set no margin, inset, padding or border, and four inline
/// sets of slots made every `FlexStyle` (and so every `FlexNode` and DSL node) several hundred bytes
/// larger, past the size the C allocator serves fastest (Docs/layout.md, *Performance*).
public struct FlexEdges: Hashable, Sendable {
  private var box: Box?

  /// All edges undefined.
  public init() {}

  /// All edges set to `value`.
  public init(all value: FlexValue) { self[.all] = value }

  /// The slots (all undefined without a box).
  private var slots: FlexEdgeSlots { box?.slots ?? FlexEdgeSlots() }

  /// The value stored for one edge slot.
  public subscript(edge: FlexEdge) -> FlexValue {
    get { box?.slots[edge] ?? .undefined }
    set {
      if box == nil {
        if newValue == .undefined { return }
        box = Box(FlexEdgeSlots())
      } else if !isKnownUniquelyReferenced(&box) {
        box = Box(slots)
      }
      box?.slots[edge] = newValue
    }
  }

  /// The value that applies to a physical edge in `direction`.
  @_transparent func value(_ edge: PhysicalEdge, _ direction: LayoutDirection) -> FlexValue {
    guard let box else { return .undefined }
    return box.slots.value(edge, direction)
  }

  /// Whether any slot that can affect the left or right edge is set.
  var horizontalDefined: Bool { box?.slots.horizontalDefined ?? false }

  /// Whether any slot that can affect the top or bottom edge is set.
  var verticalDefined: Bool { box?.slots.verticalDefined ?? false }

  /// Whether every slot is undefined.
  var isUnset: Bool { box == nil || box?.slots == FlexEdgeSlots() }

  public static func == (lhs: FlexEdges, rhs: FlexEdges) -> Bool {
    lhs.box === rhs.box || lhs.slots == rhs.slots
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(slots) }

  /// The shared slots. Only changed while uniquely referenced (`FlexEdges`' subscript setter), so it
  /// is safe to share between threads as any value is.
  private final class Box: @unchecked Sendable {
    var slots: FlexEdgeSlots

    init(_ slots: FlexEdgeSlots) { self.slots = slots }
  }
}
