/// How a value is snapshotted: Kagami's one strategy type, swift-snapshot-testing's `Snapshotting`
/// for rendered screens. A strategy renders a value to a `Screenshot` and stores one thing of it
/// (the PNG, the layout dump or the accessibility dump) under an optional variant name
/// (`iphone15.dark.ja`) that becomes part of the file name.
///
/// Pass one to `assertSnapshot(of:as:)`, several to `assertSnapshots(of:as:)`:
/// `assertSnapshots(of: card, as: traits.map { .image(traits: $0) })`. View strategies made from the
/// same traits and layout render the value once per `assertSnapshots` call, however many of them
/// there are. (Not named `Snapshotting`: that would hide swift-snapshot-testing's own type, which
/// `import KagamiTesting` re-exports.)
public struct ScreenSnapshotting<Value> {
  /// The variant part of the file name; nil uses the `named:` argument or "default".
  public var variant: String?
  /// Renders a value to a screen; errors become failure messages.
  public var render: (Value) throws -> Screenshot
  /// What is stored and compared.
  package var format: SnapshotFormat
  /// Whether `render` makes a new bitmap each time, whose memory the harness may hand to
  /// `PixelBufferPool` once the check is over (false when it passes on a screen the caller keeps).
  package var rendersNewBitmaps = true
  /// Strategies with one key draw the same screen: `verifySnapshots` renders it once for all of them
  /// (nil: this strategy renders on its own).
  package var renderKey: AnyHashable?

  /// A strategy from its parts.
  package init(format: SnapshotFormat, variant: String? = nil, render: @escaping (Value) throws -> Screenshot) {
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

  /// A text snapshot of the layout dump (frames, paint and text) of what `render` draws.
  public static func layoutDump(variant: String? = nil, render: @escaping (Value) throws -> Screenshot) -> Self {
    Self(format: .layout, variant: variant, render: render)
  }

  /// A text snapshot of the accessibility dump of what `render` draws.
  public static func accessibilityDump(
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
