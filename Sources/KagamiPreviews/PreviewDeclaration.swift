import KagamiLayout

/// One `#Preview` in a module's source, as its macro declares it (`import SwiftUI` on Linux, or the
/// `KagamiSwiftUI` module): where it is, its name and traits, and its view. Found at run time without a
/// catalog (`DeclaredPreviews`).
public protocol PreviewDeclaration: SendableMetatype {
  /// The name given to `#Preview("name")`, or nil.
  static var name: String? { get }
  /// `Module/File.swift`.
  static var fileID: String { get }
  /// The line of `#Preview`.
  static var line: Int { get }
  /// The traits given to `#Preview(traits:)`.
  static var traits: [PreviewTrait] { get }
  /// The preview's view.
  static func makeView() -> any View
}

/// What a `#Preview` record in the `kagami_previews` section holds: a function that writes the
/// declaration's type into the memory it is given (`@convention(c)`, so a record is a constant).
public typealias PreviewRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

/// A trait of a `#Preview`: `.sizeThatFitsLayout` draws the view at its own size, `.fixedLayout`
/// at a size; orientations are accepted and have no effect.
public struct PreviewTrait: Sendable, Equatable {
  enum Layout: Sendable, Equatable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
  }

  let layout: Layout?

  /// The view at its own size.
  public static let sizeThatFitsLayout = PreviewTrait(layout: .sizeThatFits)
  /// The whole device.
  public static let defaultLayout = PreviewTrait(layout: .device)
  /// A screen of `width` × `height` points.
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }
  /// The snapshot layout the traits ask for: the last layout trait's (`.sizeThatFitsLayout`,
  /// `.fixedLayout`), else the whole device.
  static func layout(of traits: [PreviewTrait]) -> SnapshotLayout {
    switch traits.last(where: { $0.layout != nil })?.layout {
    case .sizeThatFits: return .sizeThatFits()
    case .fixed(let width, let height): return .fixed(width: width, height: height)
    case .device, nil: return .device
    }
  }

  /// Portrait (no effect).
  public static let portrait = PreviewTrait(layout: nil)
  /// Landscape (no effect: the snapshot's device chooses).
  public static let landscapeLeft = PreviewTrait(layout: nil)
  /// Landscape (no effect: the snapshot's device chooses).
  public static let landscapeRight = PreviewTrait(layout: nil)
}
