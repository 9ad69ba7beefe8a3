// swift-tools-version: 6.0
// Kagami: snapshot and visual-regression testing for multi-module Swift apps on Linux.
// The module map, the determinism rules and why each dependency is here are in Docs/architecture.md.
import CompilerPluginSupport
import PackageDescription

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let snapshotTesting = Target.Dependency.product(name: "SnapshotTesting", package: "swift-snapshot-testing")
// The sample app's views `import SwiftUI`: Kagami's module of that name on Linux, Apple's elsewhere.
let sampleSwiftUI = Target.Dependency.target(name: "SwiftUI", condition: .when(platforms: [.linux]))

// `KAGAMI_FUZZ=1` (Scripts/fuzz.sh, with its own build path) instruments the parsers and links
// kagami-fuzz with libFuzzer and AddressSanitizer; every other build is unaffected.
let fuzzing = Context.environment["KAGAMI_FUZZ"] == "1"
let fuzzed: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"]), .define("FUZZING")] : []
// The fuzz build compiles no sample code, so it applies no resolver plugin: SwiftPM would otherwise
// build the plugin's generator, and swift-syntax with it, before the first fuzz target.
let resolverPlugin: [Target.PluginUsage] = fuzzing ? [] : ["DescriptorResolverPlugin"]

// `KAGAMI_SAMPLE_ONLY=1` (Scripts/check-sample-app.sh, the main job on the sample app) leaves out the
// harness's own tests and tools, so that one build compiles only what the sample's checks run.
let sampleOnly = Context.environment["KAGAMI_SAMPLE_ONLY"] == "1"

// `KAGAMI_RESOLVER_GENERATOR_BUNDLE=/path/to/kagami-resolver-generator.artifactbundle` (written by
// `kagami-resolver-generator --write-artifact-bundle`) makes the resolver plugin run that prebuilt
// generator instead of building it, so a package that applies the plugin never compiles swift-syntax
// (Docs/resolver.md). SwiftPM wants a binary target's path relative to the package's root.
let generatorBundle = Context.environment["KAGAMI_RESOLVER_GENERATOR_BUNDLE"].map { path in
  guard path.hasPrefix("/") else { return path }
  let root = Context.packageDirectory.split(separator: "/")
  let target = path.split(separator: "/")
  let shared = zip(root, target).prefix { $0 == $1 }.count
  return (Array(repeating: "..", count: root.count - shared) + target.dropFirst(shared).map(String.init))
    .joined(separator: "/")
}

let package = Package(
  name: "Kagami",
  platforms: [.macOS(.v13)],
  // What an adopting package uses: the DSL (feature modules), the renderer (sandboxes), the snapshot
  // library (tests), descriptors and their resolver plugin, and the `kagami` command. Everything else
  // (kagami-bench, the generator, inner layers) is built here but not offered as a product.
  products: [
    .library(name: "KagamiLayout", targets: ["KagamiLayout"]),
    .library(name: "KagamiRenderer", targets: ["KagamiRenderer"]),
    .library(name: "KagamiPreviews", targets: ["KagamiPreviews"]),
    // SwiftUI source on Linux: depend on it with `condition: .when(platforms: [.linux])`.
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "KagamiTesting", targets: ["KagamiTesting"]),
    .library(name: "KagamiSandbox", targets: ["KagamiSandbox"]),
    .library(name: "KagamiDescriptors", targets: ["KagamiDescriptors"]),
    .library(name: "KagamiFixtures", targets: ["KagamiFixtures"]),
    .executable(name: "kagami", targets: ["kagami"]),
    .plugin(name: "DescriptorResolverPlugin", targets: ["DescriptorResolverPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // The `kagami review` server: a small HTTP/1.1 server on async sockets, no SwiftNIO.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // C libraries, each behind one module and one thin Swift wrapper.
    .target(
      name: "CPNG",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
    ),
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // ICU's break iterators behind a C layer that keeps ICU's versioned symbol names out of Swift.
    .target(name: "CICU"),  // ICU is loaded at run time (dlopen in cicu.c), not linked
    .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
    .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    .target(name: "KagamiFreeType", dependencies: ["CFreeType"]),

    // The harness.
    // Layers, bottom up: image vocabulary; text; layout (engine and DSL) and raster; the renderer that
    // paints laid-out screens; diff and results; testing; runner and commands.
    .target(name: "KagamiFileSystem"),
    // SHA-256 (font checks, fingerprints, shortened names) from the system's libcrypto.
    .target(name: "KagamiDigest", dependencies: ["COpenSSL"]),
    // A load-time constructor that lets KagamiTesting follow XCTest cases (the class names the suite folder).
    .target(name: "CKagamiStartup"),
    .target(name: "KagamiImage", dependencies: ["CPNG", "CXXHash"], swiftSettings: fuzzed),
    // The bundled fonts are a resource (found through Bundle.module, never by walking up from a source path).
    .target(
      name: "KagamiText", dependencies: ["KagamiFreeType", "CHarfBuzz", "CICU", "CFriBidi", "KagamiDigest"],
      resources: [.copy("Fonts")]),
    // SVG icon files → vector drawings (the subset icon sets use).
    .target(name: "KagamiSVG", dependencies: ["KagamiImage"]),
    // The flexbox engine (Yoga semantics), then the DSL on top of it.
    .target(name: "KagamiFlex", dependencies: ["KagamiImage"]),
    // SF Symbol names → the openly licensed icons drawn for them (Lucide's SVGs, ISC, a resource).
    .target(name: "KagamiSymbols", dependencies: ["KagamiSVG", "KagamiImage"], resources: [.copy("Symbols")]),
    .target(name: "KagamiLayout", dependencies: ["KagamiFlex", "KagamiImage", "KagamiText", "KagamiSymbols"]),
    // The per-span compositing loops in C (exact integers, as Compositor), fast in debug builds too.
    .target(name: "CRaster"),
    .target(name: "KagamiRaster", dependencies: ["KagamiImage", "KagamiFreeType", "CRaster"]),
    // Previews: declared once per module (the DSL only, so feature modules never wait for the
    // rasterizer), rendered by tests, the sandbox and the gallery through KagamiRenderer.
    .target(name: "KagamiPreviews", dependencies: ["KagamiLayout", "CKagamiPreviewRecords"]),
    // The bounds of the `kagami_previews` section, where each `#Preview` leaves a record.
    .target(name: "CKagamiPreviewRecords"),
    // `#Preview` for SwiftUI files: a macro whose expansion is a `PreviewDeclaration`. It speaks the
    // compiler's plugin protocol itself and reads the call with a small scanner, so adopters build no
    // swift-syntax (Docs/swiftui.md).
    .target(name: "KagamiPreviewMacroExpansion", dependencies: ["KagamiSwiftSource"]),
    // Swift's comments, strings and brackets, for the tools that read Swift without swift-syntax.
    .target(name: "KagamiSwiftSource"),
    .macro(name: "KagamiPreviewMacros", dependencies: ["KagamiPreviewMacroExpansion"]),
    // `import SwiftUI` on Linux: the DSL, previews, Foundation and Observation under SwiftUI's name.
    .target(name: "SwiftUI", dependencies: ["KagamiLayout", "KagamiPreviews", "KagamiPreviewMacros"]),
    .target(
      name: "KagamiRenderer",
      dependencies: ["KagamiImage", "KagamiRaster", "KagamiText", "KagamiLayout", "KagamiSVG", "KagamiPreviews"]),
    // The diff's per-pixel loops in C (pixelmatch's kernel, the change scan), fast in debug builds too.
    .target(name: "CDiff", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "KagamiDiff", dependencies: ["KagamiImage", "KagamiDigest", "CDiff"], swiftSettings: fuzzed),
    .target(name: "KagamiAffected", swiftSettings: fuzzed),
    // Fixture files checked with exact line and column errors, for any package's mock API.
    .target(name: "KagamiFixtures", swiftSettings: fuzzed),
    .target(
      name: "KagamiResults", dependencies: ["KagamiImage", "KagamiDiff", "KagamiDigest", "KagamiFileSystem"],
      swiftSettings: fuzzed),
    .target(name: "KagamiReport", dependencies: ["KagamiResults"]),
    // The accessibility audit: findings judged from the laid-out tree (Docs/accessibility-audit.md).
    .target(name: "KagamiAudit", dependencies: ["KagamiLayout", "KagamiRenderer", "KagamiResults"]),
    .target(
      name: "KagamiTesting",
      dependencies: [
        "KagamiImage", "KagamiRenderer", "KagamiLayout", "KagamiDiff", "KagamiText", "KagamiFreeType", "KagamiResults",
        "KagamiFileSystem", "CKagamiStartup", "KagamiPreviews", "KagamiAudit",
        "KagamiDigest", snapshotTesting,
      ]),
    // The runner: test bundles, workers, JUnit, timings, review (report, accept, prune, migrate), diff
    // and plan runs; a library with no command-line parsing.
    .target(
      name: "KagamiRunner",
      dependencies: [
        "KagamiDiff", "KagamiAffected", "KagamiResults", "KagamiReport", "KagamiImage", "KagamiFileSystem",
      ], swiftSettings: fuzzed),
    // The sandbox an adopting package's executable gets from a few lines (`PreviewSandbox`).
    .target(
      name: "KagamiSandbox",
      dependencies: [
        "KagamiPreviews", "KagamiRenderer", "KagamiReport", "KagamiFileSystem", "KagamiImage", argumentParser,
      ]),
    // The local review server behind `kagami review`: the report plus accept/reject over HTTP on 127.0.0.1.
    .target(
      name: "KagamiReview",
      dependencies: [
        "KagamiRunner", "KagamiReport", "KagamiResults", "KagamiFileSystem",
        .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    // Thin argument-parser commands over the runner.
    .target(
      name: "KagamiCommands",
      dependencies: ["KagamiRunner", "KagamiReview", "KagamiResults", argumentParser, "KagamiAffected"]),
    // KagamiResults for `kagami --version` (SnapshotFingerprint.kagamiVersion).
    .executableTarget(name: "kagami", dependencies: ["KagamiCommands", "KagamiResults", argumentParser]),

    // The generated, exhaustive descriptor resolver (Docs/resolver.md).
    .target(name: "KagamiDescriptors"),
    // It reads Swift with its own small scanner, not swift-syntax, so the plugin's host tool builds in seconds.
    .target(name: "KagamiResolverGenerator", dependencies: ["KagamiSwiftSource"]),
    .executableTarget(
      name: "kagami-resolver-generator", dependencies: ["KagamiResolverGenerator", argumentParser, "KagamiFileSystem"]),
    .plugin(
      name: "DescriptorResolverPlugin", capability: .buildTool(),
      dependencies: [generatorBundle == nil ? "kagami-resolver-generator" : "KagamiResolverGeneratorBundle"]),

    // The harness's own tests (Tests/): never depend on the sample app.
    // Tests mirror the source folders.
    .testTarget(
      name: "KagamiRasterTests",
      dependencies: ["KagamiRaster", "KagamiTestSupport", "KagamiImage", "CRaster", "KagamiFreeType"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "KagamiAuditTests", dependencies: ["KagamiAudit", "KagamiLayout", "KagamiRenderer", "KagamiResults"]),
    .testTarget(name: "KagamiDiffTests", dependencies: ["KagamiDiff", "KagamiImage"], resources: [.copy("Fixtures")]),
    .testTarget(
      name: "KagamiCommandTests",
      dependencies: [
        "KagamiDiff", "KagamiLayout", "KagamiResults", "kagami", "KagamiImage", "KagamiRenderer", "KagamiRunner",
        "KagamiSampleScreens", "KagamiFileSystem", "KagamiTestSupport", "KagamiBrowser",
      ]),
    .testTarget(
      name: "KagamiTextTests",
      dependencies: [
        "KagamiText", "KagamiFreeType", "KagamiRaster", "KagamiTestSupport", "KagamiImage", "KagamiRenderer",
        "KagamiDigest",
      ],
      exclude: ["Goldens"]),
    .testTarget(
      name: "KagamiLayoutTests",
      dependencies: ["KagamiFlex", "KagamiLayout", "KagamiImage", "KagamiText", "KagamiSampleScreens"],
      resources: [.copy("Resources")]),
    .testTarget(
      name: "KagamiScreenTests",
      dependencies: [
        "KagamiRaster", "KagamiLayout", "KagamiText", "KagamiTestSupport", "KagamiImage", "KagamiRenderer",
        "KagamiSampleScreens", "KagamiSVG",
      ],
      exclude: ["Goldens", "Fixtures"]),
    // SwiftUI files written here (`import SwiftUI` on Linux): data flow, controls, previews.
    .testTarget(
      name: "SwiftUICompatibilityTests",
      dependencies: ["SwiftUI", "KagamiRenderer", "KagamiTestSupport", "KagamiImage", "KagamiSymbols"],
      exclude: ["Goldens"]),
    .testTarget(name: "KagamiAffectedTests", dependencies: ["KagamiAffected"]),
    .testTarget(name: "KagamiSVGTests", dependencies: ["KagamiSVG", "KagamiImage"], resources: [.copy("Fixtures")]),
    .testTarget(name: "KagamiFileSystemTests", dependencies: ["KagamiFileSystem"]),
    // The README and Docs/ checked against Package.swift and the sources (no dependencies: builds in seconds).
    .testTarget(name: "KagamiDocsTests"),
    .testTarget(
      name: "KagamiFuzzTargetsTests",
      dependencies: ["KagamiFuzzTargets", "KagamiFixtures", "KagamiDiff", "KagamiResults", "KagamiRunner"]),
    .testTarget(
      name: "KagamiReportTests", dependencies: ["KagamiReport", "KagamiResults", "KagamiDiff", "KagamiImage"]),
    .testTarget(name: "KagamiPreviewsTests", dependencies: ["KagamiPreviews", "KagamiRenderer"]),
    .testTarget(
      name: "KagamiPreviewMacroExpansionTests", dependencies: ["KagamiPreviewMacroExpansion", "KagamiSwiftSource"]),
    .testTarget(
      name: "KagamiReviewTests",
      dependencies: [
        "KagamiReview", "KagamiRunner", "KagamiResults", "KagamiImage", "KagamiTestSupport", "KagamiFileSystem",
        "KagamiBrowser", "kagami",
      ]),
    .testTarget(
      name: "KagamiTestingTests",
      dependencies: [
        "KagamiTesting", "KagamiDiff", "KagamiImage", "KagamiLayout", "KagamiResults", "KagamiFileSystem",
        "KagamiTestSupport", "KagamiRunner",
      ]),
    .target(
      name: "ResolverFixtureCore",
      dependencies: ["KagamiDescriptors"],
      path: "Tests/ResolverFixtureCore",
      plugins: resolverPlugin
    ),
    .testTarget(
      name: "KagamiResolverGeneratorTests",
      dependencies: [
        "KagamiResolverGenerator", "ResolverFixtureCore", "kagami-resolver-generator", "KagamiDescriptors",
      ],
      exclude: ["Fixtures"]
    ),
    .target(
      name: "KagamiTestSupport", dependencies: ["KagamiImage", "KagamiResults"], path: "Tests/KagamiTestSupport"),

    // Tools (Tools/): benchmarks, fuzzing, the headless browser driver, sample screens for the
    // harness's tests and benchmarks. Not products.
    .target(
      name: "KagamiSampleScreens", dependencies: ["KagamiLayout", "KagamiFlex"], path: "Tools/KagamiSampleScreens"),
    // Headless Chromium over the DevTools pipe, for the report's browser tests and kagami-bench.
    .target(name: "KagamiBrowser", path: "Tools/KagamiBrowser"),
    .executableTarget(
      name: "kagami-bench",
      dependencies: [
        "KagamiRaster", "KagamiImage", "KagamiRenderer", "KagamiDiff", "KagamiText", "KagamiFlex", "KagamiLayout",
        "KagamiAffected",
        "KagamiTesting", argumentParser, "KagamiSampleScreens", "KagamiSVG", "KagamiBrowser", "KagamiReview",
        "KagamiReport", "KagamiResults",
      ], path: "Tools/kagami-bench"),

    // Fuzzing (Docs/fuzzing.md): one target per parser, run by Scripts/fuzz.sh under libFuzzer.
    .target(
      name: "KagamiFuzzTargets",
      dependencies: ["KagamiImage", "KagamiDiff", "KagamiResults", "KagamiAffected", "KagamiFixtures", "KagamiRunner"],
      path: "Tools/KagamiFuzzTargets",
      swiftSettings: fuzzed),
    .executableTarget(
      name: "kagami-fuzz", dependencies: ["KagamiFuzzTargets"], path: "Tools/kagami-fuzz", swiftSettings: fuzzed,
      linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []),

    // The sample recipe app (Sample/): Core vocabulary, mocks, fixture art, components, features and the
    // composition root (Docs/sample-app.md). Its snapshots and fixtures stay in Snapshots/ and Fixtures/.
    .target(
      name: "RecipeCore", dependencies: ["KagamiDescriptors", "KagamiLayout", "KagamiPreviews"],
      path: "Sample/Sources/RecipeCore",
      plugins: resolverPlugin),
    .target(
      name: "RecipeMocks",
      dependencies: [
        "RecipeCore", "KagamiLayout", "KagamiText", "KagamiImage", "KagamiRenderer", "KagamiPreviews", "KagamiFixtures",
      ], path: "Sample/Sources/RecipeMocks"),
    .target(
      name: "RecipeFixtureArt", dependencies: ["KagamiRaster", "KagamiImage"], path: "Sample/Sources/RecipeFixtureArt"),
    // The sample app's shared UI components (plain values in, views out), written against SwiftUI
    // (Kagami's on Linux); only KagamiSeam/ imports KagamiLayout (Docs/swiftui.md).
    .target(
      name: "RecipeComponents", dependencies: ["KagamiLayout", sampleSwiftUI], path: "Sample/Sources/RecipeComponents",
      resources: [.copy("Icons")]),
    // Feature modules: RecipeCore and RecipeComponents only, never each other (RecipeAppTests checks);
    // their views `import SwiftUI`.
    .target(
      name: "SearchFeature", dependencies: ["RecipeCore", "RecipeComponents", "KagamiPreviews", sampleSwiftUI],
      path: "Sample/Sources/SearchFeature"),
    .target(
      name: "RecipeDetailsFeature", dependencies: ["RecipeCore", "RecipeComponents", "KagamiPreviews", sampleSwiftUI],
      path: "Sample/Sources/RecipeDetailsFeature"),
    .target(
      name: "CooksnapFeature", dependencies: ["RecipeCore", "RecipeComponents", "KagamiPreviews", sampleSwiftUI],
      path: "Sample/Sources/CooksnapFeature"),
    .target(
      name: "ShoppingListFeature", dependencies: ["RecipeCore", "RecipeComponents", "KagamiPreviews", sampleSwiftUI],
      path: "Sample/Sources/ShoppingListFeature"),
    .target(
      name: "KitchenFeature", dependencies: ["RecipeCore", "RecipeComponents", "KagamiPreviews", sampleSwiftUI],
      path: "Sample/Sources/KitchenFeature"),
    .executableTarget(
      name: "RecipeApp",
      dependencies: [
        "RecipeCore", "RecipeMocks", "RecipeFixtureArt", "SearchFeature", "RecipeDetailsFeature", "CooksnapFeature",
        "ShoppingListFeature", "KitchenFeature", argumentParser, "KagamiSandbox",
      ], path: "Sample/Sources/RecipeApp"),

    // The sample app's tests (Sample/Tests/).
    .testTarget(name: "RecipeCoreTests", dependencies: ["RecipeCore"], path: "Sample/Tests/RecipeCoreTests"),
    .testTarget(
      name: "RecipeMocksTests",
      dependencies: [
        "RecipeMocks", "RecipeCore", "RecipeFixtureArt", "KagamiFixtures", "KagamiImage", "KagamiRaster",
        "KagamiRenderer", "KagamiText",
      ], path: "Sample/Tests/RecipeMocksTests"),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "SearchFeature", "RecipeCore", "RecipeComponents", "RecipeMocks", "KagamiLayout",
        "KagamiTesting",
      ], path: "Sample/Tests/SearchFeatureTests"),
    .testTarget(
      name: "RecipeDetailsFeatureTests",
      dependencies: [
        "RecipeDetailsFeature", "RecipeCore", "RecipeMocks", "KagamiImage", "KagamiRenderer", "KagamiTesting",
      ], path: "Sample/Tests/RecipeDetailsFeatureTests"),
    .testTarget(
      name: "CooksnapFeatureTests",
      dependencies: ["CooksnapFeature", "RecipeCore", "RecipeMocks", "KagamiTesting"],
      path: "Sample/Tests/CooksnapFeatureTests"),
    .testTarget(
      name: "ShoppingListFeatureTests",
      dependencies: [
        "ShoppingListFeature", "RecipeCore", "RecipeMocks", "KagamiTesting", "KagamiText",
      ], path: "Sample/Tests/ShoppingListFeatureTests"),
    .testTarget(
      name: "KitchenFeatureTests",
      dependencies: ["KitchenFeature", "RecipeCore", "RecipeMocks", "KagamiTesting"],
      path: "Sample/Tests/KitchenFeatureTests"),
    .testTarget(
      name: "RecipeComponentsTests",
      dependencies: ["RecipeComponents", "KagamiLayout", "KagamiTesting", "KagamiImage", "KagamiRenderer"],
      path: "Sample/Tests/RecipeComponentsTests"),
    .testTarget(
      name: "RecipeAppTests",
      dependencies: [
        "RecipeApp", "RecipeCore", "RecipeMocks", "RecipeDetailsFeature", "KagamiLayout", "KagamiImage",
        "KagamiRenderer",
        // `kagami previews` over the sample app's sandbox, and its gallery in headless Chromium.
        "kagami", "KagamiBrowser",
      ], path: "Sample/Tests/RecipeAppTests"),
  ],
  swiftLanguageModes: [.v6]
)

if let generatorBundle {
  package.targets.append(.binaryTarget(name: "KagamiResolverGeneratorBundle", path: generatorBundle))
}

if sampleOnly {
  let tools: Set = ["kagami-bench", "KagamiFuzzTargets", "kagami-fuzz", "KagamiSampleScreens", "KagamiTestSupport"]
  package.targets.removeAll { target in
    tools.contains(target.name) || target.name == "ResolverFixtureCore"
      || (target.type == .test && !(target.path ?? "").hasPrefix("Sample/"))
  }
}
