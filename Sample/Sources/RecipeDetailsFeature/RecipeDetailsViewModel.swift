import Foundation
import RecipeComponents
import RecipeCore

/// Loads one recipe from the Environment and runs the details screen's actions: opening the
/// author's kitchen and the cooksnaps, and adding the ingredients to the shopping list.
public struct RecipeDetailsViewModel: Sendable {
  /// Where the API, images, stores and screens come from.
  public let environment: AppEnvironment
  /// The recipe to show.
  public let recipeID: Recipe.ID

  /// A view model for `recipeID` in `environment`.
  public init(environment: AppEnvironment, recipeID: Recipe.ID) {
    self.environment = environment
    self.recipeID = recipeID
  }

  /// Loads the recipe and its pictures: `.loaded`, or `.failed` with the mapped API error.
  public func load() async -> RecipeDetailsState {
    let recipe: Recipe
    do {
      recipe = try await environment.api.response(for: .recipe(id: recipeID))
    } catch {
      environment.logger.log("RecipeDetails(\(recipeID)): \(error)")
      return .failed(RecipeDetailsFailure(error))
    }
    return .loaded(
      RecipeDetailsContent(
        recipe: recipe, heroImage: image(recipe.imagePath), authorImage: image(recipe.author.avatarPath),
        publishedText: publishedText(recipe.publishedAt)))
  }

  /// The descriptor of the author's kitchen (tapping the author).
  public func kitchenDescriptor(for recipe: Recipe) -> ViewDescriptor.Kitchen {
    ViewDescriptor.Kitchen(kitchenID: recipe.author.id)
  }

  /// The author's kitchen screen.
  public func openKitchen(for recipe: Recipe) -> Screen { environment.resolve(kitchenDescriptor(for: recipe)) }

  /// The descriptor of the recipe's cooksnaps (tapping the cooksnap count).
  public var cooksnapsDescriptor: ViewDescriptor.Cooksnaps { ViewDescriptor.Cooksnaps(recipeID: recipeID) }

  /// The recipe's cooksnaps screen.
  public func openCooksnaps() -> Screen { environment.resolve(cooksnapsDescriptor) }

  /// Adds every ingredient of `recipe` to the shopping list store, then resolves the shopping list
  /// screen to open. Store errors are mapped to `RecipeDetailsFailure`.
  public func addToShoppingList(_ recipe: Recipe) async throws(RecipeDetailsFailure) -> ShoppingListAddition {
    let store = environment.resolve(DataStoreDescriptor.ShoppingListStore())
    let sections: [ShoppingSection]
    do {
      sections = try await store.add(recipe.ingredients, fromRecipe: recipe.title)
    } catch {
      environment.logger.log("RecipeDetails(\(recipeID)): add to shopping list: \(error)")
      throw RecipeDetailsFailure(error)
    }
    return ShoppingListAddition(
      sections: sections, addedCount: recipe.ingredients.count,
      screen: environment.resolve(ViewDescriptor.ShoppingList()))
  }

  /// `date` as the day it falls on in the Environment's time zone.
  func publishedText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = environment.timeZone
    let day = calendar.dateComponents([.year, .month, .day], from: date)
    return environment.localized(
      RecipeDetailsStrings.published(year: day.year ?? 0, month: day.month ?? 1, day: day.day ?? 1))
  }

  private func image(_ path: String) -> RecipeImage? {
    do {
      return try environment.images.load(path)
    } catch {
      environment.logger.log("RecipeDetails(\(recipeID)): image \(path): \(error)")
      return nil
    }
  }
}
