/// How a layer's colours combine with what is already painted under it: W3C Compositing and
/// Blending Level 1's separable modes (SwiftUI's `BlendMode` names), then source-over.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  /// The layer's colour.
  case normal
  /// backdrop × source: always darker.
  case multiply
  /// backdrop + source − backdrop × source: always lighter.
  case screen
  /// multiply or screen, depending on the backdrop.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// multiply or screen, depending on the source.
  case hardLight
  /// |backdrop − source|.
  case difference
  /// backdrop + source − 2 × backdrop × source.
  case exclusion
  /// backdrop + source, capped (Core Image's and SwiftUI's `plusLighter`).
  case plusLighter
}
