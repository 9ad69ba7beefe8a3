/// A rectangle with a name, such as a node id and its frame from a laid-out tree: the hook through
/// which callers mask by node id (`DiffMask.node`) without the diff knowing about layouts; a
/// `Screenshot` carries one per node id.
public struct NamedRegion: Equatable, Hashable, Sendable {
  /// The id masks refer to, e.g. "RecipeCard#timestamp".
  public var name: String
  /// The region in device pixels.
  public var rect: PixelRect

  /// A region from its name and rectangle.
  public init(name: String, rect: PixelRect) {
    self.name = name
    self.rect = rect
  }
}
