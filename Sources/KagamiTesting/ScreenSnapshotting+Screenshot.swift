extension ScreenSnapshotting where Value == Screenshot {
  /// A PNG snapshot of an already rendered screen, exact unless the scope says otherwise.
  public static var image: Self { .image(options: .scoped) }
  /// A PNG snapshot of an already rendered screen, compared with `options`.
  public static func image(options: ImageSnapshotOptions) -> Self { passThrough(.image(options)) }
  /// The layout dump of an already rendered screen.
  public static var layoutDump: Self { passThrough(.layout) }
  /// The accessibility dump of an already rendered screen.
  public static var accessibilityDump: Self { passThrough(.accessibility) }

  /// The caller keeps the screen, so its pixels are not recycled.
  private static func passThrough(_ format: SnapshotFormat) -> Self {
    var strategy = Self(format: format, render: { $0 })
    strategy.rendersNewBitmaps = false
    return strategy
  }
}
