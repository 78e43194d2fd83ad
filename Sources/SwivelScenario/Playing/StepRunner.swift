import SwivelCore
import SwivelKit

/// Runs a scenario's steps on its world, in order, and checks its expectations (Scenario reference,
/// section 6).
final class StepRunner {
  let scenario: Scenario
  let world: ScenarioWorld
  private var application: Application { world.application }

  /// Where the events since the previous `expect` begin.
  private var expectationMark = 0
  /// The first exception raised, and the step it was raised in.
  private var raised: (exception: RaisedException, stepIndex: Int)?
  /// The first step that could not be performed once the app had the main thread back
  /// (``performWhenFree(_:at:)``).
  private var lateError: ScenarioPlayError?

  init(scenario: Scenario, world: ScenarioWorld) {
    self.scenario = scenario
    self.world = world
  }

  /// Plays every step, then lets the run loop settle.
  ///
  /// - Throws: ``ScenarioPlayError`` when a step cannot be performed in the state the app is in
  ///   (a `dismiss:` of a controller that is not presented).
  func run() throws(ScenarioPlayError) -> ScenarioRun {
    var records: [ScenarioRun.StepRecord] = []
    var expectations: [ScenarioRun.ExpectationResult] = []
    var uncaught: ScenarioRun.UncaughtError?
    var ended = false
    /// Whether an `expect` came after the step that raised.
    var passedExpectAfterError = false

    for (index, step) in scenario.steps.enumerated() {
      let start = application.trace.events.count
      let time = application.runLoop.now
      if let raised {
        // The app has ended: only the first `expect` after the failing step runs, when it has
        // `error:`, to check it; the steps between are skipped (Scenario reference, section 6).
        let isFirstExpectAfterError = !passedExpectAfterError
        if case .expect = step.action { passedExpectAfterError = true }
        if isFirstExpectAfterError, case .expect(let expectation) = step.action, expectation.error != nil {
          expectations.append(check(expectation, at: step.location, stepIndex: index, settle: false))
          records.append(
            .init(
              step: step, index: index, time: time, events: start..<start, didRun: true,
              snapshot: world.snapshot(error: raised.exception)))
          uncaught?.wasExpected = true
        } else {
          records.append(.init(step: step, index: index, time: time, events: start..<start, didRun: false))
        }
        continue
      }
      if case .expect(let expectation) = step.action {
        expectations.append(check(expectation, at: step.location, stepIndex: index, settle: true))
      } else {
        try performWhenFree(step.action, at: step.location)
      }
      if let lateError { throw lateError }
      noteRaisedError(stepIndex: index)
      records.append(
        .init(
          step: step, index: index, time: time, events: start..<application.trace.events.count, didRun: true,
          snapshot: world.snapshot(error: raised?.exception)))
      if let raised, uncaught == nil {
        // An `expect` whose settling raised checks the error itself.
        var checked = false
        if case .expect(let expectation) = step.action { checked = expectation.error != nil }
        uncaught = ScenarioRun.UncaughtError(
          exception: raised.exception, stepIndex: index, location: step.location, wasExpected: checked)
        ended = true
      }
    }
    if !ended, let last = records.indices.last {
      application.runLoop.settle()
      if let lateError { throw lateError }
      noteRaisedError(stepIndex: last)
      if let raised, uncaught == nil {
        uncaught = ScenarioRun.UncaughtError(
          exception: raised.exception, stepIndex: last, location: records[last].step.location, wasExpected: false)
      }
      records[last].events = records[last].events.lowerBound..<application.trace.events.count
      if records[last].didRun { records[last].snapshot = world.snapshot(error: raised?.exception) }
    }
    return ScenarioRun(
      scenario: scenario, events: application.trace.events, steps: records, expectations: expectations,
      uncaughtError: uncaught, duration: application.runLoop.now)
  }

  /// Checks an `expect:` step: lets the run loop settle (unless the app has ended), then compares.
  private func check(
    _ expectation: Expectation, at location: SourceLocation, stepIndex: Int, settle: Bool
  ) -> ScenarioRun.ExpectationResult {
    if settle {
      application.runLoop.settle()
      noteRaisedError(stepIndex: stepIndex)
    }
    let events = application.trace.events(from: expectationMark)
    expectationMark = application.trace.events.count
    let failures = ExpectationEvaluator.failures(
      of: expectation, at: location,
      state: world.observedState(
        error: raised?.exception, readingSafeAreas: !expectation.safeAreaInsets.isEmpty,
        framesOf: expectation.frames.map(\.view)),
      events: events)
    return ScenarioRun.ExpectationResult(location: location, stepIndex: stepIndex, failures: failures)
  }

  /// Notes the first exception the app raised, if it has raised one since the last look.
  private func noteRaisedError(stepIndex: Int) {
    guard raised == nil, let exception = world.raisedException else { return }
    raised = (exception, stepIndex)
  }

  /// Performs a step now or, while the app's code has the main thread (`busy:`), once it is
  /// free: what the world does meanwhile (a device turn, the user's lock, the app's own next
  /// calls) reaches the app late, in the order it came. `wait:` lets the time pass, and `expect:`
  /// looks at the state as it is, so both run now.
  private func performWhenFree(_ action: ScenarioStep.Action, at location: SourceLocation) throws(ScenarioPlayError) {
    switch action {
    case .wait, .busy, .expect:
      try perform(action, at: location)
    default:
      guard application.runLoop.isBusy else { return try perform(action, at: location) }
      application.runLoop.perform(afterDelay: 0) { [self] in
        guard lateError == nil else { return }
        do throws(ScenarioPlayError) {
          try perform(action, at: location)
        } catch {
          lateError = error
        }
      }
    }
  }

  private func perform(_ action: ScenarioStep.Action, at location: SourceLocation) throws(ScenarioPlayError) {
    switch action {
    case .launch(let orientation):
      // The loader allows one launch per scenario.
      _ = try? application.launch(deviceOrientation: orientation)
    case .rotate(let orientation):
      application.device.receiveSensedOrientation(orientation)
    case .wait(let seconds):
      application.runLoop.run(for: seconds)
    case .busy(let seconds):
      application.beginBusy(for: seconds)
    case .lock(let named):
      // What the device's lock holds: portrait on a phone (the loader refuses another), the
      // interface orientation of the moment on an iPad.
      let held = application.device.userInterfaceIdiom == .phone ? .portrait : application.statusBarOrientation
      if let named, named != held {
        throw ScenarioPlayError(
          .unsupported(
            "lock: \(named.name)",
            reason:
              "an iPad's rotation lock holds the orientation the interface is in, \(held.name); write '- lock' or 'lock: \(held.name)'"
          ),
          at: location)
      }
      application.device.lockRotation(to: held)
    case .unlock:
      application.device.unlockRotation()
    case .set(let id, let changes):
      guard let declared = world.declared(id) else { break }
      declared.answers = declared.answers.merging(changes)
      world.applyForwarding(to: id)
      // The app changes its status-bar answers and calls setNeedsStatusBarAppearanceUpdate(); the
      // safe areas follow at the layout that comes next.
      if changes.prefersStatusBarHidden != nil || changes.childForStatusBarHidden != nil {
        // On the application: a controller outside the tree (a child named by another's
        // childForStatusBarHidden) is in no application, and the app calls it where it counts.
        application.updateStatusBarAppearance()
        application.keyWindow?.layoutIfNeeded()
      }
    case .attemptRotation:
      raising { () throws(RaisedException) in try application.attemptRotationToDeviceOrientation() }
    case .present(let presentation):
      // The loader refuses a present before launch or without a root, and every id it names is declared.
      guard let controller = world.controllers[presentation.controller], let presenter = world.topmostController
      else { break }
      controller.modalPresentationStyle = presentation.style
      controller.customPresentationRemovesPresentersView = presentation.removesPresentersView
      raising { () throws(RaisedException) in try presenter.present(controller, animated: presentation.isAnimated) }
    case .dismiss(let id):
      // Dismiss the controller and what it presented, from its presenter. A controller that is
      // not presented: UIKit's `dismiss` on it dismisses what it presented, and does nothing when
      // it presented nothing (Apple, `dismiss(animated:completion:)`).
      guard let controller = world.controllers[id] else { break }
      let dismissing = controller.presentingViewController ?? controller
      raising { () throws(RaisedException) in try dismissing.dismiss(animated: true) }
    case .push(let on, let id):
      guard let navigation = world.controllers[on] as? NavigationController, let controller = world.controllers[id]
      else { break }
      raising { () throws(RaisedException) in try navigation.pushViewController(controller, animated: true) }
    case .pop(let on):
      (world.controllers[on] as? NavigationController)?.popViewController(animated: true)
    case .select(let on, let index):
      guard let tabBar = world.controllers[on] as? TabBarController, tabBar.viewControllers.indices.contains(index)
      else { break }
      tabBar.select(index: index)
    case .motion(let file):
      world.playMotion(file)
    case .setDelegateMask(let mask):
      // The change alone rotates nothing: UIKit asks again only when it next decides.
      world.delegate.mask = mask
    case .setSceneDelegateMask(let mask):
      world.sceneDelegate.mask = mask
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let id):
      // The loader checks the id; a controller not loaded yet is not on screen and asks nothing.
      guard let controller = world.controllers[id] else { break }
      raising { () throws(RaisedException) in try controller.setNeedsUpdateOfSupportedInterfaceOrientations() }
    case .requestGeometryUpdate(let mask):
      raising { () throws(RaisedException) in try application.requestGeometryUpdate(mask) }
    case .setDeviceOrientation(let orientation):
      application.setDeviceOrientationThroughKeyValueCoding(orientation)
    case .background:
      application.enterBackground()
    case .foreground:
      raising { () throws(RaisedException) in try application.enterForeground() }
    case .windowing(let mode, let share):
      application.setWindowingMode(mode, share: share)
    case .fold, .unfold:
      // The loader checked that the device folds and where the scene is.
      let folding = if case .fold = action { true } else { false }
      guard let model = DeviceCatalog.display(after: application.device.model, folding: folding) else { break }
      raising { () throws(RaisedException) in try application.moveScene(to: model) }
    case .resize(let size):
      // The loader checked that the scene is mirrored, built with the iOS 27 SDK, and the size.
      try? application.resizeScene(to: size)
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let id):
      world.controllers[id]?.setNeedsUpdateOfPrefersInterfaceOrientationLocked()
    case .expect:
      break
    }
  }

  /// Runs a call that may raise; an exception the engine did not record ends the app.
  private func raising(_ call: () throws(RaisedException) -> Void) {
    do {
      try call()
    } catch {
      world.raise(error)
    }
  }
}
