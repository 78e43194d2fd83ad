import SwivelCore

@testable import SwivelKit

/// A controller whose answers are set by the test, and which notes what it saw during callbacks.
class TestController: ViewController {
  var supported: InterfaceOrientationMask?
  var autorotates: Bool?
  var preferred: InterfaceOrientation?
  var legacy: InterfaceOrientationMask?
  /// What the status bar said in each callback, by callback name.
  var statusBarSeen: [String: InterfaceOrientation] = [:]
  /// The view's bounds size in each callback, by callback name.
  var sizeSeen: [String: Size] = [:]

  override var orientationOverrides: OrientationOverrides {
    var overrides: OrientationOverrides = []
    if supported != nil { overrides.insert(.supportedInterfaceOrientations) }
    if autorotates != nil { overrides.insert(.shouldAutorotate) }
    if preferred != nil { overrides.insert(.preferredInterfaceOrientationForPresentation) }
    if legacy != nil { overrides.insert(.shouldAutorotateToInterfaceOrientation) }
    return overrides
  }
  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    supported ?? super.supportedInterfaceOrientations
  }
  override var shouldAutorotate: Bool { autorotates ?? super.shouldAutorotate }
  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    preferred ?? super.preferredInterfaceOrientationForPresentation
  }
  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    guard let legacy else { return super.shouldAutorotate(to: interfaceOrientation) }
    return legacy.contains(interfaceOrientation.mask)
  }

  private func note(_ name: String) {
    statusBarSeen[name] = application?.statusBarOrientation
    sizeSeen[name] = view.bounds.size
  }

  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) { note("willRotate") }
  override func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    note("willAnimateRotation")
  }
  override func didRotate(from fromInterfaceOrientation: InterfaceOrientation) { note("didRotate") }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
}

/// A controller that implements `viewWillTransition(to:with:)` without calling `super`.
final class TransitionController: TestController {
  var alongsideSize: Size?
  var completed = false

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    sizeSeen["viewWillTransition"] = view.bounds.size
    coordinator.animate(
      alongsideTransition: { [unowned self] _ in self.alongsideSize = self.view.bounds.size },
      completion: { [unowned self] _ in self.completed = true })
  }
}

/// A controller with the iOS 5 half-step callbacks.
final class TwoStepController: TestController, TwoStepRotation {
  func willAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}
}

/// A delegate that installs a root view controller at launch.
final class RootInstallingDelegate: ApplicationDelegate {
  let root: ViewController?
  let mask: InterfaceOrientationMask?
  var error: RaisedException?

  init(root: ViewController?, mask: InterfaceOrientationMask? = nil) {
    self.root = root
    self.mask = mask
  }

  func applicationDidFinishLaunching(_ application: Application) {
    do { try application.setRootViewController(root) } catch { self.error = error }
  }

  func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
    -> InterfaceOrientationMask?
  { mask }
}

/// An application launched in `orientation` with `root` installed by its delegate, after the
/// first orientation report (the run loop has turned once).
func launchApplication(
  root: ViewController?, ios: String = "17.0", device: String = "iphone-8", infoPlist: InfoPlist = InfoPlist(),
  delegateMask: InterfaceOrientationMask? = nil, orientation: DeviceOrientation = .portrait
) throws -> Application {
  let application = Application(
    model: DeviceCatalog.model(id: device)!, infoPlist: infoPlist, systemBehavior: try SystemBehavior(iOSVersion: ios))
  application.delegate = RootInstallingDelegate(root: root, mask: delegateMask)
  try application.launch(deviceOrientation: orientation)
  application.runLoop.settle()
  return application
}

extension TraceEvent {
  /// The event in a line: its kind and its fields' values (`willRotateToInterfaceOrientation feed landscapeRight 0.3`).
  var line: String {
    ([kind.name] + fields.map { $0.value.description }).joined(separator: " ")
  }
}

extension Application {
  /// The trace from `start` on, as lines, keeping only the kinds named (all when empty).
  func traceLines(from start: Int = 0, kinds: Set<String> = []) -> [String] {
    trace.events(from: start).filter { kinds.isEmpty || kinds.contains($0.kind.name) }.map(\.line)
  }

  /// The controller callbacks and status bar changes from `start` on, as `kind controller` lines
  /// (`statusBarOrientationDidChange landscapeRight`), without decisions or device changes.
  func callbackLines(from start: Int = 0) -> [String] {
    trace.events(from: start).compactMap { event in
      switch event.kind {
      case .deviceOrientationDidChange, .rotationDecision, .launch: return nil
      case .statusBarOrientationDidChange(let orientation, _): return "statusBar \(orientation.name)"
      case .windowSceneDidUpdateGeometry(let orientation, _): return "sceneGeometry \(orientation.name)"
      case .statusBarHiddenDidChange(let hidden): return "statusBarHidden \(hidden)"
      default:
        let controller = event.fields.first { $0.key == "controller" }?.value.description ?? ""
        return "\(event.kind.name) \(controller)"
      }
    }
  }
}

/// The size of a controller's view filling a `width`×`height` window in `application`'s era:
/// up to iOS 6 it starts below the 20-point status bar (Apple, `wantsFullScreenLayout`: "When a
/// view controller presents its view, it normally shrinks that view so that its frame does not
/// overlap the device's status bar").
func controllerViewSize(_ width: Double, _ height: Double, in application: Application) -> Size {
  let inset = application.systemBehavior.controllerViewsStartBelowStatusBar ? SystemBehavior.legacyStatusBarHeight : 0
  return Size(width: width, height: height - inset)
}
