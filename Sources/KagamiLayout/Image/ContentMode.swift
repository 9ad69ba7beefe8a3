/// How an image's pixels map to its frame.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Scaled to fit inside the frame, aspect ratio kept (letterboxed).
  case fit
  /// Scaled to cover the frame, aspect ratio kept (cropped to the frame).
  case fill
  /// Scaled to the frame's size.
  case stretch
}
