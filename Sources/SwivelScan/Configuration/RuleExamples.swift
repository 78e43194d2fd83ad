/// For each rule, an example that triggers it and one that does not, as `swivel rules ID` shows
/// them (SwiftLint's `swiftlint rules ID` shows its own). The tests lint or scan every example, so
/// each one does what it says.
///
/// An Info.plist example is the keys of the Info.plist's top-level `<dict>`; a scenario example
/// is a whole scenario; a source example (`.swift`, `.m`, `.storyboard`) is a file of an iPhone
/// app target with a deployment target of iOS 17 whose Info.plist is clean.
public enum RuleExamples {
  /// One file of an example.
  public struct File: Hashable, Sendable {
    /// Its name: `Info.plist`, `scenario.yaml`, `Player.swift`, `Main.storyboard`…
    public var name: String
    /// Its text.
    public var text: String

    public init(_ name: String, _ text: String) {
      self.name = name
      self.text = text
    }
  }

  /// An example: one file or a few.
  public struct Example: Hashable, Sendable {
    public var files: [File]

    public init(_ files: File...) { self.files = files }
  }

  /// A rule's two examples.
  public struct Pair: Hashable, Sendable {
    /// Code or settings the rule reports.
    public var triggers: Example
    /// The same written so that it does not.
    public var passes: Example
  }

  /// A scenario on an iPhone 15 in iOS 17 whose app allows the given orientations (portrait and
  /// landscape by default) and has the other `app:` keys given (`delegateMask: portrait`), with
  /// the given controllers, root and steps.
  private static func scenario(
    ios: String = "17.0", device: String = "iphone-15",
    app: String =
      "UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight",
    appKeys: [String] = [], controllers: String,
    root: String, steps: String = "  - launch: portrait\n  - rotate: landscapeLeft\n  - wait: 1\n"
  ) -> Example {
    Example(
      File(
        "scenario.yaml",
        """
        swivel: 1
        ios: "\(ios)"
        device: \(device)
        app:
          UISupportedInterfaceOrientations: [\(app)]\(appKeys.map { "\n  " + $0 }.joined())
        controllers:
        \(controllers)
        window: {root: \(root)}
        steps:
        \(steps)
        """))
  }

  private static func plist(_ keys: String) -> Example { Example(File("Info.plist", keys)) }

  private static let portraitAndLandscape = """
    <key>UISupportedInterfaceOrientations</key>
    <array>
      <string>UIInterfaceOrientationPortrait</string>
      <string>UIInterfaceOrientationLandscapeLeft</string>
      <string>UIInterfaceOrientationLandscapeRight</string>
    </array>
    """

  private static let allFourOnIPad = """
    <key>UIDeviceFamily</key>
    <array><integer>2</integer></array>
    <key>UILaunchStoryboardName</key>
    <string>LaunchScreen</string>
    <key>UISupportedInterfaceOrientations~ipad</key>
    <array>
      <string>UIInterfaceOrientationPortrait</string>
      <string>UIInterfaceOrientationPortraitUpsideDown</string>
      <string>UIInterfaceOrientationLandscapeLeft</string>
      <string>UIInterfaceOrientationLandscapeRight</string>
    </array>
    """

  private static func storyboard(style: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="feed">
      <scenes>
        <scene sceneID="s1"><objects>
          <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
            <connections>
              <segue destination="player" kind="presentation"\(style) id="p1"/>
            </connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="player" customClass="PlayerViewController" sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  private static let controllers = File(
    "Controllers.swift",
    """
    import UIKit

    final class FeedViewController: UIViewController {}

    final class PlayerViewController: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }
    """)

  private static let setter =
    #"UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")"#
  private static let geometryRequest =
    "view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))"
  private static let suppression = "// swivel:disable:next device-orientation-setter -- the iOS 15 path"

  /// `Player.swift`: a player controller that lays its view out for each new size, as UIKit
  /// asks from iOS 8 and as resizable scenes need from iOS 27.
  private static let layoutOnTransition = Example(
    File(
      "Player.swift",
      """
      import UIKit

      final class PlayerViewController: UIViewController {
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
          super.viewWillTransition(to: size, with: coordinator)
          coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
        }
      }
      """))

  /// `Player.swift`: a player controller whose one method runs these lines.
  private static func swiftPlayer(method: String, body: [String]) -> Example {
    let lines = body.map { "    " + $0 }.joined(separator: "\n")
    return Example(
      File(
        "Player.swift",
        """
        import UIKit

        final class PlayerViewController: UIViewController {
          func \(method)() {
        \(lines)
          }
        }
        """))
  }

  /// `Player.m`: a player controller whose mask is the given constant.
  private static func objectiveCPlayer(returning constant: String) -> Example {
    objectiveCPlayer(
      methods: """
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
          return \(constant);
        }
        """)
  }

  /// `Player.m`: a player controller implementing the given methods.
  private static func objectiveCPlayer(methods: String) -> Example {
    Example(
      File(
        "Player.m",
        """
        #import <UIKit/UIKit.h>

        @interface PlayerViewController : UIViewController
        @end

        @implementation PlayerViewController
        \(methods)
        @end
        """))
  }

  /// Every rule's pair, by rule id.
  public static let all: [String: Pair] = [
    "misspelled-key": Pair(
      triggers: plist(
        portraitAndLandscape.replacing("UISupportedInterfaceOrientations", with: "UISupportedInterfaceOrientation")),
      passes: plist(portraitAndLandscape)),
    "unknown-orientation-value": Pair(
      triggers: plist(portraitAndLandscape.replacing("OrientationPortrait<", with: "OrientationPortait<")),
      passes: plist(portraitAndLandscape)),
    "unexpanded-build-setting": Pair(
      triggers: plist(
        portraitAndLandscape.replacing("UIInterfaceOrientationLandscapeRight", with: "$(EXTRA_ORIENTATION)")),
      passes: plist(portraitAndLandscape)),
    "not-a-boolean": Pair(
      triggers: plist(portraitAndLandscape + "\n<key>UIRequiresFullScreen</key>\n<string>YES</string>"),
      passes: plist(portraitAndLandscape + "\n<key>UIRequiresFullScreen</key>\n<true/>")),
    "app-supports-no-orientation": Pair(
      triggers: scenario(
        app: "UIInterfaceOrientationPortraitUpsideDown", controllers: "  feed: {}", root: "feed",
        steps: "  - launch: portrait\n"),
      passes: scenario(controllers: "  feed: {}", root: "feed", steps: "  - launch: portrait\n")),
    "no-common-orientation": Pair(
      triggers: scenario(
        app: "UIInterfaceOrientationPortrait", controllers: "  player: {supported: landscape}", root: "player"),
      passes: scenario(
        app: "UIInterfaceOrientationPortrait", controllers: "  player: {supported: portrait}", root: "player")),
    "preferred-orientation-unsupported": Pair(
      triggers: scenario(
        controllers: "  feed: {}\n  player: {supported: landscape, preferredForPresentation: portrait}", root: "feed",
        steps: "  - launch: portrait\n  - present: {controller: player, style: fullScreen}\n"),
      passes: scenario(
        controllers: "  feed: {}\n  player: {supported: landscape, preferredForPresentation: landscapeRight}",
        root: "feed", steps: "  - launch: portrait\n  - present: {controller: player, style: fullScreen}\n")),
    "ipad-multitasking-orientations": Pair(
      triggers: plist(
        allFourOnIPad.replacing("  <string>UIInterfaceOrientationPortraitUpsideDown</string>\n", with: "")),
      passes: plist(allFourOnIPad)),
    "launch-screen-missing": Pair(
      triggers: plist(
        allFourOnIPad.replacing("<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>\n", with: "")),
      passes: plist(allFourOnIPad)),
    "requires-full-screen-deprecated": Pair(
      triggers: plist(allFourOnIPad + "\n<key>UIRequiresFullScreen</key>\n<true/>"),
      passes: plist(allFourOnIPad)),
    "interface-orientation-ignored": Pair(
      triggers: plist(
        portraitAndLandscape
          + "\n<key>UIInterfaceOrientation</key>\n<string>UIInterfaceOrientationLandscapeRight</string>"),
      passes: plist(portraitAndLandscape)),
    "upside-down-without-home-button": Pair(
      triggers: scenario(
        app: "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown", controllers: "  feed: {}",
        root: "feed"),
      passes: scenario(app: "UIInterfaceOrientationPortrait", controllers: "  feed: {}", root: "feed")),
    "container-ignores-children": Pair(
      triggers: scenario(
        controllers: "  list: {supported: portrait}\n  nav: {kind: navigation, children: [list]}", root: "nav"),
      passes: scenario(
        controllers: "  list: {supported: portrait}\n  nav: {kind: navigation, children: [list], supported: portrait}",
        root: "nav")),
    "should-autorotate-ignored": Pair(
      triggers: scenario(controllers: "  player: {shouldAutorotate: false}", root: "player"),
      passes: scenario(ios: "15.0", controllers: "  player: {shouldAutorotate: false}", root: "player")),
    "device-never-ran-era": Pair(
      triggers: scenario(ios: "8.0", controllers: "  feed: {}", root: "feed"),
      passes: scenario(controllers: "  feed: {}", root: "feed")),
    "api-ignored-in-era": Pair(
      triggers: scenario(
        controllers: "  feed: {}", root: "feed",
        steps: "  - launch: portrait\n  - setDeviceOrientation: landscapeLeft\n"),
      passes: scenario(
        controllers: "  feed: {}", root: "feed",
        steps: "  - launch: portrait\n  - requestGeometryUpdate: landscapeLeft\n")
    ),
    "mask-never-asked": Pair(
      triggers: scenario(
        controllers: "  feed: {}\n  settings: {supported: portrait}", root: "feed",
        steps: "  - launch: portrait\n  - present: {controller: settings, style: pageSheet}\n"),
      passes: scenario(
        controllers: "  feed: {}\n  settings: {supported: portrait}", root: "feed",
        steps: "  - launch: portrait\n  - present: {controller: settings, style: fullScreen}\n")),
    "deprecated-rotation-api": Pair(
      triggers: Example(
        File(
          "Player.swift",
          """
          import UIKit

          final class PlayerViewController: UIViewController {
            override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
              super.willRotate(to: toInterfaceOrientation, duration: duration)
              view.setNeedsLayout()
            }
          }
          """)),
      passes: layoutOnTransition),
    "answer-has-side-effects": Pair(
      triggers: objectiveCPlayer(
        methods: """
          - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            [self layoutControls];
            return UIInterfaceOrientationMaskAll;
          }
          """),
      passes: objectiveCPlayer(
        methods: """
          - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskAll;
          }
          - (void)viewWillLayoutSubviews {
            [super viewWillLayoutSubviews];
            [self layoutControls];
          }
          """)),
    "attempt-rotation-deprecated": Pair(
      triggers: swiftPlayer(method: "unlock", body: ["UIViewController.attemptRotationToDeviceOrientation()"]),
      passes: swiftPlayer(method: "unlock", body: ["setNeedsUpdateOfSupportedInterfaceOrientations()"])),
    "device-orientation-setter": Pair(
      triggers: swiftPlayer(method: "enterFullScreen", body: [setter]),
      passes: swiftPlayer(method: "enterFullScreen", body: [geometryRequest])),
    "sheet-does-not-decide": Pair(
      triggers: Example(File("Main.storyboard", storyboard(style: "")), controllers),
      passes: Example(File("Main.storyboard", storyboard(style: " modalPresentationStyle=\"fullScreen\"")), controllers)
    ),
    "orientation-returned-as-mask": Pair(
      triggers: objectiveCPlayer(returning: "UIInterfaceOrientationLandscapeLeft"),
      passes: objectiveCPlayer(returning: "UIInterfaceOrientationMaskLandscapeLeft")),
    "file-not-read": Pair(
      triggers: Example(
        File(
          "Main.storyboard",
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n"
        )),
      passes: Example(File("Main.storyboard", storyboard(style: " modalPresentationStyle=\"fullScreen\"")))),
    "scene-life-cycle-required": Pair(
      triggers: plist(portraitAndLandscape),
      passes: plist(
        portraitAndLandscape
          + "\n<key>UIApplicationSceneManifest</key>\n<dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>"
      )),
    "app-delegate-mask-deprecated": Pair(
      triggers: scenario(ios: "27.1", appKeys: ["delegateMask: portrait"], controllers: "  feed: {}", root: "feed"),
      passes: scenario(
        ios: "27.1", appKeys: ["delegateMask: portrait", "sceneDelegateMask: portrait"], controllers: "  feed: {}",
        root: "feed")),
    "lock-ignored-when-resizable": Pair(
      triggers: Example(
        File(
          "Player.swift",
          """
          import UIKit

          final class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
          }
          """)),
      passes: layoutOnTransition),
    "unused-suppression": Pair(
      triggers: swiftPlayer(method: "enterFullScreen", body: [suppression, geometryRequest]),
      passes: swiftPlayer(method: "enterFullScreen", body: [suppression, setter])),
  ]
}
