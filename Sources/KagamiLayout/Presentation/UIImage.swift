import Foundation

/// UIKit's `UIImage`, for SwiftUI code that passes one to `Image(uiImage:)`: an image by asset name
/// (drawn as `Image("name")` draws it: the fixture if the image loader has `name.png`, else the asset
/// placeholder), or a symbol. AppKit's `NSImage` is the same type on Linux.
public struct UIImage: Hashable, Sendable {
  let name: String?
  let systemName: String?

  /// The asset named `name` (nil never: assets are resolved when drawn).
  public init?(named name: String) {
    self.name = name
    systemName = nil
  }

  /// The asset named `name` in `bundle`.
  public init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
    self.init(named: name)
  }

  /// The SF Symbol named `name` (drawn as `Image(systemName:)` draws it).
  public init?(systemName: String) {
    name = nil
    self.systemName = systemName
  }

  /// AppKit's name for the app's icon (`NSImage(named: NSImage.applicationIconName)`), drawn as the
  /// asset placeholder.
  public static let applicationIconName = "NSApplicationIcon"

  /// An empty image (drawn as the asset placeholder).
  public init() {
    name = ""
    systemName = nil
  }
}

/// AppKit's name for `UIImage`.
public typealias NSImage = UIImage

extension Image {
  /// The image of a `UIImage`.
  public init(uiImage: UIImage) {
    if let systemName = uiImage.systemName { self.init(systemName: systemName) } else { self.init(uiImage.name ?? "") }
  }

  /// The image of an `NSImage`.
  public init(nsImage: NSImage) { self.init(uiImage: nsImage) }

  /// The image an Xcode asset symbol names (`Image(.avatar)`).
  public init(_ resource: ImageResource) { self.init(resource.name) }
}

/// The asset symbols Xcode generates (`ImageResource.avatar`): a name in a bundle. Declare an app's
/// own as `extension ImageResource { static let avatar = ImageResource(name: "avatar", bundle: .main) }`.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name.
  public let name: String

  /// The asset named `name` in `bundle`.
  public init(name: String, bundle: Bundle) { self.name = name }
}
