import Foundation
import KagamiImage
import KagamiRenderer

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
  let subject: Value
  do {
    subject = try value()
  } catch {
    return "\(filePath): the value to snapshot threw: \(error)"
  }
  return check(subject, as: [(strategy, variant)], record: record, suite: suite, file: filePath, testName: testName)
    .first
}

/// Checks `value` with every strategy and returns the failure messages, in strategy order; empty
/// when everything matches. Each baseline is `<test>.<variant>.<ext>` with the strategy's variant
/// (view strategies: the traits' `variantName`). Strategies made from one traits value and layout
/// render the value once (so `traits.flatMap { [.image(traits: $0), .layoutDump(traits: $0)] }`
/// renders each traits value once); unlike `verifySnapshot`, names are not numbered.
public func verifySnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [ScreenSnapshotting<Value>],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  file filePath: String = #filePath,
  testName: String = #function
) -> [String] {
  let subject: Value
  do {
    subject = try value()
  } catch {
    return ["\(filePath): the value to snapshot threw: \(error)"]
  }
  let named = strategies.map { ($0, $0.variant ?? "default") }
  return check(subject, as: named, record: record, suite: suite, file: filePath, testName: testName)
}

/// Checks `value` with each strategy under its name (SST's `assertSnapshots(of:as:)` with a
/// dictionary): `<test>.<variant>.<name>.<ext>`, names in sorted order; the failure messages.
public func verifySnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: ScreenSnapshotting<Value>],
  record: SnapshotTestingConfiguration.Record? = nil,
  suite: String? = nil,
  file filePath: String = #filePath,
  testName: String = #function
) -> [String] {
  let subject: Value
  do {
    subject = try value()
  } catch {
    return ["\(filePath): the value to snapshot threw: \(error)"]
  }
  let named = strategies.sorted { $0.key < $1.key }.map { name, strategy in
    (strategy, [strategy.variant, name].compactMap { $0 }.joined(separator: "."))
  }
  return check(subject, as: named, record: record, suite: suite, file: filePath, testName: testName)
}

/// Checks `subject` with each strategy against `<test>.<variant>.<ext>`, rendering once per render
/// key (strategies without one render on their own), groups in order of first appearance.
private func check<Value>(
  _ subject: Value, as strategies: [(strategy: ScreenSnapshotting<Value>, variant: String)],
  record: SnapshotTestingConfiguration.Record?, suite: String?, file filePath: String, testName: String
) -> [String] {
  let settings = SnapshotSettings.current
  var groups: [[(strategy: ScreenSnapshotting<Value>, variant: String)]] = []
  var groupOfKey: [AnyHashable: Int] = [:]
  for entry in strategies {
    if let key = entry.strategy.renderKey, let index = groupOfKey[key] {
      groups[index].append(entry)
    } else {
      if let key = entry.strategy.renderKey { groupOfKey[key] = groups.count }
      groups.append([entry])
    }
  }
  var failures: [String] = []
  for group in groups {
    let locations: [(location: SnapshotLocation, movedTo: SnapshotLocation?)]
    do {
      locations = try group.map { strategy, variant throws(SnapshotError) in
        try SnapshotLocation(
          filePath: filePath, root: settings.packageRoot, suite: suite, test: testName, variant: variant,
          pathExtension: strategy.format.pathExtension
        ).resolvingLegacyBaseline()
      }
    } catch {
      return failures + ["\(error)"]
    }
    // Rendering references at a base (`KAGAMI_RENDER_ONLY`): only the listed snapshots are drawn.
    if let only = RenderOnlyList.paths(in: settings.environment),
      !locations.contains(where: { only.contains($0.location.relativePath) })
    {
      continue
    }
    let render = group[0].strategy.render
    // An audited image check keeps what was under its text from this paint (one paint, not two).
    let audits = group.contains { strategy, _ in
      guard case .image(let options) = strategy.format else { return false }
      return options.audit != nil
    }
    let screen: Screenshot
    do {
      screen = try ScreenRenderer.$capturesTextBackdrops.withValue(audits || ScreenRenderer.capturesTextBackdrops) {
        try render(subject)
      }
    } catch {
      failures.append("\(locations[0].location.relativePath): rendering threw: \(error)")
      continue
    }
    for ((strategy, _), (location, movedTo)) in zip(group, locations) {
      var check = SnapshotCheck(location: location, format: strategy.format, record: record, settings: settings)
      check.movedTo = movedTo
      if let failure = check.run(screen, rerender: { try render(subject) }) { failures.append(failure) }
    }
    if group[0].strategy.rendersNewBitmaps { PixelBufferPool.shared.recycle(screen.bitmap) }
  }
  return failures
}
