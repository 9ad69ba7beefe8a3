import KagamiLayout
import RecipeComponents

/// A home feed built from the components (section headers, chips, two recipe cards, list rows) in
/// a navigation stack with a large title, in the app's tab view.
struct FeedGallery: View {
  let strings: GalleryStrings

  var body: some View {
    RecipeTabView(selectedIndex: 0, languageCode: strings.japanese ? "ja" : "en") {
      NavigationStack {
        feed
          .background(Theme.screenBackground)
          .navigationTitle(strings.homeTitle)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "bookmark")
              }
              .accessibilityLabel(strings.save)
            }
          }
      }
    }
  }

  private var feed: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          Flex(direction: .row, wrap: .wrap, alignItems: .flexStart, gap: Theme.spacingS) {
            ForEach(strings.tags.indices) { index in TagChip(title: strings.tags[index], isSelected: index == 0) }
          }
          .padding(top: Theme.spacingM, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
          SectionHeader(title: strings.popular, actionTitle: strings.seeAll)
          TraitsReader { traits in
            let width = Theme.columnWidth(in: traits.device.width, columns: 2)
            HStack(alignment: .top, spacing: Theme.spacingM) {
              ForEach(0..<2) { index in
                RecipeCard(
                  title: strings.cardTitles[index], authorName: strings.authors[index],
                  cooksnapCount: [1_284, 56_300][index], cooksnapLabel: strings.cooksnaps,
                  image: TestImages.dishes[index], authorImage: index == 0 ? TestImages.avatar : nil,
                  japanese: strings.japanese, id: "card-\(index)"
                )
                .frame(width: width)
              }
            }
            .padding(top: 0, leading: Theme.margin, bottom: 0, trailing: Theme.margin)
          }
          SectionHeader(title: strings.recent)
          VStack(alignment: .leading, spacing: 0) {
            RecipeListRow(
              title: strings.rowTitles[0], subtitle: strings.rowSubtitles[0], detail: strings.rowDetails[0],
              image: TestImages.dishes[2], id: "row-0")
            RowDivider(inset: 100)
            RecipeListRow(
              title: strings.rowTitles[1], subtitle: strings.rowSubtitles[1], detail: strings.rowDetails[1],
              image: nil, id: "row-1")
          }
          .cornerRadius(Theme.cardRadius)
          .padding(top: 0, leading: Theme.margin, bottom: Theme.spacingL, trailing: Theme.margin)
        }
      }
    }
  }
}
