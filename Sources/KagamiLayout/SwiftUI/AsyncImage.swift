import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A snapshot never uses the network: the URL
/// is looked up with the renderer's image loader (the mock environment's fixtures), as the fixture
/// path `<host><path>` (`https://example.com/avatars/aiko.png` → `example.com/avatars/aiko.png`), then
/// its last path component (`aiko.png`); a file URL by its path. An image found is shown as loaded
/// (through `content`, or as itself at `scale` pixels per point); none found, or no URL, draws the
/// placeholder (by default the fill colour, taking the space offered), as the first frame on a device
/// does. The phase-based form gets `.success` or `.empty` likewise.
public struct AsyncImage: PrimitiveView {
  let url: URL?
  let scale: Double
  let loaded: (Image) -> AnyView
  let placeholder: () -> AnyView

  /// An image from `url`, shown as itself once loaded, else the default placeholder.
  public init(url: URL?, scale: Double = 1) {
    self.url = url
    self.scale = scale
    loaded = { AnyView($0) }
    placeholder = { AnyView(Color.fill) }
  }

  /// An image from `url` shown by `content` once loaded, else `placeholder`.
  public init<I: View, P: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) {
    self.url = url
    self.scale = scale
    loaded = { AnyView(content($0)) }
    self.placeholder = { AnyView(placeholder()) }
  }

  /// An image from `url` shown by `content` for its phase: `.success` once loaded, else `.empty`.
  public init<C: View>(
    url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> C
  ) {
    self.url = url
    self.scale = scale
    loaded = { AnyView(content(.success($0))) }
    placeholder = { AnyView(content(.empty)) }
  }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    guard let pixels = Self.candidatePaths(url).lazy.compactMap({ try? environment.context.images.load($0) }).first
    else { return resolveNodes(placeholder(), environment) }
    var image = Image(pixels: pixels, name: url?.absoluteString ?? "")
    if scale > 0, scale != 1 {
      image.isResizable = true
      let sized = loaded(image).frame(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
      return resolveNodes(sized, environment)
    }
    return resolveNodes(loaded(image), environment)
  }

  /// The fixture paths a URL is looked up at, in order.
  static func candidatePaths(_ url: URL?) -> [String] {
    guard let url else { return [] }
    if url.isFileURL { return [url.path] }
    var paths: [String] = []
    let full = (url.host ?? "") + url.path
    let trimmed = full.hasPrefix("/") ? String(full.dropFirst()) : full
    if !trimmed.isEmpty { paths.append(trimmed) }
    let last = url.lastPathComponent
    if !last.isEmpty, last != "/", last != trimmed { paths.append(last) }
    return paths
  }
}

/// The state of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`: a snapshot sees `.success`
/// (the fixture was found) or `.empty` (it was not), never `.failure`.
public enum AsyncImagePhase {
  /// Not loaded.
  case empty
  /// Loaded.
  case success(Image)
  /// Failed.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if the load failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
