/// An animation curve, as SwiftUI's `Animation`. A snapshot is one still frame, drawn as the state it
/// is given: animations are accepted and never run.
public struct Animation: Hashable, Sendable {
  private let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Constant speed.
  public static let linear = Animation(name: "linear")
  /// Starts slowly.
  public static let easeIn = Animation(name: "easeIn")
  /// Ends slowly.
  public static let easeOut = Animation(name: "easeOut")
  /// Starts and ends slowly.
  public static let easeInOut = Animation(name: "easeInOut")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A spring for interactive changes.
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { .linear }
  /// Starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// Starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// A spring with a response and damping.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  /// A spring of `duration` seconds and `bounce`.
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  /// An interactive spring.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .interactiveSpring }
  /// A spring from its stiffness and damping.
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
  /// A cubic Bézier timing curve.
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
    -> Animation
  { .easeInOut }

  /// The animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// The animation `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { self }
  /// The animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// The animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}
