import Foundation
import KagamiResults
import Testing

@testable import KagamiTesting

/// The accessibility audit of an image check: the audit file beside the baseline (the known
/// findings), the result record, warn by default, failing rules from the test and `kagami.json`.
@Suite struct AuditCheckTests {
  /// Gray #777777 text on white: one contrast finding (4.47:1, needs 4.5:1).
  static func screen() throws -> Screenshot {
    try ScreenRenderer().render(
      Text("Sale").foregroundColor(Color(hex: 0x777777)).padding(8), traits: Traits().scaled(to: 1),
      layout: .sizeThatFits(), background: .white)
  }

  static func strategy(_ policy: AuditPolicy = .warn) -> ScreenSnapshotting<Screenshot> {
    .image(options: ImageSnapshotOptions.exact.auditing(policy))
  }

  func auditFile(_ package: TestPackage) throws -> String {
    String(decoding: try Data(contentsOf: package.baseline("card.sale.audit.txt")), as: UTF8.self)
  }

  @Test func theFirstAuditIsRecordedAndAPassingCheckStaysPassing() throws {
    let package = try TestPackage()
    let screen = try Self.screen()
    let first = package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings())
    #expect(first?.contains("No reference was found on disk") == true)
    let file = try auditFile(package)
    #expect(file.hasPrefix("contrast warning 1 \"Sale\" "))
    #expect(file.contains(": contrast 4.47:1, needs 4.5:1: #777777 on #FFFFFF at "))
    #expect(file.split(separator: "\n").count == 1)
    #expect(package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings()) == nil)
    let record = try package.resultRecord("card.sale.png")
    #expect(record.status == .passed)
    #expect(record.audit?.file == "Snapshots/AppTests/CardTests/card.sale.audit.txt")
    #expect(record.audit?.findings == [String(file.dropLast())])
    #expect(record.audit?.new == [] && record.audit?.fixed == [])
    #expect(record.audit?.countsByRule == ["contrast": 1])
    // The finding's frame in the image's pixels (scale 1), for the report's boxes.
    let box = try #require(record.audit?.boxes?.first)
    #expect(record.audit?.boxes?.count == 1 && box.width > 20 && box.height > 10)
    #expect(file.contains("\"Sale\" \(box.x),\(box.y) \(box.width)x\(box.height): "))
    // The audit changed no pixel: the image check passed against the baseline recorded with it.
    #expect(record.baselineHash == record.actualHash)
  }

  @Test func aNewFindingWarnsByDefaultAndFailsWhenItsRuleFails() throws {
    let package = try TestPackage()
    let screen = try Self.screen()
    _ = package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings())
    let finding = String(try auditFile(package).dropLast())
    // The known findings list one that is gone and not the one found now.
    let gone = "contrast warning 2 \"Old\" 0,0 10x10: contrast 1.00:1, needs 4.5:1: #FFFFFF on #FFFFFF at 0,0 pt"
    try Data((gone + "\n").utf8).write(to: package.baseline("card.sale.audit.txt"))

    #expect(package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings()) == nil)
    let warned = try package.resultRecord("card.sale.png")
    #expect(warned.status == .passed)
    #expect(warned.audit?.new == [finding] && warned.audit?.fixed == [gone] && warned.audit?.failing == [])
    // The record's note is the report's "slow pass" flag: the audit leaves it alone.
    #expect(warned.note == nil)

    let other = package.verify(
      screen, as: Self.strategy(.failing([.touchTarget])), named: "sale", settings: package.settings())
    #expect(other == nil)

    let failed = package.verify(
      screen, as: Self.strategy(.failing([.contrast])), named: "sale", settings: package.settings())
    #expect(failed?.contains("1 finding of rules that fail checks (contrast) not in the known findings:") == true)
    #expect(failed?.contains("  + " + finding) == true)
    let record = try package.resultRecord("card.sale.png")
    #expect(record.status == .failed && record.audit?.failing == [finding])
    // The known findings were not rewritten by a failing check (record mode missing).
    #expect(try auditFile(package) == gone + "\n")
  }

  @Test func kagamiJSONMakesRulesFail() throws {
    let package = try TestPackage()
    let screen = try Self.screen()
    try Data(#"{"audit": {"fail": ["contrast"]}}"#.utf8).write(to: package.root.appendingPathComponent("kagami.json"))
    _ = package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings())
    try Data().write(to: package.baseline("card.sale.audit.txt"))
    let failed = package.verify(screen, as: Self.strategy(), named: "sale", settings: package.settings())
    #expect(failed?.contains("not in the known findings") == true)
  }

  @Test func anUnknownRuleInKagamiJSONIsNamed() throws {
    let package = try TestPackage()
    try Data(#"{"audit": {"fail": ["contrasts"]}}"#.utf8).write(to: package.root.appendingPathComponent("kagami.json"))
    let failed = package.verify(try Self.screen(), as: Self.strategy(), named: "sale", settings: package.settings())
    #expect(failed?.contains("unknown audit rule 'contrasts' in 'audit.fail'") == true)
  }

  @Test func withoutAnAuditNoFileIsWritten() throws {
    let package = try TestPackage()
    _ = package.verify(try Self.screen(), named: "sale", settings: package.settings())
    #expect(package.snapshotFiles() == ["AppTests/CardTests/card.sale.png"])
    #expect(try package.resultRecord("card.sale.png").audit == nil)
  }

  @Test func oneSwitchAuditsEveryImageOfAModulesPreviews() async throws {
    let package = try TestPackage()
    let module = PreviewModule<PreviewSnapshotTests.Scenario, String>(
      "Menu", previews: [Preview("plain") { PreviewSnapshotTests.card($0) }])
    let failures = await CurrentTest.$simulated.withValue(CurrentTest.Simulated(identity: UUID().uuidString)) {
      await SnapshotSettings.$current.withValue(package.settings()) {
        await verifyPreviewSnapshots(
          module, host: PreviewSnapshotTests.Host(), variants: PreviewSnapshotTests.variants, as: [.image],
          audit: .warn, file: package.testFile)
      }
    }
    #expect(failures.count == 4)
    let files = package.snapshotFiles()
    let images = files.filter { $0.hasSuffix(".png") }
    #expect(images.count == 4)
    let auditFiles: [String] = images.map { (image: String) -> String in String(image.dropLast(3)) + "audit.txt" }
    #expect(files.filter { $0.hasSuffix(".audit.txt") } == auditFiles)
  }
}
