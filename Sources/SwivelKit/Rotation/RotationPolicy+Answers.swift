import SwivelCore

extension RotationPolicy {
  /// What a controller answers when UIKit asks it which orientations it allows, after UIKit's
  /// defaults and containers have had their say: the mask the policy compares with the app's.
  ///
  /// From iOS 6: a forwarding container gives its visible child's answer; otherwise the
  /// controller's `supportedInterfaceOrientations` override, else a container delegate's mask
  /// (iOS 7+), else its legacy answers turned into a mask, else the era's default for the idiom
  /// (`SystemBehavior.defaultSupportedInterfaceOrientations(for:)`); UIKit's own containers do
  /// not ask their children (seed 003). iOS 5 and earlier: the orientations for which
  /// `shouldAutorotateToInterfaceOrientation:` answers YES, a navigation controller asking its
  /// top child and a tab bar controller every tab (seed 000).
  ///
  /// Lint asks this rather than re-deriving UIKit's rules, so that it answers as the policy does.
  ///
  /// - Parameters:
  ///   - answers: the controller's answers, with its children's for a container.
  ///   - idiom: the device's idiom.
  ///   - era: the UIKit era to reproduce.
  /// - Returns: the mask and where it came from.
  public static func supportedInterfaceOrientations(
    of answers: OrientationAnswers, idiom: UserInterfaceIdiom, era: SystemBehavior
  ) -> (mask: InterfaceOrientationMask, source: RotationDecision.MaskSource) {
    let resolved =
      era.usesLegacyAutorotation
      ? ResolvedAnswers.legacy(answers, era: era) : ResolvedAnswers.modern(answers, idiom: idiom, era: era)
    return (resolved.mask, resolved.source)
  }

  /// Whether a controller lets the interface autorotate, as the policy reads it (iOS 6 to 15):
  /// a forwarding container's visible child's `shouldAutorotate`, else its own. Lint asks this
  /// too, so that a suppression is judged once.
  public static func shouldAutorotate(
    _ answers: OrientationAnswers, idiom: UserInterfaceIdiom, era: SystemBehavior
  ) -> Bool {
    ResolvedAnswers.modern(answers, idiom: idiom, era: era).shouldAutorotate
  }
}
