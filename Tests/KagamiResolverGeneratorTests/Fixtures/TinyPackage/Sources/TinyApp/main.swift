import KagamiDescriptors
import TinyCore

let resolver = AppResolver()
print(resolver.resolve(ViewDescriptor.RecipeList()))
print(resolver.resolve(ViewDescriptor.ShoppingList()))
