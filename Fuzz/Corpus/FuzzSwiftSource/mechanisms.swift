import UIKit

// Written for the fuzzer: each mechanism and each shape of answer the reader knows.
extension SettingsViewController {
  override var shouldAutorotate: Bool { return false }
  override var prefersInterfaceOrientationLocked: Bool { get { true } }
}

class GalleryViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    UIInterfaceOrientation.landscapeLeft
  }

  func rotate(scene: UIWindowScene) {
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in }
    setNeedsUpdateOfSupportedInterfaceOrientations()
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    _ = UIApplication.shared.statusBarOrientation
  }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
    -> UIInterfaceOrientationMask
  {
    (.allButUpsideDown)
  }
}
