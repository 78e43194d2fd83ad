import Foundation
import Testing

/// `--sdk` on `swivel scan` and `swivel lint`: judge the app as built with another iOS SDK, so
/// that "what changes when I rebuild with Xcode 27" is two runs (issue 57, point 8).
@Suite struct SDKOptionCommandTests {
  // A version Swivel does not know is a usage error (exit 2) naming the option, before anything
  // is read.
  @Test func aBadSDKIsAUsageError() throws {
    let scan = try SwivelRunner.run(["scan", "--sdk", "26.9", "."])
    #expect(scan.status == 2)
    #expect(scan.error.contains("--sdk: iOS 26.9 does not exist; the last release of that version was 26.7"))
    let lint = try SwivelRunner.run(["lint", "--sdk", "twenty-seven", LintCommandTests.plist("landscape.plist")])
    #expect(lint.status == 2)
    #expect(lint.error.contains("--sdk: "))
  }

  // The Player fixture declares a launch storyboard and a scene manifest; its landscape lock is
  // the iOS 27 SDK's business only (WWDC26 278: supported orientations are a preference while an
  // iPhone app is resizable).
  @Test func theSDKDecidesTheIOS27Findings() throws {
    let folder = try ScanConfigurationCommandTests.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let newest = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(newest.output.contains("[lock-ignored-when-resizable]"))
    let old = try SwivelRunner.run(["scan", "--sdk", "26.2", "Player"], in: folder)
    #expect(!old.output.contains("[lock-ignored-when-resizable]"), "\(old.output)")
    #expect(old.output.contains("[preferred-orientation-unsupported]"))
    // The configuration's sdk: does the same; the command line wins over it.
    try ScanConfigurationCommandTests.write("sdk: \"26.2\"\n", ".swivel.yml", in: folder)
    let configured = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(!configured.output.contains("[lock-ignored-when-resizable]"), "\(configured.output)")
    let overridden = try SwivelRunner.run(["scan", "--sdk", "27.1", "Player"], in: folder)
    #expect(overridden.output.contains("[lock-ignored-when-resizable]"))
    // A version Swivel does not know is a located error of the configuration.
    try ScanConfigurationCommandTests.write("sdk: \"26.9\"\n", ".swivel.yml", in: folder)
    let bad = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.error.contains(".swivel.yml:1:6: error: sdk: iOS 26.9 does not exist"), "\(bad.error)")
  }
}
