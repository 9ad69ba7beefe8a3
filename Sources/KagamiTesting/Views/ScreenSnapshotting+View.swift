import KagamiDiff
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiText

/// Strategies for DSL views: each renders the view with injected traits through `ScreenRenderer`
/// and names the variant after the traits (`iphone15-dark-ja_JP`), so a matrix of traits becomes a
/// set of baselines side by side.
extension ScreenSnapshotting where Value: View {
  /// A PNG snapshot of the view on `traits`' device. `scale` overrides the device's pixels per point
  /// (1 keeps a large matrix of baselines small); `scroll` chooses the viewport or the whole content.
  public static func image(
    traits: Traits = Traits(), scale: Int? = nil, scroll: ScrollSnapshot = .viewport,
    options: ImageSnapshotOptions? = nil
  ) -> Self {
    let traits = traits.scaled(to: scale)
    return .image(options: options, variant: traits.variantName) {
      try Screenshot(view: $0, traits: traits, scroll: scroll)
    }
  }

  /// A PNG snapshot of the view on `device` with the given colour scheme, text size and locale.
  public static func image(
    device: Device, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large,
    locale: ScreenLocale = .enUS, layoutDirection: LayoutDirection = .ltr, scale: Int? = nil,
    scroll: ScrollSnapshot = .viewport, options: ImageSnapshotOptions? = nil
  ) -> Self {
    let traits = Traits(
      device: device, colorScheme: colorScheme, contentSizeCategory: contentSize, locale: locale,
      layoutDirection: layoutDirection)
    return .image(traits: traits, scale: scale, scroll: scroll, options: options)
  }

  /// The layout dump of the view laid out on `traits`' device (frames in points, paint and text).
  public static func layout(traits: Traits = Traits(), scale: Int? = nil, scroll: ScrollSnapshot = .viewport) -> Self {
    let traits = traits.scaled(to: scale)
    return .layout(variant: traits.variantName) { try Screenshot(view: $0, traits: traits, scroll: scroll) }
  }

  /// The accessibility dump of the view laid out on `traits`' device.
  public static func accessibility(
    traits: Traits = Traits(), scale: Int? = nil, scroll: ScrollSnapshot = .viewport
  ) -> Self {
    let traits = traits.scaled(to: scale)
    return .accessibility(variant: traits.variantName) { try Screenshot(view: $0, traits: traits, scroll: scroll) }
  }
}

extension Screenshot {
  /// Renders a DSL view with a pooled renderer.
  public init<V: View>(view: V, traits: Traits, scroll: ScrollSnapshot = .viewport) throws {
    self = try ScreenRendererPool.shared.withRenderer { try $0.render(view, traits: traits, scroll: scroll) }
  }
}

extension Traits {
  /// These traits with the device's scale replaced (nil: unchanged); the variant name is unchanged
  /// at the native scale and says `@1x` otherwise.
  func scaled(to scale: Int?) -> Traits {
    guard let scale, scale != device.scale else { return self }
    var copy = self
    copy.device.scale = scale
    copy.device.name += "@\(scale)x"
    return copy
  }
}
