import SwivelCore
import Testing

@testable import SwivelScenario

@Suite struct LintSubjectTests {
  static func subject(_ yaml: String) throws -> LintSubject {
    LintSubject(scenario: try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "s.yaml"))
  }

  // Seed 000: "By default, view controllers on devices that use the iPad idiom support all four
  // orientations. On devices that use the iPhone idiom, all interface orientations but
  // upside-down portrait are supported"; before iOS 6, portrait only. Lint asks the policy.
  @Test(
    arguments: [
      ("iphone-8", "17.0", InterfaceOrientationMask.allButUpsideDown), ("ipad-9.7", "17.0", .all),
      ("iphone-8", "5.1", .portrait),
    ] as [(String, String, InterfaceOrientationMask)])
  func theDefaultMaskIsThePolicysForTheIdiomAndEra(device: String, era: String, mask: InterfaceOrientationMask) throws {
    let subject = try Self.subject("swivel: 1\nios: \"\(era)\"\ndevice: \(device)\ncontrollers: {a: {}}\n")
    let controller = try #require(subject.scenario?.controllers.first)
    let answer = try #require(subject.supportedInterfaceOrientations(of: controller, answers: controller.answers))
    #expect(answer.mask == mask)
    #expect(answer.declaredAt == nil)
    #expect(answer.location == controller.location)
  }

  // Seed 003: from iOS 6, legacy shouldAutorotateToInterfaceOrientation: answers become the mask.
  @Test func legacyAnswersAreTheMaskFromIOS6() throws {
    let subject = try Self.subject(
      "swivel: 1\nios: \"6.0\"\ndevice: iphone-8\ncontrollers: {a: {legacyAutorotate: landscape}}\n")
    let controller = try #require(subject.scenario?.controllers.first)
    let answer = try #require(subject.supportedInterfaceOrientations(of: controller, answers: controller.answers))
    #expect(answer.mask == .landscape)
    #expect(answer.declaredAt == controller.answers.legacyAutorotate?.location)
  }

  // Seed 001 and AppOrientationSettings: the delegate is asked from iOS 6 only.
  @Test func theDelegateMaskCountsFromIOS6() throws {
    let subject = try Self.subject(
      "swivel: 1\nios: \"5.1\"\ndevice: iphone-8\napp: {delegateMask: landscape, UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}\n"
    )
    #expect(subject.appMask(for: .phone)?.mask == .portrait)
  }

  // Apple, supportedInterfaceOrientations: "If your app supports multitasking, the system doesn't
  // call this method on your view controller"; from iOS 9 (SystemBehavior).
  @Test(arguments: zip(["9.0", "8.4"], [true, false]))
  func anIPadAppWithAllFourOrientationsMultitasksFromIOS9(era: String, multitasks: Bool) throws {
    let subject = try Self.subject("swivel: 1\nios: \"\(era)\"\ndevice: ipad-9.7\n")
    #expect(subject.isMultitasking(on: .pad) == multitasks)
    #expect(!subject.isMultitasking(on: .phone))
  }

  // Seed 001: the delegate's supportedInterfaceOrientationsForWindow: overrides Info.plist.
  @Test func theDelegateMaskComesFirst() throws {
    let subject = try Self.subject(
      "swivel: 1\ndevice: iphone-8\napp: {delegateMask: landscape, UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}\n"
    )
    #expect(subject.appMask(for: .phone)?.mask == .landscape)
  }

  @Test func theIdiomKeyComesBeforeThePlainKeyAndTheDefaultComesLast() throws {
    let subject = try Self.subject(
      """
      swivel: 1
      device: iphone-8
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        UISupportedInterfaceOrientations~iphone: [UIInterfaceOrientationLandscapeLeft]
      """)
    #expect(subject.appMask(for: .phone)?.mask == .landscapeLeft)
    #expect(subject.appMask(for: .pad)?.mask == .portrait)
    #expect(try Self.subject("swivel: 1\ndevice: iphone-8\n").appMask(for: .phone)?.mask == .allButUpsideDown)
  }

  @Test func anUnreadInfoPlistLeavesTheMaskUnknown() throws {
    let subject = try Self.subject("swivel: 1\ndevice: iphone-8\napp: {infoPlist: Info.plist}\n")
    #expect(!subject.hasAllKeys)
    #expect(subject.appMask(for: .phone) == nil)
  }

  @Test func theIdiomsAreTheDevicesAndThoseOfSuffixedKeys() throws {
    #expect(try Self.subject("swivel: 1\ndevice: iphone-8\n").idioms == [.phone])
    let both = try Self.subject(
      "swivel: 1\ndevice: iphone-8\napp: {UISupportedInterfaceOrientations~ipad: [UIInterfaceOrientationPortrait]}\n")
    #expect(both.idioms == [.phone, .pad])
  }

  @Test func setStepsAddStatesWithTheMergedAnswers() throws {
    let subject = try Self.subject(
      """
      swivel: 1
      device: iphone-8
      controllers: {feed: {supported: portrait, shouldAutorotate: false}}
      steps:
        - set: {controller: feed, supported: all}
      """)
    let states = subject.answerStates()
    #expect(states.count == 2)
    #expect(states[1].answers.supported?.value == .all)
    #expect(states[1].answers.shouldAutorotate?.value == false)
    #expect(states[1].concerns(\.supported))
    #expect(!states[1].concerns(\.legacyAutorotate))
  }
}
