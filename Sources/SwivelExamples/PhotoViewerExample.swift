import SwivelCore
import SwivelKit

/// Seed 001's app: locked to portrait, except for a photo viewer that rotates.
///
/// - Info.plist (Deployment Info) allows portrait only, so the app launches in portrait
///   whatever the device does ("it will snap to one that is").
/// - The delegate answers `all` from `application(_:supportedInterfaceOrientationsFor:)`, which
///   "will kick in after the app launches, and override the orientations listed in the
///   Deployment Info".
/// - The root is a ``TopViewControllerNavigationController``: the top of its stack decides.
/// - The feed supports portrait only (iOS 5: YES for portrait only); the photo viewer
///   supports all (iOS 5: always YES).
///
/// ```swift
/// let example = PhotoViewerExample(model: DeviceCatalog.model(id: "iphone-8")!, systemBehavior: .newest)
/// try example.application.launch(deviceOrientation: .portrait)
/// try example.showPhoto()
/// ```
public final class PhotoViewerExample {
  /// The app.
  public let application: Application
  /// The root: a navigation controller whose top decides.
  public let navigationController: TopViewControllerNavigationController
  /// The portrait-only feed at the bottom of the stack.
  public let feed: ViewController
  /// The photo viewer, pushed by ``showPhoto()``.
  public let photoViewer: ViewController

  /// The app on a device, in an era; not launched yet.
  public init(model: DeviceModel, systemBehavior: SystemBehavior) {
    application = Application(
      model: model, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait), systemBehavior: systemBehavior)
    feed = PortraitOnlyViewController(identifier: "feed")
    photoViewer = RotatingViewController(identifier: "photos")
    navigationController = TopViewControllerNavigationController(rootViewController: feed, identifier: "nav")
    application.delegate = Delegate(root: navigationController)
  }

  /// The app delegate. An object of its own, as the application keeps its delegate alive: were
  /// the example the delegate, the example and its application would keep each other alive.
  private final class Delegate: ApplicationDelegate {
    let root: ViewController

    init(root: ViewController) { self.root = root }

    /// Installs the navigation controller as the root.
    func applicationDidFinishLaunching(_ application: Application) {
      try? application.setRootViewController(root)
    }

    /// Every orientation: the controllers decide.
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
      -> InterfaceOrientationMask?
    { .all }
  }

  /// Pushes the photo viewer. It decides from the next rotation on.
  ///
  /// - Throws: what UIKit raises when the photo viewer is already shown
  ///   (``NavigationController/pushViewController(_:animated:)``).
  public func showPhoto() throws(RaisedException) {
    try navigationController.pushViewController(photoViewer, animated: true)
  }

  /// Pops back to the feed, and asks UIKit to look again (the feed allows portrait only).
  public func closePhoto() throws(RaisedException) {
    navigationController.popViewController(animated: true)
    try application.attemptRotationToDeviceOrientation()
  }
}

/// A controller that supports portrait only, in every era.
open class PortraitOnlyViewController: ViewController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotateToInterfaceOrientation]
  }

  /// Portrait only.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
  /// iOS 5 and earlier: portrait only.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    interfaceOrientation == .portrait
  }
}

/// A controller that supports every orientation, in every era (seed 001's photo viewer).
open class RotatingViewController: ViewController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotateToInterfaceOrientation]
  }

  /// Every orientation.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask { .all }
  /// iOS 5 and earlier: every orientation.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool { true }
}
