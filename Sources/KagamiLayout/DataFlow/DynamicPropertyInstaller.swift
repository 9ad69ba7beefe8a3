/// Fills the dynamic properties of a view (`@State`, `@Environment`, …) before its `body` is read:
/// each property, found by reflection in declaration order, is linked to the screen's `StateStore` at
/// the view's place in the tree and to the environment there. Reflection runs only for types that hold
/// such properties (`LayoutContext.holdsDynamicProperties` asks once per type).
enum DynamicPropertyInstaller {
  /// Whether any stored property (or a property of a `DynamicProperty` struct) is one Kagami installs.
  static func holdsProperties(_ mirror: Mirror) -> Bool {
    mirror.children.contains { child in
      if child.value is any InstalledProperty { return true }
      if child.value is any DynamicProperty { return holdsProperties(Mirror(reflecting: child.value)) }
      return false
    }
  }

  /// The nodes of `view` after its properties are installed; a property that cannot be (an environment
  /// object nobody provides) records the error and the view contributes nothing.
  static func resolve<V: View>(_ view: V, _ environment: ViewEnvironment) -> [ViewNode] {
    let store = environment.context.stateStore
    let key = store.key(for: V.self)
    let scope = PropertyScope(values: EnvironmentValues(environment), store: store)
    if let problem = install(Mirror(reflecting: view), key: key, in: scope) {
      environment.context.record(ViewLayoutError.missingEnvironmentObject(problem))
      return []
    }
    return store.within(key) { resolveNodes(view.body, environment) }
  }

  private static func install(_ mirror: Mirror, key: String, in scope: PropertyScope) -> String? {
    for child in mirror.children {
      let name = key + "." + (child.label ?? "_")
      if let property = child.value as? any InstalledProperty {
        if let problem = property.install(key: name, in: scope) { return problem }
      } else if child.value is any DynamicProperty {
        if let problem = install(Mirror(reflecting: child.value), key: name, in: scope) { return problem }
      }
    }
    return nil
  }
}
