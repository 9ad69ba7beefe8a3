import RecipeCore

/// A screen that only names the descriptor it stands for.
public enum PlaceholderScreen {
  /// A screen named `Placeholder: <descriptor>` showing the descriptor in a card.
  public static func make(_ descriptor: String) -> Screen {
    Screen(name: "Placeholder: \(descriptor)") { _ in
      ScreenContent {
        VStack(spacing: 8) {
          Text("Placeholder").font(.caption).foregroundColor(.secondaryLabel)
          Text(descriptor).font(.headline).multilineTextAlignment(.center).id("placeholder-descriptor")
        }
        .padding(16)
        .background(.secondaryGroupedBackground)
        .cornerRadius(12)
        .padding(16)
      }
    }
  }
}
