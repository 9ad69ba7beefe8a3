import RecipeComponents
import RecipeCore

/// A cooksnap as the grid shows it: pictures loaded, date formatted.
struct CooksnapItem: Sendable, Equatable, Identifiable {
  /// The cooksnap id.
  let id: Int
  /// The cook's display name.
  let authorName: String
  /// The cook's comment.
  let comment: String
  /// When it was posted, relative to now ("1時間前", "3 days ago", "2025年12月20日").
  let dateText: String
  /// How many people liked it.
  let likeCount: Int
  /// The photo, nil when it could not be loaded.
  let photo: RecipeImage?
  /// The cook's avatar, nil when it could not be loaded (initials are shown).
  let avatar: RecipeImage?
}
