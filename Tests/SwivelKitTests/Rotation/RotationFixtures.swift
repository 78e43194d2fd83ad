import SwivelCore

@testable import SwivelKit

/// Devices, eras and states the rotation tests share.
enum Fixtures {
  /// An iPhone with a Home button (iPhone 8).
  static let phone = DeviceCatalog.model(id: "iphone-8")!
  /// An iPhone without a Home button (iPhone 15).
  static let phoneWithoutHomeButton = DeviceCatalog.model(id: "iphone-15")!
  /// An iPad with a Home button (iPad 9.7-inch).
  static let pad = DeviceCatalog.model(id: "ipad-9.7")!
  /// An iPad without a Home button (iPad Pro 12.9-inch).
  static let padWithoutHomeButton = DeviceCatalog.model(id: "ipad-pro-12.9")!

  static func era(_ version: String) -> SystemBehavior {
    try! SystemBehavior(iOSVersion: version)
  }

  /// A controller with the given overrides; its class is the capitalised id + `ViewController`.
  static func controller(
    _ id: String,
    supported: InterfaceOrientationMask? = nil,
    shouldAutorotate: Bool = true,
    preferred: InterfaceOrientation? = nil,
    legacy: InterfaceOrientationMask? = nil
  ) -> OrientationAnswers {
    OrientationAnswers(
      id: id, className: id.prefix(1).uppercased() + id.dropFirst() + "ViewController",
      supportedInterfaceOrientations: supported, shouldAutorotate: shouldAutorotate,
      preferredInterfaceOrientationForPresentation: preferred, legacyAutorotateOrientations: legacy)
  }

  static func navigation(
    _ id: String = "nav",
    stack: [OrientationAnswers],
    forwarding: ContainerAnswers.Forwarding = .none,
    delegateMask: InterfaceOrientationMask? = nil,
    supported: InterfaceOrientationMask? = nil,
    legacy: InterfaceOrientationMask? = nil
  ) -> OrientationAnswers {
    OrientationAnswers(
      id: id, className: "UINavigationController", supportedInterfaceOrientations: supported,
      legacyAutorotateOrientations: legacy,
      container: ContainerAnswers(
        kind: .navigation, children: stack, forwarding: forwarding, delegateSupportedInterfaceOrientations: delegateMask
      ))
  }

  static func tabBar(
    _ id: String = "tabs",
    tabs: [OrientationAnswers],
    selected: Int = 0,
    forwarding: ContainerAnswers.Forwarding = .none,
    delegateMask: InterfaceOrientationMask? = nil
  ) -> OrientationAnswers {
    OrientationAnswers(
      id: id, className: "UITabBarController",
      container: ContainerAnswers(
        kind: .tabBar, children: tabs, selectedIndex: selected, forwarding: forwarding,
        delegateSupportedInterfaceOrientations: delegateMask))
  }

  static func state(
    decider: OrientationAnswers?,
    infoPlist: InterfaceOrientationMask = .allButUpsideDown,
    delegateMask: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = false,
    device: DeviceModel = phone,
    deviceOrientation: DeviceOrientation = .landscapeLeft,
    interface: InterfaceOrientation = .portrait,
    lock: InterfaceOrientation? = nil
  ) -> RotationState {
    RotationState(
      decider: decider,
      app: AppOrientationSettings(
        infoPlistOrientations: infoPlist, delegateOrientations: delegateMask, requiresFullScreen: requiresFullScreen),
      device: device, deviceOrientation: deviceOrientation, interfaceOrientation: interface, rotationLock: lock)
  }
}
