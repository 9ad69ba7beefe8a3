/// The foreground style at one of four levels, as SwiftUI's `HierarchicalShapeStyle`: without a
/// foreground colour set, the label colours (`label`, `secondaryLabel`, `tertiaryLabel`, and label at
/// 18%); under a foreground colour, that colour at 100%, 60%, 30% or 18% opacity.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
  let level: Int

  /// The colour of this level under `foreground` (nil: none set).
  func color(over foreground: Color?) -> Color {
    if let foreground { return level == 0 ? foreground : foreground.opacity([1, 0.6, 0.3, 0.18][level]) }
    switch level {
    case 0: return .label
    case 1: return .secondaryLabel
    case 2: return .tertiaryLabel
    default: return Color.label.opacity(0.18)
    }
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of the foreground style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}
