import Greeting
import KagamiSandbox

/// The package's preview sandbox: `list`, `render`, `render-all` and `gallery` over its catalog: the
/// `Greeting` module's declared previews and every `#Preview` of the SwiftUI `Profile` module (linked
/// in by the target's dependency, found without a catalog).
@main struct GreetingSandbox: PreviewSandbox {
  static let catalog = PreviewCatalog(
    host: NoScenario(), modules: [GreetingPreviews.module, .declared(inModule: "Profile")])
  static let variants = Traits.matrix(devices: [.iPhone15], locales: [.enUS, .jaJP], scale: 1)
}
