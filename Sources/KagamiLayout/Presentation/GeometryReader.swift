import Foundation

/// A view that builds its content from its size, as SwiftUI's `GeometryReader`: it takes all the
/// space offered and places its content at its top leading corner.
///
/// Kagami resolves views before it lays them out, so the proxy cannot know the size offered: it
/// reports the screen's size inside the safe area (the largest a reader can be). Content that only
/// needs to fill the reader (`frame(width: proxy.size.width)` in a full-width reader) draws as on
/// iOS; content that divides a smaller space does not. `frame(in:)` gives a rectangle of that size at
/// the safe area's origin.
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content

  /// A reader whose content is made from its proxy.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    let device = environment.traits.device
    let insets = device.safeArea
    let proxy = GeometryProxy(
      size: CGSize(
        width: max(0, device.width - insets.leading - insets.trailing),
        height: max(0, device.height - insets.top - insets.bottom)),
      safeAreaInsets: insets)
    let placed = ZStack(alignment: .topLeading) { content(proxy) }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    return resolveNodes(placed, environment)
  }
}

/// What a `GeometryReader` tells its content (see its caveat about the size).
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The safe area's insets.
  public let safeAreaInsets: EdgeInsets

  /// The reader's frame in `coordinateSpace`: its size at the safe area's origin.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global, .named:
      return CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top, width: size.width, height: size.height)
    }
  }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// One named with `coordinateSpace(name:)` (treated as the screen's).
  case named(AnyHashable)
}
