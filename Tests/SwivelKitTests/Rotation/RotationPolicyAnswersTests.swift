import SwivelCore
import Testing

@testable import SwivelKit

/// What a controller answers, as the policy resolves it: the function lint calls.
@Suite struct RotationPolicyAnswersTests {
  private static let portrait = Fixtures.controller("feed", supported: .portrait, legacy: .portrait)
  private static let plain = Fixtures.controller("plain")

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var answers: OrientationAnswers
    var idiom: UserInterfaceIdiom
    var era: String
    var mask: InterfaceOrientationMask
    var source: RotationDecision.MaskSource
    var testDescription: String { "\(name) (iOS \(era))" }
  }

  static let cases: [Case] = [
    // Seed 000: iOS 6+ defaults, all four on iPad, all but upside down on iPhone.
    Case(
      name: "default on iPhone", answers: plain, idiom: .phone, era: "6.0", mask: .allButUpsideDown,
      source: .defaultForIdiom),
    Case(name: "default on iPad", answers: plain, idiom: .pad, era: "17.0", mask: .all, source: .defaultForIdiom),
    // Seed 000, iOS 5 and earlier: shouldAutorotateToInterfaceOrientation: answers YES for portrait only.
    Case(name: "legacy default", answers: plain, idiom: .pad, era: "5.1", mask: .portrait, source: .defaultForIdiom),
    // Seed 003: legacy answers become the mask from iOS 6 when supportedInterfaceOrientations is not overridden.
    Case(
      name: "legacy answers as a mask", answers: Fixtures.controller("old", legacy: .landscape), idiom: .phone,
      era: "6.0", mask: .landscape, source: .legacyAnswers),
    Case(name: "override", answers: portrait, idiom: .phone, era: "9.0", mask: .portrait, source: .overridden),
    // Seed 003: from iOS 6 UIKit's navigation controller does not ask its children.
    Case(
      name: "navigation answers for itself", answers: Fixtures.navigation(stack: [portrait]), idiom: .phone,
      era: "6.0", mask: .allButUpsideDown, source: .defaultForIdiom),
    // Seed 000: on iOS 5 it asks its top child.
    Case(
      name: "navigation asks its top child", answers: Fixtures.navigation(stack: [portrait]), idiom: .phone,
      era: "5.0", mask: .portrait, source: .legacyAnswers),
    // Seeds 001 and 003: a forwarding subclass returns its top child's answers.
    Case(
      name: "forwarding navigation", answers: Fixtures.navigation(stack: [plain, portrait], forwarding: .visibleChild),
      idiom: .phone, era: "17.0", mask: .portrait, source: .overridden),
  ]

  @Test(arguments: cases)
  func theResolvedMaskIsThePolicys(_ example: Case) {
    let resolved = RotationPolicy.supportedInterfaceOrientations(
      of: example.answers, idiom: example.idiom, era: Fixtures.era(example.era))
    #expect(resolved.mask == example.mask)
    #expect(resolved.source == example.source)
  }
}
