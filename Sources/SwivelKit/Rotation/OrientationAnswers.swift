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
  /// The answers themselves.
  struct Fields: Hashable, Sendable {
    var id: String
    var className: String
    var supportedInterfaceOrientations: InterfaceOrientationMask?
    var shouldAutorotate: Bool
    var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    var legacyAutorotateOrientations: InterfaceOrientationMask?
    var container: ContainerAnswers?
  }

  /// An immutable box for the fields, so that copying the answers of a deep hierarchy (as the
  /// policy does at each level) costs one reference count, not a copy of every string and array.
  /// A setter replaces the box: the answers keep value semantics.
  final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private(set) var storage: Storage

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
    storage = Storage(
      Fields(
        id: id, className: className ?? id, supportedInterfaceOrientations: supportedInterfaceOrientations,
        shouldAutorotate: shouldAutorotate,
        preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
        legacyAutorotateOrientations: legacyAutorotateOrientations, container: container))
  }

  /// Answers over fields already made (the live controller tree's snapshot).
  init(fields: Fields) {
    storage = Storage(fields)
  }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields)
  }

  /// The controller's id in the scenario, as traces name it (`feed`).
  public var id: String {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }

  /// The class name UIKit prints in exception reasons (`FeedViewController`). Default: the id.
  public var className: String {
    get { storage.fields.className }
    set { update { $0.className = newValue } }
  }

  /// What `supportedInterfaceOrientations` returns (iOS 6 and later); `nil` when not overridden:
  /// `all` on iPad, `allButUpsideDown` on iPhone, or the legacy answers turned into a mask.
  public var supportedInterfaceOrientations: InterfaceOrientationMask? {
    get { storage.fields.supportedInterfaceOrientations }
    set { update { $0.supportedInterfaceOrientations = newValue } }
  }

  /// What `shouldAutorotate` returns (iOS 6 to 15). Default: `true`.
  public var shouldAutorotate: Bool {
    get { storage.fields.shouldAutorotate }
    set { update { $0.shouldAutorotate = newValue } }
  }

  /// What `preferredInterfaceOrientationForPresentation` returns (iOS 6 and later); `nil` when not
  /// overridden: the current status bar orientation.
  public var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
    get { storage.fields.preferredInterfaceOrientationForPresentation }
    set { update { $0.preferredInterfaceOrientationForPresentation = newValue } }
  }

  /// The orientations for which `shouldAutorotateToInterfaceOrientation:` answers YES; `nil` when
  /// not implemented: portrait only.
  public var legacyAutorotateOrientations: InterfaceOrientationMask? {
    get { storage.fields.legacyAutorotateOrientations }
    set { update { $0.legacyAutorotateOrientations = newValue } }
  }

  /// The container's own state, if this controller is a navigation or tab bar controller.
  public var container: ContainerAnswers? {
    get { storage.fields.container }
    set { update { $0.container = newValue } }
  }

  /// The controller's id and class, as a decision names it.
  public var identity: ControllerIdentity { ControllerIdentity(storage: storage) }

  public static func == (lhs: OrientationAnswers, rhs: OrientationAnswers) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }
}

/// A controller as a decision names it: its scenario id and its class.
///
/// It shares the answers' storage, so naming the decider in a decision costs one reference count.
public struct ControllerIdentity: Hashable, Sendable, CustomStringConvertible {
  private let storage: OrientationAnswers.Storage

  init(storage: OrientationAnswers.Storage) {
    self.storage = storage
  }

  /// The controller with the given scenario id and class name.
  public init(id: String, className: String) {
    self.storage = OrientationAnswers(id: id, className: className).storage
  }

  /// The controller's id in the scenario.
  public var id: String { storage.fields.id }
  /// The class name UIKit prints in exception reasons.
  public var className: String { storage.fields.className }

  /// The id, as traces print it.
  public var description: String { id }

  public static func == (lhs: ControllerIdentity, rhs: ControllerIdentity) -> Bool {
    lhs.storage === rhs.storage || (lhs.id == rhs.id && lhs.className == rhs.className)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(className)
  }
}
