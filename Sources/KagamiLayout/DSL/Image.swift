import KagamiImage

/// An image from a fixture file or from pixels in memory. Without `resizable()` it is as many points
/// as the image has pixels; resizable images take the space offered (size them with `frame`) and map
/// their pixels with the content mode (default `.stretch`, as in SwiftUI).
///
/// A vector image (an SVG icon, or a `VectorDrawing`) is as many points as its view box without
/// `resizable()`, and is always fitted into its frame, aspect ratio kept; its `currentColor` is the
/// foreground colour (`foregroundColor`), as a template image's is in SwiftUI.
public struct Image: PrimitiveView {
  let source: ImageSource
  var isResizable = false
  var contentMode = ContentMode.stretch
  var strokeWidth: Double?
  /// What `Image(systemName:)` and `Image("name")` draw instead of pixels (ImagePlaceholder.swift).
  var placeholder: ImagePlaceholder?

  /// The PNG at `path` (relative to the renderer's image directory, or absolute).
  public init(fixture path: String) { source = .fixture(path) }

  /// An image from a source.
  public init(_ source: ImageSource) { self.source = source }

  /// Pixels in memory; `name` identifies them in dumps.
  public init(pixels: Bitmap, name: String) { source = .pixels(pixels, name: name) }

  /// The SVG icon at `path` (relative to the renderer's image directory, or absolute).
  public init(svg path: String) { source = .svg(path) }

  /// A vector drawing in memory; its name identifies it in dumps.
  public init(drawing: VectorDrawing) { source = .drawing(drawing) }

  /// The image, taking the space offered instead of its pixel size.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// The image with its pixels mapped by `contentMode`.
  public func aspectRatio(contentMode: ContentMode) -> Image {
    var copy = self
    copy.contentMode = contentMode
    return copy
  }

  /// A vector image with every stroke `width` wide, in view-box units (as an icon set's `strokeWidth`
  /// property: the same file drawn lighter or bolder); no effect on bitmaps.
  public func strokeWidth(_ width: Double) -> Image {
    var copy = self
    copy.strokeWidth = width.isFinite && width > 0 ? width : nil
    return copy
  }

  /// Scaled to fit its frame, aspect ratio kept.
  public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }

  /// Scaled to cover its frame, aspect ratio kept, cropped to the frame.
  public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    if let placeholder { return [placeholder.node(isResizable: isResizable, environment)] }
    var node = ViewNode(kind: "image")
    let pixels: Bitmap?
    switch source {
    case .fixture(let path): pixels = environment.context.image(at: path)
    case .pixels(let image, _): pixels = image
    case .svg(let path):
      guard let drawing = environment.context.drawing(at: path) else { return [node] }
      return [vectorNode(drawing, environment)]
    case .drawing(let drawing): return [vectorNode(drawing, environment)]
    }
    guard let pixels else { return [node] }
    node.content = .image(ImageContent(source: source.description, image: pixels, contentMode: contentMode))
    if isResizable {
      node.expandsHorizontally = true
      node.expandsVertically = true
    } else {
      node.style.width = .points(Double(pixels.width))
      node.style.height = .points(Double(pixels.height))
    }
    return [node]
  }

  /// A node drawing `drawing` with `currentColor` resolved to the foreground colour.
  private func vectorNode(_ drawing: VectorDrawing, _ environment: ViewEnvironment) -> ViewNode {
    var node = ViewNode(kind: "image")
    var drawing = drawing.resolved(currentColor: environment.resolve(environment.foreground ?? .label))
    if let strokeWidth {
      for index in drawing.shapes.indices where drawing.shapes[index].stroke != nil {
        drawing.shapes[index].strokeStyle.lineWidth = strokeWidth
      }
    }
    node.content = .vector(drawing)
    if isResizable {
      node.expandsHorizontally = true
      node.expandsVertically = true
    } else if let box = drawing.viewBox {
      node.style.width = .points(box.width)
      node.style.height = .points(box.height)
    }
    return node
  }
}
