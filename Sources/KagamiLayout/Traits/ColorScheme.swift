/// Light or dark appearance; semantic colours resolve against it.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}
