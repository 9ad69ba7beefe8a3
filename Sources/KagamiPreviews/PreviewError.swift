/// Why a preview could not be found, loaded or rendered; each case names the preview or value at
/// fault and, where it helps, what exists.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
  /// A module name that is empty or contains `/`.
  case badModuleName(String)
  /// A preview name that is empty, or contains `/`, spaces or a leading `.`.
  case badPreviewName(module: String, String)
  /// Two previews of one module with one name (case-insensitively).
  case duplicatePreview(module: String, String, known: [String])
  /// Two modules of one catalog with one name (case-insensitively).
  case duplicateModule(String, known: [String])
  /// An identifier that is not `Module/preview`.
  case badIdentifier(String, known: [String])
  /// No module of that name; `known` lists the modules.
  case unknownModule(String, known: [String])
  /// No preview of that name; `known` lists the module's previews.
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
