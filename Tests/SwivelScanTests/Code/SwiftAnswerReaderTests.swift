import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// What a Swift getter answers, read per device family: idiom tests, `super`, forwarding and masks
/// built from constants.
@Suite struct SwiftAnswerReaderTests {
  private func supported(_ body: String, superclass: String = "UIViewController") -> OrientationAnswer? {
    let facts = SwiftSourceReader.read(
      "class C: \(superclass) {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n\(body)\n  }\n}",
      file: "C.swift")
    return facts.controllers.first?.supportedAnswer
  }

  // UIKit tells the families apart by UIDevice's and the trait collection's userInterfaceIdiom
  // (Apple, UIUserInterfaceIdiom: .phone, .pad); apps test it in every shape Swift allows.
  @Test(arguments: [
    "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
    "return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all",
    "if UIDevice.current.userInterfaceIdiom == .pad { return .all }\nreturn .portrait",
    "if UIDevice.current.userInterfaceIdiom == .pad { return .all } else { return .portrait }",
    "if traitCollection.userInterfaceIdiom != .pad { return .portrait }\nreturn .all",
    "guard UIDevice.current.userInterfaceIdiom == .pad else { return .portrait }\nreturn .all",
    "switch UIDevice.current.userInterfaceIdiom {\ncase .pad: return .all\ndefault: return .portrait\n}",
    "switch UIDevice.current.userInterfaceIdiom {\ncase .phone: return .portrait\ncase .pad: return .all\ndefault: return .all\n}",
    "let isPad = UIDevice.current.userInterfaceIdiom == .pad\nreturn isPad ? .all : .portrait",
    "UIDevice.current.isPad ? .all : .portrait",
    "isIPhone() ? .portrait : .all",
    "UI_USER_INTERFACE_IDIOM() == .pad ? .all : [.portrait]",
    "(UIDevice.current.userInterfaceIdiom == .pad) ? UIInterfaceOrientationMask.all : .portrait",
  ])
  func anIdiomTestGivesOneAnswerPerFamily(body: String) {
    #expect(supported(body) == .byFamily(phone: .mask(.portrait), pad: .mask(.all)))
  }

  @Test func anIdiomTestWithTheSameAnswerOnBothIsAConstant() {
    #expect(supported("UIDevice.current.userInterfaceIdiom == .pad ? .portrait : .portrait") == .mask(.portrait))
  }

  // A test of anything else is the app's state: unknown, unless every branch gives the same.
  @Test func aTestOfTheAppsStateDependsUnlessBothBranchesAgree() {
    #expect(supported("isLocked ? .portrait : .all") == .depends)
    #expect(supported("if isLocked { return .portrait }\nreturn .all") == .depends)
    #expect(supported("if isLocked { return .portrait }\nreturn .portrait") == .mask(.portrait))
    #expect(supported("if #available(iOS 16, *) { return .portrait } else { return .all }") == .depends)
    #expect(
      supported("UIDevice.current.userInterfaceIdiom == .pad && isLocked ? .portrait : .all")
        == .byFamily(phone: .mask(.all), pad: .depends))
  }

  // UIInterfaceOrientationMask is an OptionSet (Apple): its set algebra gives constants too.
  @Test(
    arguments: zip(
      [
        ".all.subtracting(.portraitUpsideDown)", "UIInterfaceOrientationMask.portrait.union(.landscapeLeft)",
        "UIInterfaceOrientationMask([.portrait, .landscapeRight])", "UIInterfaceOrientationMask(rawValue: 26)",
        ".all.intersection(.landscape)", "[.portrait, .portraitUpsideDown].symmetricDifference(.portrait)",
      ],
      [
        InterfaceOrientationMask.allButUpsideDown, [.portrait, .landscapeLeft], [.portrait, .landscapeRight],
        .allButUpsideDown, .landscape, .portraitUpsideDown,
      ]))
  func setAlgebraOfConstantsIsAConstant(body: String, mask: InterfaceOrientationMask) {
    #expect(supported(body) == .mask(mask))
  }

  // super's answer is the superclass's (The Swift Programming Language, "Inheritance": "Accessing
  // Superclass Methods, Properties, and Subscripts"), and a container may answer with a child's.
  @Test func superAndForwardingAreKnownAsSuch() {
    #expect(supported("super.supportedInterfaceOrientations") == .inherited)
    #expect(
      supported("UIDevice.current.userInterfaceIdiom == .pad ? super.supportedInterfaceOrientations : .portrait")
        == .byFamily(phone: .mask(.portrait), pad: .inherited))
    #expect(
      supported("topViewController?.supportedInterfaceOrientations ?? .portrait", superclass: "UINavigationController")
        == .forwards(to: "topViewController"))
    #expect(
      supported("self.selectedViewController?.supportedInterfaceOrientations ?? .all", superclass: "UITabBarController")
        == .forwards(to: "selectedViewController"))
    #expect(
      supported("presentedViewController?.supportedInterfaceOrientations ?? .all")
        == .forwards(to: "presentedViewController"))
    #expect(
      supported("children.last?.supportedInterfaceOrientations ?? .all") == .forwards(to: "children.last"))
    // Any controller the class holds is forwarded to (rileytestut/Delta's launch controller asks
    // its game controller); what is no path of names is not.
    #expect(supported("player.supportedInterfaceOrientations") == .forwards(to: "player"))
    #expect(
      supported("self.gameViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations")
        == .forwards(to: "gameViewController"))
    #expect(supported("makePlayer().supportedInterfaceOrientations") == .depends)
    #expect(supported("players[0].supportedInterfaceOrientations") == .depends)
  }

  // A getter that forwards under an optional binding forwards as one with `?.` and `??` does
  // (Automattic/pocket-casts-ios's navigation controller: `if let topViewController =
  // topViewController { return topViewController.supportedInterfaceOrientations }`, then
  // `.portrait`). A binding with another condition beside it is not read so.
  @Test(arguments: [
    "if let topViewController = topViewController {\nreturn topViewController.supportedInterfaceOrientations\n}\nreturn .portrait",
    "if let top = self.topViewController { return top.supportedInterfaceOrientations }\nreturn .portrait",
    "if let topViewController { return topViewController.supportedInterfaceOrientations } else { return .all }",
    "guard let top = topViewController else { return .portrait }\nreturn top.supportedInterfaceOrientations",
  ])
  func forwardingUnderAnOptionalBindingIsForwarding(body: String) {
    #expect(supported(body, superclass: "UINavigationController") == .forwards(to: "topViewController"))
  }

  @Test func aBindingBesideAnotherConditionIsNoForwarding() {
    #expect(
      supported(
        "if let top = topViewController, locked { return top.supportedInterfaceOrientations }\nreturn .portrait")
        == .depends)
    #expect(
      supported("if let top = makeTop() { return top.supportedInterfaceOrientations }\nreturn .portrait") == .depends)
  }

  @Test func forwardingGivesTheScenariosForwardsKey() {
    #expect(OrientationAnswer.forwards(to: "topViewController").scenarioForwarding == "top")
    #expect(OrientationAnswer.forwards(to: "selectedViewController").scenarioForwarding == "top")
    #expect(OrientationAnswer.forwards(to: "presentedViewController").scenarioForwarding == "presented")
    // Apple, UINavigationController.visibleViewController: the presented controller if any, else the top one.
    #expect(OrientationAnswer.forwards(to: "visibleViewController").scenarioForwarding == "[presented, top]")
  }

  // preferredInterfaceOrientationForPresentation per family: `.portrait` is the orientation there.
  @Test func thePreferredOrientationIsReadPerFamily() throws {
    let facts = SwiftSourceReader.read(
      """
      class C: UIViewController {
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
          UIDevice.current.userInterfaceIdiom == .pad ? .landscapeLeft : .portrait
        }
      }
      """, file: "C.swift")
    let controller = try #require(facts.controllers.first)
    #expect(controller.preferredOrientation(on: .phone) == .portrait)
    #expect(controller.preferredOrientation(on: .pad) == .landscapeLeft)
    #expect(controller.preferred == "phone: portrait; pad: landscapeLeft")
  }

  // Sources can say anything: nesting deeper than followed is `depends`, never a crash.
  @Test func deepNestingDepends() {
    let nested = String(repeating: "(", count: 30) + ".portrait" + String(repeating: ")", count: 30)
    #expect(supported(nested) == .depends)
    let ternaries = (0..<30).map { _ in "isPad ? .all : " }.joined() + ".portrait"
    #expect(supported(ternaries) != nil)
  }
}
