import Greeting
import KagamiTesting
import Testing

/// Every preview of the module in every variant: adding a preview needs no test code.
@Suite struct GreetingPreviewTests {
  @Test func previews() async {
    let variants = Traits.matrix(devices: [.iPhone15], locales: [.enUS, .jaJP], scale: 1)
    await assertPreviewSnapshots(GreetingPreviews.module, host: NoScenario(), variants: variants)
  }
}
