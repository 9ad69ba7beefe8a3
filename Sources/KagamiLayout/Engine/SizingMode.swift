/// Yoga's internal sizing modes (CSS terms for the measure modes).
enum SizingMode: Equatable {
  /// The size is exactly the available size.
  case stretchFit
  /// The size is at most the available size.
  case fitContent
  /// The size is the content's size; the available size is undefined.
  case maxContent

  /// The public measure mode.
  var measureMode: MeasureMode {
    switch self {
    case .stretchFit: return .exactly
    case .fitContent: return .atMost
    case .maxContent: return .undefined
    }
  }
}
