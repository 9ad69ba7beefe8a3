/// An extension in the scanned sources that adds conformances.
struct ScannedExtension: Sendable {
  /// The qualified name of the extended type.
  var components: [String]
  /// The names of the conformances it adds, each split at the dots.
  var inheritedNames: [[String]]
  /// The requirements of its `where` clause, as written, if any.
  var whereClause: String?
  /// Where it is declared.
  var spot: SourceSpot
}
