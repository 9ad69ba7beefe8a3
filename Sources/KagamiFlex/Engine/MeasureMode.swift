/// How a proposed size constrains a measured node.
public enum MeasureMode: Hashable, Sendable, CaseIterable {
  /// No constraint (max-content).
  case undefined
  /// The size must be exactly the proposal.
  case exactly
  /// The size may be at most the proposal.
  case atMost
}
