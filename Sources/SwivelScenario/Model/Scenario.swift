import SwivelCore

/// A scenario file, loaded and checked: an app, a device, a UIKit era, and the steps to play.
///
/// Every reference in it has been resolved: controller ids name declared controllers, view ids
/// name declared views, files exist. What remains are questions only playing the scenario can
/// answer (does this present raise?). See the "Writing scenarios" article for the format, and
/// ``ScenarioLoader`` to read one.
public struct Scenario: Hashable, Sendable {
  /// The format version (`swivel: 1`).
  public var formatVersion: Int
  /// The scenario's name (`name:`); the file's name without extension when absent.
  public var name: String
  /// Where the file begins.
  public var location: SourceLocation
  /// The UIKit era to reproduce (`ios:`); `SystemBehavior.newest` when absent. Its `sdk` is
  /// ``sdk``'s version when the scenario says one, else the era's own.
  public var behavior: Located<SystemBehavior>
  /// The iOS SDK the app is built with, as written (`sdk:`); `nil`: built with the SDK of the
  /// iOS it runs on, whatever era it is played in.
  public var sdk: Located<SystemVersion>?
  /// The device (`device:`), from the catalog or described inline.
  public var device: Located<DeviceSpecification>
  /// The app's Info.plist keys and delegate (`app:`).
  public var app: AppSpecification
  /// The view controllers, in the order they were declared (`controllers:`).
  public var controllers: [ControllerSpecification]
  /// The key window (`window:`); `nil` when the scenario has no `window:`.
  public var window: WindowSpecification?
  /// The steps, in order (`steps:`).
  public var steps: [ScenarioStep]
  /// How the iPad app's window is shown at launch (`windowing:`); full screen by default.
  public var windowing: Located<WindowingMode>?
  /// Split View's share of the screen at launch (`windowing: {mode: splitView, share: …}`);
  /// `nil`: a half. The matrix keeps it in every Split View it plays.
  public var splitViewShare: SplitViewShare?

  /// A scenario of the given parts; the format version is 1 by default.
  public init(
    formatVersion: Int = 1,
    name: String,
    location: SourceLocation,
    behavior: Located<SystemBehavior>,
    device: Located<DeviceSpecification>,
    app: AppSpecification,
    controllers: [ControllerSpecification],
    window: WindowSpecification?,
    steps: [ScenarioStep]
  ) {
    self.formatVersion = formatVersion
    self.name = name
    self.location = location
    self.behavior = behavior
    self.device = device
    self.app = app
    self.controllers = controllers
    self.window = window
    self.steps = steps
  }

  /// The controller with the given id, or `nil`.
  public func controller(id: String) -> ControllerSpecification? {
    controllers.first { $0.id == id }
  }

  /// Every view of every controller, depth first, in declaration order.
  public var allViews: [ViewSpecification] {
    controllers.flatMap { $0.views.flatMap(\.selfAndDescendants) }
  }
}

extension Scenario {
  /// Whether an expectation checks safe-area insets (`safeAreaInsets:`).
  public var checksSafeAreas: Bool {
    steps.contains { step in
      if case .expect(let expectation) = step.action { !expectation.safeAreaInsets.isEmpty } else { false }
    }
  }

  /// Whether the scenario plays on its own device only in the matrix: it folds or opens the
  /// device, or shows an iPhone app in Split View, which only the iPhone Duo's inner display has.
  public var playsOnItsDeviceOnly: Bool {
    guard !folds else { return true }
    guard device.value.model.idiom == .phone else { return false }
    return windowing?.value == .splitView
      || steps.contains { step in
        if case .windowing(.splitView, _) = step.action { true } else { false }
      }
  }

  /// Whether a step resizes the window (`resize:`), which only iPhone Mirroring can.
  public var resizes: Bool {
    steps.contains { step in
      if case .resize = step.action { true } else { false }
    }
  }

  /// Whether a step folds or opens the device (`fold`, `unfold`).
  public var folds: Bool {
    steps.contains { step in
      switch step.action {
      case .fold, .unfold: true
      default: false
      }
    }
  }
}
