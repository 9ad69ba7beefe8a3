import Foundation
import KagamiReport

/// The report page as `kagami review` serves it: the static report (the same HTML as
/// `kagami report`), its images linked to the server's `/artifacts/…` and `/snapshots/…` paths with
/// the token, and the review script that adds Accept, Reject and Undo to every failed, changed and
/// new card.
enum ReviewPage {
  /// The page for `input`, its links carrying `token`.
  static func render(_ input: ReportInput, token: String) -> String {
    let artifacts = input.artifactsFolder.standardizedFileURL.path + "/"
    let snapshots = input.packageRoot.appendingPathComponent("Snapshots").standardizedFileURL.path + "/"
    let query = "?token=" + token
    let html = HTMLReport.render(input) { url in
      let path = url.standardizedFileURL.path
      if path.hasPrefix(artifacts) { return "/artifacts/" + encoded(path.dropFirst(artifacts.count)) + query }
      if path.hasPrefix(snapshots) { return "/snapshots/" + encoded(path.dropFirst(snapshots.count)) + query }
      return "/not-served" + query
    }
    let additions = "<style>\(ReviewScript.css)</style><script>\(ReviewScript.script)</script>\n</body></html>"
    return html.replacingOccurrences(of: "</body></html>", with: additions)
  }

  /// `path` with each segment percent-encoded (`/` kept between segments).
  static func encoded(_ path: Substring) -> String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;%"))
    return path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
    }.joined(separator: "/")
  }
}
