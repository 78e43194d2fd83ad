import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// Safe areas and the status bar's visibility in played scenarios (Scenario reference, sections 5
/// to 7), and the clear errors for bad input.
@Suite struct SafeAreaAndStatusBarTests {
  static let allButUpsideDown =
    "app:\n  UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]\n"

  static func kinds(_ run: ScenarioRun, _ names: Set<String>) -> [String] {
    run.events.filter { names.contains($0.kind.name) }.map { event in
      let controller = event.fields.first { $0.key == "controller" }?.value.description
      return event.kind.name + (controller.map { " " + $0 } ?? "")
    }
  }

  // UIKit updates the safe area in the layout pass, just before viewWillLayoutSubviews:
  // haomeiwen.com/subject/aedzsqtx.html logs "viewDidLoad, viewWillAppear,
  // viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidAppear".
  @Test func viewSafeAreaInsetsDidChangeComesJustBeforeViewWillLayoutSubviews() throws {
    let run = try play(
      "controllers: {feed: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - wait: 1\n", ios: "11.0",
      device: "iphone-x")
    #expect(
      Self.kinds(
        run,
        ["viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "viewDidAppear"])
        == [
          "viewDidLoad feed", "viewWillAppear feed", "viewSafeAreaInsetsDidChange feed", "viewWillLayoutSubviews feed",
          "viewDidAppear feed",
        ])
  }

  // A rotation that changes the insets: the status bar hides as it turns (Apple,
  // prefersStatusBarHidden: hidden when vertically compact from iOS 8), then, in the layout, the
  // new insets just before viewWillLayoutSubviews (the order above); a half turn changes nothing.
  @Test func aRotationChangesTheInsetsInItsLayoutAndAHalfTurnDoesNot() throws {
    let run = try play(
      Self.allButUpsideDown
        + "controllers: {feed: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - expect: {}\n  - rotate: landscapeLeft\n  - wait: 1\n  - expect: {safeAreaInsets: {feed: [0, 44, 21, 44]}, statusBarHidden: true}\n  - rotate: landscapeRight\n  - wait: 1\n  - expect: {noEvents: [{kind: viewSafeAreaInsetsDidChange}], safeAreaInsets: {feed: [0, 44, 21, 44]}}\n",
      ios: "13.0", device: "iphone-x")
    #expect(run.failureMessages.isEmpty)
    let turn = run.events.drop { $0.kind.name != "viewWillTransitionToSize" }
    let order = turn.map(\.kind.name).filter {
      [
        "viewWillTransitionToSize", "statusBarOrientationDidChange", "statusBarHiddenDidChange",
        "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
      ].contains($0)
    }
    #expect(
      Array(order.prefix(6)) == [
        "viewWillTransitionToSize", "statusBarOrientationDidChange", "statusBarHiddenDidChange",
        "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
      ])
    #expect(run.events(named: "statusBarHiddenDidChange").count == 1)
  }

  // Apple, UIView.safeAreaInsets: iOS 11.0+. Before, no safe area: nothing is traced.
  @Test func beforeIOS11ThereIsNoSafeAreaCallback() throws {
    let run = try play(
      "controllers: {feed: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - rotate: landscapeLeft\n  - wait: 1\n",
      ios: "10.0")
    #expect(run.events(named: "viewSafeAreaInsetsDidChange").isEmpty)
    #expect(run.events(named: "statusBarHiddenDidChange").count == 1)
  }

  // Apple, childForStatusBarHidden: "To specify that a child view controller should control
  // preferred status bar hidden/unhidden state, implement the childForStatusBarHidden method";
  // the chain is followed, and a set: stands for setNeedsStatusBarAppearanceUpdate().
  @Test func theChildNamedByChildForStatusBarHiddenDecides() throws {
    let body =
      "controllers:\n  nav: {kind: navigation, children: [page], childForStatusBarHidden: page}\n  page: {childForStatusBarHidden: inner}\n  inner: {prefersStatusBarHidden: true}\nwindow: {root: nav}\nsteps:\n  - launch: portrait\n  - expect: {statusBarHidden: true, safeAreaInsets: {nav: [0, 0, 0, 0]}}\n  - set: {controller: inner, prefersStatusBarHidden: false}\n  - expect: {statusBarHidden: false, safeAreaInsets: {nav: [20, 0, 0, 0]}, events: [{kind: statusBarHiddenDidChange, hidden: false}, {kind: viewSafeAreaInsetsDidChange, controller: nav, insets: [20, 0, 0, 0]}]}\n"
    let run = try play(body, ios: "12.0")
    #expect(run.failureMessages.isEmpty)
  }

  // UIKit's navigation controller does not hand the question to its top controller: "the
  // system calls the prefersStatusBarHidden of the window's rootViewController", and apps
  // override childViewControllerForStatusBarHidden to return topViewController
  // (blog.csdn.net/WLQ861025/article/details/50457373).
  @Test func aNavigationControllerAnswersItselfUnlessItNamesAChild() throws {
    let body =
      "controllers:\n  nav: {kind: navigation, children: [page]}\n  page: {prefersStatusBarHidden: true}\nwindow: {root: nav}\nsteps:\n  - launch: portrait\n  - expect: {statusBarHidden: false}\n  - set: {controller: nav, childForStatusBarHidden: page}\n  - expect: {statusBarHidden: true}\n"
    #expect(try play(body, ios: "12.0").failureMessages.isEmpty)
  }

  // A chain that comes back on itself stops there instead of looping.
  @Test func aChildForStatusBarHiddenCycleStops() throws {
    let body =
      "controllers:\n  a: {childForStatusBarHidden: b, prefersStatusBarHidden: false}\n  b: {childForStatusBarHidden: a, prefersStatusBarHidden: true}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - expect: {statusBarHidden: true}\n"
    #expect(try play(body, ios: "12.0").failureMessages.isEmpty)
  }

  // A failing expectation says what was found.
  @Test func aWrongExpectationSaysWhatWasFound() throws {
    let run = try play(
      "controllers: {feed: {}, other: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - expect: {statusBarHidden: true, safeAreaInsets: {feed: [44, 0, 34, 0], other: [0, 0, 0, 0]}}\n",
      ios: "12.0")
    #expect(
      run.failureMessages == [
        "test.yaml:8: expected statusBarHidden true, got the status bar shows",
        "test.yaml:8: expected safe-area insets of feed [44, 0, 34, 0], got [20, 0, 0, 0]",
        "test.yaml:8: expected safe-area insets of other [0, 0, 0, 0], got controller other is not on screen (its view is not in the key window)",
      ])
  }

  static func loadError(_ body: String, ios: String = "12.0", device: String = "iphone-8") -> String {
    FirstVersionTests.loadError(body, ios: ios, device: device)
  }

  static let root = "controllers: {feed: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n"

  // Apple, UIView.safeAreaInsets: iOS 11.0+: a safeAreaInsets expectation before is refused at
  // load, at its line, with what to write instead.
  @Test func safeAreaInsetsBeforeIOS11IsRefused() {
    #expect(
      Self.loadError(Self.root + "  - expect: {safeAreaInsets: {feed: [20, 0, 0, 0]}}\n", ios: "10.3")
        == "t.yaml:8:31: error: safeAreaInsets is available from iOS 11.0; this scenario reproduces iOS 10.3 in step 2 (expect); expected ios: \"11.0\" or later, or no safeAreaInsets (there is no safe area)"
    )
  }

  @Test func safeAreaInsetsOnADeviceWithoutFiguresIsRefused() {
    #expect(
      Self.loadError(
        Self.root + "  - expect: {safeAreaInsets: {feed: [62, 0, 34, 0]}}\n", ios: "18.0", device: "iphone-16-pro")
        == "t.yaml:8:31: error: no safe-area figures for device iphone-16-pro on iOS 18.0 in step 2 (expect); expected a device whose figures Swivel knows (swivel devices lists them), or no safeAreaInsets"
    )
  }

  @Test(arguments: [
    (
      "  - expect: {safeAreaInsets: {feed: [20, 0, 0]}}\n",
      "t.yaml:8:37: error: safe-area insets of controller 'feed' in step 2 (expect) is a list of 3; expected [top, left, bottom, right]: a list of 4 numbers"
    ),
    (
      "  - expect: {safeAreaInsets: {feed: [20, 0, -1, 0]}}\n",
      "t.yaml:8:37: error: a negative inset in safe-area insets of controller 'feed' in step 2 (expect); expected insets of 0 or more"
    ),
    (
      "  - expect: {safeAreaInsets: {fed: [20, 0, 0, 0]}}\n",
      "t.yaml:8:31: error: unknown controller 'fed' in safeAreaInsets of step 2 (expect) (did you mean 'feed'?); expected one of the declared controllers: feed"
    ),
    (
      "  - expect: {safeAreaInsets: {}}\n",
      "t.yaml:8:30: error: an empty safeAreaInsets in step 2 (expect); expected a controller's insets, such as safeAreaInsets: {feed: [44, 0, 34, 0]}"
    ),
    (
      "  - expect: {safeAreaInsets: [20, 0, 0, 0]}\n",
      "t.yaml:8:30: error: safeAreaInsets of step 2 (expect) is a list; expected a mapping of keys to values"
    ),
    (
      "  - expect: {statusBarHidden: maybe}\n",
      "t.yaml:8:31: error: statusBarHidden of step 2 (expect) is a string ('maybe'); expected true or false"
    ),
    (
      "  - expect: {events: [{kind: statusBarHiddenDidChange, hidden: 1}]}\n",
      "t.yaml:8:64: error: hidden of pattern 1 of events of step 2 (expect) is a number (1); expected true or false"
    ),
  ])
  func aBadExpectationIsAClearError(step: String, message: String) {
    #expect(Self.loadError(Self.root + step).hasPrefix(message), "\(Self.loadError(Self.root + step))")
  }

  @Test(arguments: [
    (
      "feed: {prefersStatusBarHidden: 3}",
      "t.yaml:4:46: error: prefersStatusBarHidden of controller 'feed' is a number (3); expected true or false"
    ),
    (
      "feed: {childForStatusBarHidden: nope}",
      "t.yaml:4:47: error: unknown controller 'nope' in childForStatusBarHidden of controller 'feed'; expected one of the declared controllers: feed"
    ),
  ])
  func aBadControllerKeyIsAClearError(controller: String, message: String) {
    let body = "controllers: {\(controller)}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n"
    #expect(Self.loadError(body).hasPrefix(message), "\(Self.loadError(body))")
  }
}
