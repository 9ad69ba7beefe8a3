import KagamiFlex

/// Flexible space along its stack's main axis (grows with factor 1 from `minLength`, never shorter
/// than `minLength`; `StackSpacer`).
public struct Spacer: PrimitiveView {
  let minLength: Double

  /// A spacer at least `minLength` points long.
  public init(minLength: Double = 0) { self.minLength = minLength }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexGrow = 1
    style.flexShrink = 0
    style.flexBasis = .points(minLength)
    var node = ViewNode(kind: "spacer", style: style)
    node.stackSpacer = StackSpacer(minLength: minLength)
    return [node]
  }
}
