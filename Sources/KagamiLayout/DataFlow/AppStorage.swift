import Foundation

/// A value SwiftUI keeps in `UserDefaults`, as `@AppStorage("key")`. A snapshot never reads the
/// process's defaults (they differ between machines): the value is the declared default, or what
/// `.defaultAppStorage(_:)`'s values say for the key, and writes last for the rest of the layout.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let box: StateBox<Value>

  /// A stored value under `key`, `wrappedValue` when the store has none (`store` is never read).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    box = StateBox(wrappedValue)
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.current.value }
    nonmutating set { box.current.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored value under `key`, nil when the store has none.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: InstalledProperty {
  func install(key viewKey: String, in scope: PropertyScope) -> String? {
    let box = self.box
    let storageKey = key
    box.target = scope.store.box("appstorage:" + storageKey) {
      if let seeded = scope.values[AppStorageValuesKey.self][storageKey] as? Value { return StateBox(seeded) }
      return box
    }
    return nil
  }
}

/// The values `@AppStorage` starts from, set with `.defaultAppStorage(_:)`.
enum AppStorageValuesKey: EnvironmentKey {
  static var defaultValue: [String: Any] { [:] }
}

extension View {
  /// Gives `@AppStorage` properties inside this view these values instead of their defaults (the
  /// snapshot's stand-in for `UserDefaults`).
  public func defaultAppStorage(_ values: [String: Any]) -> some View {
    transformEnvironment(\.appStorageValues) { $0.merge(values) { _, new in new } }
  }
}

extension EnvironmentValues {
  var appStorageValues: [String: Any] {
    get { self[AppStorageValuesKey.self] }
    set { self[AppStorageValuesKey.self] = newValue }
  }
}
