/// A stored property of a view that the view's owner keeps up to date before `body` is read, as in
/// SwiftUI: `@State`, `@Environment`, `@EnvironmentObject`, `@StateObject`, `@AppStorage`,
/// `@FocusState`, `@ScaledMetric`, and structs of them (a custom property wrapper that holds an
/// `@Environment` conforms and is looked into).
///
/// Kagami installs them once per view per pass, in declaration order (Docs/swiftui.md says when).
public protocol DynamicProperty {
  /// Called before the view's `body` is read; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// A dynamic property Kagami itself fills: given where it sits in the view tree (`key`) and the
/// environment there, it links its storage.
protocol InstalledProperty {
  /// Links the property's storage for the view at `key` in `scope`; returns why the view cannot be
  /// drawn (an environment object no ancestor provides), or nil.
  func install(key: String, in scope: PropertyScope) -> String?
}
