/// List row modifiers. **Partial**: rows keep the metrics `ListSectionLayout` gives them; these
/// return the view unchanged.
extension View {
  /// The insets of the row. **No effect**: rows keep 16 points at the sides and 11 above and below.
  public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

  /// The background of the row. **No effect**: rows are drawn on the list's card colour.
  public func listRowBackground<V: View>(_ view: V?) -> Self { self }

  /// Whether the row's separators show. **No effect**: separators are drawn between rows.
  public func listRowSeparator(_ visibility: Visibility) -> Self { self }

  /// Whether the section's separators show. **No effect**.
  public func listSectionSeparator(_ visibility: Visibility) -> Self { self }

  /// Whether a scroll view's or list's background shows. **No effect**.
  public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
}
