/// What the sandbox commands refuse, with the value at fault and what would have been accepted.
enum SandboxError: Error, CustomStringConvertible {
  case badIdentifier(String)
  case unknownFeature(String, known: [String])
  case unknownPreview(String, known: [String])
  case unknownDevice(String, known: [String])
  case unknownScheme(String)
  case unknownLanguage(String)
  case unknownSize(String, known: [String])
  case badScale(Int)
  case render(String, String)
  case write(String, String)

  var description: String {
    switch self {
    case .badIdentifier(let text): "'\(text)' is not Feature/preview (see `RecipeApp sandbox list`)"
    case .unknownFeature(let name, let known): "no feature '\(name)'; features: \(known.joined(separator: ", "))"
    case .unknownPreview(let name, let known):
      "no preview '\(name)'; previews: \(known.isEmpty ? "(none)" : known.joined(separator: ", "))"
    case .unknownDevice(let name, let known): "no device '\(name)'; devices: \(known.joined(separator: ", "))"
    case .unknownScheme(let name): "no colour scheme '\(name)'; use light or dark"
    case .unknownLanguage(let name): "no language '\(name)'; use ja or en"
    case .unknownSize(let name, let known): "no content size '\(name)'; sizes: \(known.joined(separator: ", "))"
    case .badScale(let scale): "scale \(scale) is out of range; use 1, 2 or 3"
    case .render(let what, let reason): "\(what): rendering failed: \(reason)"
    case .write(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}
