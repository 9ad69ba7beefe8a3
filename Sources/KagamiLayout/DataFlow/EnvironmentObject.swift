/// An `ObservableObject` an ancestor provides with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. When no ancestor provides one, the screen fails with an error naming the type
/// (SwiftUI would crash).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let box = EnvironmentBox()

  /// An environment object.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = box.values?.environment.custom[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      fatalError(Self.missing)
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

  static var missing: String {
    "No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(…)) to an ancestor"
  }
}

extension EnvironmentObject: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    box.values = scope.values
    return scope.values.environment.custom[ObjectIdentifier(ObjectType.self)] is ObjectType ? nil : Self.missing
  }
}
