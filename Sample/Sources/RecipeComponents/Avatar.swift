import KagamiLayout
import KagamiText

/// A round user picture; without a picture, the name's initials on a colour picked from the name.
public struct Avatar: View {
  let image: Bitmap?
  let name: String
  let size: Double

  /// The avatar of `name` at `size` points; `image` nil shows the initials.
  public init(image: Bitmap?, name: String, size: Double = 40) {
    self.image = image
    self.name = name
    self.size = size.isFinite && size > 0 ? size : 40
  }

  /// The avatar.
  public var body: some View {
    ZStack {
      if let image {
        Image(pixels: image, name: "avatar").resizable().scaledToFill().frame(width: size, height: size)
      } else {
        Circle().fill(Avatar.tint(for: name)).frame(width: size, height: size)
        Text(Avatar.initials(of: name)).font(Font(weight: .bold, size: (size * 0.4).rounded()))
          .foregroundColor(Theme.onAccent).lineLimit(1)
      }
    }
    .clipShape(Circle())
    .accessibilityLabel(name).accessibilityRole(.image)
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
    let palette: [UInt32] = [0xFF8C1A, 0xE0605E, 0x3FA66A, 0x4A8FD9, 0x9B6CD1, 0xC99A12]
    let sum = name.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 1_000_003 }
    return Color(hex: palette[sum % palette.count])
  }
}
