import Foundation
import SnapshotTesting

extension SnapshotCheck {
  /// The text check (layout and accessibility dumps), driven by swift-snapshot-testing's
  /// `Diffing.lines`: its `toData`, `fromData` and line diff.
  func checkText(_ text: String) -> SnapshotOutcome {
    let diffing = Diffing<String>.lines
    let path = location.relativePath
    let exists = FileManager.default.fileExists(atPath: location.url.path)
    var outcome = SnapshotOutcome(status: .passed)
    if record == .all || !exists {
      if !exists, record == .never {
        outcome.status = .failed
        outcome.message = "\(path): no reference was found on disk; nothing was recorded (record mode never)."
        saveText(text, into: &outcome)
        return outcome
      }
      let old = exists ? (try? Data(contentsOf: location.url)).map(diffing.fromData) : nil
      outcome.status = !exists ? .new : old == text ? .passed : .changed
      return recordText(text, outcome: outcome, reason: exists ? "Record mode is on" : "No reference was found on disk")
    }
    let data: Data
    do {
      data = try Data(contentsOf: location.url)
    } catch {
      outcome.status = .failed
      outcome.message = "\(path): cannot read the baseline: \(Self.describe(error))"
      return textFailure(outcome, text)
    }
    let reference = diffing.fromData(data)
    guard let (difference, _) = diffing.diffV2(reference, text) else {
      removeStaleArtifacts()
      return outcome
    }
    outcome.status = .failed
    outcome.message = """
      \(path): snapshot "\(location.variant)" does not match the reference.
      \(difference.trimmingCharacters(in: .whitespacesAndNewlines))
      """
    outcome.cause =
      ChangeCause.dumps(expected: reference, actual: text) ?? ChangeCause.lines(expected: reference, actual: text)
    writeArtifact(data, named: location.fileName + ".reference.txt")
    outcome.artifacts.append(location.fileName + ".reference.txt")
    return textFailure(outcome, text)
  }

  private func textFailure(_ start: SnapshotOutcome, _ text: String) -> SnapshotOutcome {
    var outcome = start
    saveText(text, into: &outcome)
    if record == .failed {
      outcome.status = .changed
      return recordText(text, outcome: outcome, reason: nil)
    }
    return outcome
  }

  private func saveText(_ text: String, into outcome: inout SnapshotOutcome) {
    let name = location.fileName + ".actual.txt"
    writeArtifact(Diffing<String>.lines.toData(text), named: name)
    outcome.artifacts.append(name)
    listArtifacts(in: &outcome)
  }

  private func recordText(_ text: String, outcome start: SnapshotOutcome, reason: String?) -> SnapshotOutcome {
    recordBaseline(Diffing<String>.lines.toData(text), outcome: start, reason: reason)
  }
}
