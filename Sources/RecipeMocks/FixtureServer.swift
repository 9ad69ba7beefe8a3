import Foundation
import RecipeCore

/// Answers API requests from fixture files, applying a scenario's delays and failures.
struct FixtureServer: Sendable {
  /// The `Fixtures` folder.
  let root: URL
  /// Which language folder to read.
  let language: AppLanguage
  /// The fixture set, failures and delays.
  let scenario: PreviewScenario

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
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw FixtureError.missing(endpoint: request.description, file: url.path)
    }
    try FixtureJSON.validate(data, file: url.path)
    return data
  }
}
