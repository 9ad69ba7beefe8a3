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

  /// Traits for a variant: iPhone 15 drawn at one pixel per point by default (small baselines).
  static func traits(device: Device = .iPhone15, scale: Int? = 1, dark: Bool, japanese: Bool) -> Traits {
    Traits(device: device, colorScheme: dark ? .dark : .light, locale: japanese ? .jaJP : .enUS).scaled(to: scale)
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
  func matrix<V: View>(_ make: @escaping (GalleryStrings) -> V) -> [ScreenSnapshotting<Void>] {
    Traits.matrix(devices: [.iPhone15], locales: [.enUS, .jaJP], scale: 1).map { traits in
      .image(variant: traits.variantName) { _ in
        try self.render(make(GalleryStrings(japanese: traits.locale == .jaJP)), traits: traits)
      }
    }
  }
}
