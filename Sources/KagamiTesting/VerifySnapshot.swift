import Foundation
import KagamiImage

/// Checks `value` against its baseline with `strategy` and returns a failure message, or nil when it
/// matches. The baseline is `Snapshots/<TestTarget>/<Suite>/<test>.<variant>.<ext>` in the package
/// above `filePath`; the suite is `suite`, else the Swift Testing suite type, else the file's name;
/// the variant is `strategy.variant` and `name` joined with ".", or "default"; a second unnamed
/// snapshot of one variant in one test gets ".2", a third ".3".
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: ScreenSnapshotting<Value>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  file filePath: String = #filePath,
  testName: String = #function
) -> String? {
  let settings = SnapshotSettings.current
  var variant = [strategy.variant, name].compactMap { $0 }.joined(separator: ".")
  if variant.isEmpty { variant = "default" }
  if name == nil {
    // Unnamed snapshots of one variant and format in one test are numbered: the first keeps its
    // name, the next ones get ".2", ".3" (as swift-snapshot-testing numbers them).
    let key = [CurrentTest.identity, filePath, testName, variant, strategy.format.pathExtension].joined(separator: "|")
    let number = CurrentTest.nextNumber(for: key)
    if number > 1 { variant += ".\(number)" }
  }
  let location: SnapshotLocation
  let movedTo: SnapshotLocation?
  do {
    (location, movedTo) = try SnapshotLocation(
      filePath: filePath, root: settings.packageRoot, suite: suite, test: testName, variant: variant,
      pathExtension: strategy.format.pathExtension
    ).resolvingLegacyBaseline()
  } catch {
    return "\(error)"
  }
  var check = SnapshotCheck(location: location, format: strategy.format, record: record, settings: settings)
  check.movedTo = movedTo
  let subject: Value
  let screen: Screenshot
  do {
    subject = try value()
    screen = try strategy.render(subject)
  } catch {
    return "\(location.relativePath): rendering threw: \(error)"
  }
  let failure = check.run(screen) { try strategy.render(subject) }
  if strategy.rendersNewBitmaps { PixelBufferPool.shared.recycle(screen.bitmap) }
  return failure
}

/// Checks `value` in every variant and every format (rendering each variant once) and returns the
/// failure messages, in variant then format order; empty when everything matches.
public func verifySnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  variants: [SnapshotVariant<Value>],
  formats: [SnapshotFormat] = [.image, .layout, .accessibility],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  file filePath: String = #filePath,
  testName: String = #function
) -> [String] {
  let settings = SnapshotSettings.current
  let subject: Value
  do {
    subject = try value()
  } catch {
    return ["\(filePath): the value to snapshot threw: \(error)"]
  }
  var failures: [String] = []
  for variant in variants {
    let locations: [(location: SnapshotLocation, movedTo: SnapshotLocation?)]
    do {
      locations = try formats.map { format throws(SnapshotError) in
        try SnapshotLocation(
          filePath: filePath, root: settings.packageRoot, suite: suite, test: testName, variant: variant.name,
          pathExtension: format.pathExtension
        ).resolvingLegacyBaseline()
      }
    } catch {
      return failures + ["\(error)"]
    }
    let screen: Screenshot
    do {
      screen = try variant.render(subject)
    } catch {
      failures.append("\(locations.first?.location.relativePath ?? variant.name): rendering threw: \(error)")
      continue
    }
    for (format, (location, movedTo)) in zip(formats, locations) {
      var check = SnapshotCheck(location: location, format: format, record: record, settings: settings)
      check.movedTo = movedTo
      if let failure = check.run(screen, rerender: { try variant.render(subject) }) { failures.append(failure) }
    }
    PixelBufferPool.shared.recycle(screen.bitmap)
  }
  return failures
}
