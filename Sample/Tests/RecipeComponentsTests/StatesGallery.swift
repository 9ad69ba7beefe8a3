import KagamiLayout
import RecipeComponents

/// The empty and error states on one screen, between the bars.
struct StatesGallery: View {
  let strings: GalleryStrings

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      NavigationBar(title: strings.shoppingTitle, showsBackButton: true)
      VStack(spacing: 0) {
        EmptyStateView(
          icon: .bowl, title: strings.emptyTitle, message: strings.emptyMessage, actionTitle: strings.emptyAction)
        Divider().padding(leading: Theme.margin, trailing: Theme.margin)
        ErrorStateView(title: strings.errorTitle, message: strings.errorMessage, retryTitle: strings.retry)
        Spacer()
      }
      TabBar(items: TabBarItem.recipeTabs(japanese: strings.japanese), selectedIndex: 3)
    }
  }
}
