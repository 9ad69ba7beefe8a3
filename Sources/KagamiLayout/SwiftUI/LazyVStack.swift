/// A column that SwiftUI builds lazily, as SwiftUI's `LazyVStack`: a snapshot shows every child, so
/// it is a `VStack` with the same alignment and spacing. `pinnedViews` is accepted and not used.
public struct LazyVStack: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: ViewGroup

  /// A lazy column; `spacing` defaults to 8 points.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// The column.
  public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A row that SwiftUI builds lazily, as SwiftUI's `LazyHStack`: an `HStack` with the same alignment
/// and spacing.
public struct LazyHStack: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: ViewGroup

  /// A lazy row; `spacing` defaults to 8 points.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> ViewGroup
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// The row.
  public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Which headers and footers of a lazy stack stay pinned while scrolling; a snapshot does not scroll.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
