/// List row modifiers: the row holding the view (a view of a `List`'s, `Form`'s or `Section`'s
/// content) takes its insets, background and separators from them (see `ListSectionLayout`).
/// Outside a list they change nothing.
extension View {
  /// The padding of the row (nil: the list's, 11 points above and below, 20 at the sides).
  public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in node.withContainerItem { $0.insets = insets } }
  }

  /// What the row is drawn on, across the row (nil: the list's card or background colour).
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedView<Self> {
    ModifiedView(content: self) { node, environment in
      guard let view else { return node }
      let background = resolveNodes(view, environment)
      return node.withContainerItem { $0.background = background }
    }
  }

  /// Whether the row's separators show on `edges` (`.hidden` removes the separator between this
  /// row and its neighbour on that edge).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in
      node.withContainerItem {
        if edges.contains(.top) { $0.topSeparator = visibility }
        if edges.contains(.bottom) { $0.bottomSeparator = visibility }
      }
    }
  }

  /// The colour of the row's separators (nil: the separator colour).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView<Self> {
    ModifiedView(content: self) { node in node.withContainerItem { $0.separatorTint = color } }
  }

  /// Whether the section's separators show. **No effect**: a section draws no separator above or
  /// below its rows.
  public func listSectionSeparator(_ visibility: Visibility) -> Self { self }

  /// Whether a list's background shows: `.hidden` leaves the list and its cards unpainted (the view
  /// behind shows), as in SwiftUI.
  public func scrollContentBackground(_ visibility: Visibility) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.hidesListBackground = visibility == .hidden }
  }

  /// The space between the sections of `List`s inside (see `ListSectionSpacing`).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.listSectionSpacing = spacing.points }
  }

  /// The space between the sections of `List`s inside, in points.
  public func listSectionSpacing(_ spacing: Double) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { $0.surface.listSectionSpacing = spacing }
  }
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  let points: Double

  /// iOS's spacing of inset grouped sections: 35 points.
  public static let `default` = ListSectionSpacing(points: 35)
  /// The compact spacing: 20 points.
  public static let compact = ListSectionSpacing(points: 20)
  /// `points` between sections.
  public static func custom(_ points: Double) -> ListSectionSpacing { ListSectionSpacing(points: points) }
}
