/// A protocol declared in the scanned sources (one that refines `TypedDescriptor` makes its conformers descriptors).
struct ScannedProtocol: Sendable {
  /// The qualified name from module scope.
  var components: [String]
  /// The names of the protocols it refines, each split at the dots.
  var inheritedNames: [[String]]
}
