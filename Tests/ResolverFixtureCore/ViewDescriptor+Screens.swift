// ResolverFixtureCore: a tiny Core module built with DescriptorResolverPlugin; the resolver tests
// conform to its generated ConcreteResolver. It shows every way a type becomes a descriptor.
import KagamiDescriptors

extension ViewDescriptor {
  /// A screen descriptor declared in the namespace, conforming directly.
  public struct RecipeDetails: TypedDescriptor {
    public typealias Output = String
    public let recipeID: Int
    public init(recipeID: Int) { self.recipeID = recipeID }
  }

  /// A generic screen descriptor whose conformance comes from an extension.
  public struct Picker<Item: Equatable> {
    public let items: [Item]
    public init(items: [Item]) { self.items = items }
  }
}

extension ViewDescriptor.Picker: TypedDescriptor {
  public typealias Output = [Item]
}
