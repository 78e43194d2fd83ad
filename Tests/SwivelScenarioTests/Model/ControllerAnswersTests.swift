import SwivelCore
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

  // UIKit: UIViewAutoresizing's bits, flexibleLeftMargin = 1 << 0 … flexibleBottomMargin = 1 << 5.
  @Test func autoresizingKeepsUIKitsBits() {
    #expect(ViewSpecification.Autoresizing.named.map(\.value.rawValue) == [1, 2, 4, 8, 16, 32])
    #expect(ViewSpecification.Autoresizing(name: "flexibleHeight") == .flexibleHeight)
    #expect(ViewSpecification.Autoresizing(name: "FlexibleHeight") == nil)
  }
}
