import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Bindings to `object`'s properties.
  public init(_ object: Value) { wrappedValue = object }

  /// This wrapper (`$model`).
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
