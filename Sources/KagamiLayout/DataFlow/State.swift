/// A value a view owns, as SwiftUI's `@State`: it starts at its initial value, and writes (from an
/// `onAppear` action, a binding a child writes) are kept for the view at its place in the tree for the
/// rest of the layout. Kagami finds the view's place by its type and the order it appears in under
/// its nearest stateful ancestor (`StateStore`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// A state starting at `wrappedValue`.
  public init(wrappedValue value: Value) { box = StateBox(value) }

  /// A state starting at `value`.
  public init(initialValue value: Value) { box = StateBox(value) }

  /// The value.
  public var wrappedValue: Value {
    get { box.current.value }
    nonmutating set { box.current.value = newValue }
  }

  /// A binding to the value (`$name`).
  public var projectedValue: Binding<Value> { box.binding }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    box.link(key, in: scope.store)
    return nil
  }
}

/// The storage of a `@State`: its own value until installed, then the box the store keeps for its
/// place in the tree.
final class StateBox<Value> {
  var value: Value
  /// The box that holds the state for this place (itself when it was the first).
  var target: StateBox<Value>?

  init(_ value: Value) { self.value = value }

  /// Makes the store's box for `key` (this one, if the store has none) the one reads and writes go to.
  func link(_ key: String, in store: StateStore) {
    target = store.box(key) { self }
  }

  /// A binding that reads and writes the box reads and writes go to.
  var binding: Binding<Value> { Binding(get: { self.current.value }, set: { self.current.value = $0 }) }

  /// The box reads and writes go to.
  var current: StateBox<Value> {
    guard let target, target !== self else { return self }
    return target
  }
}
