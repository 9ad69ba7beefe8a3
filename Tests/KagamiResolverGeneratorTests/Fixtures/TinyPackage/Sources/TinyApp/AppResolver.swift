import TinyCore
import KagamiDescriptors

struct AppResolver: ConcreteResolver {
  func resolveConcrete(_ descriptor: ViewDescriptor.RecipeList) -> String { "recipe list" }
}
