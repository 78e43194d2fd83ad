import SwivelCore

/// An exception UIKit would raise, thrown as a typed error: UIKit's exception name and its exact
/// reason text.
///
/// In UIKit these are programmer mistakes that end the app ("Terminating app due to uncaught
/// exception …"). Swivel throws them instead, so a scenario can end the way the app would and an
/// expectation can check the name and the reason.
///
/// UIKit: `NSException` with `name` and `reason`.
public struct RaisedException: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The exception names UIKit raises in the parts Swivel reproduces. Raw values are UIKit's
  /// strings, as crash logs print them.
  public enum Name: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Orientations that have nothing in common, or a preferred orientation outside the mask
    /// (seed 000: "If it is, the system throws a UIApplicationInvalidInterfaceOrientationException
    /// exception"). UIKit: `UIApplicationInvalidInterfaceOrientationException`, whose value is
    /// `UIApplicationInvalidInterfaceOrientation`.
    case invalidInterfaceOrientation = "UIApplicationInvalidInterfaceOrientation"
    /// A bad argument, such as presenting a controller that is already presented.
    /// UIKit: `NSInvalidArgumentException`.
    case invalidArgument = "NSInvalidArgumentException"
    /// An inconsistent state, such as a transition started during another one.
    /// UIKit: `NSInternalInconsistencyException`.
    case internalInconsistency = "NSInternalInconsistencyException"

    public var description: String { rawValue }
  }

  /// UIKit's exception name.
  public var name: Name
  /// UIKit's reason text, word for word for the era.
  public var reason: String

  /// An exception with UIKit's name and reason text.
  public init(name: Name, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line a crash log prints: `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }
}

extension RaisedException {
  /// The deciding controller's mask and the app's mask have no orientation in common, while its
  /// `shouldAutorotate` answers YES (seed 000: "The result of this calculation must never be 0").
  ///
  /// - Parameters:
  ///   - controllerClassName: the deciding controller's class, named in the reason from iOS 8.
  ///   - era: the era whose reason text to use (`SystemBehavior.noCommonOrientationReason(controllerClassName:)`).
  public static func noCommonOrientation(controllerClassName: String, era: SystemBehavior) -> RaisedException {
    RaisedException(
      name: .invalidInterfaceOrientation,
      reason: era.noCommonOrientationReason(controllerClassName: controllerClassName))
  }

  /// A controller presented full screen prefers an orientation outside the orientations it may
  /// take (seed 000: "The preferred interface orientation must be one of the orientations
  /// supported by the view controller").
  ///
  /// - Parameters:
  ///   - preferred: what `preferredInterfaceOrientationForPresentation` returned.
  ///   - supported: the orientations it had to match.
  ///   - era: the era whose reason text to use (`SystemBehavior.preferredOrientationReason(preferredRawValue:supported:)`).
  public static func preferredOrientationNotSupported(
    _ preferred: InterfaceOrientation, supported: InterfaceOrientationMask, era: SystemBehavior
  ) -> RaisedException {
    RaisedException(
      name: .invalidInterfaceOrientation,
      reason: era.preferredOrientationReason(preferredRawValue: preferred.rawValue, supported: supported))
  }
}
