/// How a `List` or `Form` section is drawn, in the metrics of iOS 17's SwiftUI lists on iPhone:
/// rows at least 44 points high with 20 points of padding at the sides and 11 above and below;
/// hairline separators (one device pixel, the separator colour) between rows, inset to where the
/// row's first text starts (20 points, plus the width of the views before it: `leadingTextOffset`) and
/// running to the trailing edge; headers in the footnote style,
/// upper case, in the secondary label colour, aligned with the rows' content, 7 points above the
/// rows; footers in the footnote style and the secondary label colour, 7 points below the rows.
///
/// Inset grouped: the rows on a card (the secondary grouped background, corners of 10 points),
/// 16 points in from each side of the list (20 on screens 414 points wide or more, as iOS's layout
/// margins). Plain: the rows across the list's width on the background.
///
/// A row's own `listRowInsets`, `listRowBackground`, `listRowSeparator` and `listRowSeparatorTint`
/// replace those defaults for it (`ContainerItemOptions`).
struct ListSectionLayout {
  let style: ListStyleKind
  /// Whether the cards and rows are left unpainted (`scrollContentBackground(.hidden)`).
  var hidesBackground = false

  /// The padding of a row's content by default.
  static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
  /// The smallest height of a row.
  static let minimumRowHeight = 44.0
  /// The corner radius of an inset grouped card.
  static let cardCornerRadius = 10.0

  /// How far the cards of an inset grouped list are from its sides on a screen `width` points wide.
  static func cardInset(screenWidth width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// The section's node: its header, its rows (each node of the content is a row), its footer.
  func section(header: AnyView?, rows: [ViewNode], footer: AnyView?, _ environment: ViewEnvironment) -> ViewNode {
    let inset = style == .insetGrouped ? Self.cardInset(screenWidth: environment.traits.device.width) : 0
    // A row is as high as its content: a `Spacer` in it (or anything else that would take the
    // height offered) does not grow it, as iOS sizes rows to their ideal height.
    let rows = rows.map { row in
      var row = row
      row.expandsVertically = false
      return row
    }
    let options = rows.map(\.containerItemOptions)
    let rowViews = rows.indices.map { index in
      let next = index + 1 < rows.count ? options[index + 1] : nil
      let hidden = options[index].bottomSeparator == .hidden || next?.topSeparator == .hidden
      return RowView(
        row: rows[index], options: options[index], showsSeparator: next != nil && !hidden,
        separatorTint: options[index].separatorTint ?? next?.separatorTint)
    }
    let cardColor: Color? =
      hidesBackground ? nil : style == .insetGrouped ? .secondaryGroupedBackground : .background
    let textInset = inset + Self.rowInsets.leading
    let column = VStack(alignment: .leading, spacing: 0) {
      if let header {
        header.font(.footnote).textCase(.uppercase).foregroundColor(.secondaryLabel)
          .padding(top: 0, leading: textInset, bottom: 7, trailing: textInset)
          .frame(maxWidth: .infinity, alignment: .leading)
          .accessibilityRole(.header)
      }
      if !rowViews.isEmpty {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(rowViews.indices) { index in rowViews[index] }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(cardColor ?? .clear)
        .cornerRadius(style == .insetGrouped ? Self.cardCornerRadius : 0)
        .padding(top: 0, leading: inset, bottom: 0, trailing: inset)
      }
      if let footer {
        footer.font(.footnote).foregroundColor(.secondaryLabel)
          .padding(top: 7, leading: textInset, bottom: 0, trailing: textInset)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    var nodes = resolveNodes(column, environment)
    var node = nodes.count == 1 ? nodes.removeFirst() : ViewNode(kind: "section", children: nodes)
    // Lists tell sections from rows by kind, and give a section with a header less space above.
    node.kind = header == nil ? "section" : "section.headed"
    return node
  }

  /// One row: its content with the row padding, its background, and a separator under it unless
  /// it is the last or a row hides it.
  struct RowView: View {
    let row: ViewNode
    let options: ContainerItemOptions
    let showsSeparator: Bool
    let separatorTint: Color?

    var body: some View {
      let insets = options.insets ?? ListSectionLayout.rowInsets
      let separatorInset = insets.leading + row.leadingTextOffset
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 8) {
          ResolvedNodes(nodes: [row])
          if let badge = options.badge {
            Spacer(minLength: 0)
            Text(badge).foregroundColor(.secondaryLabel).lineLimit(1)
          }
        }
        .padding(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        .frame(maxWidth: .infinity, minHeight: ListSectionLayout.minimumRowHeight, alignment: .leading)
        .background { ResolvedNodes(nodes: options.background ?? []) }
        if showsSeparator {
          if let separatorTint {
            Rectangle().fill(separatorTint).frame(height: 0.5)
              .padding(top: 0, leading: separatorInset, bottom: 0, trailing: 0)
          } else {
            Divider().padding(top: 0, leading: separatorInset, bottom: 0, trailing: 0)
          }
        }
      }
    }
  }
}
