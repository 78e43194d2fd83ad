import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `UIRequiresFullScreenIgnoredStartingWithVersion` (Apple, Information Property List, iOS 26.2+):
/// "The system ignores the key starting in the version you specify and in later versions of
/// iOS"; "The system only uses this key when your information property list also contains
/// UIRequiresFullScreen with a value of true".
@Suite struct RequiresFullScreenIgnoredTests {
  static func plist(ignoredFrom: String?, requiresFullScreen: Bool? = true) -> InfoPlist {
    var plist = InfoPlist(requiresFullScreen: requiresFullScreen)
    plist.requiresFullScreenIgnoredStartingWithVersion = ignoredFrom.flatMap(SystemVersion.init(anyNumbered:))
    return plist
  }

  static func era(_ text: String) throws -> SystemBehavior { SystemBehavior(version: try SystemVersion(text)) }

  @Test func theKeyIsIgnoredFromTheVersionItNamesOnIOS262AndLater() throws {
    let plist = Self.plist(ignoredFrom: "27.0")
    #expect(plist.requiresFullScreen(for: .pad, in: try Self.era("26.2")) == true)
    #expect(plist.requiresFullScreen(for: .pad, in: try Self.era("27.0")) == nil)
    #expect(plist.requiresFullScreen(for: .phone, in: try Self.era("27.1")) == nil)
    // Before 26.2 the system does not read the new key.
    let early = Self.plist(ignoredFrom: "26.0")
    #expect(early.requiresFullScreen(for: .pad, in: try Self.era("26.1")) == true)
    #expect(early.requiresFullScreen(for: .pad, in: try Self.era("26.2")) == nil)
    // A future release is taken as written: the key still holds today.
    #expect(Self.plist(ignoredFrom: "28.0").requiresFullScreen(for: .pad, in: try Self.era("27.1")) == true)
    // Beside UIRequiresFullScreen = false, or without it, nothing changes.
    #expect(
      Self.plist(ignoredFrom: "26.2", requiresFullScreen: false).requiresFullScreen(for: .pad, in: .newest) == false)
    #expect(Self.plist(ignoredFrom: "26.2", requiresFullScreen: nil).requiresFullScreen(for: .pad, in: .newest) == nil)
  }

  // On the iPhone Duo's inner display UIRequiresFullScreen keeps a portrait app upright (Tech Talk
  // 111461); once the key is ignored, the resizable scene ignores the orientations.
  @Test(arguments: [("27.1", "landscapeRight"), ("28.0", "portrait")])
  func onTheDuoTheIgnoredKeyNoLongerKeepsTheOrientations(ignoredFrom: String, interface: String) throws {
    let run = try play(
      """
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        UIRequiresFullScreen: true
        UIRequiresFullScreenIgnoredStartingWithVersion: "\(ignoredFrom)"
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: \(interface)}
      """, ios: "27.1", device: "iphone-duo-inner")
    #expect(run.failureMessages == [])
  }

  // Bad input: text that is no version is refused at its line, in a scenario and in a file.
  @Test func textThatIsNoVersionIsALocatedError() throws {
    let error = try #require(
      throws: ScenarioError.self,
      performing: {
        try play(
          """
          app: {UIRequiresFullScreen: true, UIRequiresFullScreenIgnoredStartingWithVersion: "soon"}
          steps: []
          """, ios: "27.1", device: "iphone-16-pro")
      })
    #expect(error.location.line == 4)
    #expect(error.description.contains("'soon'"))
    #expect(error.description.contains("a system version such as \"27.0\""))
    let file: [String: Any] = ["UIRequiresFullScreen": true, "UIRequiresFullScreenIgnoredStartingWithVersion": 27]
    #expect(throws: InfoPlistError.self) { try InfoPlistReader.contents(of: file, file: "Info.plist") }
    let read = try InfoPlistReader.contents(
      of: ["UIRequiresFullScreen": true, "UIRequiresFullScreenIgnoredStartingWithVersion": "27.0"], file: "Info.plist")
    #expect(read.infoPlist.requiresFullScreenIgnoredStartingWithVersion == (try SystemVersion("27.0")))
  }

  // requires-full-screen-deprecated (TN3192) is not told beside the key: the app has said when it
  // stops relying on UIRequiresFullScreen.
  @Test func theDeprecationIsNotToldBesideTheKey() throws {
    func findings(_ extra: String) throws -> [LintFinding] {
      let yaml = """
        swivel: 1
        ios: "26.2"
        device: ipad-pro-11
        app: {UIRequiresFullScreen: true\(extra)}
        """
      let scenario = try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "s.yaml")
      return LintRule.requiresFullScreenDeprecated.findings(in: LintSubject(scenario: scenario))
    }
    #expect(try findings("").count == 1)
    #expect(try findings(", UIRequiresFullScreenIgnoredStartingWithVersion: \"27.0\"").isEmpty)
  }
}
