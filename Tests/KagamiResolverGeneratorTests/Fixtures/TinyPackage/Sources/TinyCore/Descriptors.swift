import KagamiDescriptors

extension ViewDescriptor {
  public struct RecipeList: TypedDescriptor {
    public typealias Output = String
    public init() {}
  }

  public struct ShoppingList: TypedDescriptor {
    public typealias Output = String
    public init() {}
  }
}
