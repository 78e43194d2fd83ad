import SwivelCore
import SwivelKit

/// Seed 000's "alternate landscape interface": a portrait controller that presents a landscape
/// controller full screen when the device turns to landscape and dismisses it when the device
/// comes back to portrait.
///
/// Written as seed 000's Listing 8-4 is, with Swivel's API: once its view is loaded (UIKit:
/// `awakeFromNib`) it begins device orientation notifications and observes
/// ``Notification/deviceOrientationDidChange(_:)``; on each, it reads ``Device/orientation`` and
/// presents or dismisses. It supports portrait only; the landscape controller should support
/// landscape only ("you have to tell each view controller to display itself in one orientation
/// only"), so it appears in the device's landscape orientation.
///
/// ```swift
/// let landscape = LandscapeOnlyViewController(identifier: "feedWide")
/// let feed = AlternateLandscapeViewController(landscapeViewController: landscape, identifier: "feed")
/// try application.setRootViewController(feed)
/// ```
open class AlternateLandscapeViewController: ViewController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotateToInterfaceOrientation]
  }

  /// The controller shown in landscape, presented full screen.
  public let landscapeViewController: ViewController

  /// Whether the landscape controller is being shown. Seed 000: `isShowingLandscapeView`.
  public private(set) var isShowingLandscapeView = false

  /// A portrait controller that shows `landscapeViewController` in landscape.
  public init(landscapeViewController: ViewController, identifier: String? = nil) {
    self.landscapeViewController = landscapeViewController
    landscapeViewController.modalPresentationStyle = .fullScreen
    super.init(identifier: identifier)
  }

  /// Portrait only: the primary controller shows one orientation.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }

  /// iOS 5 and earlier: portrait only.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    interfaceOrientation == .portrait
  }

  /// Turns on the device's orientation notifications and observes them, as seed 000's
  /// `awakeFromNib` does.
  open override func viewDidLoad() {
    super.viewDidLoad()
    guard let application else { return }
    // [[UIDevice currentDevice] beginGeneratingDeviceOrientationNotifications];
    application.device.beginGeneratingDeviceOrientationNotifications()
    // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(orientationChanged:) …];
    application.notificationCenter.addObserver(self, name: .deviceOrientationDidChange) { controller, _ in
      controller.orientationChanged()
    }
  }

  /// Seed 000's `orientationChanged:`: presents on landscape, dismisses on portrait. An
  /// exception the presentation raises ends the app (``Application/terminatingException``).
  func orientationChanged() {
    guard let application else { return }
    let deviceOrientation = application.device.orientation
    if deviceOrientation.isLandscape && !isShowingLandscapeView {
      try? present(landscapeViewController, animated: true)
      isShowingLandscapeView = presentedViewController === landscapeViewController
    } else if deviceOrientation.isPortrait && isShowingLandscapeView {
      try? dismiss(animated: true)
      isShowingLandscapeView = false
    }
  }
}

/// A controller that supports landscape only: the alternate interface of seed 000.
open class LandscapeOnlyViewController: ViewController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotateToInterfaceOrientation]
  }

  /// Landscape only.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }

  /// iOS 5 and earlier: landscape only.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    interfaceOrientation.isLandscape
  }
}
