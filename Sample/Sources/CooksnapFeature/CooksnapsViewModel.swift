import Foundation
import RecipeComponents
import RecipeCore

/// Loads a recipe's cooksnaps with their pictures and turns them into what the grid shows.
struct CooksnapsViewModel: Sendable {
  /// What the screen shows.
  enum State: Sendable, Equatable {
    /// The request has not answered yet.
    case loading
    /// The cooksnaps, newest first.
    case loaded([CooksnapItem])
    /// Nobody has posted a cooksnap yet.
    case empty
    /// The request failed.
    case failed(CooksnapsFailure)
  }

  /// The recipe whose cooksnaps are shown.
  let recipeID: Recipe.ID

  /// Requests the cooksnaps and loads each photo and avatar (a picture that fails to load is nil).
  func load(in environment: AppEnvironment) async -> State {
    let cooksnaps: [Cooksnap]
    do {
      cooksnaps = try await environment.api.response(for: .cooksnaps(recipeID: recipeID))
    } catch {
      environment.logger.log("Cooksnaps(\(recipeID)): \(error)")
      return .failed(CooksnapsFailure(error))
    }
    guard !cooksnaps.isEmpty else { return .empty }
    return .loaded(cooksnaps.map { item(for: $0, in: environment) })
  }

  /// One grid item: texts formatted for the environment's language, clock and time zone.
  func item(for cooksnap: Cooksnap, in environment: AppEnvironment) -> CooksnapItem {
    CooksnapItem(
      id: cooksnap.id, authorName: cooksnap.author.name, comment: cooksnap.comment,
      dateText: environment.relativeTime(since: cooksnap.createdAt),
      likeCount: cooksnap.likeCount,
      photo: Self.image(cooksnap.imagePath, in: environment),
      avatar: Self.image(cooksnap.author.avatarPath, in: environment))
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
