import KagamiImage

/// A part of the image to leave out of a comparison: a rectangle, or every region carrying a node id.
public enum DiffMask: Equatable, Hashable, Sendable {
  /// A rectangle in device pixels.
  case rect(PixelRect)
  /// Every `NamedRegion` with this name (the caller supplies the regions, e.g. a layout's node frames).
  case node(String)

  /// A rectangle mask from its origin and size.
  public static func rect(x: Int, y: Int, width: Int, height: Int) -> DiffMask {
    .rect(PixelRect(x: x, y: y, width: width, height: height))
  }

  /// The rectangles this mask covers; throws `DiffError.unknownMaskNode` for an id no region has.
  func rects(in regions: [NamedRegion]) throws(DiffError) -> [PixelRect] {
    switch self {
    case .rect(let rect):
      return [rect]
    case .node(let name):
      let found = regions.filter { $0.name == name }.map(\.rect)
      guard !found.isEmpty else { throw .unknownMaskNode(name) }
      return found
    }
  }
}
