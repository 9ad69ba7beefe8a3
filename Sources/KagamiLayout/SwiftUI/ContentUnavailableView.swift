/// An empty state, as SwiftUI's `ContentUnavailableView`: a large symbol, a title and a description,
/// centred, in the space offered.
public struct ContentUnavailableView: View {
  let label: AnyView
  let description: AnyView?
  let actions: AnyView?

  /// An empty state titled `title` with the symbol `systemImage` and an optional description.
  public init(_ title: String, systemImage: String, description: Text? = nil) {
    label = AnyView(
      VStack(spacing: 12) {
        Image(systemName: systemImage).font(.largeTitle).foregroundColor(.secondaryLabel)
        Text(title).font(.title2).bold()
      })
    self.description = description.map { AnyView($0) }
    actions = nil
  }

  /// An empty state from its label, description and actions views. A `Label` in `label` draws as
  /// iOS draws it there: its icon large, in the secondary label colour, above its title
  /// (`ContentUnavailableLabelStyle`).
  public init<Label: View, Description: View, Actions: View>(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = AnyView(label().font(.title2).bold().labelStyle(ContentUnavailableLabelStyle()))
    self.description = AnyView(description())
    self.actions = AnyView(actions())
  }

  /// The empty state of a search with no results.
  public static var search: ContentUnavailableView {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass")
  }

  /// The empty state, centred.
  public var body: some View {
    VStack(spacing: 8) {
      label
      if let description { description.foregroundColor(.secondaryLabel) }
      if let actions { actions }
    }
    .multilineTextAlignment(.center)
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// How a `Label` draws as the label of a `ContentUnavailableView`: the icon in the large title size
/// (regular weight, secondary label colour), 12 points above the title (title 2, bold), centred, as
/// the title-and-symbol initializer draws them.
struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 12) {
      configuration.icon.font(.largeTitle).fontWeight(.regular).foregroundColor(.secondaryLabel)
      configuration.title.font(.title2).bold()
    }
  }
}
