import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct PresentationTests {
  // Seed 000: "the presented view controller is used instead of the root view controller when
  // determining whether an orientation is supported" and "If the view controller is presented
  // full screen, the user interface is presented in the preferred orientation."
  @Test func aFullScreenPresentationAppearsInItsPreferredOrientationAndDecides() throws {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let application = try launchApplication(root: feed)
    let player = TestController(identifier: "player")
    player.supported = .landscape
    player.preferred = .landscapeRight
    player.modalPresentationStyle = .fullScreen
    let start = application.trace.events.count
    try feed.present(player, animated: true)
    #expect(feed.presentedViewController === player)
    #expect(player.presentingViewController === feed)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(player.view.bounds.size == Size(width: 667, height: 375))
    #expect(feed.view.superview == nil)
    #expect(application.decidingViewController === player)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        // The status bar hides on an iPhone's side from iOS 8 (Apple, prefersStatusBarHidden).
        "viewDidLoad player", "viewWillDisappear feed", "viewWillAppear player", "statusBar landscapeRight",
        "statusBarHidden true", "sceneGeometry landscapeRight", "viewWillLayoutSubviews player",
        "viewDidLayoutSubviews player",
        "viewDidAppear player",
        "viewDidDisappear feed", "presented player",
      ])
  }

  // Apple, viewDidAppear(_:) and present(_:animated:completion:): the will methods come when the
  // transition starts, the did methods and the completion "after the presentation finishes"; not
  // animated, all at once. The duration is the rotator's configuration (0.4 s by default).
  @Test(arguments: zip([true, false], [0.4, 0.0]))
  func anAnimatedPresentationEndsAfterItsDuration(animated: Bool, end: Double) throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed)
    let photos = TestController(identifier: "photos")
    photos.modalPresentationStyle = .fullScreen
    let start = application.runLoop.now
    var completed: Double?
    try feed.present(photos, animated: animated) { completed = application.runLoop.now }
    #expect(application.modalTransition.isRunning == animated)
    application.runLoop.settle()
    #expect(completed.map { $0 - start } == end)
    let times = Dictionary(
      application.trace.events.compactMap { event in
        ["viewWillAppear", "viewDidAppear", "presented"].contains(event.kind.name)
          && event.fields.contains { $0.value.description == "photos" }
          ? (event.kind.name, event.time - start) : nil
      }, uniquingKeysWith: { first, _ in first })
    #expect(times == ["viewWillAppear": 0, "viewDidAppear": end, "presented": end])
    var dismissed: Double?
    let dismissStart = application.runLoop.now
    try photos.dismiss(animated: animated) { dismissed = application.runLoop.now }
    #expect(feed.presentedViewController == nil)
    #expect(dismissed == (animated ? nil : dismissStart))
    application.runLoop.settle()
    #expect(dismissed.map { $0 - dismissStart } == end)
    #expect(application.trace.events.last?.kind.name == "dismissed")
  }

  @Test func theTransitionDurationIsConfigurable() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed)
    application.modalTransition.duration = 1.5
    let photos = TestController(identifier: "photos")
    let start = application.runLoop.now
    var completed: Double?
    try feed.present(photos, animated: true) { completed = application.runLoop.now }
    application.runLoop.settle()
    #expect(completed.map { $0 - start } == 1.5)
  }

  // Every will has its did: a rotation, a dismissal or a presentation during the transition ends the
  // transition first (its did callbacks come before what follows), as a presentation ends a
  // rotation under way.
  @Test(arguments: ["rotate", "dismiss", "present"])
  func whatComesDuringATransitionEndsItFirst(action: String) throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "9.0")
    let photos = TestController(identifier: "photos")
    photos.modalPresentationStyle = .fullScreen
    try feed.present(photos, animated: true)
    let start = application.trace.events.count
    switch action {
    case "rotate": application.device.receiveSensedOrientation(.landscapeLeft)
    case "dismiss": try photos.dismiss(animated: true)
    default: try photos.present(TestController(identifier: "more"), animated: true)
    }
    application.runLoop.settle()
    let lines = application.callbackLines(from: start)
    #expect(Array(lines.prefix(3)) == ["viewDidAppear photos", "viewDidDisappear feed", "presented photos"])
    #expect(application.modalTransition.isRunning == false)
    for controller in [feed, photos] {
      let trace = application.trace.events.filter {
        $0.fields.contains { $0.value.description == controller.identifier }
      }
      let wills = trace.count { $0.kind.name == "viewWillAppear" || $0.kind.name == "viewWillDisappear" }
      let dids = trace.count { $0.kind.name == "viewDidAppear" || $0.kind.name == "viewDidDisappear" }
      #expect(wills == dids, "\(controller.identifier)")
    }
  }

  // Seed 001: in iOS 5 shouldAutorotateToInterfaceOrientation: "overrides the orientations listed in
  // the project's Deployment Info"; seed 000 (iOS 5 rotation process): the interface only takes
  // orientations the deciding controller accepts. Info.plist lets the app launch in landscape, but
  // the portrait-only root turns it to portrait; a full-screen controller that accepts everything
  // appears in portrait and follows the device to landscape; a portrait-only one presented over it
  // turns the interface to portrait, and landscape comes back when it goes; dismissed, the portrait-only root turns the interface back.
  @Test(arguments: ["4.3", "5.1"])
  func legacyDecidersTurnTheInterfaceToAnOrientationTheyAccept(ios: String) throws {
    let feed = TestController(identifier: "feed")
    feed.legacy = .portrait
    let application = try launchApplication(
      root: feed, ios: ios, infoPlist: InfoPlist(supportedInterfaceOrientations: .allButUpsideDown),
      orientation: .landscapeLeft)
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.keyWindow?.interfaceOrientation == .portrait)
    let photos = TestController(identifier: "photos")
    photos.legacy = .all
    photos.modalPresentationStyle = .fullScreen
    try feed.present(photos, animated: true)
    #expect(application.statusBarOrientation == .portrait)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    let narrow = TestController(identifier: "narrow")
    narrow.legacy = .portrait
    narrow.modalPresentationStyle = .fullScreen
    try photos.present(narrow, animated: true)
    #expect(application.statusBarOrientation == .portrait)
    try narrow.dismiss(animated: true)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    try photos.dismiss(animated: true)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(feed.view.bounds.size == controllerViewSize(375, 667, in: application))
  }

  // Seed 000, "Declaring a Preferred Presentation Orientation": "The preferred interface
  // orientation must be one of the orientations supported by the view controller."
  @Test func aPreferredOrientationOutsideTheMaskRaises() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed)
    let player = TestController(identifier: "player")
    player.supported = .landscape
    player.preferred = .portrait
    player.modalPresentationStyle = .fullScreen
    #expect(throws: RaisedException.self) { try feed.present(player, animated: false) }
    #expect(application.terminatingException?.name == .invalidInterfaceOrientation)
    #expect(feed.presentedViewController == nil)
  }

  @Test func presentingAnActiveControllerIsAnInvalidArgument() throws {
    let feed = TestController(identifier: "feed")
    _ = try launchApplication(root: feed)
    let sheet = TestController(identifier: "sheet")
    sheet.modalPresentationStyle = .fullScreen
    try feed.present(sheet, animated: false)
    #expect(
      throws: RaisedException(
        name: .invalidArgument,
        reason: "Application tried to present modally an active controller <TestController: sheet>.")
    ) {
      try sheet.present(sheet, animated: false)
    }
  }

  // Apple, `UIModalPresentationStyle.automatic`: a page sheet on iPhone from iOS 13, which
  // leaves the presenter on screen and in charge of orientation; full screen before.
  @Test(arguments: zip(["12.0", "13.0"], [true, false]))
  func automaticIsFullScreenBeforeIOS13(ios: String, decides: Bool) throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: ios)
    let sheet = TestController(identifier: "sheet")
    try feed.present(sheet, animated: false)
    #expect((application.decidingViewController === sheet) == decides)
    #expect((feed.view.window != nil) == !decides)
    #expect(feed.appearanceState == (decides ? .disappeared : .appeared))
  }

  // Brief, point 3: only a full-screen presentation makes the presented controller decide.
  @Test(arguments: [ModalPresentationStyle.overFullScreen, .overCurrentContext, .formSheet])
  func overStylesLeaveThePresenterDeciding(style: ModalPresentationStyle) throws {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let application = try launchApplication(root: feed, ios: "14.0")
    let overlay = TestController(identifier: "overlay")
    overlay.supported = .all
    overlay.modalPresentationStyle = style
    try feed.present(overlay, animated: false)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(overlay.view.superview === feed.view)
  }

  // Seed 000, "Rotations May Occur When Your View Controller Is Hidden": the presenter gets no
  // rotation events; on dismissal its views are resized by the normal layout process; brief
  // point 3: dismissing re-evaluates the presenter and rotates back when it must.
  @Test func aHiddenPresenterMissesTheRotationAndIsLaidOutOnReturn() throws {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let application = try launchApplication(root: feed, ios: "7.0")
    let photos = TestController(identifier: "photos")
    photos.supported = .allButUpsideDown
    photos.modalPresentationStyle = .fullScreen
    try feed.present(photos, animated: true)
    application.runLoop.settle()
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    let lines = application.callbackLines(from: start)
    #expect(lines.contains("willRotateToInterfaceOrientation photos"))
    #expect(!lines.contains { $0.hasSuffix(" feed") })
    let dismissStart = application.trace.events.count
    try photos.dismiss(animated: true)
    #expect(application.statusBarOrientation == .portrait)
    #expect(feed.view.bounds.size == Size(width: 375, height: 667))
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: dismissStart) == [
        "viewWillDisappear photos", "viewWillAppear feed", "statusBar portrait", "viewWillLayoutSubviews feed",
        "viewDidLayoutSubviews feed", "viewDidDisappear photos", "viewDidAppear feed", "dismissed photos",
      ])
    #expect(!application.callbackLines(from: dismissStart).contains { $0.contains("Rotat") })
  }

  // Seed 000 (the hidden controller again), when the presenter allows the new orientation:
  // nothing rotates back, and the presenter is resized to it.
  @Test func aPresenterThatAllowsTheNewOrientationIsResizedOnReturn() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "9.0")
    let photos = TestController(identifier: "photos")
    photos.modalPresentationStyle = .fullScreen
    try feed.present(photos, animated: true)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    try feed.dismiss(animated: true)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(feed.view.bounds.size == Size(width: 667, height: 375))
    #expect(feed.interfaceOrientation == .landscapeRight)
    #expect(feed.presentedViewController == nil)
  }

  @Test func dismissingTakesWhatTheDismissedControllerPresentedToo() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "12.0")
    let first = TestController(identifier: "first")
    let second = TestController(identifier: "second")
    try feed.present(first, animated: false)
    try first.present(second, animated: false)
    try feed.dismiss(animated: false)
    #expect(feed.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(feed.view.superview === application.keyWindow)
    #expect(
      application.traceLines(kinds: ["dismissed"]) == ["dismissed second fullScreen", "dismissed first fullScreen"])
  }

  // Apple, dismiss(animated:completion:): "any intermediate view controllers are simply removed
  // from the stack": the hidden middle controller hears nothing; the top one disappears and the
  // presenter appears, in one transition.
  @Test func aStackedDismissalOnlyTellsWhatChangesOnScreen() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "12.0")
    let first = TestController(identifier: "first")
    let second = TestController(identifier: "second")
    try feed.present(first, animated: false)
    try first.present(second, animated: false)
    let start = application.trace.events.count
    try feed.dismiss(animated: true)
    application.runLoop.settle()
    let lines = application.callbackLines(from: start)
    #expect(!lines.contains { $0.hasPrefix("view") && $0.hasSuffix(" first") })
    #expect(
      lines.filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
        "viewWillDisappear second", "viewWillAppear feed", "viewDidDisappear second", "viewDidAppear feed",
      ])
    #expect(
      application.traceLines(from: start, kinds: ["dismissed"]) == [
        "dismissed second fullScreen", "dismissed first fullScreen",
      ])
    #expect(feed.view.superview === application.keyWindow)
  }

  // A presentation during a rotation finishes the rotation first: every will has its did.
  @Test func aPresentationDuringARotationFinishesItFirst() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "9.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.run(for: 0.1)
    let photos = TestController(identifier: "photos")
    photos.modalPresentationStyle = .fullScreen
    try feed.present(photos, animated: false)
    #expect(application.interfaceRotator?.isRotating == false)
    #expect(
      application.traceLines(kinds: ["didRotateFromInterfaceOrientation"]) == [
        "didRotateFromInterfaceOrientation feed portrait"
      ])
  }

  // Apple, `preferredInterfaceOrientationForPresentation`: "If you do not implement this method,
  // the system presents the view controller using the current orientation of the status bar."
  @Test func withoutAPreferredOrientationThePresentationKeepsTheStatusBars() throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(root: feed, ios: "9.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    let viewer = TestController(identifier: "viewer")
    viewer.modalPresentationStyle = .fullScreen
    try feed.present(viewer, animated: true)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.reason == .statusBarOrientation)
    #expect(viewer.view.bounds.size == Size(width: 667, height: 375))
  }

  // SystemBehavior.presentsFullScreen: a popover and a form sheet adapt to full screen on
  // iPhone (before iOS 13 for the sheet); on iPad they leave the presenter in charge.
  @Test(
    arguments: zip(
      [
        ("popover", "iphone-8"), ("popover", "ipad-9.7"), ("formSheet", "iphone-8"), ("formSheet", "ipad-9.7"),
        ("fullScreen", "ipad-9.7"), ("currentContext", "iphone-8"),
      ], [true, false, true, false, true, false]))
  func whoDecidesAfterAPresentation(style: (String, String), decides: Bool) throws {
    let feed = TestController(identifier: "feed")
    let application = try launchApplication(
      root: feed, ios: "12.0", device: style.1, infoPlist: InfoPlist(requiresFullScreen: true))
    let presented = TestController(identifier: "presented")
    presented.modalPresentationStyle = try #require(ModalPresentationStyle(name: style.0))
    try feed.present(presented, animated: false)
    #expect((application.decidingViewController === presented) == decides)
  }
}
