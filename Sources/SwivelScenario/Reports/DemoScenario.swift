/// The built-in example `swivel demo` plays: a portrait app whose photo viewer rotates, with a
/// heading in plain words for each part of the story.
///
/// The one copy of the story: `Examples/001-photo-viewer.yaml` is ``yaml`` as `swivel demo
/// --scenario` writes it, and a test keeps the two the same.
public enum DemoScenario {
  /// The scenario, as a file holds it.
  public static let yaml = """
    # A portrait app whose photo viewer rotates: Info.plist allows portrait only (the app launches
    # in portrait); the app delegate allows every orientation once launched; the root navigation
    # controller answers with its top controller's answers; the feed supports portrait, the photo
    # viewer all. `swivel demo` tells this story; `swivel demo --scenario` prints this file.
    swivel: 1
    name: A portrait app whose photo viewer rotates
    ios: "6.0"
    device: iphone-se-1
    app:
      UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]   # Deployment Info: portrait
      delegateMask: all                   # the delegate allows every orientation once launched
    controllers:
      feed:
        class: FeedViewController
        supported: portrait
        views:
          - {id: header, frame: [0, 0, 320, 44], autoresizing: [flexibleWidth, flexibleBottomMargin]}
      nav:
        class: RootNavigationController
        kind: navigation
        children: [feed]
        forwards: top                     # answers with its top controller's answers
      photos:
        class: PhotoViewController
        supported: all
        views:
          - {id: photo, frame: [0, 0, 320, 548], autoresizing: [flexibleWidth, flexibleHeight]}
    window: {root: nav}
    steps:
      - launch: portrait
      - wait: 1
      - expect: {interface: portrait, top: nav}
      - rotate: landscapeLeft
      - wait: 1
      - expect: {interface: portrait, noEvents: [{kind: willRotateToInterfaceOrientation}]}
      - rotate: portrait
      - present: {controller: photos, style: fullScreen}
      - wait: 1
      - expect: {interface: portrait, top: photos}
      - rotate: landscapeLeft
      - wait: 1
      - expect:
          interface: landscapeRight
          frames: {photo: [0, 0, 568, 300]}          # below the 20-point status bar (iOS 6)
          events:
            - {controller: photos, kind: willRotateToInterfaceOrientation, to: landscapeRight}
            - {controller: photos, kind: didRotateFromInterfaceOrientation, from: portrait}
          noEvents: [{controller: feed}]
      - dismiss: photos
      - wait: 1
      - expect:
          interface: portrait
          top: nav
          frames: {header: [0, 0, 320, 44]}
          noEvents: [{kind: willRotateToInterfaceOrientation}, {kind: didRotateFromInterfaceOrientation}]
    """

  /// The heading of each part of the story, by the index of the step that begins it; the steps
  /// after it (waits, expectations) belong to the same part.
  public static let headings: [Int: String] = [
    0: "The app launches, the phone held upright",
    3: "The user turns the phone to landscape while reading the feed",
    6: "The user turns the phone back upright and opens a photo",
    10: "The user turns the phone to landscape in the photo viewer",
    13: "The user closes the photo viewer, the phone still in landscape",
  ]

  /// What the app is, in a few lines, before the story.
  public static let introduction = [
    "A photo app on an iPhone 5 running iOS 6 (device id iphone-se-1, the 320×568-point screen of",
    "the iPhone 5 family): its feed stays in portrait, its photo viewer may turn.",
    "  • Info.plist allows only portrait, so the app starts in portrait; once it runs, the app",
    "    delegate allows every orientation.",
    "  • The feed sits in a navigation controller that answers with its top controller's",
    "    orientations: the feed says portrait, the photo viewer says all.",
    "Time is virtual: each time is seconds since launch, and nothing waits in real time.",
  ]

  /// How to read the full timeline, printed before it with `--verbose`.
  public static let timelineKey = [
    "",
    "Each line is a time and what happened. Lines with → are UIKit's rotation decisions: what",
    "asked, which controller decided, its orientations ∩ the app's, and the result.",
  ]

  /// What the timeline showed, and where to go next.
  public static let conclusion = [
    "What it showed:",
    "  • The feed never turned: UIKit asks the root (the navigation controller), which answers",
    "    with its top controller's mask, [portrait], intersected with the app's.",
    "  • The photo viewer turned: presented full screen, it decides instead of the root, and the",
    "    app delegate's mask allows landscape after launch.",
    "  • Closing it in landscape turned the app straight back to portrait, with no rotation",
    "    callbacks: the feed was hidden during the rotation, so it is simply laid out again.",
    "",
    "Go further:",
    "  swivel demo --verbose                                this story with every callback UIKit sends",
    "  swivel simulate Examples/001-photo-viewer.yaml      this story from a file, with every event",
    "  swivel simulate FILE --format jsonl                  the trace as JSON Lines, for programs",
    "  swivel check Examples/*.yaml                         check the expectations scenarios state",
    "  swivel lint FILE                                     find orientation mistakes UIKit punishes",
    "  swivel help simulate                                 how scenarios are played and printed",
    "  Examples/README.md                                   a scenario per pattern and per iOS era",
  ]
}
