import KagamiLayout
import RecipeComponents

/// The empty and error states on one screen, pushed on a navigation stack in the app's tab view.
struct StatesGallery: View {
  let strings: GalleryStrings

  var body: some View {
    RecipeTabView(selectedIndex: 3, languageCode: strings.japanese ? "ja" : "en") {
      NavigationStack {
        VStack(spacing: 0) {
          EmptyStateView(
            icon: .bowl, title: strings.emptyTitle, message: strings.emptyMessage, actionTitle: strings.emptyAction)
          Divider().padding(leading: Theme.margin, trailing: Theme.margin)
          ErrorStateView(title: strings.errorTitle, message: strings.errorMessage, retryTitle: strings.retry)
          Spacer()
        }
        .background(Theme.screenBackground)
        .navigationTitle(strings.shoppingTitle)
        .navigationBarTitleDisplayMode(.inline)
        .navigationPushed(backTitle: strings.back)
      }
    }
  }
}
