import KagamiFlex

/// Children in a column (a `Flex` preset: column, `spacing` as the row gap).
public struct VStack: PrimitiveView {
  let alignment: HorizontalAlignment
  /// The spacing between children; nil: the standard 8 points, and none beside a `Spacer`.
  let spacing: Double?
  let content: ViewGroup

  /// A column; `spacing` defaults to 8 points.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var style = FlexStyle()
    style.flexDirection = .column
    style.alignItems = alignment.flexAlign
    style.gap.row = .points(spacing ?? StackSpacer.spacingBetweenViews)
    var children = content.makeNodes(environment)
    if spacing == nil {
      StackSpacer.removeSpacing(StackSpacer.spacingBetweenViews, besideSpacersIn: &children, isRow: false)
    }
    return [ViewNode.container(kind: "vstack", style: style, children: children)]
  }
}
