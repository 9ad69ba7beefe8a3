import KagamiDescriptors
import TinyCore

extension AppResolver {
  func resolveConcrete(_ descriptor: ViewDescriptor.ShoppingList) -> String { "shopping list" }
}
