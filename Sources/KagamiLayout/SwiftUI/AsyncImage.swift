import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A snapshot loads nothing over the network:
/// it shows the placeholder (by default the fill colour, taking the space offered).
public struct AsyncImage: View {
  let placeholder: AnyView

  /// An image from `url`; drawn as the default placeholder.
  public init(url: URL?, scale: Double = 1) { placeholder = AnyView(Color.fill) }

  /// An image from `url` shown by `content` once loaded; drawn as `placeholder`.
  public init<I: View, P: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: () -> P
  ) {
    self.placeholder = AnyView(placeholder())
  }

  /// The placeholder.
  public var body: some View { placeholder }
}
