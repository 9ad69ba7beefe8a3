/// A fixture file that cannot be read.
enum YogaFixtureError: Error, CustomStringConvertible {
  case missing(String)
  case unsupported(String)

  var description: String {
    switch self {
    case .missing(let path): return "missing fixture file \(path)"
    case .unsupported(let message): return message
    }
  }
}
