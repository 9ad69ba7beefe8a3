/// One named cell of a snapshot matrix: a variant name ("iPhone15.light.large.ja") and how to render
/// a value in it. `assertSnapshots(of:variants:formats:)` renders each variant once and checks
/// every format against `<test>.<variant>.<ext>`.
public struct SnapshotVariant<Value> {
  /// The variant part of the baseline file names.
  public var name: String
  /// Renders a value in this variant.
  public var render: (Value) throws -> Screenshot

  /// A variant from its name and render closure.
  public init(_ name: String, render: @escaping (Value) throws -> Screenshot) {
    self.name = name
    self.render = render
  }

  /// One variant per traits value (build them with `Traits.matrix(devices:colorSchemes:…)`), named by
  /// Kagami's one scheme (`traits.variantName`); `render` receives the traits.
  public static func matrix(_ traits: [Traits], render: @escaping (Value, Traits) throws -> Screenshot)
    -> [SnapshotVariant<Value>]
  {
    traits.map { cell in SnapshotVariant(cell.variantName) { try render($0, cell) } }
  }

  /// Every combination of the named axes, in order, names joined with "." (the first axis varies
  /// slowest); `render` receives each axis's chosen value in axis order.
  public static func matrix<Trait>(
    _ axes: [[(name: String, value: Trait)]], render: @escaping (Value, [Trait]) throws -> Screenshot
  ) -> [SnapshotVariant<Value>] {
    var cells: [(names: [String], values: [Trait])] = [([], [])]
    for axis in axes {
      cells = cells.flatMap { cell in axis.map { (cell.names + [$0.name], cell.values + [$0.value]) } }
    }
    return cells.map { cell in
      let values = cell.values
      return SnapshotVariant(cell.names.joined(separator: ".")) { try render($0, values) }
    }
  }
}
