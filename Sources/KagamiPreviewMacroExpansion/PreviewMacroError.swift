/// Why a `#Preview` cannot be expanded, and where: the compiler shows the message at `offset`.
public struct PreviewMacroError: Error, Equatable, Sendable {
  /// The message the compiler shows.
  public var message: String
  /// The byte offset in the macro's source text the message points at.
  public var offset: Int

  /// An error with this message at this offset.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
