import KagamiFlex

/// Children in a row (a `Flex` preset: row, `spacing` as the column gap).
public struct HStack: PrimitiveView {
  let alignment: VerticalAlignment
  /// The spacing between children; nil: the standard 8 points, and none beside a `Spacer`.
  let spacing: Double?
  let content: ViewGroup

  /// A row; `spacing` defaults to 8 points.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexDirection = .row
    style.alignItems = alignment.flexAlign
    style.gap.column = .points(spacing ?? StackSpacer.spacingBetweenViews)
    var children = content.makeNodes(environment)
    if spacing == nil {
      StackSpacer.removeSpacing(StackSpacer.spacingBetweenViews, besideSpacersIn: &children, isRow: true)
    }
    return [ViewNode.container(kind: "hstack", style: style, children: children)]
  }
}
