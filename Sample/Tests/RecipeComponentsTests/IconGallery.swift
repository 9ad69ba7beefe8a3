import KagamiLayout
import RecipeComponents

/// Every icon at 40 pt with its name, in rows of five.
struct IconGallery: View {
  var body: some View {
    let kinds = IconKind.allCases
    VStack(alignment: .leading, spacing: Theme.spacingL) {
      ForEach(stride(from: 0, to: kinds.count, by: 5)) { start in
        HStack(alignment: .top, spacing: 0) {
          ForEach(kinds[start..<min(start + 5, kinds.count)]) { kind in
            VStack(spacing: Theme.spacingXS) {
              Icon(kind, size: 40, color: Theme.accent)
              Text(kind.rawValue).themeFont(.caption).foregroundColor(Theme.secondaryText)
            }
            .frame(width: 72)
          }
        }
      }
    }
    .padding(Theme.margin)
    .frame(maxWidth: .infinity, alignment: .topLeading)
  }
}
