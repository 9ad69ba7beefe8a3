import KagamiDiff
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiText

/// Strategies for DSL views: each renders the view with injected traits through `ScreenRenderer`
/// and names the variant after the traits (`iphone15.dark.ja`), so a matrix of traits becomes a set
/// of baselines side by side. `layout` chooses the whole device screen (default), the view's own
/// size for a width (`.sizeThatFits()`), or a fixed size.
extension ScreenSnapshotting where Value: View {
  /// A PNG snapshot of the view on `traits`' device. `scale` overrides the device's pixels per point
  /// (1 keeps a large matrix of baselines small); `scroll` chooses the viewport or the whole content;
  /// `options` nil compares with the scope's options (exact unless `withImageSnapshotOptions` says otherwise).
  public static func image(
    traits: Traits = Traits(), scale: Int? = nil, layout: SnapshotLayout = .device, scroll: ScrollSnapshot = .viewport,
    options: ImageSnapshotOptions? = nil
  ) -> Self {
    let (traits, scroll) = layout.apply(to: traits.scaled(to: scale), scroll: scroll)
    return .image(options: options, variant: traits.variantName) {
      try Screenshot(view: $0, traits: traits, scroll: scroll)
    }
  }

  /// A PNG snapshot of the view on `device` with the given colour scheme, text size and locale.
  public static func image(
    device: Device, colorScheme: ColorScheme = .light, contentSize: ContentSizeCategory = .large,
    locale: ScreenLocale = .enUS, layoutDirection: LayoutDirection = .ltr, scale: Int? = nil,
    layout: SnapshotLayout = .device, scroll: ScrollSnapshot = .viewport, options: ImageSnapshotOptions? = nil
  ) -> Self {
    let traits = Traits(
      device: device, colorScheme: colorScheme, contentSizeCategory: contentSize, locale: locale,
      layoutDirection: layoutDirection)
    return .image(traits: traits, scale: scale, layout: layout, scroll: scroll, options: options)
  }

  /// The layout dump of the view laid out on `traits`' device (frames in points, paint and text).
  public static func layout(
    traits: Traits = Traits(), scale: Int? = nil, layout: SnapshotLayout = .device, scroll: ScrollSnapshot = .viewport
  ) -> Self {
    let (traits, scroll) = layout.apply(to: traits.scaled(to: scale), scroll: scroll)
    return .layout(variant: traits.variantName) { try Screenshot(view: $0, traits: traits, scroll: scroll) }
  }

  /// The accessibility dump of the view laid out on `traits`' device.
  public static func accessibility(
    traits: Traits = Traits(), scale: Int? = nil, layout: SnapshotLayout = .device, scroll: ScrollSnapshot = .viewport
  ) -> Self {
    let (traits, scroll) = layout.apply(to: traits.scaled(to: scale), scroll: scroll)
    return .accessibility(variant: traits.variantName) { try Screenshot(view: $0, traits: traits, scroll: scroll) }
  }
}

extension Screenshot {
  /// Renders a DSL view with a pooled renderer.
  public init<V: View>(view: V, traits: Traits, scroll: ScrollSnapshot = .viewport) throws {
    self = try ScreenRendererPool.shared.withRenderer { try $0.render(view, traits: traits, scroll: scroll) }
  }
}

extension SnapshotVariant where Value: View {
  /// The view in each traits value, rendered by the pooled renderers and named `traits.variantName`:
  /// `assertSnapshots(of: card, variants: SnapshotVariant.matrix(Traits.matrix(devices: [.iPhoneSE3, .iPhone15])))`.
  public static func matrix(_ traits: [Traits], scroll: ScrollSnapshot = .viewport) -> [SnapshotVariant<Value>] {
    matrix(traits) { view, cell in try Screenshot(view: view, traits: cell, scroll: scroll) }
  }
}
