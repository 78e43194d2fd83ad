import SwivelCore
import SwivelKit
import SwivelMotion

/// The live application a scenario describes: its device, Info.plist, era and delegate, its view
/// controllers and views, by id.
///
/// The application is built at once; the key window and its root view controller come at
/// launch, as in UIKit, where the delegate installs them.
final class ScenarioWorld {
  let scenario: Scenario
  let application: Application
  let delegate: ScenarioAppDelegate
  let sceneDelegate: ScenarioSceneDelegate
  /// How far ``lastGeometryError`` has read the trace, and what it found so far.
  private var geometryScanPosition = 0
  private var geometryErrorSoFar: GeometryRequestError?

  /// The declared views, by id, built with their controllers' views.
  private(set) var views: [String: View] = [:]
  /// Every declared view, depth first, in declaration order: `scenario.allViews`, gathered once
  /// rather than at every step's snapshot.
  private let allViews: [ViewSpecification]

  init(scenario: Scenario) throws(ScenarioPlayError) {
    self.scenario = scenario
    allViews = scenario.allViews
    let infoPlist = try Self.infoPlist(of: scenario.app)
    application = Application(
      model: scenario.device.value.model, infoPlist: infoPlist, systemBehavior: scenario.behavior.value)
    delegate = ScenarioAppDelegate(mask: scenario.app.delegateMask?.value)
    application.delegate = delegate
    sceneDelegate = ScenarioSceneDelegate(mask: scenario.app.sceneDelegateMask?.value)
    application.usesSceneLifeCycle = scenario.app.usesSceneLifeCycle
    if application.usesSceneLifeCycle { application.sceneDelegate = sceneDelegate }
    if let windowing = scenario.windowing {
      application.setWindowingMode(windowing.value, share: scenario.splitViewShare)
    }
    motion = DeviceMotionFeed(device: application.device, detector: OrientationDetector())
    delegate.didFinishLaunching = { [unowned self] _ in self.installRootViewController() }
    try makeControllers()
    try readMotionTraces()
  }

  // MARK: - Motion

  /// The accelerometer's path into the device: one detector for the whole run, so a second
  /// `motion:` step continues from what the first one left.
  let motion: DeviceMotionFeed<OrientationDetector>

  /// The samples of each `motion:` file, read before playing so that a bad trace stops the run
  /// before it starts (an input error).
  private(set) var motionTraces: [String: [AccelerationSample]] = [:]

  private func readMotionTraces() throws(ScenarioPlayError) {
    for step in scenario.steps {
      guard case .motion(let file) = step.action, motionTraces[file.resolvedPath] == nil else { continue }
      do {
        motionTraces[file.resolvedPath] = try CSVTraceReader.read(path: file.resolvedPath).samples
      } catch {
        throw ScenarioPlayError(.unreadableMotionTrace("\(error)"), at: step.location)
      }
    }
  }

  /// Plays a trace's samples through the orientation detector into the device, in virtual time
  /// from now on (Scenario reference, section 6, `motion:`); a trace still playing is replaced.
  func playMotion(_ file: FileReference) {
    motion.play(motionTraces[file.resolvedPath] ?? [], on: application.runLoop)
  }

  /// The Info.plist the app runs with: the `infoPlist:` file's keys, each replaced by the same
  /// key written inline (Scenario reference, section 4).
  static func infoPlist(of app: AppSpecification) throws(ScenarioPlayError) -> InfoPlist {
    var plist = InfoPlist()
    if let file = app.infoPlist {
      do {
        plist = try InfoPlistReader.read(contentsOf: file.value.resolvedPath)
      } catch {
        throw ScenarioPlayError(.unreadableInfoPlist("\(error)"), at: file.location)
      }
    }
    return plist.overridden(by: app.keys.infoPlist)
  }

  /// The declared controllers, by id, built before launch (their views load when they appear).
  private(set) var controllers: [String: ViewController] = [:]

  /// Installs `window: {root:}` as the key window's root view controller, when launching is done.
  func installRootViewController() {
    guard let root = scenario.window?.root?.value, let controller = controllers[root] else { return }
    do {
      try application.setRootViewController(controller)
    } catch {
      raise(error)
    }
  }

  /// The size of a controller's root view in the launch orientation, `topInset` points left for
  /// the status bar: the size declared frames are laid out for.
  func launchRootViewSize(topInset: Double) -> Size {
    let orientation = application.launchOrientation?.orientation ?? application.statusBarOrientation
    let model = application.device.model
    let size = orientation.isLandscape ? model.portraitSize.swapped : model.portraitSize
    return Size(width: size.width, height: size.height - topInset)
  }

  /// Builds every declared controller, then puts children in their containers.
  private func makeControllers() throws(ScenarioPlayError) {
    try checkPlayable()
    for specification in scenario.controllers {
      controllers[specification.id] = makeController(specification)
    }
    for specification in scenario.controllers {
      let children = specification.children.compactMap { controllers[$0.value] }
      switch controllers[specification.id] {
      case let navigation as DeclaredNavigationController:
        // The loader refuses children that cannot be pushed; should one still raise, the app ends.
        for child in children {
          do { try navigation.pushViewController(child, animated: false) } catch { raise(error) }
        }
      case let tabBar as DeclaredTabBarController:
        tabBar.setViewControllers(children)
        if let selected = specification.selected?.value, children.indices.contains(selected) {
          tabBar.select(index: selected)
        }
      case let split as DeclaredSplitViewController:
        // The loader allows two columns, [primary, secondary], or three with the supplementary between.
        split.setViewControllers(
          primary: children.first, supplementary: children.count == 3 ? children[1] : nil,
          secondary: children.count > 1 ? children.last : nil)
      case let container?:
        // A custom container: UIKit's containment calls, in the order Apple documents
        // ("Implementing a Container View Controller": addChild, add the view, didMove); the
        // views join the container's when it loads its own.
        for child in children {
          container.addChild(child)
          child.didMove(toParent: container)
        }
      case nil:
        break
      }
      applyForwarding(to: specification.id)
    }
  }

  /// Gives the live controller its declared `forwards:`, as declared or last `set:`: whom it asks,
  /// and for a custom container the child it names.
  func applyForwarding(to id: String) {
    guard let controller = controllers[id], let declared = declared(id) else { return }
    controller.forwarding = declared.forwarding
    controller.forwardingChild = declared.answers.forwards?.value.child.flatMap { controllers[$0] }
  }

  private func makeController(_ specification: ControllerSpecification) -> ViewController {
    switch specification.resolvedKind {
    case .viewController:
      specification.answers.rotationCallbacks?.value == .twoStep
        ? DeclaredTwoStepViewController(specification: specification, world: self)
        : DeclaredViewController(specification: specification, world: self)
    case .navigation: DeclaredNavigationController(specification: specification, world: self)
    case .tabBar: DeclaredTabBarController(specification: specification, world: self)
    case .split: DeclaredSplitViewController(specification: specification, world: self)
    }
  }

  /// Refuses what a live class cannot do: a controller's class is made once, so whether it
  /// adopts the two-step callbacks cannot change in a `set:` step, and containers neither
  /// adopt them nor hold declared views (their view shows their child's).
  private func checkPlayable() throws(ScenarioPlayError) {
    for specification in scenario.controllers where specification.resolvedKind.isContainer {
      if let twoStep = specification.answers.rotationCallbacks, twoStep.value == .twoStep {
        throw ScenarioPlayError(
          .unsupported(
            "rotationCallbacks: twoStep on a \(specification.resolvedKind.rawValue) controller",
            reason:
              "UIKit's containers forward the rotation callbacks to their children; declare twoStep on the children"),
          at: twoStep.location)
      }
      if let view = specification.views.first {
        throw ScenarioPlayError(
          .unsupported(
            "views of a \(specification.resolvedKind.rawValue) controller",
            reason: "its view shows its child's; declare the views on the children"),
          at: view.location)
      }
    }
    for step in scenario.steps {
      guard case .set(let id, let changes) = step.action, let callbacks = changes.rotationCallbacks,
        let specification = scenario.controller(id: id)
      else { continue }
      let declaredTwoStep = specification.answers.rotationCallbacks?.value == .twoStep
      if (callbacks.value == .twoStep) != declaredTwoStep {
        throw ScenarioPlayError(
          .unsupported(
            "set: rotationCallbacks \(callbacks.value.rawValue) on '\(QuotedInput.shortened(id))', declared \(specification.answers.rotationCallbacks?.value.rawValue ?? "oneStep")",
            reason:
              "whether a class implements the two-step callbacks cannot change while the app runs; declare it on the controller"
          ),
          at: callbacks.location)
      }
    }
  }

  /// An exception a call threw, which the engine did not record as ending the app: recorded in
  /// the trace as UIKit's uncaught exception; the first one counts.
  private(set) var thrown: RaisedException?

  func raise(_ exception: RaisedException) {
    guard application.terminatingException == nil, thrown == nil else { return }
    thrown = exception
    application.trace.record(.error(name: exception.name.rawValue, reason: exception.reason))
  }

  /// The first exception that ended the app, whoever raised it.
  var raisedException: RaisedException? { thrown ?? application.terminatingException }

  /// The declared behaviour of a controller, whatever its kind.
  func declared(_ id: String) -> DeclaredBehavior? {
    switch controllers[id] {
    case let controller as DeclaredViewController: controller.declared
    case let controller as DeclaredNavigationController: controller.declared
    case let controller as DeclaredTabBarController: controller.declared
    case let controller as DeclaredSplitViewController: controller.declared
    default: nil
    }
  }

  /// The topmost controller of the presentation chain from the root: where `present:` presents from.
  var topmostController: ViewController? {
    var current = application.rootViewController
    while let presented = current?.presentedViewController { current = presented }
    return current
  }

  /// Builds a declared view and its subviews, registering them by id.
  func makeView(_ specification: ViewSpecification) -> View {
    let frame = specification.frame?.value ?? .zero
    let view: View =
      specification.followsDeviceOrientation?.value == true
      ? DeviceOrientationFollowingView(frame: frame, identifier: specification.id, application: application)
      : View(frame: frame)
    view.identifier = specification.id
    view.autoresizingMask = specification.autoresizing?.value ?? .none
    for subview in specification.subviews {
      // A fresh view is never the new subview's ancestor: adding cannot fail.
      view.addKnownSubview(makeView(subview))
    }
    views[specification.id] = view
    return view
  }

  /// Whether snapshots list the declared views on screen, which only pictures of the run read
  /// (`swivel matrix` leaves them out of the plays whose runs it does not keep).
  var snapshotsListViews = true

  /// How things stand now: the observed state and the declared views in the key window.
  func snapshot(error: RaisedException?) -> ScenarioRun.Snapshot {
    var onScreen: [ScenarioRun.ViewOnScreen] = []
    if snapshotsListViews, let window = application.keyWindow {
      for specification in allViews {
        guard let view = views[specification.id], view.isDescendant(of: window) else { continue }
        onScreen.append(.init(id: specification.id, frameInWindow: view.convert(view.bounds, to: window)))
      }
    }
    return ScenarioRun.Snapshot(
      state: observedState(error: error, readingSafeAreas: snapshotsListViews, framesOf: snapshotsListViews ? nil : []),
      viewsOnScreen: onScreen)
  }

  /// What an `expect:` looks at, now. The controllers' safe areas are read only when
  /// `readingSafeAreas` (a picture or a `safeAreaInsets:` expectation wants them), and the frames
  /// of the views in `framesOf` only (`nil`: every view): a snapshot is taken at every step, and
  /// copying every view's frame each time made a scenario of many views and many steps take
  /// their product in time and memory.
  func observedState(
    error: RaisedException?, readingSafeAreas: Bool = true, framesOf ids: [String]? = nil
  ) -> ObservedState {
    let window = application.keyWindow
    var frames: [String: Rect] = [:]
    if let ids {
      for id in ids { if let view = views[id] { frames[id] = view.frame } }
    } else {
      frames = views.mapValues(\.frame)
    }
    var state = ObservedState(
      device: application.device.orientation, interface: window?.interfaceOrientation,
      statusBar: application.statusBarOrientation, windowSize: window?.bounds.size,
      top: application.decidingViewController?.identifier, frames: frames, error: error)
    state.lastGeometryError = lastGeometryError
    state.isInBackground = application.isInBackground
    state.windowing = application.windowingMode
    state.isInterfaceOrientationLocked = application.isInterfaceOrientationLocked
    state.isStatusBarHidden = application.isStatusBarHidden
    if readingSafeAreas, application.systemBehavior.hasSafeArea, let window {
      for (id, controller) in controllers {
        guard controller.isViewLoaded, controller.view.isDescendant(of: window) else { continue }
        state.safeAreaInsets[id] = controller.view.safeAreaInsets
      }
    }
    state.isMultitasking = application.orientationSettings.isMultitasking(
      on: application.device.userInterfaceIdiom, in: application.systemBehavior)
    return state
  }

  /// The error of the last geometry request the app made, once delivered. The trace is read on
  /// from where the previous look stopped: a snapshot is taken at every step, and reading the
  /// whole trace each time would make a long scenario quadratic.
  private var lastGeometryError: GeometryRequestError? {
    let events = application.trace.events
    for event in events[min(geometryScanPosition, events.count)...] {
      switch event.kind {
      case .geometryRequest: geometryErrorSoFar = nil
      case .geometryRequestError(let domain, let code, let message):
        geometryErrorSoFar = GeometryRequestError(domain: domain, code: code, message: message)
      default: continue
      }
    }
    geometryScanPosition = events.count
    return geometryErrorSoFar
  }
}
