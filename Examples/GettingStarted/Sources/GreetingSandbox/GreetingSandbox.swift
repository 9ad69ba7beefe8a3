import Greeting
import KagamiSandbox

/// The package's preview sandbox: `list`, `render`, `render-all` and `gallery` over its catalog.
@main struct GreetingSandbox: PreviewSandbox {
  static let catalog = PreviewCatalog(host: NoScenario(), modules: [GreetingPreviews.module])
  static let variants = Traits.matrix(devices: [.iPhone15], locales: [.enUS, .jaJP], scale: 1)
}
