import KagamiDescriptors
import TinyCore

struct AppResolver: ConcreteResolver {
  func resolveConcrete(_ descriptor: ViewDescriptor.RecipeList) -> String { "recipe list" }
}
