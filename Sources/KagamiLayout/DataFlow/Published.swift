/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`. On Linux
/// the value is stored and read; its publisher (`$name`) gives the current value to `sink` at once and
/// nothing later (a snapshot is one frame).
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { value = initialValue }

  /// The value.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property's publisher (`$name`).
  public var projectedValue: Publisher { Publisher(value: value) }

  /// The publisher of a `@Published` property: it knows the current value only.
  public struct Publisher {
    /// The value when the publisher was made.
    public let value: Value

    /// Calls `receiveValue` with the current value once.
    public func sink(receiveValue: (Value) -> Void) { receiveValue(value) }
  }
}
