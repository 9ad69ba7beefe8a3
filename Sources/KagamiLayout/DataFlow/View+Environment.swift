import Observation

extension View {
  /// Sets the environment value at `keyPath` for this view and everything inside it.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
    transformEnvironment(keyPath) { $0 = value }
  }

  /// Changes the environment value at `keyPath` for this view and everything inside it.
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) -> some View {
    EnvironmentModifiedView(content: self) { environment in
      var values = EnvironmentValues(environment)
      transform(&values[keyPath: keyPath])
      environment = values.environment
    }
  }

  /// Puts an `@Observable` object into the environment, for `@Environment(Model.self)` inside.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    EnvironmentModifiedView(content: self) { environment in
      environment.custom[ObjectIdentifier(Object.self)] = object
    }
  }

  /// Puts an `ObservableObject` into the environment, for `@EnvironmentObject` inside.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    EnvironmentModifiedView(content: self) { environment in
      environment.custom[ObjectIdentifier(Object.self)] = object
    }
  }

  /// Turns controls inside off (`isEnabled` false) when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}
