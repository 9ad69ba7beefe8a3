/// A value a view reads from its ancestors, as SwiftUI's `@Environment`: a key path into
/// `EnvironmentValues` (`@Environment(\.colorScheme) var colorScheme`) or an `@Observable` object
/// put there with `.environment(model)` (`@Environment(Model.self) var model`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value?
  private let box = EnvironmentBox()
  private let missing: String?

  /// The value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    missing = nil
  }

  /// The environment's value where the view is (before the view is installed: the defaults').
  public var wrappedValue: Value {
    let values = box.values ?? EnvironmentValues()
    guard let value = read(values) else {
      // Only an object that no ancestor provided gets here; `install` has recorded the error.
      fatalError(missing ?? "missing environment value")
    }
    return value
  }
}

extension Environment where Value: AnyObject {
  /// The object of this type that an ancestor put into the environment with `.environment(_:)`.
  public init(_ type: Value.Type) {
    read = { $0.environment.custom[ObjectIdentifier(type)] as? Value }
    missing = "No \(Value.self) in the environment: add .environment(\(Value.self)(…)) to an ancestor"
  }
}

extension Environment: InstalledProperty {
  func install(key: String, in scope: PropertyScope) -> String? {
    box.values = scope.values
    return read(scope.values) == nil ? missing : nil
  }
}

/// Where an `@Environment` keeps the values it was installed with.
final class EnvironmentBox {
  var values: EnvironmentValues?
}
