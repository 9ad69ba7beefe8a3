/// What the sandbox refuses or fails at, with the value at fault and what would have been accepted.
enum SandboxError: Error, CustomStringConvertible {
  case unknownValue(String, String, known: [String])
  case noVariants(String, known: [String])
  case preview(PreviewError)
  case write(String)
  case failed(String)
  case failures([String])

  var description: String {
    switch self {
    case .unknownValue(let kind, let value, let known):
      "no \(kind) '\(value)'; use one of: \(known.joined(separator: ", "))"
    case .noVariants(let filter, let known):
      "no variant matches \(filter); variants: \(known.joined(separator: ", "))"
    case .preview(let error): "\(error)"
    case .write(let reason): reason
    case .failed(let reason): reason
    case .failures(let failures):
      "\(failures.count) preview\(failures.count == 1 ? "" : "s") failed:\n"
        + failures.map { "  \($0)" }.joined(separator: "\n")
    }
  }
}
