/// A person who publishes recipes or cooksnaps.
public struct Author: Codable, Sendable, Equatable, Identifiable {
  /// The author's id (also the id of their kitchen).
  public var id: Int
  /// The display name.
  public var name: String
  /// The avatar image path relative to `Fixtures/Images` (e.g. `avatars/hanako.png`).
  public var avatarPath: String

  /// An author from its fields.
  public init(id: Int, name: String, avatarPath: String) {
    self.id = id
    self.name = name
    self.avatarPath = avatarPath
  }
}
