import Foundation
import KagamiFlex
import KagamiLayout

/// One case of Yoga's generated conformance tests, read from `Resources/Yoga/yoga-fixtures.json`.
struct YogaFixture: Decodable, Sendable {
  /// Expected frame of one node (after rounding, as Yoga reports it).
  struct Frame: Decodable, Sendable {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
  }

  /// Expected frames by node id, for both directions.
  struct Expected: Decodable, Sendable {
    var ltr: [String: Frame]
    var rtl: [String: Frame]
  }

  /// A node of the case's tree: its id, raw style entries, optional text, children.
  struct Node: Decodable, Sendable {
    var id: String
    var style: [String: YogaStyleValue]
    var text: String?
    var children: [Node]
    /// Auto margins added by a test on top of the style (never read from the file).
    var extraAutoMargins: [FlexEdge] = []

    enum CodingKeys: String, CodingKey { case id, style, text, children }
  }

  var group: String
  var name: String
  var disabled: Bool
  var experiments: [String]
  var root: Node
  var expected: Expected

  /// Whether any node measures text.
  var needsText: Bool {
    func walk(_ node: Node) -> Bool { node.text != nil || node.children.contains(where: walk) }
    return walk(root)
  }

  /// All node ids in tree order.
  var nodeIDs: [String] {
    var ids: [String] = []
    func walk(_ node: Node) {
      ids.append(node.id)
      node.children.forEach(walk)
    }
    walk(root)
    return ids
  }

  /// Loads every case from the bundled fixture file.
  static func loadAll() throws -> [YogaFixture] {
    guard
      let url = Bundle.module.url(
        forResource: "yoga-fixtures", withExtension: "json", subdirectory: "Resources/Yoga")
    else { throw YogaFixtureError.missing("Resources/Yoga/yoga-fixtures.json") }
    return try JSONDecoder().decode([YogaFixture].self, from: Data(contentsOf: url))
  }
}
