/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`. Kagami resolves views
/// from the root down and lays them out once, so preferences do not flow up: `.preference` has **no
/// effect** and `.onPreferenceChange` actions **never run**. A view that sizes itself from a
/// preference is drawn with the preference's default.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines a value with the next one in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Sets `value` for `key`. **No effect** (preferences do not flow up).
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> Self { self }

  /// Runs `action` when `key`'s value changes. **Never runs**.
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> Self { self }

  /// Names this view's coordinate space for `GeometryProxy.frame(in:)`. **No effect**.
  public func coordinateSpace<Name: Hashable>(name: Name) -> Self { self }
}
