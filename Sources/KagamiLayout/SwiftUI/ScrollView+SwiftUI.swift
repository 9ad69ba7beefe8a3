extension ScrollView {
  /// A scroll view along `axis`; `showsIndicators` is accepted (a snapshot draws no indicators).
  public init(_ axis: Axis = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> ViewGroup) {
    self.init(axis, content: content)
  }
}

extension View {
  /// Whether scroll indicators inside are shown. **No effect**: a snapshot draws none.
  public func scrollIndicators(_ visibility: Visibility) -> Self { self }

  /// Whether scroll views inside can scroll. **No effect** on a still frame.
  public func scrollDisabled(_ disabled: Bool) -> Self { self }
}

/// Whether something is shown (`listRowSeparator`, `scrollIndicators`, …), as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the platform decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
