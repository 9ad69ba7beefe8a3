/// Why one snapshot could not be accepted. `kagami accept` prints the message; `kagami review`
/// answers with the HTTP status that fits the kind.
public struct AcceptRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of refusal.
  public enum Kind: String, Codable, Sendable {
    /// The ID (or the record's baseline or artifact path) would lead outside `Snapshots/` or the
    /// artifacts folder.
    case invalidPath
    /// The last run has no snapshot with this ID.
    case unknownSnapshot
    /// The snapshot passed: there is nothing to accept.
    case nothingToAccept
    /// The actual image changed after the run (its pixel hash no longer matches the record).
    case staleArtifact
    /// The run left no actual image or dump to promote, or it cannot be read or decoded.
    case missingArtifact
    /// The baseline could not be written (nothing was changed).
    case unwritable
  }

  /// The kind.
  public var kind: Kind
  /// The message, naming the snapshot or file at fault.
  public var message: String

  /// A refusal of `kind` with `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
