/// An `ObservableObject` a view owns, as SwiftUI's `@StateObject`: made once for the view's place in
/// the tree (the first pass), kept for the rest of the layout.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// An object made by `thunk` when the view is first laid out.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

  /// The object.
  public var wrappedValue: ObjectType { box.current.object }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    let box = self.box
    box.target = scope.store.box(key) { box }
    return nil
  }
}

/// The storage of a `@StateObject`: the object, made on first use.
final class StateObjectBox<ObjectType: AnyObject> {
  private let make: () -> ObjectType
  private var made: ObjectType?
  var target: StateObjectBox<ObjectType>?

  init(_ make: @escaping () -> ObjectType) { self.make = make }

  var current: StateObjectBox<ObjectType> {
    guard let target, target !== self else { return self }
    return target
  }

  var object: ObjectType {
    if let made { return made }
    let object = make()
    made = object
    return object
  }
}
