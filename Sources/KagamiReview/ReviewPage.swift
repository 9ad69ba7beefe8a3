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
      let plain = url.path
      // Only a path with `.` or `..` segments needs standardizing (rare: most links are plain).
      let dotted = plain.contains("/./") || plain.contains("/../") || plain.hasSuffix("/.") || plain.hasSuffix("/..")
      let path = dotted ? url.standardizedFileURL.path : plain
      if path.hasPrefix(artifacts) { return "/artifacts/" + encoded(path.dropFirst(artifacts.count)) + query }
      if path.hasPrefix(snapshots) { return "/snapshots/" + encoded(path.dropFirst(snapshots.count)) + query }
      return "/not-served" + query
    }
    let additions = "<style>\(ReviewScript.css)</style><script>\(ReviewScript.script)</script>\n</body></html>"
    // The report ends with `</body></html>\n`: the review's style and script go just before it.
    guard let end = html.range(of: "</body></html>", options: .backwards) else { return html + additions }
    return html[..<end.lowerBound] + additions + html[end.upperBound...]
  }

  /// `path` with each segment percent-encoded (`/` kept between segments; `;` encoded too).
  static func encoded(_ path: Substring) -> String {
    URLPathEncoding.encode(String(path), alsoEncoding: ";")
  }
}
