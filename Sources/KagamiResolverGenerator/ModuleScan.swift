/// Everything the scanner read from a module's sources that bears on descriptors, in source order.
struct ModuleScan: Sendable {
  /// The nominal types declared.
  var types: [ScannedType] = []
  /// The extensions that add conformances.
  var extensions: [ScannedExtension] = []
  /// The protocols declared.
  var protocols: [ScannedProtocol] = []
  /// The qualified names of the types that declare an `Output` (typealias or nested type), in their body or an extension.
  var outputOwners: [[String]] = []
  /// The modules the sources import, so that the generated file sees the same names.
  var imports: [String] = []
  /// Files that do not parse: one diagnostic per syntax error.
  var syntaxErrors: [GeneratorDiagnostic] = []

  /// Adds what another file's scan found.
  mutating func append(_ other: ModuleScan) {
    types += other.types
    extensions += other.extensions
    protocols += other.protocols
    outputOwners += other.outputOwners
    imports += other.imports
    syntaxErrors += other.syntaxErrors
  }
}
