import SwivelCore

/// A controller's answers after UIKit's defaults and containers have had their say: the mask it
/// gives, where the mask came from, whether it lets the interface autorotate, and which
/// controller's overrides actually answered.
struct ResolvedAnswers {
  var mask: InterfaceOrientationMask
  var source: RotationDecision.MaskSource
  var shouldAutorotate: Bool
  var preferredForPresentation: InterfaceOrientation?
  /// The controller whose overrides answered, when not the one asked.
  var answeredBy: OrientationAnswers?

  /// The answers of a controller in iOS 6 and later.
  ///
  /// A forwarding container gives the answers of the first of its targets that exists (seeds 001
  /// and 003: its visible child; or what it presents). Otherwise (no target exists) the
  /// controller's own `supportedInterfaceOrientations` override; else, for a container, its
  /// delegate's mask (iOS 7 and later); else its legacy answers turned into a mask (seed 003);
  /// else UIKit's default for the idiom. UIKit's containers do not ask their children from iOS 6
  /// (seed 003).
  static func modern(_ answers: OrientationAnswers, idiom: UserInterfaceIdiom, era: SystemBehavior) -> ResolvedAnswers {
    if let child = answers.container?.forwardedTo {
      var resolved = modern(child, idiom: idiom, era: era)
      if resolved.answeredBy == nil { resolved.answeredBy = child }
      return resolved
    }
    let mask: InterfaceOrientationMask
    let source: RotationDecision.MaskSource
    if let supported = answers.supportedInterfaceOrientations {
      (mask, source) = (supported, .overridden)
    } else if era.containersAskDelegateForSupportedOrientations,
      let delegateMask = answers.container?.delegateSupportedInterfaceOrientations
    {
      (mask, source) = (delegateMask, .containerDelegate)
    } else if era.convertsLegacyAutorotationToMask, let legacy = answers.legacyAutorotateOrientations {
      (mask, source) = (legacy, .legacyAnswers)
    } else {
      (mask, source) = (era.defaultSupportedInterfaceOrientations(for: idiom), .defaultForIdiom)
    }
    // A container's delegate answers the preferred orientation when the container does not
    // override it (iOS 7 and later, with the delegate's mask methods).
    let delegatePreferred =
      era.containersAskDelegateForSupportedOrientations
      ? answers.container?.delegatePreferredInterfaceOrientationForPresentation : nil
    return ResolvedAnswers(
      mask: mask, source: source, shouldAutorotate: answers.shouldAutorotate,
      preferredForPresentation: answers.preferredInterfaceOrientationForPresentation ?? delegatePreferred,
      answeredBy: nil)
  }

  /// The answers of a controller in iOS 5 and earlier: the orientations for which
  /// `shouldAutorotateToInterfaceOrientation:` answers YES.
  ///
  /// A forwarding container gives its visible child's answers; a controller that implements the
  /// method gives its own; UIKit's navigation controller asks its top child, and its tab bar
  /// controller accepts only the orientations every tab accepts (seed 000, "Understanding the
  /// Rotation Process (iOS 5 and earlier)"; bguest/BAGTabBarController: "Only supports rotation
  /// if all the UIViewControllers return YES from shouldAutorotateToInterfaceOrientation:"). The
  /// default answers YES for portrait only.
  static func legacy(_ answers: OrientationAnswers, era: SystemBehavior) -> ResolvedAnswers {
    if let container = answers.container {
      if let child = container.forwardedTo {
        return legacy(forwardingTo: child, era: era)
      }
      if answers.legacyAutorotateOrientations == nil {
        switch container.kind {
        case .navigation:
          if let top = container.visibleChild { return legacy(forwardingTo: top, era: era) }
        case .custom:
          break
        case .tabBar, .split:
          if !container.children.isEmpty {
            var mask = InterfaceOrientationMask.all
            for child in container.children { mask.formIntersection(legacy(child, era: era).mask) }
            return ResolvedAnswers(
              mask: mask, source: .everyChild, shouldAutorotate: true, preferredForPresentation: nil, answeredBy: nil)
          }
        }
      }
    }
    if let own = answers.legacyAutorotateOrientations {
      return ResolvedAnswers(
        mask: own, source: .legacyAnswers, shouldAutorotate: true, preferredForPresentation: nil, answeredBy: nil)
    }
    return ResolvedAnswers(
      mask: SystemBehavior.legacyDefaultAutorotateOrientations, source: .defaultForIdiom, shouldAutorotate: true,
      preferredForPresentation: nil, answeredBy: nil)
  }

  private static func legacy(forwardingTo child: OrientationAnswers, era: SystemBehavior) -> ResolvedAnswers {
    var resolved = legacy(child, era: era)
    if resolved.answeredBy == nil { resolved.answeredBy = child }
    return resolved
  }
}
