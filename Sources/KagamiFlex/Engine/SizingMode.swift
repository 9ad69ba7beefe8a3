/// Yoga's internal sizing modes (CSS terms for the measure modes).
enum SizingMode: Equatable {
  /// The size is exactly the available size.
  case stretchFit
  /// The size is at most the available size.
  case fitContent
  /// The size is the content's size; the available size is undefined.
  case maxContent

  /// Equality by pattern: at -Onone the derived `==` costs about twice as much per call, and the
  /// engine compares sizing modes many times per node.
  @_transparent static func == (lhs: SizingMode, rhs: SizingMode) -> Bool {
    switch lhs {
    case .stretchFit: if case .stretchFit = rhs { return true } else { return false }
    case .fitContent: if case .fitContent = rhs { return true } else { return false }
    case .maxContent: if case .maxContent = rhs { return true } else { return false }
    }
  }

  /// The public measure mode.
  var measureMode: MeasureMode {
    switch self {
    case .stretchFit: return .exactly
    case .fitContent: return .atMost
    case .maxContent: return .undefined
    }
  }
}
