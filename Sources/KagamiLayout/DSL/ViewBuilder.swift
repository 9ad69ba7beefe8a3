/// Builds the children of a container from a list of view statements (with `if`, `if`/`else` and `for`).
///
/// A block becomes one `ViewGroup`, except a block that is only `EmptyView()`: that one stays an
/// `EmptyView`, as SwiftUI's builder keeps a single view's type, so `{ EmptyView() }` can be the
/// content of a view whose content type is `EmptyView` (`extension X where Content == EmptyView`).
/// There is no `buildExpression`: each statement reaches `buildBlock` with its own type, so a block
/// costs the type checker one generic call (a `buildExpression` per statement, with an `EmptyView`
/// overload, made blocks measurably slower to check).
@resultBuilder
public enum ViewBuilder {
  /// A block that is only `EmptyView()`, kept as it is typed.
  public static func buildBlock(_ content: EmptyView) -> EmptyView { content }
  /// A block of view statements (and the groups of its `if`s and `for`s), as one group.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> ViewGroup {
    var groups: [ViewGroup] = []
    for view in repeat each content { groups.append(ViewGroup.statement(view)) }
    return ViewGroup.joined(groups)
  }
  /// An `if` without `else` (the implicit `else` passes `nil` here).
  public static func buildOptional(_ component: ViewGroup?) -> ViewGroup { component ?? ViewGroup([]) }
  /// An `if` without `else` whose block is only `EmptyView()`.
  public static func buildOptional<Content: View>(_ component: Content?) -> ViewGroup {
    guard let component else { return ViewGroup([]) }
    return ViewGroup.statement(component)
  }
  /// The first branch of an `if`/`else`.
  public static func buildEither<Content: View>(first component: Content) -> ViewGroup {
    ViewGroup.statement(component)
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<Content: View>(second component: Content) -> ViewGroup {
    ViewGroup.statement(component)
  }
  /// A `for` loop.
  public static func buildArray<Content: View>(_ components: [Content]) -> ViewGroup {
    // A loop, not `map(ViewGroup.statement)`: a generic function passed as a value captures its
    // metatype, which strict concurrency warns about in every module that uses the builder.
    var groups: [ViewGroup] = []
    for component in components { groups.append(ViewGroup.statement(component)) }
    return ViewGroup.joined(groups)
  }
}
