import SwivelCore
import SwivelKit

/// Entry points for the benchmark package (`Benchmarks/`): a deep controller hierarchy and a loop
/// of decisions over it, so that the cost of ``RotationPolicy/decide(_:era:)`` can be measured
/// without the runtime. The decision for a 10-deep hierarchy should take well under a
/// microsecond in a release build.
public enum RotationPolicyBenchmark {
  /// A state whose deciding controller is `depth` navigation controllers deep, each a subclass
  /// that answers for its top child (seed 001's pattern), down to a portrait-and-landscape
  /// controller, on an iPhone 8 in portrait, with an app that allows all but upside down.
  ///
  /// In iOS 5 and earlier the same chain is asked the legacy way: each navigation controller
  /// asks its top child.
  ///
  /// - Parameters:
  ///   - depth: how many containers wrap the leaf controller (0: the leaf decides alone).
  ///   - deviceOrientation: the device's orientation in the state.
  /// - Precondition: `depth >= 0`.
  public static func makeNestedState(depth: Int, deviceOrientation: DeviceOrientation = .landscapeLeft) -> RotationState
  {
    precondition(depth >= 0, "depth must not be negative")
    var decider = OrientationAnswers(
      id: "leaf", className: "LeafViewController", supportedInterfaceOrientations: .allButUpsideDown,
      legacyAutorotateOrientations: .allButUpsideDown)
    for level in 0..<depth {
      decider = OrientationAnswers(
        id: "nav\(level)", className: "ForwardingNavigationController",
        container: ContainerAnswers(kind: .navigation, children: [decider], forwarding: .visibleChild))
    }
    let device = DeviceModel(
      id: "iphone-8", idiom: .phone, portraitSize: Size(width: 375, height: 667), hasHomeButton: true)
    return RotationState(
      decider: decider, app: AppOrientationSettings(infoPlistOrientations: .allButUpsideDown), device: device,
      deviceOrientation: deviceOrientation, interfaceOrientation: .portrait)
  }

  /// Decides `iterations` times with the device in the interface's orientation (portrait) or
  /// flat, alternately: the stays that ask nobody but still record the decider and its masks.
  ///
  /// - Returns: a checksum of the allowed masks, so that the work cannot be optimised away.
  public static func runStays(_ state: RotationState, iterations: Int, era: SystemBehavior) -> Int {
    var same = state
    same.deviceOrientation = .portrait
    same.interfaceOrientation = .portrait
    var flat = same
    flat.deviceOrientation = .faceUp
    var checksum = 0
    for iteration in 0..<iterations {
      let decision = RotationPolicy.decide(iteration & 1 == 0 ? same : flat, era: era)
      checksum &+= Int(decision.traceMask.rawValue)
    }
    return checksum
  }

  /// Decides `iterations` times, alternating the device between landscapeLeft and
  /// portraitUpsideDown so that both the allowed and the refused paths run.
  ///
  /// - Returns: a checksum of the resulting orientations, so that the work cannot be optimised away.
  public static func run(_ state: RotationState, iterations: Int, era: SystemBehavior) -> Int {
    var landscape = state
    landscape.deviceOrientation = .landscapeLeft
    var upsideDown = state
    upsideDown.deviceOrientation = .portraitUpsideDown
    var checksum = 0
    for iteration in 0..<iterations {
      if iteration & 1 == 0 {
        checksum &+= RotationPolicy.decide(landscape, era: era).resultingOrientation.rawValue
      } else {
        checksum &+= RotationPolicy.decide(upsideDown, era: era).resultingOrientation.rawValue
      }
    }
    return checksum
  }
}
