import SwivelCore

/// A rotation API UIKit deprecated, as the scan judges its uses (`deprecated-rotation-api`): the
/// iOS that deprecated it, what replaces it, and whether UIKit still calls it (or it still
/// answers) in an era, as Swivel's engine plays it.
struct DeprecatedRotationAPI: Sendable {
  /// How a use of the API shows in the sources.
  enum Kind: Sendable {
    /// A method UIKit calls, overridden by a controller.
    case overridden
    /// A property read.
    case read
  }

  /// UIKit's name, Objective-C's selector or property (`willRotateToInterfaceOrientation:duration:`).
  var objectiveCName: String
  /// Swift's name (`willRotate(to:duration:)`); `nil` where Swift code does not override or read it.
  var swiftName: String?
  var kind: Kind
  /// The major iOS version that deprecated it (every one of them in a `.0`).
  var deprecatedIn: Int
  /// What to write instead.
  var replacement: String
  /// What becomes of it on a deployment target's era, and after, in an app built with the SDK.
  var fate: @Sendable (_ era: SystemBehavior, _ sdk: SystemVersion) -> String

  /// Every API the rule judges. Deprecations as UIKit's headers and Apple's documentation give
  /// them (UIViewController.h, `API_DEPRECATED(…, ios(2.0, 8.0))` for the one-step callbacks and
  /// `interfaceOrientation`; `ios(2.0, 6.0)` for `shouldAutorotateToInterfaceOrientation:`;
  /// `ios(2.0, 5.0)` for the two-step callbacks; UIApplication.h, `ios(2.0, 13.0)` for
  /// `statusBarOrientation`; UIWindowScene.h, `ios(13.0, 26.0)` for the scene's
  /// `interfaceOrientation`); what runs in each era is the engine's model (``SystemBehavior``).
  static let all: [DeprecatedRotationAPI] =
    oneStepCallbacks + twoStepCallbacks + [
      legacyAutorotate, interfaceOrientation, statusBarOrientation, windowSceneInterfaceOrientation,
    ]

  /// What replaces the reads of an interface orientation: the scene's effective geometry, or
  /// better, the space the scene has (Apple, WWDC26 278: lay out by the size the scene gets, not
  /// by the orientation; `UIWindowScene.interfaceOrientation`: "Use
  /// effectiveGeometry.interfaceOrientation instead").
  static let orientationReadReplacement =
    "lay out by the size the view or scene has (viewWillTransition(to:with:), traits); where the orientation itself is needed, read view.window?.windowScene?.effectiveGeometry.interfaceOrientation (iOS 16; behind if #available(iOS 16, *) while older systems are supported)"

  /// `willRotate…`, `willAnimateRotation…`, `didRotate…`: deprecated in iOS 8, still delivered by
  /// UIKit's default `viewWillTransition(to:with:)` up to iOS 15 in the engine; from iOS 16 the
  /// engine delivers them no more, which no source confirms (``SystemBehavior/deliversLegacyRotationCallbacks``).
  static let oneStepCallbacks: [DeprecatedRotationAPI] = [
    ("willRotateToInterfaceOrientation:duration:", "willRotate(to:duration:)"),
    ("willAnimateRotationToInterfaceOrientation:duration:", "willAnimateRotation(to:duration:)"),
    ("didRotateFromInterfaceOrientation:", "didRotate(from:)"),
  ].map { objectiveC, swift in
    DeprecatedRotationAPI(
      objectiveCName: objectiveC, swiftName: swift, kind: .overridden, deprecatedIn: 8,
      replacement:
        "override viewWillTransition(to:with:) and do the work in the coordinator's animate(alongsideTransition:completion:)",
      fate: { era, _ in
        era.deliversLegacyRotationCallbacks
          ? "UIKit still calls it from iOS \(era.version) to 15, through the default viewWillTransition(to:with:), but not on a controller that overrides viewWillTransition(to:with:) without calling super; Swivel takes it to be called no more from iOS 16 (no source says either way)"
          : "with a deployment target of iOS \(era.version), Swivel takes it never to be called: the one-step callbacks are played up to iOS 15 only (no source says either way)"
      })
  }

  /// The two-step callbacks: deprecated in iOS 5, not called from iOS 6 (seed 002).
  static let twoStepCallbacks: [DeprecatedRotationAPI] = [
    "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:",
    "didAnimateFirstHalfOfRotationToInterfaceOrientation:",
    "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:",
  ].map { selector in
    DeprecatedRotationAPI(
      objectiveCName: selector, swiftName: nil, kind: .overridden, deprecatedIn: 5,
      replacement:
        "override viewWillTransition(to:with:) and animate in the coordinator's animate(alongsideTransition:completion:)",
      fate: { era, _ in
        era.deliversTwoStepRotationCallbacks
          ? "UIKit calls it on iOS 5 and earlier only: from iOS 6, which the app also runs on, never"
          : "it is never called: iOS 6 removed the two-step rotation, and the deployment target is iOS \(era.version)"
      })
  }

  /// `shouldAutorotateToInterfaceOrientation:`: deprecated in iOS 6, which makes a mask of its
  /// answers where `supportedInterfaceOrientations` is not overridden (seed 003).
  static let legacyAutorotate = DeprecatedRotationAPI(
    objectiveCName: "shouldAutorotateToInterfaceOrientation:", swiftName: nil, kind: .overridden,
    deprecatedIn: 6,
    replacement: "override supportedInterfaceOrientations with the orientations it allows",
    fate: { era, _ in
      era.usesLegacyAutorotation
        ? "it decides up to iOS 5; from iOS 6, which the app also runs on, UIKit only makes the controller's mask of its answers"
        : "UIKit only makes the controller's mask of its answers, where supportedInterfaceOrientations is not overridden"
    })

  /// `UIViewController.interfaceOrientation`: deprecated in iOS 8.
  static let interfaceOrientation = DeprecatedRotationAPI(
    objectiveCName: "interfaceOrientation", swiftName: "interfaceOrientation", kind: .read, deprecatedIn: 8,
    replacement: orientationReadReplacement,
    fate: { _, _ in "it still answers" })

  /// `UIApplication.statusBarOrientation`: deprecated in iOS 13, where an app may have several
  /// scenes; a no-op from iOS 27 in an app built with its SDK, which logs
  /// ``SystemBehavior/statusBarOrientationNoOpConsoleLine`` (iOS 27 release notes, 162044221;
  /// libsdl-org/SDL#16330). What it returns then is not documented.
  static let statusBarOrientation = DeprecatedRotationAPI(
    objectiveCName: "statusBarOrientation", swiftName: "statusBarOrientation", kind: .read, deprecatedIn: 13,
    replacement: orientationReadReplacement,
    fate: { _, sdk in
      SystemBehavior(version: sdk).isBuiltWithIOS27SDK
        ? "built with the iOS \(sdk) SDK it is a no-op on iOS 27 and later, where UIKit logs \"\(SystemBehavior.statusBarOrientationNoOpConsoleLine)\" at each read and what it returns is not documented"
        : "it still answers, for the app as a whole, not for the scene the code runs in; once the app is built with the iOS 27 SDK it is a no-op on iOS 27 and later"
    })

  /// `UIWindowScene.interfaceOrientation`: deprecated in iOS 26.0 (Apple, "Use
  /// effectiveGeometry.interfaceOrientation instead").
  static let windowSceneInterfaceOrientation = DeprecatedRotationAPI(
    objectiveCName: "UIWindowScene.interfaceOrientation", swiftName: "UIWindowScene.interfaceOrientation",
    kind: .read, deprecatedIn: 26, replacement: orientationReadReplacement,
    fate: { _, _ in "it still answers" })

  /// The API whose Objective-C selector or property is `name`.
  static func objectiveC(_ name: String) -> DeprecatedRotationAPI? {
    all.first { $0.objectiveCName == name }
  }

  /// The API a Swift override of `name` with the given argument labels is (`willRotate`, `["to", "duration"]`).
  static func swiftOverride(_ name: String, labels: [String]) -> DeprecatedRotationAPI? {
    let written = name + "(" + labels.map { $0 + ":" }.joined() + ")"
    return all.first { $0.kind == .overridden && $0.swiftName == written }
  }

  /// The name the message gives: Swift's where the use was Swift, else Objective-C's.
  func name(inSwift: Bool) -> String {
    inSwift ? swiftName ?? objectiveCName : objectiveCName
  }
}

/// A use of a deprecated rotation API found in a source file: an override or a read.
struct DeprecatedRotationUse: Hashable, Sendable {
  /// The API's Objective-C name (``DeprecatedRotationAPI/objectiveCName``).
  var api: String
  /// Where.
  var location: ScanLocation
  /// The class it is in, when it is in one.
  var className: String?
  /// Whether the source is Swift.
  var inSwift: Bool
  /// The iOS versions the use runs on, as the availability checks around it tell.
  var runsOn = RunsOn.always
}
