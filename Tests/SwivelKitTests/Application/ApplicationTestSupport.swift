import SwivelCore

@testable import SwivelKit

/// A rotation handler that only records what it was handed.
final class RecordingRotationHandler: RotationHandler {
  var received: [DeviceOrientation] = []

  func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation) {
    received.append(orientation)
  }
}

/// A delegate that answers with a fixed mask (or not at all) and records what it saw at launch.
final class StubDelegate: ApplicationDelegate {
  let mask: InterfaceOrientationMask?
  var stateAtLaunch: Application.State?
  var keyWindowSizeAtLaunch: Size?
  var maskAtLaunch: InterfaceOrientationMask?

  init(mask: InterfaceOrientationMask?) { self.mask = mask }

  func applicationDidFinishLaunching(_ application: Application) {
    stateAtLaunch = application.state
    keyWindowSizeAtLaunch = application.keyWindow?.bounds.size
    maskAtLaunch = application.supportedInterfaceOrientations(for: application.keyWindow)
  }

  func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
    -> InterfaceOrientationMask?
  { mask }
}

/// A delegate that implements neither method.
final class SilentDelegate: ApplicationDelegate {}

func makeApplication(
  _ id: String = "iphone-8", infoPlist: InfoPlist = InfoPlist(), ios: String = "17.0"
) -> Application {
  Application(
    model: DeviceCatalog.model(id: id)!, infoPlist: infoPlist, systemBehavior: try! SystemBehavior(iOSVersion: ios))
}
