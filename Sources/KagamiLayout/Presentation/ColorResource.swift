import Foundation

/// The colour asset symbols Xcode generates (`Color(.brand)`): a name in a bundle. Kagami does not
/// read asset catalogs, so an asset colour draws as `Color("name")` does (gray). Declare an app's own
/// as `extension ColorResource { static let brand = ColorResource(name: "brand", bundle: .main) }`.
public struct ColorResource: Hashable, Sendable {
  /// The asset's name.
  public let name: String

  /// The asset named `name` in `bundle`.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
  /// The colour an Xcode asset symbol names (gray: asset catalogs are not read).
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: nil) }
}
