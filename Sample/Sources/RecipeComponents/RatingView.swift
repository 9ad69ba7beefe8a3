import SwiftUI

/// Five stars (filled to the rating, rounded to the nearest whole star), the rating with one
/// decimal and an optional number of reviews.
public struct RatingView: View {
  let rating: Double
  let reviewCount: Int?

  /// `rating` out of 5 (clamped; NaN counts as 0) and an optional review count.
  public init(rating: Double, reviewCount: Int? = nil) {
    self.rating = rating.isNaN ? 0 : min(max(rating, 0), 5)
    self.reviewCount = reviewCount
  }

  /// The rating as shown: one decimal, e.g. "4.5".
  public var ratingText: String {
    let tenths = Int((rating * 10).rounded(.toNearestOrAwayFromZero))
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The number of filled stars.
  public var filledStars: Int { Int(rating.rounded(.toNearestOrAwayFromZero)) }

  /// The rating.
  public var body: some View {
    HStack(spacing: Theme.spacingXS) {
      HStack(spacing: 0) {
        ForEach(0..<5) { index in
          Text("★").foregroundColor(index < filledStars ? Theme.accentText : Theme.placeholder)
        }
      }
      .themeFont(.caption)
      Text(ratingText).themeFont(.caption).fontWeight(.bold).foregroundColor(Theme.primaryText)
      if let reviewCount {
        Text("(\(CountFormat.grouped(reviewCount)))").themeFont(.caption).foregroundColor(Theme.secondaryText)
      }
    }
    .lineLimit(1)
    .accessibilityLabel("\(ratingText) / 5")
  }
}
