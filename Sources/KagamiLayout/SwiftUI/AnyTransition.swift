/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A still frame shows no transition:
/// transitions are accepted and never run.
public struct AnyTransition: Sendable {
  /// Fades.
  public static let opacity = AnyTransition()
  /// Scales.
  public static let scale = AnyTransition()
  /// Slides.
  public static let slide = AnyTransition()
  /// No transition.
  public static let identity = AnyTransition()

  /// Scales from `scale` about `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Moves from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Pushes from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Offsets by `x`, `y`.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  /// Different transitions in and out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }

  /// This transition with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
