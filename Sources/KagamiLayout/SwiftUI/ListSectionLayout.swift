/// How a `List` or `Form` section is drawn, in iOS's metrics: rows at least 44 points high with 16
/// points of padding at the sides and 11 above and below, hairline separators inset 16 points from the
/// leading edge between rows; headers in the footnote style, upper case, secondary label colour; footers
/// in the footnote style, secondary label colour.
///
/// Inset grouped: the rows on a card (the secondary grouped background, corners of 10 points) 16
/// points in from each side of the list. Plain: the rows across the list's width.
struct ListSectionLayout {
  let style: ListStyleKind

  /// The section's node: its header, its rows (each node of the content is a row), its footer.
  func section(header: AnyView?, rows: [ViewNode], footer: AnyView?, _ environment: ViewEnvironment) -> ViewNode {
    let inset: Double = style == .insetGrouped ? 16 : 0
    let rowViews = rows.enumerated().map { index, row in
      RowView(row: row, showsSeparator: index < rows.count - 1)
    }
    let column = VStack(alignment: .leading, spacing: 0) {
      if let header {
        header.font(.footnote).textCase(.uppercase).foregroundColor(.secondaryLabel)
          .padding(top: 0, leading: inset + 16, bottom: 7, trailing: inset + 16)
          .accessibilityRole(.header)
      }
      if !rowViews.isEmpty {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(rowViews.indices) { index in rowViews[index] }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(style == .insetGrouped ? Color.secondaryGroupedBackground : Color.background)
        .cornerRadius(style == .insetGrouped ? 10 : 0)
        .padding(top: 0, leading: inset, bottom: 0, trailing: inset)
      }
      if let footer {
        footer.font(.footnote).foregroundColor(.secondaryLabel)
          .padding(top: 7, leading: inset + 16, bottom: 0, trailing: inset + 16)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    var nodes = resolveNodes(column, environment)
    var node = nodes.count == 1 ? nodes.removeFirst() : ViewNode(kind: "section", children: nodes)
    node.kind = "section"
    return node
  }

  /// One row: its content with the row padding, and a separator under it unless it is the last.
  struct RowView: View {
    let row: ViewNode
    let showsSeparator: Bool

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ResolvedNodes(nodes: [row])
          .padding(top: 11, leading: 16, bottom: 11, trailing: 16)
          .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        if showsSeparator { Divider().padding(top: 0, leading: 16, bottom: 0, trailing: 0) }
      }
    }
  }
}
