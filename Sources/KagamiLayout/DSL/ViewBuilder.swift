/// Builds the children of a container from a list of view statements (with `if`, `if`/`else` and `for`).
@resultBuilder
public enum ViewBuilder {
  /// A block of views.
  public static func buildBlock(_ components: ViewGroup...) -> ViewGroup { ViewGroup.joined(components) }
  /// A block of one view statement (no new array).
  public static func buildBlock(_ component: ViewGroup) -> ViewGroup { component }
  /// One view statement.
  public static func buildExpression<V: View>(_ view: V) -> ViewGroup { ViewGroup(AnyView(view)) }
  /// An `if` without `else`.
  public static func buildOptional(_ component: ViewGroup?) -> ViewGroup { component ?? ViewGroup([]) }
  /// The first branch of an `if`/`else`.
  public static func buildEither(first component: ViewGroup) -> ViewGroup { component }
  /// The second branch of an `if`/`else`.
  public static func buildEither(second component: ViewGroup) -> ViewGroup { component }
  /// A `for` loop.
  public static func buildArray(_ components: [ViewGroup]) -> ViewGroup { ViewGroup.joined(components) }
}
