import KagamiFlex

/// Flexible space along its stack's main axis (grows with factor 1 from `minLength`, never shorter
/// than `minLength`; `StackSpacer`).
public struct Spacer: PrimitiveView {
  let minLength: Double?

  /// A spacer at least `minLength` points long; nil, as SwiftUI's default, is the standard spacing
  /// between views (8 points) where the spacer stands between two views of its stack, and 0 at the
  /// stack's leading or trailing edge (`StackSpacer.resolvedMinLength`).
  public init(minLength: Double? = nil) { self.minLength = minLength }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexGrow = 1
    style.flexShrink = 0
    style.flexBasis = .points(minLength ?? 0)
    var node = ViewNode(kind: "spacer", style: style)
    node.stackSpacer = StackSpacer(minLength: minLength)
    return [node]
  }
}
