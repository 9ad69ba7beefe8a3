import Foundation
import KagamiResults
import Testing

@testable import KagamiRunner

/// The JUnit file has one `<testcase>` per snapshot check, so that dashboards show the variant.
@Suite struct JUnitSnapshotTests {
  @Test func everySnapshotCheckIsATestCaseNamedByItsVariant() {
    func record(_ test: String, _ variant: String, _ format: String, _ status: SnapshotStatus) -> SnapshotResultRecord {
      SnapshotResultRecord(
        testTarget: "ShopTests", suite: "CartTests", test: test, variant: variant, format: format,
        file: "Snapshots/ShopTests/CartTests/\(test).\(variant).png", status: status, recordMode: "never",
        recorded: false, message: status == .failed ? "12 pixels <changed>" : nil)
    }
    let records = [
      record("total", "iphone15.dark.ja", "image", .failed), record("total", "iphone15.light.en", "image", .passed),
      record("total", "iphone15.light.en", "layout", .passed),
      SnapshotResultRecord(
        testTarget: "OtherTests", suite: "S", test: "t", variant: "v", format: "image",
        file: "Snapshots/OtherTests/S/t.v.png",
        status: .failed, recordMode: "never", recorded: false),
    ]
    let xml = JUnitReport.document(
      [TestUnitResult(target: "ShopTests", passed: 1, failed: 1, logPath: "/log")], snapshots: records)
    #expect(xml.contains(#"<testsuite name="ShopTests.snapshots" tests="3" failures="1" errors="0" time="0">"#))
    #expect(
      xml.contains(
        #"<testcase classname="ShopTests.CartTests" name="total [iphone15.dark.ja] (image)" time="0.0"><failure message="12 pixels &lt;changed&gt;" /></testcase>"#
      ))
    #expect(
      xml.contains(
        #"<testcase classname="ShopTests.CartTests" name="total [iphone15.light.en] (layout)" time="0.0" />"#))
    // Only the targets this run ran.
    #expect(!xml.contains("OtherTests"))
  }
}
