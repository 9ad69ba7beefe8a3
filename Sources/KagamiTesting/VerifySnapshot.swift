import Foundation
import KagamiImage

/// Checks `value` against its baseline with `strategy` and returns a failure message, or nil when it
/// matches. The baseline is `Snapshots/<TestTarget>/<Suite>/<test>.<variant>.<ext>` in the package
/// above `filePath`; the variant is `strategy.variant` and `name` joined with ".", or "default".
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
  let variant = [strategy.variant, name].compactMap { $0 }.joined(separator: ".")
  let location: SnapshotLocation
  do {
    location = try SnapshotLocation(
      filePath: filePath, root: settings.packageRoot, suite: suite, test: testName,
      variant: variant.isEmpty ? "default" : variant, pathExtension: strategy.format.pathExtension)
  } catch {
    return "\(error)"
  }
  let check = SnapshotCheck(location: location, format: strategy.format, record: record, settings: settings)
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
    let locations: [SnapshotLocation]
    do {
      locations = try formats.map { format throws(SnapshotError) in
        try SnapshotLocation(
          filePath: filePath, root: settings.packageRoot, suite: suite, test: testName, variant: variant.name,
          pathExtension: format.pathExtension)
      }
    } catch {
      return failures + ["\(error)"]
    }
    let screen: Screenshot
    do {
      screen = try variant.render(subject)
    } catch {
      failures.append("\(locations.first?.relativePath ?? variant.name): rendering threw: \(error)")
      continue
    }
    for (format, location) in zip(formats, locations) {
      let check = SnapshotCheck(location: location, format: format, record: record, settings: settings)
      if let failure = check.run(screen, rerender: { try variant.render(subject) }) { failures.append(failure) }
    }
    PixelBufferPool.shared.recycle(screen.bitmap)
  }
  return failures
}
