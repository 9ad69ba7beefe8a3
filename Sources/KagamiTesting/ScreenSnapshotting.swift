/// A snapshot strategy for values of type `Value`: a render closure, the format to store, and an
/// optional variant name (e.g. "iPhone15.light.large.ja") that becomes part of the file name.
///
/// Build one from any render closure; trait-specific overloads (`.image(device:colorScheme:…)`) are
/// thin wrappers that choose a variant name and a closure.
public struct ScreenSnapshotting<Value> {
  /// What is stored and compared.
  public var format: SnapshotFormat
  /// The variant part of the file name; nil uses the `named:` argument or "default".
  public var variant: String?
  /// Renders a value to a screen; errors become failure messages.
  public var render: (Value) throws -> Screenshot
  /// Whether `render` makes a new bitmap each time, whose memory the harness may hand to
  /// `PixelBufferPool` once the check is over (false when it passes on a screen the caller keeps).
  /// Kagami's own business: not visible outside the package.
  package var rendersNewBitmaps = true

  /// A strategy from its parts.
  public init(format: SnapshotFormat, variant: String? = nil, render: @escaping (Value) throws -> Screenshot) {
    self.format = format
    self.variant = variant
    self.render = render
  }

  /// A PNG snapshot of what `render` draws, compared with `options` after a hash mismatch (nil: the
  /// scope's options, exact unless `withImageSnapshotOptions` says otherwise).
  public static func image(
    options: ImageSnapshotOptions? = nil, variant: String? = nil,
    render: @escaping (Value) throws -> Screenshot
  ) -> Self {
    Self(format: .image(options ?? .scoped), variant: variant, render: render)
  }

  /// A text snapshot of the layout dump of what `render` draws.
  public static func layout(variant: String? = nil, render: @escaping (Value) throws -> Screenshot) -> Self {
    Self(format: .layout, variant: variant, render: render)
  }

  /// A text snapshot of the accessibility dump of what `render` draws.
  public static func accessibility(
    variant: String? = nil, render: @escaping (Value) throws -> Screenshot
  ) -> Self {
    Self(format: .accessibility, variant: variant, render: render)
  }

  /// This strategy for another value type, rendered after `transform` (like `Snapshotting.pullback`).
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> ScreenSnapshotting<NewValue> {
    let render = self.render
    var strategy = ScreenSnapshotting<NewValue>(format: format, variant: variant) { try render(transform($0)) }
    strategy.rendersNewBitmaps = rendersNewBitmaps
    return strategy
  }
}

extension ScreenSnapshotting where Value == Screenshot {
  /// A PNG snapshot of an already rendered screen, exact unless the scope says otherwise.
  public static var image: Self { .image(options: .scoped) }
  /// A PNG snapshot of an already rendered screen, compared with `options`.
  public static func image(options: ImageSnapshotOptions) -> Self { passThrough(.image(options)) }
  /// The layout dump of an already rendered screen.
  public static var layout: Self { passThrough(.layout) }
  /// The accessibility dump of an already rendered screen.
  public static var accessibility: Self { passThrough(.accessibility) }

  /// The caller keeps the screen, so its pixels are not recycled.
  private static func passThrough(_ format: SnapshotFormat) -> Self {
    var strategy = Self(format: format, render: { $0 })
    strategy.rendersNewBitmaps = false
    return strategy
  }
}
