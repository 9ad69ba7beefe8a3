import Greeting
import KagamiTesting
import Testing

@Suite struct GreetingCardTests {
  @Test func card() {
    let card = GreetingCard(name: "Kagami")
    assertSnapshot(of: card, as: .image(layout: .sizeThatFits()))
    assertSnapshot(of: card, as: .layoutDump(layout: .sizeThatFits()))
  }

  @Test func screens() {
    let traits = Traits.matrix(devices: [.iPhoneSE3, .iPhone15], locales: [.enUS, .jaJP], scale: 1)
    assertSnapshots(of: GreetingCard(name: "鏡"), as: traits.map { .image(traits: $0) })
  }
}
