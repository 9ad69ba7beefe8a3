import ArgumentParser
import Foundation
import KagamiBrowser
import KagamiImage
import KagamiReport
import KagamiResults
import KagamiReview

/// `kagami-bench review-scale`: a generated run with `--count` failed snapshots (2,000 by default),
/// its static report and its `kagami review` page opened in headless Chromium: how long each page
/// takes to open (load event; for the review page, until the decisions arrived) and to answer a
/// filter and a search (from the change to the next frame), medians of `--repeats` fresh loads.
struct ReviewScaleBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review-scale", abstract: "Open the report and the review page of a large run in headless Chromium.")

  @Option(help: "Failed snapshots in the generated run.")
  var count = 2000

  @Option(help: "Change groups the failures form (0: every failure alone, as before causes were recorded).")
  var groups = 3

  @Option(help: "Fresh page loads per page (the figures are medians).")
  var repeats = 5

  struct PageFigures: Codable {
    var openMilliseconds: Double
    var filterMilliseconds: Double
    var searchMilliseconds: Double
    var shownAfterFilter: String
    var shownAfterSearch: String
  }

  struct Report: Codable {
    var benchmark = "review-scale"
    var snapshots: Int
    var groups: Int
    var htmlBytes: Int
    /// The review page as the server sends it.
    var reviewHTMLBytes: Int
    /// The review page's document after its scripts added the review controls.
    var reviewDOMBytes: Int
    var readRecordsMilliseconds: Double
    var renderStaticMilliseconds: Double
    var serverPageMilliseconds: Double
    var serverStateMilliseconds: Double
    var acceptAllShownMilliseconds: Double
    var baselinesWrittenByAcceptAll: Int
    var staticReport: PageFigures
    var reviewPage: PageFigures
  }

  /// Sets the device filter, then measures until the next frame; the same for a search.
  static let filterScript = """
    new Promise(function(done){const t=performance.now();const s=document.querySelector('select[data-filter=device]');
      s.value='iPhoneSE';s.dispatchEvent(new Event('change'));void document.body.offsetHeight;
      requestAnimationFrame(function(){done([performance.now()-t,document.getElementById('shown').textContent]);});})
    """
  static let searchScript = """
    new Promise(function(done){const t=performance.now();const q=document.querySelector('[data-filter=q]');
      q.value='state1';q.dispatchEvent(new Event('input'));void document.body.offsetHeight;
      requestAnimationFrame(function(){done([performance.now()-t,document.getElementById('shown').textContent]);});})
    """

  func run() throws {
    let generator = try ReviewRunGenerator.generate(count: count, groups: groups)
    defer {
      // KAGAMI_BENCH_KEEP=1 keeps the generated package (its path goes to stderr), to look at the pages.
      if ProcessInfo.processInfo.environment["KAGAMI_BENCH_KEEP"] == nil {
        generator.remove()
      } else {
        FileHandle.standardError.write(Data("kept \(generator.root.path)\n".utf8))
      }
    }
    let store = ArtifactStore(folder: generator.artifacts)
    var clock = ContinuousClock.now
    let records = try store.records()
    let readMilliseconds = Self.milliseconds(since: clock)
    let input = ReportInput(records: records, artifactsFolder: store.folder, packageRoot: generator.root)
    let reportFolder = generator.artifacts.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: reportFolder, withIntermediateDirectories: true)
    clock = ContinuousClock.now
    let html = HTMLReport.render(input, in: reportFolder)
    let renderMilliseconds = Self.milliseconds(since: clock)
    let reportFile = reportFolder.appendingPathComponent("index.html")
    try Data(html.utf8).write(to: reportFile)

    let server = try Self.startServer(root: generator.root, artifacts: generator.artifacts)
    let chromium = try ChromiumSession(timeout: 120)
    defer { chromium.close() }
    let staticFigures = try measure(chromium, URL(fileURLWithPath: reportFile.path), ready: nil)
    guard let reviewURL = URL(string: server.url) else { throw ValidationError("bad server URL \(server.url)") }
    let reviewHTML = try chromium.open(reviewURL).string("document.documentElement.outerHTML")
    let reviewFigures = try measure(
      chromium, reviewURL, ready: "document.getElementById('review-counts').textContent.includes('to review')")
    // Accept all shown: every baseline written in one request, then the page's counts updated.
    let page = try chromium.open(reviewURL)
    try page.wait(
      until: "document.getElementById('review-counts').textContent.includes('to review')", timeout: 60, "state")
    let acceptStart = ContinuousClock.now
    try page.click("#accept-shown")
    try page.wait(
      until: "document.getElementById('review-counts').textContent.startsWith('0 to review')", timeout: 600,
      "accept all shown")
    let acceptMilliseconds = Self.milliseconds(since: acceptStart)
    let written = try store.records().filter { record in
      let baseline = generator.root.appendingPathComponent(record.file)
      let actual = generator.artifacts.appendingPathComponent(record.artifact(endingWith: ".actual.png") ?? "")
      guard let bytes = FileManager.default.contents(atPath: baseline.path),
        let decoded = try? PNGCodec.decode(bytes), let actualBytes = FileManager.default.contents(atPath: actual.path),
        let actualImage = try? PNGCodec.decode(actualBytes)
      else { return false }
      return decoded.pixelHash == actualImage.pixelHash
    }.count
    let pageGets = try (0..<repeats).map { _ in try Self.time(reviewURL, token: nil) }
    let pageTimes = pageGets.map(\.milliseconds)
    let stateURL = reviewURL.deletingLastPathComponent().appendingPathComponent("api/state")
    let stateTimes = try (0..<repeats).map { _ in try Self.time(stateURL, token: server.token).milliseconds }
    let report = Report(
      snapshots: count, groups: groups, htmlBytes: html.utf8.count, reviewHTMLBytes: pageGets.last?.bytes ?? 0,
      reviewDOMBytes: reviewHTML.utf8.count,
      readRecordsMilliseconds: readMilliseconds, renderStaticMilliseconds: renderMilliseconds,
      serverPageMilliseconds: Self.median(pageTimes), serverStateMilliseconds: Self.median(stateTimes),
      acceptAllShownMilliseconds: acceptMilliseconds, baselinesWrittenByAcceptAll: written,
      staticReport: staticFigures, reviewPage: reviewFigures)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(report), as: UTF8.self))
  }

  /// Medians over `repeats` fresh tabs on `url`; `ready` is the condition that ends the opening.
  func measure(_ chromium: ChromiumSession, _ url: URL, ready: String?) throws -> PageFigures {
    var opens: [Double] = []
    var filters: [Double] = []
    var searches: [Double] = []
    var shown = ("", "")
    for _ in 0..<repeats {
      let page = try chromium.open(url)
      if let ready { try page.wait(until: ready, timeout: 60, "the review page's state") }
      let loaded = ready == nil ? "performance.getEntriesByType('navigation')[0].loadEventEnd" : "performance.now()"
      opens.append((try page.evaluate(loaded) as? NSNumber)?.doubleValue ?? .nan)
      if ProcessInfo.processInfo.environment["KAGAMI_BENCH_TIMING"] != nil {
        let timing = try page.string(
          "JSON.stringify((function(n){return {responseStart:n.responseStart,responseEnd:n.responseEnd,domInteractive:n.domInteractive,domContentLoaded:n.domContentLoadedEventEnd,load:n.loadEventEnd};})(performance.getEntriesByType('navigation')[0]))"
        )
        FileHandle.standardError.write(Data("\(url.scheme ?? ""): \(timing)\n".utf8))
      }
      let filter = try page.evaluate(Self.filterScript) as? [Any] ?? []
      filters.append((filter.first as? NSNumber)?.doubleValue ?? .nan)
      let search = try page.evaluate(Self.searchScript) as? [Any] ?? []
      searches.append((search.first as? NSNumber)?.doubleValue ?? .nan)
      shown = (filter.last as? String ?? "", search.last as? String ?? "")
      try page.closeTab()
    }
    return PageFigures(
      openMilliseconds: Self.median(opens), filterMilliseconds: Self.median(filters),
      searchMilliseconds: Self.median(searches), shownAfterFilter: shown.0, shownAfterSearch: shown.1)
  }

  /// Milliseconds and bytes of one GET of `url` through a plain socket client (curl), the body read whole.
  static func time(_ url: URL, token: String?) throws -> (milliseconds: Double, bytes: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments =
      ["-s", "-o", "/dev/null", "-w", "%{time_total} %{size_download}"]
      + (token.map { ["-H", "X-Kagami-Token: \($0)"] } ?? [])
      + [url.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
    let seconds = fields.first.flatMap { Double($0) } ?? .nan
    return (seconds * 1000, fields.count > 1 ? Int(fields[1]) ?? 0 : 0)
  }

  static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded()
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return (sorted[sorted.count / 2] * 10).rounded() / 10
  }

  /// Starts the review server in this process and waits for it (the benchmark's own threads block
  /// only on Chromium, so the server keeps the concurrency pool).
  static func startServer(root: URL, artifacts: URL) throws -> ReviewServer {
    final class Box: @unchecked Sendable { var result: Result<ReviewServer, any Error>? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { box.result = .success(try await ReviewServer.start(packageRoot: root, artifactsFolder: artifacts)) } catch {
        box.result = .failure(error)
      }
      done.signal()
    }
    done.wait()
    return try box.result!.get()
  }
}
