/// What a strategy stores: the screen's pixels (PNG), its layout dump or its accessibility dump.
package enum SnapshotFormat: Equatable, Sendable {
  /// The bitmap as a PNG whose tEXt chunks carry the pixel hash and the fingerprint.
  case image(ImageSnapshotOptions)
  /// The laid-out tree's text dump.
  case layout
  /// The accessibility tree's text dump.
  case accessibility

  /// An image comparison with the scope's options: exact unless `withImageSnapshotOptions` says otherwise.
  package static var image: SnapshotFormat { .image(.scoped) }

  /// The baseline's file extension: `png`, `layout.txt` or `accessibility.txt`.
  package var pathExtension: String {
    switch self {
    case .image: return "png"
    case .layout: return "layout.txt"
    case .accessibility: return "accessibility.txt"
    }
  }

  /// A short name for messages and result records: `image`, `layout` or `accessibility`.
  package var name: String {
    switch self {
    case .image: return "image"
    case .layout: return "layout"
    case .accessibility: return "accessibility"
    }
  }

  /// The text this format stores for `screen`, or nil for images.
  package func text(of screen: Screenshot) -> String? {
    switch self {
    case .image: return nil
    case .layout: return screen.layoutDump
    case .accessibility: return screen.accessibilityDump
    }
  }
}
