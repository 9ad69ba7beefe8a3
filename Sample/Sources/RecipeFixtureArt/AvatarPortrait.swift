import KagamiImage

/// Friendly flat portraits for the authors.
enum AvatarPortrait {
  static let skin = RGBAColor(hex: 0xF6D2B5)
  static let skinShade = RGBAColor(hex: 0xE9B995)
  static let eye = RGBAColor(hex: 0x2B211C)
  static let mouth = RGBAColor(hex: 0xC8574E)
  static let cheek = RGBAColor(hex: 0xF29C96, alpha: 110)

  /// A 128 × 128 avatar.
  static func artwork(
    _ name: String, background: RGBAColor, hair: RGBAColor, shirt: RGBAColor, longHair: Bool
  ) -> FixtureArtwork {
    FixtureArtwork(path: "avatars/\(name).png", width: 128, height: 128, background: background) { p in
      if longHair { p.rounded(30, 34, 68, 76, radius: 30, hair) }
      p.ellipse(64, 132, 46, 34, shirt)
      p.rect(56, 82, 16, 18, skinShade)
      p.ellipse(64, 64, 28, 31, skin)
      p.ellipse(36, 66, 5, 7, skin)
      p.ellipse(92, 66, 5, 7, skin)
      p.ellipse(64, 44, 31, 20, hair)
      p.ellipse(46, 48, 12, 10, hair)
      if !longHair { p.rect(34, 40, 60, 10, hair) }
      p.circle(53, 66, 3.2, eye)
      p.circle(75, 66, 3.2, eye)
      p.ellipse(46, 76, 5, 3, cheek)
      p.ellipse(82, 76, 5, 3, cheek)
      p.ellipse(64, 79, 7, 5, mouth)
      p.rect(56, 73, 16, 6, skin)
    }
  }
}
