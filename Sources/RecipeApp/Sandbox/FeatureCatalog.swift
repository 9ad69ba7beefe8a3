import CooksnapFeature
import KitchenFeature
import RecipeCore
import RecipeDetailsFeature
import SearchFeature
import ShoppingListFeature

/// Every feature's previews: the sandbox's catalog (only the composition root knows all features).
struct FeatureCatalog: Sendable {
  /// A feature's name and previews.
  struct Feature: Sendable {
    let name: String
    let previews: [Preview]
  }

  let features: [Feature]

  /// The app's features, in tab order.
  static let app = FeatureCatalog(features: [
    Feature(name: SearchPreviews.feature, previews: SearchPreviews.all),
    Feature(name: RecipeDetailsPreviews.feature, previews: RecipeDetailsPreviews.all),
    Feature(name: CooksnapsPreviews.feature, previews: CooksnapsPreviews.all),
    Feature(name: ShoppingListPreviews.feature, previews: ShoppingListPreviews.all),
    Feature(name: KitchenPreviews.feature, previews: KitchenPreviews.all),
  ])

  /// `Feature/preview` for every preview, in catalog order.
  var identifiers: [String] { features.flatMap { feature in feature.previews.map { "\(feature.name)/\($0.name)" } } }

  /// The preview named `Feature/preview`; the error lists what exists.
  func preview(_ identifier: String) throws(SandboxError) -> (feature: String, preview: Preview) {
    let parts = identifier.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { throw .badIdentifier(identifier) }
    guard let feature = features.first(where: { $0.name.lowercased() == parts[0].lowercased() }) else {
      throw .unknownFeature(parts[0], known: features.map(\.name))
    }
    guard let preview = feature.previews.first(where: { $0.name == parts[1] }) else {
      throw .unknownPreview(identifier, known: feature.previews.map { "\(feature.name)/\($0.name)" })
    }
    return (feature.name, preview)
  }
}
