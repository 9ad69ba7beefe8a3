// RecipeCore: the vocabulary every feature of the sample recipe app shares.
// Design rules:
// - Values only: models, endpoints, descriptors, previews are plain Sendable values; side effects
//   (network, images, clock, logging) live behind the client structs of `@Sendable` closures that
//   the `Environment` carries. Live values are assembled in the composition root (RecipeApp), mock
//   values in RecipeMocks; this module never reads the real clock, locale, time zone or environment.
// - Features never import each other: they open another feature's screen or store by resolving a
//   descriptor (`environment.resolve(ViewDescriptor.RecipeDetails(recipeID:))`). The plugin
//   `DescriptorResolverPlugin` generates `ConcreteResolver` from the descriptors declared here, so a
//   composition root that forgets one does not compile (Docs/resolver.md).
// - Every endpoint has a stable `fixtureKey`, the path of its canned response under
//   `Fixtures/API/<set>/<language>/`.
// - UI strings are `Localized` values resolved with `environment.language`.
@_exported import KagamiDescriptors
@_exported import KagamiLayout
