/// The app's icons, drawn with shapes by `Icon`.
public enum IconKind: String, CaseIterable, Sendable {
  /// A left chevron (back).
  case back
  /// A right chevron (disclosure).
  case forward
  /// A house.
  case home
  /// A magnifying glass.
  case search
  /// A camera (cooksnaps).
  case camera
  /// A checklist (shopping list).
  case list
  /// A person (kitchen, profile).
  case person
  /// A tick.
  case check
  /// A plus.
  case plus
  /// An exclamation mark in a circle (errors).
  case alert
  /// A clock (cooking time).
  case clock
  /// Three dots (more actions).
  case more
  /// A bowl (empty recipe lists).
  case bowl
  /// A bookmark (saved recipes).
  case bookmark

  /// The strokes on the 24 × 24 grid.
  var strokes: [IconStroke] {
    switch self {
    case .back: return IconStroke.polyline([(15, 4.5), (7.5, 12), (15, 19.5)])
    case .forward: return IconStroke.polyline([(9, 4.5), (16.5, 12), (9, 19.5)])
    case .home:
      return IconStroke.polyline([(3, 11.5), (12, 3.5), (21, 11.5)]) + [
        .box(6, 10, 12, 11, radius: 2), .fill(10.5, 15, 3, 6, radius: 1),
      ]
    case .search: return [.ring(10.5, 10.5, 6.5), .line(15.5, 15.5, 20.5, 20.5)]
    case .camera:
      return [.box(2.5, 7, 19, 13.5, radius: 3), .fill(8, 4, 8, 4, radius: 1.5), .ring(12, 13.75, 3.75)]
    case .list:
      return [
        .dot(5, 6.5, 1.5), .dot(5, 12, 1.5), .dot(5, 17.5, 1.5),
        .line(9.5, 6.5, 20, 6.5), .line(9.5, 12, 20, 12), .line(9.5, 17.5, 20, 17.5),
      ]
    case .person: return [.ring(12, 7.5, 4.5), .box(4, 15, 16, 6.5, radius: 3.25)]
    case .check: return IconStroke.polyline([(5, 12.5), (10, 17.5), (19, 7)])
    case .plus: return [.line(12, 5, 12, 19), .line(5, 12, 19, 12)]
    case .alert: return [.ring(12, 12, 9.5), .line(12, 7, 12, 13), .dot(12, 16.75, 1.25)]
    case .clock: return [.ring(12, 12, 9), .line(12, 7, 12, 12), .line(12, 12, 15.5, 14)]
    case .more: return [.dot(5, 12, 2), .dot(12, 12, 2), .dot(19, 12, 2)]
    case .bowl:
      return [
        .line(2.5, 10.5, 21.5, 10.5), .fill(8.5, 18.5, 7, 2.5, radius: 1),
        .line(9, 3.5, 9, 7), .line(13, 3, 13, 7), .line(17, 3.5, 17, 7),
      ] + IconStroke.halfDisc(centerX: 12, top: 10.5, radius: 8.5)
    case .bookmark: return IconStroke.polyline([(6, 3.5), (18, 3.5), (18, 20.5), (12, 15.5), (6, 20.5), (6, 3.5)])
    }
  }
}
