import Foundation
import KagamiReport

extension GalleryEntry {
  /// An entry of `module`'s `preview` in the variant with these axes.
  init(
    _ module: String, _ preview: String, variant: String, axes: VariantAxes, image: URL, width: Int, height: Int
  ) {
    self.init(
      module: module, preview: preview, variant: variant, device: axes.device, scheme: axes.scheme,
      locale: axes.locale, size: axes.size, direction: axes.direction, image: image, width: width, height: height)
  }
}
