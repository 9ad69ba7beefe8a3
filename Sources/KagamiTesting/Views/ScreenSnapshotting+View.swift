import KagamiDiff
import KagamiImage
import KagamiLayout
import KagamiRenderer
import KagamiText

/// Strategies for DSL views: each renders the view with injected traits through `ScreenRenderer`
/// and names the variant after the traits (`iphone15.dark.ja`), so a matrix of traits becomes a set
/// of baselines side by side: `assertSnapshots(of: card, as: traits.map { .image(traits: $0) })`.
/// Scale, text size and the rest are the traits' (`Traits(device: .iPhoneSE3).scaled(to: 1)`);
/// `layout` chooses how much of the screen is drawn (`SnapshotLayout`). Strategies of one traits
/// value and layout render the view once per `assertSnapshots` call.
extension ScreenSnapshotting where Value: View {
  /// A PNG snapshot of the view on the default traits' device (iPhone 15, light, en_US).
  public static var image: Self { .image() }

  /// A PNG snapshot of the view on `traits`' device; `options` nil compares with the scope's options
  /// (exact unless `withImageSnapshotOptions` says otherwise).
  public static func image(
    traits: Traits = Traits(), layout: SnapshotLayout = .device, options: ImageSnapshotOptions? = nil
  ) -> Self {
    view(.image(options ?? .scoped), traits: traits, layout: layout)
  }

  /// The layout dump of the view laid out on `traits`' device (frames in points, paint and text).
  public static func layoutDump(traits: Traits = Traits(), layout: SnapshotLayout = .device) -> Self {
    view(.layout, traits: traits, layout: layout)
  }

  /// The accessibility dump of the view laid out on `traits`' device.
  public static func accessibilityDump(traits: Traits = Traits(), layout: SnapshotLayout = .device) -> Self {
    view(.accessibility, traits: traits, layout: layout)
  }

  /// `format` of the view drawn in `traits` and `layout`, named after the traits that draw it.
  private static func view(_ format: SnapshotFormat, traits: Traits, layout: SnapshotLayout) -> Self {
    var strategy = Self(format: format, variant: layout.resolve(traits).traits.variantName) {
      try Screenshot(view: $0, traits: traits, layout: layout)
    }
    strategy.renderKey = ViewRenderKey(traits: traits, layout: layout)
    return strategy
  }
}

/// What a view strategy draws: one screen per traits value and layout.
private struct ViewRenderKey: Hashable {
  let traits: Traits
  let layout: SnapshotLayout
}

extension Screenshot {
  /// Renders a DSL view with a pooled renderer; `layout` chooses how much of the screen is drawn.
  public init<V: View>(view: V, traits: Traits, layout: SnapshotLayout = .device) throws {
    self = try ScreenRendererPool.shared.withRenderer { try $0.render(view, traits: traits, layout: layout) }
  }
}
