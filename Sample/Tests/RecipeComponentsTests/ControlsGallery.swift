import KagamiLayout
import RecipeComponents

/// Controls: avatars, rating, cooksnap count, buttons, checkbox rows and a loading skeleton, pushed
/// on a navigation stack (inline title, back button) in the app's tab view.
struct ControlsGallery: View {
  let strings: GalleryStrings

  var body: some View {
    RecipeTabView(selectedIndex: 3, languageCode: strings.japanese ? "ja" : "en") {
      NavigationStack {
        controls
          .background(Theme.screenBackground)
          .navigationTitle(strings.recipeTitle)
          .navigationBarTitleDisplayMode(.inline)
          .navigationPushed(backTitle: strings.back)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "ellipsis.circle")
              }
            }
          }
      }
    }
  }

  private var controls: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: Theme.spacingM) {
          HStack(spacing: Theme.spacingM) {
            Avatar(image: TestImages.avatar, name: strings.authors[0], size: 48)
            Avatar(image: nil, name: strings.authors[0], size: 48)
            Avatar(image: nil, name: strings.authors[1], size: 48)
            Avatar(image: nil, name: "Yuko Ito", size: 32)
            // The row is full: SwiftUI's 8-point minimum here would truncate "(1,284)".
            Spacer(minLength: 0)
            VStack(alignment: .trailing, spacing: Theme.spacingXS) {
              RatingView(rating: 4.4, reviewCount: 1_284)
              CooksnapCount(count: 12_480, label: strings.cooksnaps, japanese: strings.japanese)
            }
          }
          PrimaryButton(title: strings.addToList, icon: .plus)
          SecondaryButton(title: strings.share, icon: .camera)
          HStack(spacing: Theme.spacingM) {
            PrimaryButton(title: strings.save, isFullWidth: false)
            SecondaryButton(title: strings.save, isEnabled: false, isFullWidth: false)
          }
        }
        .padding(top: Theme.spacingL, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
        SectionHeader(title: strings.ingredients)
        VStack(alignment: .leading, spacing: 0) {
          ForEach(strings.items.indices) { index in
            let item = strings.items[index]
            if index > 0 { RowDivider(inset: 52) }
            CheckboxRow(title: item.0, detail: item.1, isChecked: item.2, id: "item-\(index)")
          }
        }
        .cornerRadius(Theme.cardRadius)
        .padding(top: 0, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
        LoadingView(rowCount: 2, accessibilityText: strings.loading)
      }
    }
  }
}
