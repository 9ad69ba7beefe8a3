import KagamiDescriptors
import ResolverFixtureCore
import Testing

/// The resolver the plugin generated for ResolverFixtureCore, used as a composition root would.
@Suite("Generated resolver (plugin output of ResolverFixtureCore)")
struct GeneratedResolverTests {
  /// A composition root: one `resolveConcrete(_:)` per descriptor, or it does not compile.
  struct FixtureResolver: ConcreteResolver {
    var favorites = 3

    func resolveConcrete(_ descriptor: ViewDescriptor.RecipeDetails) -> String { "recipe #\(descriptor.recipeID)" }
    func resolveConcrete<Item: Equatable>(_ descriptor: ViewDescriptor.Picker<Item>) -> [Item] {
      descriptor.items.reversed()
    }
    func resolveConcrete(_ descriptor: DataStoreDescriptor.Favorites) -> DataStoreDescriptor.Favorites.Output {
      .init(count: favorites)
    }
    func resolveConcrete(_ descriptor: Settings) -> Bool { true }
  }

  @Test("resolve(_:) routes each descriptor to its own requirement")
  func dispatch() {
    let resolver = FixtureResolver()
    #expect(resolver.resolve(ViewDescriptor.RecipeDetails(recipeID: 42)) == "recipe #42")
    #expect(resolver.resolve(DataStoreDescriptor.Favorites()) == .init(count: 3))
    #expect(resolver.resolve(Settings()) == true)
  }

  @Test("generic descriptors dispatch for every argument type")
  func genericDispatch() {
    let resolver = FixtureResolver()
    #expect(resolver.resolve(ViewDescriptor.Picker(items: [1, 2, 3])) == [3, 2, 1])
    #expect(resolver.resolve(ViewDescriptor.Picker(items: ["a", "b"])) == ["b", "a"])
  }

  @Test("a feature module that knows only the protocol resolves through it")
  func throughTheProtocol() {
    func openDetails(with environment: some ConcreteResolver) -> String {
      environment.resolve(ViewDescriptor.RecipeDetails(recipeID: 7))
    }
    #expect(openDetails(with: FixtureResolver()) == "recipe #7")
  }
}
