import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct OrientationAnswersTests {
  @Test func absentOverridesAreNil() {
    let answers = OrientationAnswers(id: "feed")
    #expect(answers.className == "feed")
    #expect(answers.supportedInterfaceOrientations == nil)
    #expect(answers.shouldAutorotate)
    #expect(answers.preferredInterfaceOrientationForPresentation == nil)
    #expect(answers.legacyAutorotateOrientations == nil)
    #expect(answers.container == nil)
  }

  // The answers share their storage between copies; a setter must not reach other copies.
  @Test func settersKeepValueSemantics() {
    let original = OrientationAnswers(
      id: "feed", className: "FeedViewController", supportedInterfaceOrientations: .portrait)
    var changed = original
    changed.supportedInterfaceOrientations = .all
    changed.shouldAutorotate = false
    changed.className = "OtherViewController"
    #expect(original.supportedInterfaceOrientations == .portrait)
    #expect(original.shouldAutorotate)
    #expect(original.className == "FeedViewController")
    #expect(changed.supportedInterfaceOrientations == .all)
    #expect(original != changed)
  }

  @Test func equalityAndHashAreByValue() {
    let first = OrientationAnswers(id: "feed", supportedInterfaceOrientations: .portrait)
    let second = OrientationAnswers(id: "feed", supportedInterfaceOrientations: .portrait)
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    #expect(first != OrientationAnswers(id: "feed", supportedInterfaceOrientations: .all))
  }

  @Test func identityNamesIdAndClass() {
    let answers = OrientationAnswers(id: "feed", className: "FeedViewController")
    #expect(answers.identity == ControllerIdentity(id: "feed", className: "FeedViewController"))
    #expect(answers.identity != ControllerIdentity(id: "feed", className: "Other"))
    #expect(answers.identity.description == "feed")
  }

  @Test func navigationShowsItsTopAndTabBarItsSelection() {
    let a = OrientationAnswers(id: "a"), b = OrientationAnswers(id: "b")
    #expect(ContainerAnswers(kind: .navigation, children: [a, b]).visibleChild?.id == "b")
    #expect(ContainerAnswers(kind: .navigation, children: []).visibleChild == nil)
    #expect(ContainerAnswers(kind: .tabBar, children: [a, b], selectedIndex: 0).visibleChild?.id == "a")
  }
}
