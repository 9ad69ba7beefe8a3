/// The size of controls, as SwiftUI's `ControlSize` (`controlSize(_:)`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest controls.
  case mini
  /// Small controls.
  case small
  /// Regular controls.
  case regular
  /// Large controls.
  case large
  /// The largest controls.
  case extraLarge
}

extension View {
  /// Controls inside are drawn at `controlSize`. **No effect**: Kagami draws controls at the regular
  /// size.
  public func controlSize(_ controlSize: ControlSize) -> Self { self }

  /// Tinted content inside takes `color`, as SwiftUI's older `accentColor(_:)` (now `tint(_:)`);
  /// nil changes nothing.
  public func accentColor(_ color: Color?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { if let color { $0.tint = $0.resolve(color) } }
  }

  /// Views inside resolve colours in `colorScheme`, as a preview's or a sheet's preferred scheme;
  /// nil changes nothing.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> EnvironmentModifiedView<Self> {
    EnvironmentModifiedView(content: self) { if let colorScheme { $0.traits.colorScheme = colorScheme } }
  }
}
