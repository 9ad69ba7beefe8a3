import KagamiText

/// The bar a navigation container draws over its root, in iOS 17's metrics on iPhone:
///
/// - A 44-point bar under the status bar. Leading: the back button when the screen says it was
///   pushed (`navigationPushed(backTitle:)`): a chevron and the title in the tint colour, 8 points
///   from the edge; then the leading toolbar items. Trailing: the trailing toolbar items. Buttons
///   in the bar have hit frames at least 44 points square (`BarItemHitFrame`): a text is 16 points
///   from the edge and 16 from the next text, an icon centred in its 44-point frame 8 points in.
///   Centre: the `principal` item, else an `.inline` title in the headline style. Items and inline titles stop growing at the xxxLarge size, as iOS's bars do.
/// - A large title (the default display mode) under the bar: the large-title style, bold, 16
///   points from the leading edge, 8 above the content; it stops growing at AX1.
/// - `bottomBar` and `status` items in a 44-point toolbar at the bottom, on the bar material with a
///   hairline above, grown under the home indicator.
/// - `keyboard` items are not drawn (a snapshot shows no keyboard); the dump shows a node
///   `toolbar.not-drawn.keyboard` so that their absence is explained.
///
/// The bar is transparent over the root's background, as iOS shows a bar whose content is scrolled to
/// the top: the colour the root fills itself with (`background(_:)`), else the grouped background over
/// a `List` or `Form`, else the background colour, grown under the status bar. Layout direction is followed: leading items, the back button and the large title are on
/// the right in right-to-left screens, and the chevron points right.
enum NavigationBarLayout {
  /// The height of the bar (and of a bottom toolbar).
  static let barHeight = 44.0

  static func nodes<Root: View>(root: Root, _ environment: ViewEnvironment) -> [ViewNode] {
    var inner = environment
    let bar = NavigationBarContent()
    inner.surface.navigationBar = bar
    inner.surface.navigationBackTitle = nil
    let rootNodes = resolveNodes(root, inner)
    if let backTitle = environment.surface.navigationBackTitle { bar.offer(backTitle: backTitle) }
    let backTitle = bar.hidesBackButton ? nil : bar.backTitle
    guard bar.title != nil || !bar.items.isEmpty || backTitle != nil else { return rootNodes }
    let isList = rootNodes.count == 1 && rootNodes[0].kind == "list"
    // A root that fills itself with a colour (`.background(Color(.systemGroupedBackground))`) shows it
    // under the transparent bar, as SwiftUI's `background(_:)` runs under the safe areas.
    let rootFill =
      rootNodes.count == 1 && rootNodes[0].paint.backgroundShape == .rectangle
      ? rootNodes[0].paint.background : nil
    let background = rootFill.map { Color($0) } ?? (isList ? Color.groupedBackground : Color.background)
    let category = environment.traits.contentSizeCategory
    let barCategory = min(category, .extraExtraExtraLarge)
    let largeTitle = bar.displayMode != .inline ? bar.title : nil
    let bottomItems = bar.nodes(in: .bottom)
    let notDrawn = bar.items.filter { $0.placement.region == .notDrawn }
    let column = VStack(alignment: .leading, spacing: 0) {
      BarRow(
        backTitle: backTitle, leading: bar.nodes(in: .leading).map(BarItemHitFrame.item),
        trailing: bar.nodes(in: .trailing).map(BarItemHitFrame.item),
        principal: bar.nodes(in: .principal), inlineTitle: bar.displayMode == .inline ? bar.title : nil,
        category: barCategory, isRightToLeft: environment.traits.layoutDirection == .rtl)
      if let largeTitle {
        Text(largeTitle)
          .font(
            Font(weight: .bold, size: Double(TextStyle.largeTitle.pointSize(for: min(category, .accessibilityMedium))))
          )
          .lineLimit(1)
          .padding(top: 0, leading: 16, bottom: 8, trailing: 16)
          .accessibilityRole(.header)
      }
      ResolvedNodes(nodes: rootNodes).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      if !bottomItems.isEmpty {
        HStack(spacing: 0) {
          ForEach(bottomItems.indices) { index in
            if index > 0 { Spacer(minLength: 0) }
            ResolvedNodes(nodes: [BarItemHitFrame.item(bottomItems[index])])
          }
        }
        .font(Font(weight: .regular, size: Double(TextStyle.body.pointSize(for: barCategory))))
        .padding(top: 0, leading: BarItemHitFrame.edgeInset, bottom: 0, trailing: BarItemHitFrame.edgeInset)
        .frame(maxWidth: .infinity, minHeight: barHeight, maxHeight: barHeight)
        .background { BarBackground(edge: .top).ignoresSafeArea() }
      }
      ForEach(notDrawn.indices) { index in
        Color.clear.frame(width: 0, height: 0).id("toolbar.not-drawn.\(notDrawn[index].placement.name)")
          .accessibilityHidden()
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background { background.ignoresSafeArea() }
    var nodes = resolveNodes(column, environment)
    for index in nodes.indices { nodes[index].kind = "navigation" }
    return nodes
  }

  /// The 44-point bar: back button, leading items, centre, trailing items.
  struct BarRow: View {
    let backTitle: String?
    let leading: [ViewNode]
    let trailing: [ViewNode]
    let principal: [ViewNode]
    let inlineTitle: String?
    let category: ContentSizeCategory
    let isRightToLeft: Bool

    var body: some View {
      // Items are framed by `BarItemHitFrame`: 8 points from the edges, no space between frames.
      HStack(spacing: 0) {
        if let backTitle { BackButton(title: backTitle, isRightToLeft: isRightToLeft) }
        ResolvedNodes(nodes: leading)
        Spacer(minLength: 0)
        ResolvedNodes(nodes: trailing)
      }
      .padding(top: 0, leading: BarItemHitFrame.edgeInset, bottom: 0, trailing: BarItemHitFrame.edgeInset)
      .frame(maxWidth: .infinity, minHeight: NavigationBarLayout.barHeight, maxHeight: NavigationBarLayout.barHeight)
      .overlay {
        if !principal.isEmpty {
          ResolvedNodes(nodes: principal)
        } else if let inlineTitle {
          Text(inlineTitle)
            .font(Font(weight: .semibold, size: Double(TextStyle.headline.pointSize(for: category))))
            .lineLimit(1)
            .padding(top: 0, leading: 80, bottom: 0, trailing: 80)
            .accessibilityRole(.header)
        }
      }
      .font(Font(weight: .regular, size: Double(TextStyle.body.pointSize(for: category))))
      .id("navigationbar")
    }
  }

  /// iOS's back button: a chevron (pointing to the leading edge) and the previous screen's title.
  struct BackButton: View {
    let title: String
    let isRightToLeft: Bool

    var body: some View {
      HStack(spacing: 5) {
        Path { path in
          let (tip, tail) = isRightToLeft ? (10.5, 1.5) : (1.5, 10.5)
          path.move(to: Point(x: tail, y: 1.5))
          path.addLine(to: Point(x: tip, y: 10.5))
          path.addLine(to: Point(x: tail, y: 19.5))
        }
        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        .frame(width: 12, height: 21)
        .accessibilityHidden()
        Text(title).lineLimit(1).foregroundColor(.accentColor)
      }
      // The chevron stays 8 points in; the frame is at least 44 points square, with the 8 points a
      // bar item has after its text (`BarItemHitFrame`).
      .padding(top: 0, leading: 0, bottom: 0, trailing: BarItemHitFrame.contentInset)
      .frame(minWidth: BarItemHitFrame.minimumSide, minHeight: BarItemHitFrame.minimumSide, alignment: .leading)
      .accessibilityRole(.button)
      .id("navigationbar.back")
    }
  }
}

/// A bar's background: the bar material with a hairline on `edge` (the edge towards the content).
struct BarBackground: View {
  let edge: VerticalEdge

  var body: some View {
    TraitsReader { traits in
      VStack(spacing: 0) {
        if edge == .bottom { Spacer(minLength: 0) }
        Color.barHairline.frame(height: 1 / Double(max(1, traits.device.scale)))
        if edge == .top { Spacer(minLength: 0) }
      }
      .background(Color.barBackground)
    }
  }
}
