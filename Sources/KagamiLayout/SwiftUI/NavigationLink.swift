import KagamiImage

/// A link to another screen, as SwiftUI's `NavigationLink`. A snapshot does not navigate: the
/// destination is accepted and not drawn. Inside a `List` or `Form` the label is drawn with a
/// disclosure chevron at the trailing edge (7 × 12 points, tertiary label colour) and takes the rest of
/// the row's width; elsewhere the label
/// is drawn in the tint colour, as a button. Read by accessibility as a button.
public struct NavigationLink<Label: View>: PrimitiveView {
  let label: Label

  /// A link showing `label` that would open `destination`.
  public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

  /// A link showing `label` that would open the view `destination` builds.
  public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link showing `label` that would present `value` (`navigationDestination(for:destination:)`).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }

  func makeNodes(_ environment: ViewEnvironment) -> [ViewNode] {
    guard environment.surface.isInList else {
      return resolveNodes(label.foregroundColor(.accentColor).accessibilityRole(.button), environment)
    }
    // The label takes the row's width up to the chevron (16 points before it), as on iOS, so a
    // label's own `Spacer` pushes its trailing views against the chevron.
    let row = HStack(spacing: 16) {
      label.frame(maxWidth: .infinity, alignment: .leading)
      Path { path in
        path.move(to: Point(x: 1, y: 1))
        path.addLine(to: Point(x: 6, y: 6))
        path.addLine(to: Point(x: 1, y: 11))
      }
      .stroke(.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
      .frame(width: 7, height: 12)
      .accessibilityHidden()
    }
    return resolveNodes(row.accessibilityRole(.button), environment)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that would open `destination`.
  public init<Destination: View>(_ title: String, destination: Destination) { label = Text(title) }

  /// A link titled with the localized `titleKey` (drawn as the key) that would open `destination`.
  public init<Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }

  /// A link titled `title` that would open the view `destination` builds.
  public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) { label = Text(title) }

  /// A link titled `title` that would present `value`.
  public init<P: Hashable>(_ title: String, value: P?) { label = Text(title) }
}

extension View {
  /// The view a `NavigationLink(value:)` of type `data` would open. **No effect**: a snapshot does
  /// not navigate.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> Self { self }
}
