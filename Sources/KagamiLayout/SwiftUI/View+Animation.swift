/// Animation modifiers. A snapshot is one still frame, drawn as the state it is given: these
/// modifiers have **no effect** on it and return the view unchanged.
extension View {
  /// Animates changes of `value` with `animation`. **No effect** on a still frame.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

  /// Animates changes with `animation`. **No effect** on a still frame.
  public func animation(_ animation: Animation?) -> Self { self }

  /// How the view enters and leaves. **No effect** on a still frame.
  public func transition(_ transition: AnyTransition) -> Self { self }

  /// Matches the view's geometry with another in `namespace`. **No effect** on a still frame.
  public func matchedGeometryEffect<ID: Hashable, N>(
    id: ID, in namespace: N, properties: Int = 0, anchor: UnitPoint = .center, isSource: Bool = true
  ) -> Self { self }
}
