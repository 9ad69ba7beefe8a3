/// Which field has keyboard focus, as SwiftUI's `@FocusState`. A snapshot has no keyboard: the value
/// starts unfocused (false or nil), and writes last for the rest of the layout; `.focused` draws nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox<Value>

  /// Focus as a Boolean, starting unfocused.
  public init() where Value == Bool { box = StateBox(false) }

  /// Focus as an optional field identifier, starting at nil.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  /// The focused value.
  public var wrappedValue: Value {
    get { box.current.value }
    nonmutating set { box.current.value = newValue }
  }

  /// A binding for `.focused(_:)` (`$isFocused`).
  public var projectedValue: Binding { Binding(box: box) }

  /// The projected value of a `@FocusState`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    /// The focused value.
    public var wrappedValue: Value {
      get { box.current.value }
      nonmutating set { box.current.value = newValue }
    }

    /// This binding.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    box.link(key, in: scope.store)
    return nil
  }
}

extension View {
  /// Ties focus to `binding`: draws nothing in a snapshot (no keyboard, no focus ring).
  public func focused(_ binding: FocusState<Bool>.Binding) -> some View { self }

  /// Ties focus to `binding` being `value`: draws nothing in a snapshot.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
