import SwivelCore

/// Everything the rotation policy looks at: the deciding controller's answers, the app's mask
/// settings, the device, its orientation, the interface orientation and the rotation lock.
///
/// The live application builds one when something may rotate the interface (a device
/// orientation change, a presentation, a dismissal, `attemptRotationToDeviceOrientation`), hands
/// it to ``RotationPolicy`` with the era, and carries out the decision. It is a plain value so
/// that the policy stays pure and can be tested in tables.
public struct RotationState: Hashable, Sendable {
  /// The controller that decides: the topmost controller presented full screen, else the key
  /// window's root (seed 000: "the presented view controller is used instead of the root view
  /// controller"; see ``RotationPolicy/decider(root:presentations:idiom:era:)``). `nil`: the
  /// window has no root view controller.
  public var decider: OrientationAnswers?
  /// The app's mask settings.
  public var app: AppOrientationSettings
  /// The device: its idiom and whether it has a Home button.
  public var device: DeviceModel
  /// The device's orientation now. UIKit: `UIDevice.orientation`.
  public var deviceOrientation: DeviceOrientation
  /// The interface orientation now. UIKit: `UIApplication.statusBarOrientation`.
  public var interfaceOrientation: InterfaceOrientation
  /// The user's rotation lock (Control Center): the orientation it locks to (portrait on iPhone,
  /// the orientation at the time on iPad); `nil` when unlocked.
  public var rotationLock: InterfaceOrientation?
  /// The last upright orientation the device reported (``Device/lastUprightOrientation``): what a
  /// presentation, a dismissal, a new root or `attemptRotationToDeviceOrientation` go by while
  /// the device lies flat or is unknown.
  public var lastUprightDeviceOrientation: DeviceOrientation?
  /// Whether the deciding controller prefers that the interface orientation stay as it is (iOS
  /// 26: `prefersInterfaceOrientationLocked`, the scene's `isInterfaceOrientationLocked`).
  public var isInterfaceOrientationLocked = false

  /// The state the policy is asked about; by default the rotation lock is off.
  public init(
    decider: OrientationAnswers?,
    app: AppOrientationSettings,
    device: DeviceModel,
    deviceOrientation: DeviceOrientation,
    interfaceOrientation: InterfaceOrientation,
    rotationLock: InterfaceOrientation? = nil,
    lastUprightDeviceOrientation: DeviceOrientation? = nil,
    isInterfaceOrientationLocked: Bool = false
  ) {
    self.decider = decider
    self.app = app
    self.device = device
    self.deviceOrientation = deviceOrientation
    self.interfaceOrientation = interfaceOrientation
    self.rotationLock = rotationLock
    self.lastUprightDeviceOrientation = lastUprightDeviceOrientation
    self.isInterfaceOrientationLocked = isInterfaceOrientationLocked
  }

  /// The device orientation a trigger goes by. A device turn goes by the device's own
  /// orientation: flat and unknown never turn the interface. Anything else that asks while the
  /// device lies flat or is unknown goes by the last upright orientation it reported, as UIKit
  /// does: a landscape video laid on the table does not snap to portrait when a sheet is
  /// dismissed (Azure/communication-ui-library-ios#367 reports the same expectation of an app
  /// in landscape on a flat surface).
  public func deviceOrientation(for trigger: RotationDecision.Trigger) -> DeviceOrientation {
    guard trigger != .deviceOrientationChange, deviceOrientation.interfaceOrientation == nil,
      let upright = lastUprightDeviceOrientation
    else { return deviceOrientation }
    return upright
  }
}

/// A modal presentation, as the policy needs it to find the deciding controller: the presented
/// controller's answers and the style it was presented with.
public struct PresentationAnswers: Hashable, Sendable {
  /// The presented controller's answers.
  public var presented: OrientationAnswers
  /// The style it was presented with. UIKit: `modalPresentationStyle`.
  public var style: ModalPresentationStyle

  /// The presentation of a controller with the given answers, in the given style.
  public init(presented: OrientationAnswers, style: ModalPresentationStyle) {
    self.presented = presented
    self.style = style
  }
}
