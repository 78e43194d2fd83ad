import SwivelCore
import SwivelKit

/// Seed 002's app: the app delegate swaps the root view controller when the device turns, a
/// portrait controller for portrait and a landscape one for landscape, to save memory.
///
/// Seed 002 swaps from inside `shouldAutorotateToInterfaceOrientation:`; that is a question
/// UIKit may ask at any time (its commenters point out the missing `return YES`), so this
/// example swaps on the device orientation notification instead, through the delegate's
/// ``switchViewControllers(to:)`` (seed 002's `switchViewControllers:`). Each controller
/// supports only its own family, so the new root's view is simply placed in the window for
/// the orientation, without rotation callbacks.
///
/// The seed's pitfall: a third controller shown over one of them that rotates while the other
/// is hidden leaves the hidden one with a stale ``ViewController/interfaceOrientation``; it is
/// set again when the controller appears (seed 000: read the status bar orientation).
public final class ControllerSwappingExample {
  /// The app.
  public let application: Application
  /// The root in portrait ("A").
  public let portraitController: ViewController
  /// The root in landscape ("B").
  public let landscapeController: ViewController

  /// The app on a device, in an era; not launched yet.
  public init(model: DeviceModel, systemBehavior: SystemBehavior) {
    application = Application(model: model, systemBehavior: systemBehavior)
    portraitController = PortraitFamilyViewController(identifier: "portraitController")
    landscapeController = LandscapeOnlyViewController(identifier: "landscapeController")
    application.delegate = Delegate(portrait: portraitController, landscape: landscapeController)
  }

  /// Seed 002's `switchViewControllers:`: the new controller becomes the root, the old one's
  /// view leaves the window. An exception ends the app (``Application/terminatingException``).
  public func switchViewControllers(to controller: ViewController) {
    Delegate.switchViewControllers(of: application, to: controller)
  }

  /// The app delegate. An object of its own, as the application keeps its delegate alive: were
  /// the example the delegate, the example and its application would keep each other alive.
  private final class Delegate: ApplicationDelegate {
    let portrait: ViewController
    let landscape: ViewController

    init(portrait: ViewController, landscape: ViewController) {
      self.portrait = portrait
      self.landscape = landscape
    }

    /// Installs the controller for the launch orientation as the root and observes the device's
    /// orientation notifications.
    func applicationDidFinishLaunching(_ application: Application) {
      Self.switchViewControllers(
        of: application, to: application.statusBarOrientation.isLandscape ? landscape : portrait)
      // The center holds the delegate weakly; the handler gets the application as UIKit's
      // `[UIApplication sharedApplication]`, from the notification's center, not by capture.
      application.notificationCenter.addObserver(self, name: .deviceOrientationDidChange) {
        [weak application] delegate, _ in
        guard let application else { return }
        delegate.deviceOrientationDidChange(in: application)
      }
    }

    private func deviceOrientationDidChange(in application: Application) {
      let orientation = application.device.orientation
      if orientation.isLandscape {
        Self.switchViewControllers(of: application, to: landscape)
      } else if orientation.isPortrait {
        Self.switchViewControllers(of: application, to: portrait)
      }
    }

    static func switchViewControllers(of application: Application, to controller: ViewController) {
      guard application.rootViewController !== controller else { return }
      try? application.setRootViewController(controller)
    }
  }
}

/// A controller that supports portrait and upside down (iPhone's upside down only where the
/// app and device allow it).
open class PortraitFamilyViewController: ViewController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotateToInterfaceOrientation]
  }

  /// Portrait and upside down.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask { [.portrait, .portraitUpsideDown] }
  /// iOS 5 and earlier: either portrait orientation.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    interfaceOrientation.isPortrait
  }
}
