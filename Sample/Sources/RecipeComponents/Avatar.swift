import SwiftUI

/// A round user picture; without a picture, the name's initials on a colour picked from the name.
public struct Avatar: View {
  let image: RecipeImage?
  let name: String
  let size: Double

  /// The avatar of `name` at `size` points; `image` nil shows the initials.
  public init(image: RecipeImage?, name: String, size: Double = 40) {
    self.image = image
    self.name = name
    self.size = size.isFinite && size > 0 ? size : 40
  }

  /// The avatar.
  public var body: some View {
    ZStack {
      if let image {
        Image(recipeImage: image, name: "avatar").resizable().scaledToFill().frame(width: size, height: size)
      } else {
        Circle().fill(Avatar.tint(for: name)).frame(width: size, height: size)
        Text(Avatar.initials(of: name)).font(.system(size: (size * 0.4).rounded(), weight: .bold))
          .foregroundColor(Theme.onAccent).lineLimit(1)
      }
    }
    .clipShape(Circle())
    .accessibilityLabel(name).accessibilityAddTraits(.isImage)
  }

  /// The initials shown without a picture: the first character of a Japanese (or any non-Latin)
  /// name, else the first letters of the first and last words, upper-cased; "?" for a blank name.
  public static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    guard let first = words.first, let firstCharacter = first.first else { return "?" }
    guard firstCharacter.isASCII else { return String(firstCharacter) }
    var initials = String(firstCharacter).uppercased()
    if words.count > 1, let last = words.last?.first, last.isASCII { initials += String(last).uppercased() }
    return initials
  }

  /// The background colour of initials: one of six calm colours, chosen by the name's scalars.
  public static func tint(for name: String) -> Color {
    let sum = name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 1_000_003 }
    return Theme.avatarPalette[sum % Theme.avatarPalette.count]
  }
}
