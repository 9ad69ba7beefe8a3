import KagamiTesting
import Profile
import Testing

/// A SwiftUI view, snapshot-tested on Linux.
@Suite struct ProfileCardTests {
  @Test func card() {
    assertSnapshot(of: ProfileCard(name: "Aiko Tanaka", recipes: 42), as: .image(layout: .sizeThatFits()))
  }

  /// Every `#Preview` in the module, found without a catalog.
  @Test func previews() async {
    let variants = Traits.matrix(devices: [.iPhone15], colorSchemes: [.light, .dark], scale: 1)
    await assertPreviewSnapshots(.declared(inModule: "Profile"), host: NoScenario(), variants: variants)
  }
}
