import ArgumentParser
import Foundation
import KagamiBrowser
import KagamiImage
import KagamiResults
import KagamiReview

/// `kagami-bench review-groups`: the last run of a package reviewed as a person would, in headless
/// Chromium: "Accept this change" clicked on every change group, then Accept on every failure left
/// alone. Prints the clicks it took, the failures accepted and how many baselines now hold their
/// actual images. It writes baselines: point it at a copy of the package.
struct ReviewGroupsBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review-groups",
    abstract: "Accept a run's failures group by group in headless Chromium (writes baselines).")

  @Option(help: "The package root (a copy: its Snapshots/ are written).")
  var packagePath: String

  @Option(help: "The run's artifacts folder.")
  var artifacts: String

  struct Report: Codable {
    var benchmark = "review-groups"
    var failed: Int
    var groups: Int
    var clicks: Int
    var acceptedMilliseconds: Double
    var baselinesHoldingTheirActuals: Int
  }

  func run() throws {
    let root = URL(fileURLWithPath: packagePath)
    let folder = URL(fileURLWithPath: artifacts)
    let failed = try ArtifactStore(folder: folder).records().filter { $0.status == .failed }
    let server = try ReviewScaleBenchmark.startServer(root: root, artifacts: folder)
    let chromium = try ChromiumSession(timeout: 300)
    defer { chromium.close() }
    guard let url = URL(string: server.url) else { throw ValidationError("bad server URL \(server.url)") }
    let page = try chromium.open(url, width: 1200, height: 900)
    try page.wait(
      until: "document.getElementById('review-counts').textContent.includes('to review')", timeout: 120, "state")
    let groups = try page.int("document.querySelectorAll('section.change').length")
    let start = ContinuousClock.now
    var clicks = 0
    for index in 0..<groups {
      let section = "document.querySelectorAll('section.change')[\(index)]"
      let id = try page.string("\(section).dataset.group")
      try page.click("section.change[data-group=\"\(id)\"] button[data-accept-target]")
      clicks += 1
      try page.wait(
        until: "[...\(section).querySelectorAll('.card[data-review]')].every(c=>c.dataset.decision==='accepted')",
        timeout: 600, "group \(id)")
    }
    let lone = try page.string(
      "[...document.querySelectorAll('.card[data-review][data-status=failed]')].filter(c=>!c.dataset.decision)"
        + ".map(c=>c.dataset.id).join('\\n')")
    for id in lone.split(separator: "\n") {
      try page.click(".card[data-id=\"\(id)\"] [data-action=accept]")
      clicks += 1
      try page.wait(
        until: "document.querySelector('.card[data-id=\"\(id)\"]').dataset.decision==='accepted'", timeout: 120, "\(id)"
      )
    }
    let milliseconds = ReviewScaleBenchmark.milliseconds(since: start)
    let holding = failed.filter { record in
      guard let actual = record.artifact(endingWith: record.format == "image" ? ".actual.png" : ".actual.txt"),
        let written = FileManager.default.contents(atPath: root.appendingPathComponent(record.file).path),
        let wanted = FileManager.default.contents(atPath: folder.appendingPathComponent(actual).path)
      else { return false }
      guard record.format == "image" else { return written == wanted }
      return (try? PNGCodec.decode(written).pixelHash) == (try? PNGCodec.decode(wanted).pixelHash)
    }.count
    try printJSON(
      Report(
        failed: failed.count, groups: groups, clicks: clicks, acceptedMilliseconds: milliseconds,
        baselinesHoldingTheirActuals: holding))
  }
}
