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
    /// A view controller placed where its place in the hierarchy forbids: a child whose parent
    /// is another controller (weissi/FRLayeredNavigationController#6, smartnsoft/Extra#7 quote
    /// UIKit's "child view controller:<…> should have parent view controller:<…> but requested
    /// parent is:<…>"). UIKit: `UIViewControllerHierarchyInconsistency`.
    case viewControllerHierarchyInconsistency = "UIViewControllerHierarchyInconsistency"

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

extension RaisedException {
  /// Presenting a controller that is already on screen: presented, presenting, the window's root
  /// or a child. UIKit's reason, quoted by crash reports from iOS 6 to 17
  /// (OpenTreeMap/otm-ios#362, awslabs/aws-sdk-ios-samples#203, jamonholmgren/ProMotion#29).
  public static func presentingActiveController(_ controller: ViewController) -> RaisedException {
    RaisedException(
      name: .invalidArgument, reason: "Application tried to present modally an active controller \(controller).")
  }

  /// Pushing a navigation controller onto a navigation stack: UIKit's reason
  /// (skywinder/ActionSheetPicker-3.0#70, dekatotoro/SlideMenuControllerSwift#315).
  public static let pushingNavigationController = RaisedException(
    name: .invalidArgument, reason: "Pushing a navigation controller is not supported")

  /// Pushing a controller that is already in the stack, in the era's words
  /// (`SystemBehavior.pushingSameControllerReason(navigation:controller:)`).
  public static func pushingSameController(
    _ controller: ViewController, on navigation: ViewController, era: SystemBehavior
  ) -> RaisedException {
    RaisedException(
      name: .invalidArgument,
      reason: era.pushingSameControllerReason(navigation: navigation.description, controller: controller.description))
  }

  /// Making `controller` a child of `parent` while it already has its place elsewhere in the
  /// hierarchy: it is the window's root, presented, or one of `parent`'s ancestors, which would
  /// make the hierarchy a cycle. UIKit raises `UIViewControllerHierarchyInconsistency` for a child
  /// whose place disagrees with the parent it is given; the reason keeps UIKit's form. (No public
  /// report quotes UIKit on a cycle itself; this is the engine's choice, in UIKit's words.)
  public static func hierarchyInconsistency(child: ViewController, parent: ViewController) -> RaisedException {
    let current = child.parent?.description ?? child.presentingViewController?.description ?? "(null)"
    return RaisedException(
      name: .viewControllerHierarchyInconsistency,
      reason:
        "child view controller:\(child) should have parent view controller:\(current) but requested parent is:\(parent)"
    )
  }
}

extension RaisedException {
  /// The launch of an app without the scene life cycle, built with the iOS 27 SDK, on iOS 27:
  /// "apps built with the latest SDK must use the scene-based life cycle or they fail to launch"
  /// (Apple, "UIKit updates", June 2026; TN3187), the assert iOS 26's console line announced
  /// ("Failure to adopt will result in an assert in the future").
  ///
  /// UIKit's own words for it are not published: the reason is Swivel's, and the name is the
  /// one an Objective-C assertion raises (`NSAssert`: `NSInternalInconsistencyException`).
  public static func sceneLifeCycleRequired(era: SystemBehavior) -> RaisedException {
    RaisedException(
      name: .internalInconsistency,
      reason:
        "The app does not adopt the UIScene life cycle (no UIApplicationSceneManifest), which apps built with the iOS \(era.sdk.major) SDK must do to launch."
    )
  }
}
