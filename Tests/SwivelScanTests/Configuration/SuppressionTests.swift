import Foundation
import Testing

@testable import SwivelScan

/// `swivel:disable` comments in Swift, Objective-C and property-list files.
@Suite struct SuppressionTests {
  @Test func disableNextSilencesTheNextLineOnly() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder,
      player: ConfigurationFixtures.player(inOld: [
        "    // swivel:disable:next device-orientation-setter -- iOS 15 only"
      ]))
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "attempt-rotation-deprecated@Player.swift:15", "device-orientation-setter@Rotator.swift:5",
      ])
  }

  @Test func aBlockCommentAndSeveralRulesAndAll() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder,
      player: ConfigurationFixtures.player(above: [
        "/* swivel:disable device-orientation-setter, attempt-rotation-deprecated */"
      ]))
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "device-orientation-setter@Rotator.swift:5"
      ])
    try ConfigurationFixtures.writeApp(
      in: folder, player: ConfigurationFixtures.player(above: ["// swivel:disable all"]))
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "device-orientation-setter@Rotator.swift:5"
      ])
  }

  @Test func aRegionRunsToItsEnableOrToTheEndOfTheFile() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder, player: ConfigurationFixtures.player(above: ["// swivel:disable attempt-rotation-deprecated"]))
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "device-orientation-setter@Player.swift:12", "device-orientation-setter@Rotator.swift:5",
      ])
    try ConfigurationFixtures.writeApp(
      in: folder,
      player: ConfigurationFixtures.player(above: [
        "// swivel:disable device-orientation-setter", "// swivel:enable device-orientation-setter",
      ]))
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "unused-suppression@Player.swift:2", "device-orientation-setter@Player.swift:13",
        "attempt-rotation-deprecated@Player.swift:16", "device-orientation-setter@Rotator.swift:5",
      ])
  }

  @Test func anUnusedOrUnknownOrMisspeltSuppressionIsAWarning() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder,
      player: ConfigurationFixtures.player(above: [
        "// swivel:disable:next device-orientation-setter",
        "// swivel:disable:next device-orientation-settr",
        "// swivel:disabel attempt-rotation-deprecated",
        "// see swivel: not a directive",
      ]))
    let report = try ConfigurationFixtures.scan(folder)
    let unused = report.findings.filter { $0.rule == "unused-suppression" }
    #expect(unused.map(\.location.line) == [2, 3, 4])
    #expect(unused.allSatisfy { $0.severity == .warning })
    #expect(unused[0].message.hasPrefix("swivel:disable:next device-orientation-setter suppresses nothing"))
    #expect(unused[1].message.contains("unknown rule 'device-orientation-settr'"))
    #expect(unused[1].message.contains("(did you mean 'device-orientation-setter'?)"))
    #expect(unused[2].message.contains("unknown directive 'swivel:disabel' (did you mean 'swivel:disable'?)"))
    // Disabled, the rule's stale suppressions are no finding; unused-suppression can be disabled too.
    let quiet = try ConfigurationFixtures.scan(folder, configuration: "disabled_rules: [unused-suppression]")
    #expect(!quiet.findings.contains { $0.rule == "unused-suppression" })
  }

  @Test func aSuppressionOfADisabledRuleIsNotUnused() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder, player: ConfigurationFixtures.player(above: ["// swivel:disable:next attempt-rotation-deprecated"]))
    let report = try ConfigurationFixtures.scan(folder, configuration: "disabled_rules: [attempt-rotation-deprecated]")
    #expect(!report.findings.contains { $0.rule == "unused-suppression" })
  }

  @Test func anXMLCommentSilencesAnInfoPlistKey() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let key =
      "<key>UISupportedInterfaceOrientation</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>"
    try ConfigurationFixtures.writeApp(in: folder, plistKeys: key)
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)).contains {
        $0.hasPrefix("misspelled-key@Info.plist")
      })
    try ConfigurationFixtures.writeApp(in: folder, plistKeys: "<!-- swivel:disable:next misspelled-key -->\n" + key)
    let report = try ConfigurationFixtures.scan(folder)
    #expect(!ConfigurationFixtures.found(report).contains { $0.contains("Info.plist") }, "\(report.findings)")
  }

  @Test func aStoryboardCommentSilencesItsScene() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let parsed = FileSuppressions(
      Data(
        "<document>\n<!-- swivel:disable sheet-does-not-decide -->\n<scene/>\n<!-- swivel:enable sheet-does-not-decide -->\n<scene/>\n"
          .utf8),
      file: "Main.storyboard")
    #expect(parsed.suppresses(rule: "sheet-does-not-decide", line: 3))
    #expect(!parsed.suppresses(rule: "sheet-does-not-decide", line: 5))
    #expect(!parsed.suppresses(rule: "file-not-read", line: 3))
    #expect(parsed.unusedFindings(severity: .warning, disabled: []).isEmpty)
  }

  // The entry for bytes already read (an editor's buffer, the fuzzers) reads comments as a
  // scan does: a finding silenced on its line, the comment that silences nothing a warning.
  @Test func commentsOfBytesAlreadyReadSilenceAndWarnAsInAScan() {
    let text = """
      // swivel:disable:next device-orientation-setter -- iOS 15 only
      device.setValue(1, forKey: "orientation")
      // swivel:disable:next attempt-rotation-deprecated
      let x = 1
      """
    func finding(_ rule: String, line: Int) -> ScanFinding {
      ScanFinding(rule: rule, severity: .warning, location: ScanLocation(file: "A.swift", line: line), message: "m")
    }
    let setter = finding("device-orientation-setter", line: 2)
    let (silenced, unused) = ProjectScanner.suppressionComments(
      Data(text.utf8), file: "A.swift", silencing: [setter, finding("device-orientation-setter", line: 4)])
    #expect(silenced == [setter])
    #expect(unused.map(\.location.line) == [3])
    #expect(unused.map(\.rule) == ["unused-suppression"])
  }

  @Test func markerSearchFindsOnlyTheMarker() {
    #expect(Data("a // swivel:disable x".utf8).withUnsafeBytes(FileSuppressions.mentionsMarker))
    #expect(!Data("swivel : disable".utf8).withUnsafeBytes(FileSuppressions.mentionsMarker))
    #expect(!Data().withUnsafeBytes(FileSuppressions.mentionsMarker))
    func first(_ text: String, from start: Int) -> Int? {
      Data(text.utf8).withUnsafeBytes { FileSuppressions.firstMarker(in: $0, from: start) }
    }
    #expect(first("sswivel:", from: 0) == 1)
    #expect(first("swivel:", from: 1) == nil)
    #expect(first("xx swivel:", from: 0) == 3)
    #expect(first("swivel:x swivel:", from: 1) == 9)
    #expect(first("swivel:", from: 8) == nil)
    #expect(first("swivel", from: 0) == nil)
  }

  @Test func binaryBytesAroundAMarkerGiveAWarningNotACrash() {
    var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x0A]
    bytes += Array("// swivel:disable ".utf8) + [0xC3, 0x28, 0x00, 0x0A]
    bytes += Array("<!-- swivel:".utf8)
    let parsed = FileSuppressions(Data(bytes), file: "binary")
    let messages = parsed.unusedFindings(severity: .warning, disabled: []).map(\.message)
    #expect(messages.count == 2)
    #expect(messages[0].hasPrefix("unknown rule"))
    #expect(messages[1].hasPrefix("a swivel: comment without a directive"))
  }

  @Test(.timeLimit(.minutes(1)))
  func aLongLineFullOfMarkersIsReadOnce() {
    let line = String(repeating: "// swivel:disable:next all ", count: 200_000)
    let parsed = FileSuppressions(Data((line + "\nx\n").utf8), file: "long.swift")
    #expect(parsed.suppresses(rule: "file-not-read", line: 2))
    #expect(parsed.scopes.count == 1)
  }

  // Issue 56: a comment past 4 KB was cut silently and a rule id after the cut dropped; ids are
  // read to 64 KiB, and a longer comment is a warning that says where reading stopped.
  @Test func aLongCommentIsReadAndOnePastTheLimitIsSaid() {
    let padding = String(repeating: " ", count: 5_000)
    let long = "// swivel:disable:next attempt-rotation-deprecated\(padding)device-orientation-setter\nx\n"
    let parsed = FileSuppressions(Data(long.utf8), file: "long.swift")
    #expect(parsed.suppresses(rule: "device-orientation-setter", line: 2))
    #expect(parsed.problems.isEmpty)
    let huge = "// swivel:disable:next all " + String(repeating: "x", count: FileSuppressions.commentLimit) + "\nx\n"
    let cut = FileSuppressions(Data(huge.utf8), file: "huge.swift")
    #expect(
      cut.problems.map(\.message).first?.hasPrefix(
        "a swivel: comment longer than 65536 bytes is read to its first 65536 only") == true)
  }
}

/// The same comments in Objective-C, read by a scan with libclang.
@Suite struct ObjectiveCSuppressionTests {
  @Test func objectiveCCommentsSilenceAndUnusedOnesAreFound() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      #import <UIKit/UIKit.h>

      @interface Player : UIViewController
      @end

      @implementation Player
      - (void)portrait {
        // swivel:disable:next device-orientation-setter -- iOS 15 only
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
        /* swivel:disable:next attempt-rotation-deprecated */
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
      }
      @end
      """, to: "\(folder)/App/Player.m")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
      ],
      sources: ["App/Player.m"])
    let report = try ConfigurationFixtures.scan(folder)
    #expect(
      ConfigurationFixtures.found(report) == [
        "unused-suppression@Player.m:10", "device-orientation-setter@Player.m:11",
      ])
  }
}

/// `swivel:disable:this` and `swivel:disable:previous` (issue 55), as SwiftLint's
/// `swiftlint:disable:this` and `swiftlint:disable:previous` silence the comment's own line and
/// the line before it.
@Suite struct SuppressionOnItsLineTests {
  private static let setter = "forKey: \"orientation\")"

  @Test func disableThisSilencesTheCommentsOwnLineOnly() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let player = ConfigurationFixtures.player().replacingOccurrences(
      of: Self.setter, with: Self.setter + "  // swivel:disable:this device-orientation-setter -- iOS 15 only")
    try ConfigurationFixtures.writeApp(in: folder, player: player)
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "attempt-rotation-deprecated@Player.swift:14", "device-orientation-setter@Rotator.swift:5",
      ])
  }

  @Test func disablePreviousSilencesTheLineBeforeOnly() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let player = ConfigurationFixtures.player().replacingOccurrences(
      of: Self.setter, with: Self.setter + "\n    /* swivel:disable:previous device-orientation-setter */")
    try ConfigurationFixtures.writeApp(in: folder, player: player)
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "attempt-rotation-deprecated@Player.swift:15", "device-orientation-setter@Rotator.swift:5",
      ])
  }

  // On a line with nothing to silence, each is an unused suppression that says which line it
  // looked at; `disable:previous` on a file's first line has no line before it.
  @Test func onALineWithoutTheFindingEachIsUnused() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let player =
      "// swivel:disable:previous attempt-rotation-deprecated\n"
      + ConfigurationFixtures.player().replacingOccurrences(
        of: "view.backgroundColor = .black", with: "view.backgroundColor = .black  // swivel:disable:this all")
    try ConfigurationFixtures.writeApp(in: folder, player: player)
    let report = try ConfigurationFixtures.scan(folder)
    let unused = report.findings.filter { $0.rule == "unused-suppression" }
    #expect(
      unused.map { "\($0.location.line): \($0.message)" } == [
        "1: swivel:disable:previous attempt-rotation-deprecated suppresses nothing: attempt-rotation-deprecated finds nothing on the line before it, which the file does not have; remove it, or it will hide the next finding written there",
        "8: swivel:disable:this all suppresses nothing: no rule finds anything on its own line; remove it, or it will hide the next finding written there",
      ])
  }

  @Test func aMisspeltDirectiveNamesTheNewOnes() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder, player: ConfigurationFixtures.player(above: ["// swivel:disable:thsi device-orientation-setter"]))
    let unused = try ConfigurationFixtures.scan(folder).findings.filter { $0.rule == "unused-suppression" }
    #expect(
      unused.map(\.message) == [
        "unknown directive 'swivel:disable:thsi' (did you mean 'swivel:disable:this'?) suppresses nothing; expected swivel:disable, swivel:disable:next, swivel:disable:this, swivel:disable:previous or swivel:enable"
      ])
  }
}
