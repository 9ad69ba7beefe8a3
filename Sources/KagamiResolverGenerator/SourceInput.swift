/// One Swift source file given to the generator.
public struct SourceInput: Sendable {
  /// The path diagnostics print (as given on the command line, so editors can jump to it).
  public var path: String
  /// The path the generated header names (relative to the target's folder, so the output is the same on every machine).
  public var displayName: String
  /// The file's text.
  public var text: String

  /// A source file with its diagnostic path, header name and text.
  public init(path: String, displayName: String, text: String) {
    self.path = path
    self.displayName = displayName
    self.text = text
  }
}
