/// What a dynamic property sees while it is installed: the environment of the view that holds it
/// and the pass's state store.
struct PropertyScope {
  /// The environment values where the view sits.
  let values: EnvironmentValues
  /// The screen's state, kept across the passes of one layout.
  let store: StateStore
}
