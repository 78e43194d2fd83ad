import SwivelCore

/// What one view controller's orientation overrides answer: the input the rotation policy asks.
///
/// The policy is a pure function of values, so the live controller tree hands it this small
/// snapshot rather than itself: each `nil` means "not overridden", and UIKit's default for the era
/// and idiom applies. A container also carries its children's answers, which the policy reads
/// only where the era (iOS 5 and earlier) or a forwarding subclass asks them; a builder may leave
/// `children` empty for a non-forwarding container on iOS 6 and later.
///
/// UIKit: the overrides `supportedInterfaceOrientations`, `shouldAutorotate`,
/// `preferredInterfaceOrientationForPresentation` and `shouldAutorotateToInterfaceOrientation:`.
public struct OrientationAnswers: Hashable, Sendable {
  /// The controller's id in the scenario, as traces name it (`feed`).
  public var id: String
  /// The class name UIKit prints in exception reasons (`FeedViewController`).
  public var className: String
  /// What `supportedInterfaceOrientations` returns (iOS 6 and later); `nil` when not overridden:
  /// `all` on iPad, `allButUpsideDown` on iPhone, or the legacy answers turned into a mask.
  public var supportedInterfaceOrientations: InterfaceOrientationMask?
  /// What `shouldAutorotate` returns (iOS 6 to 15). Default: `true`.
  public var shouldAutorotate: Bool
  /// What `preferredInterfaceOrientationForPresentation` returns (iOS 6 and later); `nil` when not
  /// overridden: the current status bar orientation.
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
  /// The orientations for which `shouldAutorotateToInterfaceOrientation:` answers YES; `nil` when
  /// not implemented: portrait only.
  public var legacyAutorotateOrientations: InterfaceOrientationMask?
  /// The container's own state, if this controller is a navigation or tab bar controller.
  public var container: ContainerAnswers?

  /// A controller's answers; every override absent unless given.
  public init(
    id: String,
    className: String? = nil,
    supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
    shouldAutorotate: Bool = true,
    preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
    legacyAutorotateOrientations: InterfaceOrientationMask? = nil,
    container: ContainerAnswers? = nil
  ) {
    self.id = id
    self.className = className ?? id
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.shouldAutorotate = shouldAutorotate
    self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    self.legacyAutorotateOrientations = legacyAutorotateOrientations
    self.container = container
  }

  /// The controller's id and class, as a decision names it.
  public var identity: ControllerIdentity { ControllerIdentity(id: id, className: className) }
}

/// A controller as a decision names it: its scenario id and its class.
public struct ControllerIdentity: Hashable, Sendable, CustomStringConvertible {
  public var id: String
  public var className: String

  public init(id: String, className: String) {
    self.id = id
    self.className = className
  }

  /// The id, as traces print it.
  public var description: String { id }
}
