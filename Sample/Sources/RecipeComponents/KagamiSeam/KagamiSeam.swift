// KagamiSeam: the only sample view code that names Kagami. Everything else in RecipeComponents and
// the feature modules is written in SwiftUI's spelling (`import SwiftUI`, Kagami's module of that
// name on Linux) and would compile for iOS against Apple's; what SwiftUI cannot say with the same
// pixels is declared here, once, each with what an iOS build would put in its place.
//
// Design rules:
// - Small app-level declarations only (typealiases, extensions, one-line modifiers): no views with
//   layout of their own, so the seam adds no node to any screen.
// - Each declaration's doc comment names its iOS counterpart.
// - KagamiDocsTests (SampleSwiftUISpellingTests) fails on a Kagami-only spelling anywhere else in
//   RecipeComponents or a feature module (Docs/swiftui.md, "The sample app's seam").
import KagamiLayout

/// A decoded picture a screen shows: a fixture image in tests and previews, a downloaded one live.
/// An iOS build would use `UIImage` (and `Image(uiImage:)`).
public typealias RecipeImage = Bitmap

/// What a screen reads of the device it is drawn on: `device.width`, `device.height`,
/// `device.safeArea` and `contentSizeCategory`. An iOS build would read the size and safe area from
/// a `GeometryReader` and the text size from `@Environment(\.dynamicTypeSize)`.
public typealias ScreenTraits = Traits

/// A view built from `ScreenTraits`: `ScreenReader { traits in … }`. An iOS build would declare a
/// small view of that name over `GeometryReader` and `@Environment(\.dynamicTypeSize)` that hands
/// its content a value with the same fields.
public typealias ScreenReader<Content: View> = TraitsReader<Content>

extension Image {
  /// A recipe picture, named `name` in dumps. An iOS build would use `Image(uiImage:)`.
  public init(recipeImage: RecipeImage, name: String) { self.init(pixels: recipeImage, name: name) }

  /// The app's icon `kind`: its SVG resource stroked `lineWidth` grid units wide (of 24). An iOS
  /// build would use `Image(systemName:)` (with `.fontWeight` for the stroke) or an asset catalog.
  init(icon kind: IconKind, lineWidth: Double) { self = Image(svg: kind.file.path).strokeWidth(lineWidth) }
}
