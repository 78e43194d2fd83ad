import SwivelCore
import SwivelKit

/// The live application a scenario describes: its device, Info.plist, era and delegate, its view
/// controllers and views, by id.
///
/// The application is built at once; the key window and its root view controller come at
/// launch, as in UIKit, where the delegate installs them.
final class ScenarioWorld {
  let scenario: Scenario
  let application: Application
  let delegate: ScenarioAppDelegate

  /// The declared views, by id, built with their controllers' views.
  private(set) var views: [String: View] = [:]

  init(scenario: Scenario) throws(ScenarioPlayError) {
    self.scenario = scenario
    let infoPlist = try Self.infoPlist(of: scenario.app)
    application = Application(
      model: scenario.device.value.model, infoPlist: infoPlist, systemBehavior: scenario.behavior.value)
    var installRoot: (Application) -> Void = { _ in }
    delegate = ScenarioAppDelegate(mask: scenario.app.delegateMask?.value) { application in installRoot(application) }
    application.delegate = delegate
    installRoot = { [unowned self] _ in self.installRootViewController() }
  }

  /// The Info.plist the app runs with: the `infoPlist:` file's keys, each replaced by the same
  /// key written inline (spec section 4).
  static func infoPlist(of app: AppSpecification) throws(ScenarioPlayError) -> InfoPlist {
    var plist = InfoPlist()
    if let file = app.infoPlist {
      do {
        plist = try InfoPlistReader.read(contentsOf: file.value.resolvedPath)
      } catch {
        throw ScenarioPlayError(.unreadableInfoPlist("\(error)"), at: file.location)
      }
    }
    return plist.overridden(by: infoPlist(of: app.keys))
  }

  /// The inline keys as an Info.plist.
  static func infoPlist(of keys: InfoPlistOrientationKeys) -> InfoPlist {
    var byIdiom: [UserInterfaceIdiom: InterfaceOrientationMask] = [:]
    byIdiom[.pad] = keys.supportedInterfaceOrientationsPad.map { InterfaceOrientationMask($0.value) }
    byIdiom[.phone] = keys.supportedInterfaceOrientationsPhone.map { InterfaceOrientationMask($0.value) }
    return InfoPlist(
      supportedInterfaceOrientations: keys.supportedInterfaceOrientations.map { InterfaceOrientationMask($0.value) },
      supportedInterfaceOrientationsByIdiom: byIdiom,
      interfaceOrientation: keys.interfaceOrientation?.value,
      requiresFullScreen: keys.requiresFullScreen?.value)
  }

  /// Installs `window: {root:}` as the key window's root view controller.
  func installRootViewController() {}

  /// Builds a declared view and its subviews, registering them by id.
  func makeView(_ specification: ViewSpecification) -> View {
    let frame = specification.frame?.value ?? .zero
    let view: View =
      specification.followsDeviceOrientation?.value == true
      ? FollowingView(frame: frame, application: application) : View(frame: frame)
    view.identifier = specification.id
    view.autoresizingMask = AutoresizingMask(rawValue: specification.autoresizing?.value.rawValue ?? 0)
    for subview in specification.subviews {
      // A fresh view is never the new subview's ancestor: adding cannot fail.
      try! view.addSubview(makeView(subview))
    }
    views[specification.id] = view
    return view
  }

  /// What an `expect:` looks at, now.
  func observedState(error: RaisedException?) -> ObservedState {
    let window = application.keyWindow
    return ObservedState(
      device: application.device.orientation, interface: window?.interfaceOrientation,
      statusBar: application.statusBarOrientation, windowSize: window?.bounds.size, top: nil,
      frames: views.mapValues(\.frame), error: error)
  }
}
