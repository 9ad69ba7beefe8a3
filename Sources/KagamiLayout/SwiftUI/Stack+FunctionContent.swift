/// SwiftUI's stacks are generic over their content, so a `@ViewBuilder` method can be passed by
/// name (`HStack(alignment: .center, content: rows)`). Kagami's stacks build a `ViewGroup`; these
/// initializers take such a function and put its one view in the stack. Disfavoured: a closure
/// written in place keeps using the builder initializer.
extension HStack {
  /// A row whose content is `content`'s one view (a builder function passed by name).
  @_disfavoredOverload
  public init<Content: View>(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, content: () -> Content
  ) {
    let view = content()
    self.init(alignment: alignment, spacing: spacing) { view }
  }
}

extension VStack {
  /// A column whose content is `content`'s one view (a builder function passed by name).
  @_disfavoredOverload
  public init<Content: View>(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, content: () -> Content
  ) {
    let view = content()
    self.init(alignment: alignment, spacing: spacing) { view }
  }
}

extension ZStack {
  /// An overlay stack whose content is `content`'s one view (a builder function passed by name).
  @_disfavoredOverload
  public init<Content: View>(alignment: Alignment = .center, content: () -> Content) {
    let view = content()
    self.init(alignment: alignment) { view }
  }
}
