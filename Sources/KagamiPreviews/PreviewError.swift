/// Why a preview could not be found, loaded or rendered; each case names the preview or value at
/// fault and, where it helps, what exists.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
  case badModuleName(String)
  case badPreviewName(module: String, String)
  case duplicatePreview(module: String, String, known: [String])
  case duplicateModule(String, known: [String])
  case badIdentifier(String, known: [String])
  case unknownModule(String, known: [String])
  case unknownPreview(String, known: [String])
  /// The host or the builder threw.
  case loadFailed(String, locale: String, reason: String)
  /// Loading took longer than the timeout.
  case timedOut(String, locale: String, after: Duration)
  /// Rendering the loaded content failed.
  case renderFailed(String, variant: String, reason: String)

  public var description: String {
    switch self {
    case .badModuleName(let name):
      "preview module name '\(name)' must be non-empty and contain no '/'"
    case .badPreviewName(let module, let name):
      "preview name '\(name)' in module \(module) must be non-empty, without '/', spaces or a leading '.'"
    case .duplicatePreview(let module, let name, let known):
      "module \(module) has two previews named '\(name)'; its previews: \(known.joined(separator: ", "))"
    case .duplicateModule(let name, let known):
      "the catalog has two modules named '\(name)'; modules: \(known.joined(separator: ", "))"
    case .badIdentifier(let text, let known):
      "'\(text)' is not Module/preview; previews: \(Self.list(known))"
    case .unknownModule(let name, let known):
      "no preview module '\(name)'; modules: \(Self.list(known))"
    case .unknownPreview(let name, let known):
      "no preview '\(name)'; previews: \(Self.list(known))"
    case .loadFailed(let name, let locale, let reason):
      "preview \(name) (\(locale)) failed to load: \(reason)"
    case .timedOut(let name, let locale, let after):
      "preview \(name) (\(locale)) did not finish loading within \(after) (set the preview's or the catalog's timeout)"
    case .renderFailed(let name, let variant, let reason):
      "preview \(name) in \(variant) failed to render: \(reason)"
    }
  }

  private static func list(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.joined(separator: ", ") }
}
