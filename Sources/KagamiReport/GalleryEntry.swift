import Foundation

/// One image of the preview gallery: which module, preview and variant, the variant's traits by the
/// names variant names use, and the PNG (absolute; the page links it relatively).
package struct GalleryEntry: Sendable, Equatable {
  package var module: String
  package var preview: String
  package var variant: String
  package var device: String
  package var scheme: String
  package var locale: String
  package var size: String
  package var direction: String
  package var image: URL
  package var width: Int
  package var height: Int

  package init(
    module: String, preview: String, variant: String, device: String, scheme: String, locale: String, size: String,
    direction: String, image: URL, width: Int, height: Int
  ) {
    self.module = module
    self.preview = preview
    self.variant = variant
    self.device = device
    self.scheme = scheme
    self.locale = locale
    self.size = size
    self.direction = direction
    self.image = image
    self.width = width
    self.height = height
  }

  /// The filterable axes, in the filter bar's order.
  static let axes = ["device", "scheme", "size", "locale", "direction"]

  /// The entry's value on `axis`.
  func value(_ axis: String) -> String {
    switch axis {
    case "device": device
    case "scheme": scheme
    case "size": size
    case "locale": locale
    default: direction
    }
  }
}
