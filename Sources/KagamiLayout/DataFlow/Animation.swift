/// How a change animates, as SwiftUI's `Animation`. A snapshot is one frame: animations never run,
/// and the frame shows the state after the change.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")
  /// An interactive spring.
  public static let interactiveSpring = Animation(name: "interactiveSpring")

  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// Ease in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ease out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// Linear over `duration` seconds.
  public static func linear(duration: Double) -> Animation { .linear }
  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
  /// A spring of `duration` and `bounce`.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  /// An interpolating spring.
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
  /// An interactive spring.
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86) -> Animation {
    .interactiveSpring
  }

  /// This animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation at `speed`.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once, as SwiftUI does; the change is not animated (a snapshot is one frame).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` at once with `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
