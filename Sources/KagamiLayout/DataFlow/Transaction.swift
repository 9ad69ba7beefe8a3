/// SwiftUI's `Transaction`: the context of a state change. A snapshot is one frame, so it carries
/// nothing that changes a picture.
public struct Transaction: Sendable {
  /// The animation of the change (never run).
  public var animation: Animation?
  /// Whether animations are turned off.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction with `animation` (never run).
  public init(animation: Animation?) { self.animation = animation }
}
