/// Whether and how a node takes part in layout.
public enum FlexDisplay: Hashable, Sendable, CaseIterable {
  /// A flex container (the default).
  case flex
  /// Not laid out; zero size.
  case none
  /// Its children take its place in the parent.
  case contents
}
