import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct ControllerAnswersTests {
  static let here = SourceLocation(file: "s.yaml", line: 1, column: 1)

  @Test func aSetChangesOnlyTheAnswersItGives() {
    let before = ControllerAnswers(
      supported: Located(.portrait, at: Self.here), shouldAutorotate: Located(false, at: Self.here))
    let after = before.merging(ControllerAnswers(supported: Located(.all, at: Self.here)))
    #expect(after.supported?.value == .all)
    #expect(after.shouldAutorotate?.value == false)
  }

  @Test func theClassNameAndKindDefaultToTheIdAndAPlainController() {
    let controller = ControllerSpecification(id: "feed", location: Self.here)
    #expect(controller.resolvedClassName == "feed")
    #expect(controller.resolvedKind == .viewController)
    #expect(!ControllerKind.viewController.isContainer)
    #expect(ControllerKind.navigation.isContainer)
  }

  @Test func viewsListThemselvesThenTheirSubviewsDepthFirst() {
    let tree = ViewSpecification(
      id: "a", location: Self.here,
      subviews: [
        ViewSpecification(id: "b", location: Self.here, subviews: [ViewSpecification(id: "c", location: Self.here)]),
        ViewSpecification(id: "d", location: Self.here),
      ])
    #expect(tree.selfAndDescendants.map(\.id) == ["a", "b", "c", "d"])
  }

  // UIKit: UIViewAutoresizing's bits, flexibleLeftMargin = 1 << 0 … flexibleBottomMargin = 1 << 5;
  // the model holds SwivelKit's mask itself, so the loaded bits are the ones the views use.
  @Test func autoresizingIsSwivelKitsMaskWithUIKitsBits() throws {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(
      yaml:
        "swivel: 1\ndevice: iphone-8\ncontrollers:\n  a:\n    views: [{id: v, autoresizing: [flexibleWidth, flexibleBottomMargin]}]\n",
      file: "s.yaml")
    let mask: AutoresizingMask? = scenario.allViews.first?.autoresizing?.value
    #expect(mask?.rawValue == UInt(2 + 32))
    #expect(mask == [.flexibleWidth, .flexibleBottomMargin])
  }
}
