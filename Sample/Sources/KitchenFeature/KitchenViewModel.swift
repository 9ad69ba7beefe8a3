import RecipeComponents
import RecipeCore

/// Loads a kitchen and its pictures and turns it into what the profile page shows.
struct KitchenViewModel: Sendable {
  /// What the screen shows.
  enum State: Sendable, Equatable {
    /// The request has not answered yet.
    case loading
    /// The profile with its recipes.
    case loaded(KitchenProfile)
    /// The profile of a kitchen that has published no recipes.
    case empty(KitchenProfile)
    /// The request failed.
    case failed(KitchenFailure)
  }

  /// The kitchen to show.
  let kitchenID: Kitchen.ID

  /// Requests the kitchen and loads the avatar and recipe pictures (a picture that fails to load is nil).
  func load(in environment: AppEnvironment) async -> State {
    let kitchen: Kitchen
    do {
      kitchen = try await environment.api.response(for: .kitchen(id: kitchenID))
    } catch {
      environment.logger.log("Kitchen(\(kitchenID)): \(error)")
      return .failed(KitchenFailure(error))
    }
    let profile = Self.profile(for: kitchen, in: environment)
    return profile.recipes.isEmpty ? .empty(profile) : .loaded(profile)
  }

  /// The profile of `kitchen` with its pictures.
  static func profile(for kitchen: Kitchen, in environment: AppEnvironment) -> KitchenProfile {
    KitchenProfile(
      name: kitchen.author.name, avatar: image(kitchen.author.avatarPath, in: environment), bio: kitchen.bio,
      location: kitchen.location, recipeCount: max(kitchen.recipeCount, kitchen.recipes.count),
      cooksnapCount: kitchen.recipes.reduce(0) { $0 + $1.cooksnapCount }, followerCount: kitchen.followerCount,
      recipes: kitchen.recipes.map { recipe in
        KitchenRecipe(
          id: recipe.id, title: recipe.title, authorName: recipe.author.name, cooksnapCount: recipe.cooksnapCount,
          image: image(recipe.imagePath, in: environment), authorImage: image(recipe.author.avatarPath, in: environment)
        )
      })
  }

  /// The picture at `path`, or nil (logged) when it cannot be loaded.
  static func image(_ path: String, in environment: AppEnvironment) -> RecipeImage? {
    do {
      return try environment.images.load(path)
    } catch {
      environment.logger.log("image \(path): \(error)")
      return nil
    }
  }
}
