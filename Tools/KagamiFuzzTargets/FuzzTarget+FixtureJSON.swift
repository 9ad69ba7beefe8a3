import Foundation
import KagamiFixtures

extension FuzzTarget {
  /// Fixture JSON: the surrogate repair keeps lengths and valid files; whenever Foundation rejects the bytes, the locator must find an error (so every
  /// malformed fixture is reported at an exact line and column), and the position lies inside the
  /// file. (The converse does not hold: Foundation also accepts trailing commas, which RFC 8259 and the
  /// locator do not; the locator only runs once Foundation has rejected a file.)
  static let fixtureJSON = FuzzTarget(name: "fixture-json", summary: "the fixture JSON error locator") { data in
    let bytes = [UInt8](data)
    let located = JSONErrorLocator.firstError(in: bytes)
    let accepted = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    if !accepted, located == nil { return "Foundation rejects the fixture but the locator finds no error" }
    if let offset = located, !(0...bytes.count).contains(offset) {
      return "error offset \(offset) outside a \(bytes.count)-byte file"
    }
    // The surrogate repair keeps every offset (six bytes for six) and never touches JSON that
    // Foundation accepts (which has no unpaired surrogate escape).
    let repaired = FixtureJSON.repaired(data)
    if repaired.count != data.count { return "the surrogate repair changed the length" }
    if accepted, repaired != data { return "the surrogate repair changed JSON that Foundation accepts" }
    do throws(FixtureJSONError) {
      try FixtureJSON.validate(data, file: "fixture.json")
    } catch {
      let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      if error.line < 1 || error.line > lines || error.column < 1 {
        return "error at line \(error.line), column \(error.column) of a \(lines)-line file"
      }
    }
    return nil
  }
}
