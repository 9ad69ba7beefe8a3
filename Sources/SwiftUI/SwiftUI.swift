// SwiftUI: SwiftUI source compiled on Linux against Kagami, with `import SwiftUI` unchanged.
//
// Design rules:
// - This module adds no views: it re-exports Kagami's DSL (KagamiLayout, whose names and signatures
//   follow SwiftUI's), previews (KagamiPreviews: `PreviewProvider`, the records `#Preview` leaves),
//   Foundation (`CGFloat`, `CGPoint`, `DateFormatter`, `NSLocalizedString`, as SwiftUI does) and
//   Observation (`@Observable`), and declares the `#Preview` macro.
// - An app depends on it for Linux only (`.product(name: "SwiftUI", package: "kagami",
//   condition: .when(platforms: [.linux]))`), so on Apple platforms `import SwiftUI` is Apple's.
//   Code that must name Kagami can write `#if canImport(KagamiLayout)`.
@_exported import Foundation
@_exported import KagamiLayout
@_exported import KagamiPreviews
@_exported import Observation

/// A preview, as SwiftUI's `#Preview`: `#Preview("Dark") { ProfileCard(user: .sample) }`. It becomes a
/// Kagami preview found at run time (`DeclaredPreviews`, `PreviewModule.declared(inModule:)`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) =
  #externalMacro(module: "KagamiPreviewMacros", type: "PreviewMacro")
