import KagamiRenderer
import KagamiTestSupport
import SwiftUI

/// The PNG goldens of the SwiftUI compatibility tests (`KAGAMI_RECORD_GOLDENS=1` records them).
let swiftUIGoldens = GoldenFolder(besides: #filePath, artifacts: "swiftui-goldens")

/// Renders SwiftUI-style views with the bundled fonts.
enum SwiftUIRendering {
  /// A renderer with the bundled fonts.
  static func renderer() throws -> ScreenRenderer { ScreenRenderer(fonts: try FontSet.bundled()) }

  /// `view` on a 320 × 480 pt screen at 2×, in `scheme`.
  static func render<V: View>(_ view: V, _ scheme: ColorScheme = .light, size: ContentSizeCategory = .large) throws
    -> Screenshot
  {
    let device = Device(
      name: "swiftui-test", width: 320, height: 480, scale: 2, safeArea: .zero, statusBarHeight: 0)
    return try renderer().render(
      view, traits: Traits(device: device, colorScheme: scheme, contentSizeCategory: size), background: .background)
  }
}
