import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// A controller graph that UIKit refuses gets UIKit's exception, traced as `error`, and the
/// scenario ends as an uncaught exception ends the app; never a crash or a hang (issue 10).
@Suite struct ControllerGraphMisuseTests {
  static let stack = """
    controllers:
      feed: {}
      other: {}
      nav: {kind: navigation, children: [feed]}
      tabs: {kind: tabBar, children: [nav, other]}
    window: {root: tabs}
    steps:
      - launch: portrait

    """

  static func error(of run: ScenarioRun) -> RaisedException? { run.uncaughtError?.exception }

  // Pushing a navigation controller (UIKit: "Pushing a navigation controller is not supported",
  // NSInvalidArgumentException; skywinder/ActionSheetPicker-3.0#70). The stack's own navigation
  // controller traps no more (exit 132 before).
  @Test func pushingTheStacksOwnNavigationControllerRaises() throws {
    let run = try play(
      Self.stack
        + "  - push: {on: nav, controller: nav}\n  - expect: {error: {name: NSInvalidArgumentException, reason: \"Pushing a navigation controller is not supported\"}}\n"
    )
    #expect(run.failureMessages == [])
    #expect(
      run.events.contains {
        $0.kind
          == .error(name: "NSInvalidArgumentException", reason: "Pushing a navigation controller is not supported")
      })
  }

  // Pushing an ancestor of the stack would make the hierarchy a cycle.
  @Test func pushingAnAncestorRaisesAHierarchyInconsistency() throws {
    let run = try play(
      Self.stack
        + "  - push: {on: nav, controller: tabs}\n  - wait: 1\n  - rotate: landscapeLeft\n  - expect: {error: {name: UIViewControllerHierarchyInconsistency}}\n"
    )
    #expect(run.failureMessages == [])
    #expect(
      Self.error(of: run)?.reason
        == "child view controller:<tabs: tabs> should have parent view controller:(null) but requested parent is:<nav: nav>"
    )
    // The steps between the raising one and the expect did not run.
    #expect(run.steps[2].didRun == false && run.steps[3].didRun == false)
  }

  // The same instance twice, in the era's words (artsy/eigen#1061 before iOS 13;
  // thexande/SwiftAlgorithms#31 from iOS 13).
  @Test(
    arguments: zip(
      ["6.0", "12.0", "13.0"],
      [
        "Pushing the same view controller instance more than once is not supported (<feed: feed>)",
        "Pushing the same view controller instance more than once is not supported (<feed: feed>)",
        "<nav: nav> is pushing the same view controller instance (<feed: feed>) more than once which is not supported and is most likely an error in the application",
      ]))
  func pushingAControllerAlreadyInTheStackRaisesInTheErasWords(ios: String, reason: String) throws {
    let run = try play(Self.stack + "  - push: {on: nav, controller: feed}\n", ios: ios)
    #expect(Self.error(of: run) == RaisedException(name: .invalidArgument, reason: reason))
  }

  @Test func pushingAControllerOfAnotherContainerRaises() throws {
    let run = try play(Self.stack + "  - push: {on: nav, controller: other}\n")
    #expect(Self.error(of: run)?.name == .viewControllerHierarchyInconsistency)
  }

  // Presenting the window's root over a sheet or a full-screen presentation never finished
  // before; UIKit refuses an active controller ("Application tried to present modally an active
  // controller", NSInvalidArgumentException; OpenTreeMap/otm-ios#362).
  @Test(arguments: ["pageSheet", "fullScreen", "overFullScreen"])
  func presentingTheWindowsRootAgainRaises(style: String) throws {
    let run = try play(
      "controllers: {feed: {}, sheet: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n"
        + "  - present: {controller: sheet, style: \(style)}\n  - wait: 1\n  - present: feed\n", ios: "13.0")
    #expect(
      Self.error(of: run)
        == RaisedException(
          name: .invalidArgument, reason: "Application tried to present modally an active controller <feed: feed>."))
  }

  @Test func presentingAControllerThatIsPresentingRaises() throws {
    let run = try play(
      "controllers: {feed: {}, a: {}, b: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n"
        + "  - present: a\n  - wait: 1\n  - present: b\n  - wait: 1\n  - present: a\n")
    #expect(Self.error(of: run)?.reason == "Application tried to present modally an active controller <a: a>.")
  }

  @Test func poppingTheLastControllerChangesNothing() throws {
    let run = try play(Self.stack + "  - pop: nav\n  - pop: nav\n  - expect: {noError: true}\n")
    #expect(run.failureMessages == [])
    #expect(!run.events.contains { if case .popped = $0.kind { true } else { false } })
  }

  // Declarations that can never work are refused at load, with file, line and column.
  @Test(arguments: [
    (
      "controllers:\n  feed: {}\n  inner: {kind: navigation, children: [feed]}\n  nav: {kind: navigation, children: [inner]}\nwindow: {root: nav}\n",
      "test.yaml:7:38: error: 'inner' is a navigation controller, which UIKit refuses in a navigation stack (NSInvalidArgumentException: Pushing a navigation controller is not supported) in children of controller 'nav'; expected controllers that are not navigation controllers"
    ),
    (
      "controllers:\n  feed: {alternateLandscape: wide}\n  wide: {alternateLandscape: feed}\nwindow: {root: feed}\n",
      "test.yaml:6:30: error: 'feed' is the window's root, which UIKit refuses to present (NSInvalidArgumentException: Application tried to present modally an active controller) in alternateLandscape of controller 'wide'; expected a controller that is not on screen, shown full screen in landscape"
    ),
    (
      "controllers:\n  nav: {kind: navigation, children: [nav]}\nwindow: {root: nav}\n",
      "test.yaml:5:38: error: controller 'nav' contains itself: nav → nav; expected containers to form a tree"
    ),
  ])
  func declarationsThatCanNeverWorkAreRefusedAtLoad(body: String, message: String) {
    #expect {
      _ = try play(body)
    } throws: { error in
      (error as? ScenarioError)?.description == message
    }
  }
}
