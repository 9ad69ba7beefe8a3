/// `onChange`: within a still frame nothing changes after the view is resolved, so the action never
/// runs; with `initial: true` it runs once, as SwiftUI runs it when the view appears (like `onAppear`).
extension View {
  /// Runs `action` with the new value when `value` changes. **Never runs** in a still frame.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

  /// Runs `action` with the old and new values when `value` changes; with `initial`, once when the
  /// view appears (the same value twice).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    onAppear { if initial { action(value, value) } }
  }

  /// Runs `action` when `value` changes; with `initial`, once when the view appears.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    onAppear { if initial { action() } }
  }

  /// Runs `action` when the user submits. **Never runs** in a still frame.
  public func onSubmit(of triggers: SubmitTriggers, _ action: @escaping () -> Void) -> Self { self }
}

/// What submits (`onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  /// Triggers from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search.
  public static let search = SubmitTriggers(rawValue: 2)
}
