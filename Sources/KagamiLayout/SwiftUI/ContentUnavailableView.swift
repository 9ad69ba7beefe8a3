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

  /// An empty state from its label, description and actions views.
  public init<Label: View, Description: View, Actions: View>(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = AnyView(label().font(.title2).bold())
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
