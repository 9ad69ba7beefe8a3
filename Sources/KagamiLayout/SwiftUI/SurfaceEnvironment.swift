/// What the SwiftUI-named modifiers set for the views inside them (kept apart from the DSL's own
/// settings in `ViewEnvironment`).
struct SurfaceEnvironment {
  /// The scale of `Image(systemName:)` symbols (`imageScale(_:)`).
  var imageScale = Image.Scale.medium
  /// How `List` draws its rows (`listStyle(_:)`); nil: the list's own default.
  var listStyle: ListStyleKind?
  /// True inside a `List` or a `Form` (a `NavigationLink` there shows a chevron).
  var isInList = false
  /// The space between a list's sections (`listSectionSpacing(_:)`); nil: 35 points.
  var listSectionSpacing: Double?
  /// True under `scrollContentBackground(.hidden)`: lists leave their background unpainted.
  var hidesListBackground = false
  /// Letter case of text (`textCase(_:)`); nil: as written.
  var textCase: Text.Case?
  /// Inside a `NavigationStack`: where `navigationTitle` and `navigationBarTitleDisplayMode` leave
  /// what the stack's bar shows.
  var navigationBar: NavigationBarContent?
  /// Set by `navigationPushed(backTitle:)` outside a `NavigationStack`: the title of the back button
  /// the stack's bar draws.
  var navigationBackTitle: String?
  /// How `Label`s draw (`labelStyle(_:)`); nil: icon and title side by side.
  var labelStyle: AnyLabelStyle?
  /// How symbols paint their layers (`symbolRenderingMode(_:)`); nil: monochrome.
  var symbolRenderingMode: SymbolRenderingMode?
  /// The second colour of `foregroundStyle(_:_:)`: a palette symbol's secondary layer.
  var secondaryForeground: Color?
}

extension SurfaceEnvironment {
  /// `string` in the letter case `textCase(_:)` set (unchanged when none is set).
  func cased(_ string: String) -> String {
    switch textCase {
    case nil: return string
    case .uppercase: return string.uppercased()
    case .lowercase: return string.lowercased()
    }
  }
}
