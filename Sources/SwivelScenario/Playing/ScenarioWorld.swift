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
    try makeControllers()
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

  /// The declared controllers, by id, built before launch (their views load when they appear).
  private(set) var controllers: [String: ViewController] = [:]

  /// The exception that installing the root view controller raised, if it did.
  private(set) var rootInstallationError: RaisedException?

  /// Installs `window: {root:}` as the key window's root view controller, when launching is done.
  func installRootViewController() {
    guard let root = scenario.window?.root?.value, let controller = controllers[root] else { return }
    do {
      try application.setRootViewController(controller)
    } catch {
      rootInstallationError = error
    }
  }

  /// The size of a root view in the launch orientation: the size declared frames are laid out for.
  var launchRootViewSize: Size {
    let orientation = application.launchOrientation?.orientation ?? application.statusBarOrientation
    let model = application.device.model
    return orientation.isLandscape ? model.portraitSize.swapped : model.portraitSize
  }

  /// Builds every declared controller.
  private func makeControllers() throws(ScenarioPlayError) {
    for specification in scenario.controllers {
      controllers[specification.id] = try makeController(specification)
    }
  }

  private func makeController(_ specification: ControllerSpecification) throws(ScenarioPlayError) -> ViewController {
    switch specification.resolvedKind {
    case .viewController:
      return specification.answers.rotationCallbacks?.value == .twoStep
        ? DeclaredTwoStepViewController(specification: specification, world: self)
        : DeclaredViewController(specification: specification, world: self)
    case .navigation, .tabBar:
      throw ScenarioPlayError(
        .unsupportedStep("kind: \(specification.resolvedKind.rawValue)", reason: "containers come with a later engine"),
        at: specification.kind?.location ?? specification.location)
    }
  }

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

  /// The controller that decides the orientation now: the topmost one presented full screen
  /// (for the era and idiom), else the root (seed 000; ``RotationPolicy/decider(root:presentations:idiom:era:)``).
  var decidingController: ViewController? {
    let era = application.systemBehavior
    let idiom = application.device.userInterfaceIdiom
    var decider = application.rootViewController
    var current = decider
    while let presented = current?.presentedViewController {
      if let style = presented.presentationStyle, era.presentsFullScreen(style, idiom: idiom) { decider = presented }
      current = presented
    }
    return decider
  }

  /// What an `expect:` looks at, now.
  func observedState(error: RaisedException?) -> ObservedState {
    let window = application.keyWindow
    return ObservedState(
      device: application.device.orientation, interface: window?.interfaceOrientation,
      statusBar: application.statusBarOrientation, windowSize: window?.bounds.size, top: decidingController?.identifier,
      frames: views.mapValues(\.frame), error: error)
  }
}
