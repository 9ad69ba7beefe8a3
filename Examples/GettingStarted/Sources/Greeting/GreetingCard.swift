import KagamiLayout

/// A card that greets someone: a title, a line of text and a button-like capsule.
public struct GreetingCard: View {
  let name: String

  /// A card greeting `name`.
  public init(name: String) {
    self.name = name
  }

  /// The card.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Hello, \(name)").font(.title).lineLimit(1).id("title")
      Text("Your first snapshot test with Kagami.").font(.body).foregroundColor(.secondaryLabel)
      Text("Get started").font(.headline).foregroundColor(.white)
        .padding(top: 8, leading: 16, bottom: 8, trailing: 16)
        .background(Color.accentColor, in: .capsule)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color.secondaryBackground, in: .roundedRectangle(cornerRadius: 12))
    .padding(16)
  }
}
