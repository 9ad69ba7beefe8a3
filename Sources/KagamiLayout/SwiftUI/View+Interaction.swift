/// Interaction modifiers: a snapshot is not touched, hovered or long-pressed, so these have **no
/// effect** on it and return the view unchanged; their actions are never called.
extension View {
  /// Runs `action` on a tap. **No effect** on a still frame.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }

  /// Runs `action` on a long press. **No effect** on a still frame.
  public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> Self {
    self
  }

  /// Runs `action` when the pointer enters or leaves. **No effect** on a still frame.
  public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }

  /// The view's help tag (tooltip). **No effect** on a still frame.
  public func help(_ text: String) -> Self { self }

  /// The view's help tag (tooltip), localized. **No effect** on a still frame.
  public func help(_ textKey: LocalizedStringKey) -> Self { self }

  /// The view's help tag (tooltip). **No effect** on a still frame.
  public func help(_ text: Text) -> Self { self }

  /// The view's context menu. **No effect**: menus are not open in a snapshot.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self { self }

  /// Pull to refresh. **No effect** on a still frame.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

  /// Swipe actions of a list row. **No effect**: rows are not swiped in a snapshot.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> Self { self }

  /// Runs `action` when the view is submitted. **No effect** on a still frame.
  public func onSubmit(_ action: @escaping () -> Void) -> Self { self }
}
