/// Why content is redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Placeholder content, shown while loading.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Invalidated content.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
  /// Draws the content as placeholders for `reason`. **No effect**: Kagami draws the content itself
  /// (the sample app draws its own loading placeholders).
  public func redacted(reason: RedactionReasons) -> Self { self }

  /// Marks the view's content as private. **No effect**.
  public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
}
