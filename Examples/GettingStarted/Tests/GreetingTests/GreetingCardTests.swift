import Greeting
import KagamiTesting
import Testing

@Suite struct GreetingCardTests {
  @Test func card() {
    let card = GreetingCard(name: "Kagami")
    assertSnapshot(of: card, as: .image(device: .iPhone15, layout: .sizeThatFits()))
    assertSnapshot(of: card, as: .layout(traits: Traits(device: .iPhone15), layout: .sizeThatFits()))
  }

  @Test func screens() {
    let traits = Traits.matrix(devices: [.iPhoneSE3, .iPhone15], locales: [.enUS, .jaJP], scale: 1)
    assertSnapshots(of: GreetingCard(name: "鏡"), variants: SnapshotVariant.matrix(traits), formats: [.image])
  }
}
