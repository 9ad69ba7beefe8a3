import KagamiImage

extension FixtureArt {
  /// 600 × 400 hero pictures, one per recipe.
  static let recipes: [FixtureArtwork] = [
    hero("curry") { Dish.curry(&$0, 300, 205, 250) },
    hero("nikujaga") { Dish.nikujaga(&$0, 300, 200, 175) },
    hero("oyakodon") { Dish.oyakodon(&$0, 300, 200, 175) },
    hero("misoshiru") { Dish.miso(&$0, 270, 200, 170) },
    hero("salmon") { Dish.salmon(&$0, 300, 205, 250) },
  ]

  /// 240 × 240 cooksnaps: the dishes as people photograph them at home.
  static let cooksnaps: [FixtureArtwork] = [
    snap("curry-1", cloth: Palette.pickle) { Dish.curry(&$0, 120, 125, 125) },
    snap("curry-2", cloth: nil) { Dish.curry(&$0, 140, 110, 150) },
    snap("curry-3", cloth: Palette.indigo) { Dish.curryUdon(&$0, 120, 120, 100) },
    snap("nikujaga-1", cloth: nil) { Dish.nikujaga(&$0, 120, 120, 100) },
    snap("nikujaga-2", cloth: Palette.green) { Dish.nikujaga(&$0, 110, 130, 115) },
    snap("oyakodon-1", cloth: Palette.indigo) { Dish.oyakodon(&$0, 120, 120, 100) },
    snap("miso-1", cloth: nil) { Dish.miso(&$0, 105, 120, 95) },
  ]

  /// 128 × 128 avatars.
  static let avatars: [FixtureArtwork] = [
    AvatarPortrait.artwork(
      "hanako", background: RGBAColor(hex: 0xFFD8B0), hair: RGBAColor(hex: 0x3B2A20), shirt: RGBAColor(hex: 0xFF8C1A),
      longHair: true),
    AvatarPortrait.artwork(
      "kenji", background: RGBAColor(hex: 0xCFE3F5), hair: RGBAColor(hex: 0x1E1E22), shirt: RGBAColor(hex: 0x3D6FA8),
      longHair: false),
    AvatarPortrait.artwork(
      "yuki", background: RGBAColor(hex: 0xE5F2D5), hair: RGBAColor(hex: 0x5A3A28), shirt: RGBAColor(hex: 0x6FA84A),
      longHair: true),
    AvatarPortrait.artwork(
      "mari", background: RGBAColor(hex: 0xF8D5E0), hair: RGBAColor(hex: 0x2A1E1A), shirt: RGBAColor(hex: 0xD9577F),
      longHair: true),
    AvatarPortrait.artwork(
      "taro", background: RGBAColor(hex: 0xFFF0C2), hair: RGBAColor(hex: 0x26221E), shirt: RGBAColor(hex: 0x4B4F56),
      longHair: false
    ),
  ]

  private static func hero(_ name: String, _ dish: @escaping @Sendable (inout Painter) -> Void) -> FixtureArtwork {
    FixtureArtwork(path: "recipes/\(name).png", width: 600, height: 400, background: Palette.wood) { p in
      Backdrop.wood(&p, width: 600, height: 400)
      dish(&p)
    }
  }

  private static func snap(
    _ name: String, cloth: RGBAColor?, _ dish: @escaping @Sendable (inout Painter) -> Void
  ) -> FixtureArtwork {
    FixtureArtwork(path: "cooksnaps/\(name).png", width: 240, height: 240, background: Palette.wood) { p in
      if let cloth {
        Backdrop.gingham(&p, width: 240, height: 240, color: cloth, cell: 40)
      } else {
        Backdrop.wood(&p, width: 240, height: 240, planks: 3)
      }
      dish(&p)
    }
  }
}
