import SwiftUI

/// A profile card written in SwiftUI: on iOS it builds against Apple's SwiftUI, on Linux against
/// Kagami's `SwiftUI` product (Package.swift depends on it for Linux only), with the same import.
public struct ProfileCard: View {
  let name: String
  let recipes: Int
  @State private var isFollowing: Bool

  /// A card for `name`, who has published `recipes` recipes.
  public init(name: String, recipes: Int, isFollowing: Bool = false) {
    self.name = name
    self.recipes = recipes
    _isFollowing = State(initialValue: isFollowing)
  }

  /// The card.
  public var body: some View {
    HStack(spacing: 12) {
      Circle().fill(Color.orange).frame(width: 48, height: 48)
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline).lineLimit(1)
        Text("\(recipes) recipes").font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Toggle("Follow", isOn: $isFollowing).toggleStyle(.button)
    }
    .padding(16)
  }
}

#Preview("Following") {
  ProfileCard(name: "Aiko Tanaka", recipes: 42, isFollowing: true)
}

#Preview("New cook") {
  ProfileCard(name: "Ren", recipes: 3)
}
