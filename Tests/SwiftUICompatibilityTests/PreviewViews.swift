import SwiftUI

// Previews as SwiftUI writes them: `#Preview` (named, unnamed, with traits, with statements) and a
// `PreviewProvider`.

/// A small card the previews show.
struct GreetingCard: View {
  let name: String

  var body: some View {
    VStack(spacing: 6) {
      Text("Hello, \(name)").font(.title2)
      Text("Written in SwiftUI, drawn by Kagami").font(.footnote)
    }
    .padding(16)
    .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
  }
}

#Preview("Light card") {
  GreetingCard(name: "Aiko")
}

#Preview {
  GreetingCard(name: "Ren")
}

#Preview("Card at its size", traits: .sizeThatFitsLayout) {
  let name = "Kaito"
  return GreetingCard(name: name)
}

#Preview {
  GreetingCard(name: "one")
  GreetingCard(name: "two")
}

struct GreetingCard_Previews: PreviewProvider {
  static var previews: some View {
    GreetingCard(name: "Provider")
      .previewLayout(.sizeThatFits)
      .previewDisplayName("From a provider")
  }
}

struct GreetingPair_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      GreetingCard(name: "Light")
        .previewDisplayName("Light")
      GreetingCard(name: "Plain")
    }
  }
}
