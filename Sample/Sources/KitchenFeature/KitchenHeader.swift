import RecipeComponents
import RecipeCore
import SwiftUI

/// The top of a kitchen: avatar, name and location, bio, the three counts and the follow button
/// (full width on phones, beside the name on wide screens).
struct KitchenHeader: View {
  let profile: KitchenProfile
  let language: AppLanguage

  /// From this width on, the follow button sits beside the name.
  static let wideWidth = 600.0

  var body: some View {
    ScreenReader { traits in header(isWide: traits.device.width >= KitchenHeader.wideWidth) }
  }

  private func header(isWide: Bool) -> some View {
    VStack(alignment: .leading, spacing: Theme.spacingL) {
      HStack(spacing: Theme.spacingL) {
        Avatar(image: profile.avatar, name: profile.name, size: 72)
        VStack(alignment: .leading, spacing: Theme.spacingXS) {
          Text(profile.name).themeFont(.screenTitle).foregroundColor(Theme.primaryText).lineLimit(2)
            .accessibilityAddTraits(.isHeader).id("kitchen.name")
          if !profile.location.isEmpty {
            Text(profile.location).themeFont(.secondary).foregroundColor(Theme.secondaryText).lineLimit(1)
          }
        }
        .fillsStackRemainder()
        if isWide {
          Spacer(minLength: 0)
          followButton(isFullWidth: false)
        }
      }
      if !profile.bio.isEmpty {
        Text(profile.bio).themeFont(.body).foregroundColor(Theme.primaryText).id("kitchen.bio")
      }
      HStack(spacing: 0) {
        count(profile.recipeCount, KitchenStrings.recipes(language), id: "recipes")
        Divider()
        count(profile.cooksnapCount, KitchenStrings.cooksnaps(language), id: "cooksnaps")
        Divider()
        count(profile.followerCount, KitchenStrings.followers(language), id: "followers")
      }
      .padding(.vertical, Theme.spacingM)
      .background(Theme.screenBackground)
      .cornerRadius(Theme.cardRadius)
      if !isWide { followButton(isFullWidth: true) }
    }
    .padding(EdgeInsets(top: 20, leading: Theme.margin, bottom: 20, trailing: Theme.margin))
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Theme.surface)
    .keepsIdealHeight()
    .id("kitchen.header")
  }

  private func followButton(isFullWidth: Bool) -> some View {
    PrimaryButton(title: KitchenStrings.follow(language), icon: .plus, isFullWidth: isFullWidth)
      .id("kitchen.follow")
  }

  private func count(_ value: Int, _ label: String, id: String) -> some View {
    VStack(spacing: 2) {
      Text(CountFormat.grouped(value)).themeFont(.sectionTitle).foregroundColor(Theme.primaryText).lineLimit(1)
      Text(label).themeFont(.caption).foregroundColor(Theme.secondaryText).lineLimit(1)
    }
    .frame(maxWidth: .infinity)
    .accessibilityLabel("\(CountFormat.grouped(value)) \(label)")
    .id("kitchen.count.\(id)")
  }
}
