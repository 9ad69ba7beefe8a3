/// How a `List` draws, as SwiftUI's `ListStyle` (set with `listStyle(_:)`). Kagami draws two looks:
/// the inset grouped one (`insetGrouped`, `grouped`, `sidebar`, `automatic`) and the plain one
/// (`plain`, `inset`).
public protocol ListStyle {}

/// The look of a list that `listStyle(_:)` chose.
enum ListStyleKind: Hashable, Sendable {
  /// Rows in rounded cards on the grouped background, inset from the screen's edges.
  case insetGrouped
  /// Rows across the whole width on the background, separated by hairlines.
  case plain
}

/// The platform's default list style (inset grouped on iOS).
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Rows across the whole width, separated by hairlines.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Plain rows, drawn as `PlainListStyle`.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Sections in rounded cards on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Grouped sections; drawn as `InsetGroupedListStyle`.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// A sidebar; drawn as `InsetGroupedListStyle`.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The default style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// The plain style.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The inset style (drawn plain).
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The inset grouped style.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// The grouped style (drawn inset grouped).
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The sidebar style (drawn inset grouped).
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// `List`s inside draw in `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> EnvironmentModifiedView<Self> {
    let kind: ListStyleKind = style is PlainListStyle || style is InsetListStyle ? .plain : .insetGrouped
    return EnvironmentModifiedView(content: self) { $0.surface.listStyle = kind }
  }
}
