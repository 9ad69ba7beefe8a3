import KagamiFlex

/// Flexible space along its stack's main axis (grows with factor 1 from `minLength`).
public struct Spacer: PrimitiveView {
  let minLength: Double

  /// A spacer at least `minLength` points long.
  public init(minLength: Double = 0) { self.minLength = minLength }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexGrow = 1
    style.flexShrink = 1
    style.flexBasis = .points(minLength)
    return [ViewNode(kind: "spacer", style: style)]
  }
}
