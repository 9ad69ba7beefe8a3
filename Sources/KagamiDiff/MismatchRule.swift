/// Which pixels a comparison counts as mismatched.
public enum MismatchRule: Equatable, Sendable {
  /// Every pixel whose RGBA bytes differ, however little: what an exact renderer needs.
  case anyChange
  /// pixelmatch's perceptual rule: a pixel counts when its YIQ colour distance exceeds the threshold,
  /// and anti-aliased pixels are left out unless `includeAA`. A tolerance: use it when baselines may
  /// come from another renderer (for example during a FreeType upgrade).
  case perceptual(DiffOptions)

  /// pixelmatch's defaults: threshold 0.1, anti-aliasing detected and not counted.
  public static let pixelmatch = MismatchRule.perceptual(.pixelmatch)

  /// The pixelmatch options used to draw the diff image: the rule's own, or pixelmatch's defaults.
  public var drawingOptions: DiffOptions {
    switch self {
    case .anyChange: return .pixelmatch
    case .perceptual(let options): return options
    }
  }

  /// A short description for messages: "any changed pixel" or "pixelmatch threshold 0.1, anti-aliasing ignored".
  public var summary: String {
    switch self {
    case .anyChange:
      return "any changed pixel"
    case .perceptual(let options):
      return
        "pixelmatch threshold \(options.threshold), anti-aliasing \(options.includeAA ? "counted" : "ignored")"
    }
  }
}
