import KagamiLayout

/// A type that publishes previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`):
/// `struct CardView_Previews: PreviewProvider { static var previews: some View { CardView() } }`.
/// Snapshot one with `assertSnapshot(of: CardView_Previews.previews, …)` or list it in a module's
/// previews with `Preview(provider:)`.
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews: each view of a `Group` (or of the block) is a preview of its own, as in Xcode's
  /// canvas, named after its `previewDisplayName` (`PreviewModule.declared(inModule:named:)`).
  @ViewBuilder static var previews: Previews { get }
}

extension View {
  /// The preview's name in Xcode's canvas: names the preview a `PreviewProvider`'s view becomes;
  /// no effect on the picture.
  public func previewDisplayName(_ name: String?) -> some View { PreviewNamedView(content: self, name: name) }
  /// The device Xcode previews on: no effect (the snapshot's traits choose the device).
  public func previewDevice(_ device: PreviewDevice?) -> some View { self }
  /// How Xcode sizes the preview: no effect (the snapshot's layout chooses).
  public func previewLayout(_ layout: PreviewLayout) -> some View { self }
  /// The interface orientation Xcode previews in: no effect.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// A device name for `previewDevice` (ignored by Kagami).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device named `value`.
  public init(stringLiteral value: String) { rawValue = value }
}

/// How Xcode sizes a preview (ignored by Kagami).
public enum PreviewLayout: Sendable {
  /// The device.
  case device
  /// The view's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: Double, height: Double)
}

/// An interface orientation for previews (ignored by Kagami).
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  /// Portrait.
  public static let portrait = InterfaceOrientation(name: "portrait")
  /// Upside-down portrait.
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  /// Landscape, home button on the right.
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  /// Landscape, home button on the left.
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
