import Foundation

/// The app's icons: SVG files in `Sources/RecipeComponents/Icons`, drawn by `Icon`.
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

  /// True for icons that point along the reading direction (the chevrons): mirrored in a
  /// right-to-left layout.
  var isDirectional: Bool { self == .back || self == .forward }

  /// The icon's SVG file among this module's resources (a path that does not exist, and so a clear
  /// "missing" error when drawn, if the resource were ever left out of the build).
  var file: URL {
    Bundle.module.url(forResource: rawValue, withExtension: "svg", subdirectory: "Icons")
      ?? URL(fileURLWithPath: "RecipeComponents.resources/Icons/\(rawValue).svg")
  }
}
