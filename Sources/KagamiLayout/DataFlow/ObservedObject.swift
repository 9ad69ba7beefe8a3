/// An `ObservableObject` a view is given, as SwiftUI's `@ObservedObject`; `$model.name` is a binding to
/// one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// An observed `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// An observed `initialValue`.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties (`$model`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}
