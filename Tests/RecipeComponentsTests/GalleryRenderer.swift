import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiTesting
import RecipeComponents

/// Renders gallery screens for snapshots: one `ScreenRenderer` per instance (renderers are not
/// thread-safe; each test makes its own), the app's grouped background behind everything.
final class GalleryRenderer {
  let renderer: ScreenRenderer

  init() throws { renderer = try ScreenRenderer() }

  /// iPhone 15 drawn at one pixel per point: the snapshot matrix's size (small baselines).
  static let iPhone15At1x: Device = {
    var device = Device.iPhone15
    device.name = "iphone15-1x"
    device.scale = 1
    return device
  }()

  /// Traits for a variant.
  static func traits(device: Device = iPhone15At1x, dark: Bool, japanese: Bool) -> Traits {
    Traits(device: device, colorScheme: dark ? .dark : .light, locale: japanese ? .jaJP : .enUS)
  }

  /// The screenshot of `view`.
  func screenshot<V: View>(_ view: V, traits: Traits) throws -> Screenshot {
    try renderer.render(view, traits: traits, background: Theme.screenBackground)
  }

  /// `view` as a snapshot value.
  func render<V: View>(_ view: V, traits: Traits) throws -> Screenshot {
    let shot = try screenshot(view, traits: traits)
    return Screenshot(bitmap: shot.bitmap, layoutDump: shot.layoutDump, accessibilityDump: shot.accessibilityDump)
  }

  /// The light/dark × en/ja matrix at iPhone 15 @1x for a screen built from the strings.
  func matrix<V: View>(_ make: @escaping (GalleryStrings) -> V) -> [SnapshotVariant<Void>] {
    SnapshotVariant<Void>.matrix([
      [("light", false), ("dark", true)],
      [("en", false), ("ja", true)],
    ]) { _, axes in
      try self.render(
        make(GalleryStrings(japanese: axes[1])), traits: GalleryRenderer.traits(dark: axes[0], japanese: axes[1]))
    }
  }
}
