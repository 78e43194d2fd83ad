import SwivelCore
import Testing

@testable import SwivelScenario

@Suite struct LintSubjectTests {
  static func subject(_ yaml: String) throws -> LintSubject {
    LintSubject(scenario: try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "s.yaml"))
  }

  // Seed 000: "By default, view controllers on devices that use the iPad idiom support all four
  // orientations. On devices that use the iPhone idiom, all interface orientations but
  // upside-down portrait are supported."
  @Test(arguments: zip([UserInterfaceIdiom.pad, .phone], [InterfaceOrientationMask.all, .allButUpsideDown]))
  func theDefaultMaskDependsOnTheIdiom(idiom: UserInterfaceIdiom, mask: InterfaceOrientationMask) {
    #expect(LintSubject.defaultControllerMask(for: idiom) == mask)
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
