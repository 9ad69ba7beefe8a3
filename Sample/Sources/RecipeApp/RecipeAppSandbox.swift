// RecipeApp: the sample app's composition root and its preview sandbox.
// Design rules:
// - Only this module imports every feature; features reach each other through descriptors that the
//   resolver here implements (the generated `ConcreteResolver` makes a forgotten one a compile error).
// - Live values (HTTP client, system clock and time zone) are assembled here and nowhere else.
// - The sandbox is Kagami's (`PreviewSandbox`): the catalog of every feature's previews over the
//   mock host, rendered exactly as the snapshot tests render them; nothing here is sandbox code.
import ArgumentParser
import CooksnapFeature
import KagamiSandbox
import KitchenFeature
import RecipeCore
import RecipeDetailsFeature
import RecipeMocks
import SearchFeature
import ShoppingListFeature

/// `RecipeApp list | render | render-all | gallery` over every feature's previews, plus the fixture tools.
@main
struct RecipeAppSandbox: PreviewSandbox {
  /// Every feature's previews, in tab order, with the mock host.
  static let catalog = PreviewCatalog(
    host: RecipePreviewHost(),
    modules: [
      SearchPreviews.module, RecipeDetailsPreviews.module, CooksnapsPreviews.module, ShoppingListPreviews.module,
      KitchenPreviews.module,
    ])

  /// The snapshot tests' standard matrix: three devices, light and dark, Japanese and English, at 1×.
  static let variants = RecipePreviewMatrix.standard

  static let commandName = "RecipeApp"

  static let extraCommands: [any ParsableCommand.Type] = [GenerateImagesCommand.self]
}
