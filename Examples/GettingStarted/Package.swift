// swift-tools-version: 6.0
// A package that adopts Kagami: one view in a library, one snapshot test. It depends on Kagami by
// path here; in your package, use `.package(url: "<Kagami's repository>", from: "…")`.
import PackageDescription

let package = Package(
  name: "GettingStarted",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Kagami", path: "../..")
  ],
  targets: [
    .target(name: "Greeting", dependencies: [.product(name: "KagamiLayout", package: "Kagami")]),
    .testTarget(
      name: "GreetingTests",
      dependencies: ["Greeting", .product(name: "KagamiTesting", package: "Kagami")]),
  ]
)
