// swift-tools-version: 6.0
// A package that adopts Kagami: one view and its previews in a library, a preview sandbox, and
// snapshot tests. It depends on Kagami by path here; in your package, use
// `.package(url: "<Kagami's repository>", from: "…")`.
import PackageDescription

let package = Package(
  name: "GettingStarted",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Kagami", path: "../..")
  ],
  targets: [
    .target(
      name: "Greeting",
      dependencies: [
        .product(name: "KagamiLayout", package: "Kagami"), .product(name: "KagamiPreviews", package: "Kagami"),
      ]),
    // A SwiftUI view: `import SwiftUI` is Apple's on Apple platforms and Kagami's on Linux.
    .target(
      name: "Profile",
      dependencies: [.product(name: "SwiftUI", package: "Kagami", condition: .when(platforms: [.linux]))]),
    .testTarget(
      name: "ProfileTests",
      dependencies: ["Profile", .product(name: "KagamiTesting", package: "Kagami")]),
    // `swift run GreetingSandbox list | render | render-all | gallery`, or `kagami previews …`.
    .executableTarget(
      name: "GreetingSandbox",
      dependencies: ["Greeting", "Profile", .product(name: "KagamiSandbox", package: "Kagami")]),
    .testTarget(
      name: "GreetingTests",
      dependencies: ["Greeting", .product(name: "KagamiTesting", package: "Kagami")]),
  ]
)
