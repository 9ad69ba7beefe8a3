/// One module's previews, published in one place (`public enum SearchPreviews { public static let
/// module = PreviewModule("Search", previews: [...]) }`); adding a preview there needs no test code.
public struct PreviewModule<Scenario: Sendable, Environment>: Sendable {
  /// The module's name in the catalog and the gallery (`Search` in `Search/results`).
  public let name: String
  /// The previews, in the order the sandbox and the gallery list them.
  public let previews: [Preview<Scenario, Environment>]

  /// A module from its name and previews (names are checked by `validate()`, which every consumer calls).
  public init(_ name: String, previews: [Preview<Scenario, Environment>]) {
    self.name = name
    self.previews = previews
  }

  /// `Module/preview` for each preview.
  public var identifiers: [String] { previews.map { "\(name)/\($0.name)" } }

  /// Throws when the module has no name, a name is empty or not a single path component, or two
  /// previews share a name; the error lists the module's previews.
  public func validate() throws(PreviewError) {
    if name.isEmpty || name.contains("/") { throw .badModuleName(name) }
    var seen: Set<String> = []
    for preview in previews {
      if preview.name.isEmpty || preview.name.contains("/") || preview.name.hasPrefix(".")
        || preview.name.contains(where: \.isWhitespace)
      {
        throw .badPreviewName(module: name, preview.name)
      }
      if !seen.insert(preview.name).inserted {
        throw .duplicatePreview(module: name, preview.name, known: previews.map(\.name))
      }
    }
  }

  /// The preview named `name`; the error lists the module's previews.
  public func preview(named name: String) throws(PreviewError) -> Preview<Scenario, Environment> {
    guard let preview = previews.first(where: { $0.name == name }) else {
      throw .unknownPreview("\(self.name)/\(name)", known: identifiers)
    }
    return preview
  }
}
