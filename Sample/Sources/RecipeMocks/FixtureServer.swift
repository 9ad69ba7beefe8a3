import Foundation
import KagamiFixtures
import RecipeCore

/// Answers API requests from fixture files, applying a scenario's delays and failures.
struct FixtureServer: Sendable {
  /// The `Fixtures` folder.
  let root: URL
  /// Which language folder to read.
  let language: AppLanguage
  /// The fixture set, failures and delays.
  let scenario: PreviewScenario
  /// Where fixture problems are reported (besides the thrown error).
  let logger: AppLogger

  /// The prefix of every logged fixture problem.
  static let errorPrefix = "fixture error: "

  /// The file that holds the response to `request`.
  func file(for request: APIRequest) -> URL {
    root.appendingPathComponent("API/\(scenario.fixtureSet)/\(language.rawValue)/\(request.fixtureKey).json")
  }

  /// The canned body for `request`, after the scenario's delay; throws the scenario's failure,
  /// `FixtureError.missing` or `FixtureError.malformed`.
  func respond(to request: APIRequest) async throws -> Data {
    let key = request.fixtureKey
    if let delay = scenario.delays[key] { try await Task.sleep(for: delay) }
    if scenario.failures.contains(key) { throw APIError.server(endpoint: request.description, statusCode: 500) }
    let url = file(for: request)
    do {
      guard let raw = FileManager.default.contents(atPath: url.path) else {
        throw FixtureError.missing(endpoint: request.description, file: url.path)
      }
      // An emoji cut in half (`"\ud83c"` alone) decodes as U+FFFD, as in an app, not as an error.
      let data = FixtureJSON.repaired(raw)
      do {
        try FixtureJSON.validate(data, file: url.path)
      } catch {
        throw FixtureError.malformed(file: error.file, line: error.line, column: error.column, reason: error.reason)
      }
      return data
    } catch {
      logger.log(Self.errorPrefix + String(describing: error))
      throw error
    }
  }
}
