import KagamiPreviews
import Synchronization

/// A tiny app for the previews tests: a scenario with switches for each failure, an environment
/// that carries a greeting in the locale's language, and a host that counts its loads.
struct CardScenario: DefaultScenario, Equatable {
  var missingFixture = false
  var hostThrows = false
  static let `default` = CardScenario()
}

struct CardEnvironment {
  let greeting: String
}

struct CardError: Error, CustomStringConvertible {
  let description: String
}

final class CardHost: PreviewHost {
  private let count = Mutex<[String]>([])

  /// The locales loaded so far, in order.
  var loads: [String] { count.withLock { $0 } }

  func environment(for scenario: CardScenario, in context: PreviewContext) throws -> CardEnvironment {
    count.withLock { $0.append(context.locale.identifier) }
    if scenario.hostThrows { throw CardError(description: "the mock server is down") }
    if scenario.missingFixture {
      context.reportProblem("Fixtures/cards/\(context.locale.languageCode).json is missing")
    }
    return CardEnvironment(greeting: context.locale.languageCode == "ja" ? "こんにちは" : "Hello")
  }
}

typealias CardPreview = Preview<CardScenario, CardEnvironment>

enum CardPreviews {
  static func card(_ environment: CardEnvironment) -> any PreviewContent {
    let greeting = environment.greeting
    return PreviewView {
      Text(greeting).font(.headline).padding(12).background(
        Color.secondaryBackground, in: .roundedRectangle(cornerRadius: 8)
      )
      .padding(16)
    }
  }

  static let hello = CardPreview("hello") { card($0) }
  static let missingFixture = CardPreview("missingFixture", scenario: CardScenario(missingFixture: true)) { card($0) }
  static let hostThrows = CardPreview("hostThrows", scenario: CardScenario(hostThrows: true)) { card($0) }
  static let builderThrows = CardPreview("builderThrows") { _ in throw CardError(description: "no card") }
  /// Never finishes and ignores cancellation.
  static let hangs = CardPreview("hangs", timeout: .milliseconds(200)) { _ in
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    return PreviewView { Text("never") }
  }
}
