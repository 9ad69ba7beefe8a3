/// A scrolling list of rows, as SwiftUI's `List`, drawn as iOS draws it (`ListSectionLayout`): the
/// inset grouped look by default, or the plain one with `listStyle(.plain)`. Each view of the content
/// is a row; `Section`s group rows under headers, and rows outside a section form a section of their
/// own. The list takes the space offered and scrolls (a snapshot shows it at offset zero).
public struct List: PrimitiveView {
  let content: AnyView
  let defaultStyle: ListStyleKind

  /// A list of the rows `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
    defaultStyle = .insetGrouped
  }

  /// A list of one row per element of `data`.
  public init<Data: Sequence, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent
  ) {
    let rows = ForEach(data, content: rowContent)
    self.content = AnyView(rows)
    defaultStyle = .insetGrouped
  }

  /// A list of one row per element of `data`, identified by `id` (not needed by a still frame).
  public init<Data: Sequence, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> RowContent
  ) {
    self.init(data, rowContent: rowContent)
  }

  init(content: AnyView, defaultStyle: ListStyleKind) {
    self.content = content
    self.defaultStyle = defaultStyle
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    var inner = environment
    inner.surface.isInList = true
    let style = environment.surface.listStyle ?? defaultStyle
    inner.surface.listStyle = style
    let layout = ListSectionLayout(style: style, hidesBackground: environment.surface.hidesListBackground)
    var sections: [(node: ViewNode, hasHeader: Bool)] = []
    var loose: [ViewNode] = []
    func flush() {
      if loose.isEmpty { return }
      sections.append((layout.section(header: nil, rows: loose, footer: nil, inner), false))
      loose = []
    }
    for node in content.makeNodes(inner) {
      if node.kind.hasPrefix("section") {
        flush()
        sections.append((node, node.kind == "section.headed"))
      } else {
        loose.append(node)
      }
    }
    flush()
    let spacing = environment.surface.listSectionSpacing ?? ListSectionSpacing.default.points
    let grouped = style == .insetGrouped
    let list = ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices) { index in
          let top = index == 0 ? (grouped ? 16 : 0) : sections[index].hasHeader ? max(0, spacing - 12) : spacing
          ResolvedNodes(nodes: [sections[index].node]).padding(top: grouped || index > 0 ? top : 0)
        }
      }
      .padding(top: 0, leading: 0, bottom: 16, trailing: 0)
      .frame(maxWidth: .infinity, alignment: .top)
    }
    let background: Color =
      environment.surface.hidesListBackground ? .clear : grouped ? .groupedBackground : .background
    var nodes = resolveNodes(list.background { background.ignoresSafeArea() }, environment)
    for index in nodes.indices {
      nodes[index].kind = "list"
      // An empty list draws its background alone, as iOS does; the dump says why nothing else shows.
      if sections.isEmpty { nodes[index].id = "list.empty" }
    }
    return nodes
  }
}

/// A form of controls grouped in sections, as SwiftUI's `Form`: drawn as an inset grouped `List`.
public struct Form: View {
  let content: AnyView

  /// A form of the rows and sections `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = AnyView(content()) }

  /// The form, as a list.
  public var body: some View { List(content: content, defaultStyle: .insetGrouped) }
}
