import SwivelCore

/// One step of a scenario (an entry of `steps:`), and where it was written.
public struct ScenarioStep: Hashable, Sendable {
  /// What the step does.
  public var action: Action
  /// Where the step's entry begins.
  public var location: SourceLocation

  /// A step doing the given action, written at the given place.
  public init(_ action: Action, at location: SourceLocation) {
    self.action = action
    self.location = location
  }

  /// What a step does (Scenario reference, section 6).
  public enum Action: Hashable, Sendable {
    /// `launch: portrait`: launch the app with the device in that orientation.
    case launch(DeviceOrientation)
    /// `rotate: landscapeLeft`: the device turns to that orientation.
    case rotate(DeviceOrientation)
    /// `wait: 0.5`: let that many seconds of virtual time pass.
    case wait(seconds: Double)
    /// `busy: 0.5`: the app's code takes the main thread for that many seconds from now; what
    /// reaches the app meanwhile (the steps after this one, timers, animations) waits for it.
    case busy(seconds: Double)
    /// `present: photos` or `present: {controller: photos, style: fullScreen, animated: true}`:
    /// present modally from the topmost controller.
    case present(Presentation)
    /// `dismiss: photos`: dismiss it, and what it presented.
    case dismiss(controller: String)
    /// `push: {on: nav, controller: detail}`: push onto a navigation controller's stack.
    case push(on: String, controller: String)
    /// `pop: nav`: pop a navigation controller's top controller.
    case pop(on: String)
    /// `select: {on: tabs, index: 1}`: select a tab.
    case select(on: String, index: Int)
    /// `set: {controller: feed, supported: all}`: change a controller's answers from now on.
    case set(controller: String, answers: ControllerAnswers)
    /// `attemptRotation`: UIKit's `UIViewController.attemptRotationToDeviceOrientation()`.
    case attemptRotation
    /// `lock`, or `lock: portrait`: the user turns the rotation lock on (Control Center). It holds
    /// what the device's lock holds: portrait on an iPhone, the interface orientation of the
    /// moment on an iPad; `nil` when the step does not name it.
    case lock(InterfaceOrientation?)
    /// `unlock`: the user turns the rotation lock off.
    case unlock
    /// `motion: trace.csv`: play an accelerometer trace into the device from now on.
    case motion(FileReference)
    /// `set: {app: {delegateMask: landscape}}`: the app delegate answers this mask from now on.
    case setDelegateMask(InterfaceOrientationMask)
    /// `set: {app: {sceneDelegateMask: landscape}}`: the scene delegate answers this mask from now
    /// on (iOS 27 and later).
    case setSceneDelegateMask(InterfaceOrientationMask)
    /// `setNeedsUpdateOfSupportedInterfaceOrientations: feed` (iOS 16 and later).
    case setNeedsUpdateOfSupportedInterfaceOrientations(controller: String)
    /// `requestGeometryUpdate: landscapeRight` (a mask; iOS 16 and later).
    case requestGeometryUpdate(InterfaceOrientationMask)
    /// `setDeviceOrientation: landscapeLeft`: `UIDevice.current.setValue(_:forKey: "orientation")`.
    case setDeviceOrientation(DeviceOrientation)
    /// `background`: the app leaves for the background (iOS 4 and later).
    case background
    /// `foreground`: the app comes back (iOS 4 and later).
    case foreground
    /// `windowing: splitView`, `windowing: {mode: splitView, share: twoThirds}`: the user
    /// changes the iPad app's windowing mode; `share`: Split View's share of the screen, when
    /// written (a half otherwise).
    case windowing(WindowingMode, share: SplitViewShare?)
    /// `fold`: a foldable device closes, the scene moving to its outer display (the iPhone Duo).
    case fold
    /// `unfold`: a foldable device opens, the scene moving to its inner display.
    case unfold
    /// `resize: [500, 700]`: the user resizes the window to this width and height, in points
    /// (iPhone Mirroring, iOS 27).
    case resize(Size)
    /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked: player` (iOS 26 and later).
    case setNeedsUpdateOfPrefersInterfaceOrientationLocked(controller: String)
    /// `expect: {...}`: check the state.
    case expect(Expectation)
  }
}

/// How a `present:` step presents a controller.
///
/// UIKit: `present(_:animated:completion:)` after setting `modalPresentationStyle`.
public struct Presentation: Hashable, Sendable {
  /// The id of the controller to present.
  public var controller: String
  /// The style (`style:`); `ModalPresentationStyle.automatic` when absent, UIKit's default
  /// `modalPresentationStyle`, which the era resolves (full screen before iOS 13, a page sheet from iOS 13).
  public var style: ModalPresentationStyle
  /// Whether the scenario wrote `style:`: an absent one is the era's default, which every era
  /// has, while a written `automatic` exists from iOS 13 only.
  public var isStyleWritten = false
  /// Whether the presentation is animated (`animated:`); `true` when absent.
  public var isAnimated: Bool
  /// For `style: custom`: whether its presentation controller removes the presenter's view
  /// (`removesPresentersView:`); `false` when absent.
  public var removesPresentersView = false

  /// A presentation of the given controller; by default in the automatic style, animated.
  public init(controller: String, style: ModalPresentationStyle = .automatic, isAnimated: Bool = true) {
    self.controller = controller
    self.style = style
    self.isAnimated = isAnimated
  }

  /// The styles a scenario may name, in the Scenario reference's order.
  public static let allowedStyles: [ModalPresentationStyle] = [
    .fullScreen, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover, .automatic,
    .currentContext, .custom,
  ]
}

extension ScenarioStep.Action {
  /// Whether the step is `set: {app: {sceneDelegateMask: …}}`.
  var isSetSceneDelegateMask: Bool {
    if case .setSceneDelegateMask = self { return true }
    return false
  }
}
