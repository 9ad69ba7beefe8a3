import KagamiLayout

/// The DSL's golden screens with the traits they are drawn in: KagamiScreenTests checks them in a
/// debug build and `kagami-bench goldens` in a release build, against the same PNG files
/// (`Tests/KagamiScreenTests/Goldens`), so both configurations are shown to give the same bytes.
public enum GoldenScreenCatalog {
  /// One golden: its file name (without `.png`), traits, and the view.
  public struct Entry {
    public let name: String
    public let traits: Traits
    public let view: AnyView
  }

  /// Every golden drawn from a screen in this module; `icons` are the sample app's SVG icons
  /// (bowl, clock, camera, bookmark) for `effects-screen`.
  public static func entries(icons: [VectorDrawing]) -> [Entry] {
    var entries: [Entry] = []
    for scheme in [ColorScheme.light, .dark] {
      entries.append(
        Entry(
          name: "effects.\(scheme.rawValue)", traits: Traits(device: EffectsGoldenScreen.device, colorScheme: scheme),
          view: AnyView(EffectsGoldenScreen())))
      entries.append(
        Entry(
          name: "effects-screen.\(scheme.rawValue)", traits: Traits(device: .iPhone15, colorScheme: scheme),
          view: AnyView(EffectsSampleScreen(icons: icons, count: 6))))
      entries.append(
        Entry(
          name: "controls.\(scheme.rawValue)", traits: Traits(device: ControlsGoldenScreen.device, colorScheme: scheme),
          view: AnyView(ControlsGoldenScreen())))
      entries.append(
        Entry(
          name: "text-styling.\(scheme.rawValue)",
          traits: Traits(device: TextStylingGoldenScreen.device, colorScheme: scheme),
          view: AnyView(TextStylingGoldenScreen())))
      entries.append(
        Entry(
          name: "vectors.\(scheme.rawValue)", traits: Traits(device: VectorsGoldenScreen.device, colorScheme: scheme),
          view: AnyView(VectorsGoldenScreen())))
    }
    entries.append(
      Entry(
        name: "controls.light.accessibilityMedium",
        traits: Traits(device: ControlsGoldenScreen.device, contentSizeCategory: .accessibilityMedium),
        view: AnyView(CompactControlsGoldenScreen())))
    return entries
  }
}
