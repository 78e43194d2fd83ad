import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// The kinds→fields table patterns are checked against is the engine's (`TraceEvent.fields`).
@Suite struct EventPatternKindsTests {
  // Spec section 7's table of required kinds and fields, in its order; a kind may add fields
  // after them ("Extra kinds and fields may be added"): a decision's `trigger`.
  @Test(
    arguments: zip(
      [
        "deviceOrientationDidChange", "rotationDecision", "willRotateToInterfaceOrientation",
        "willAnimateRotationToInterfaceOrientation", "didRotateFromInterfaceOrientation", "viewWillTransitionToSize",
        "viewWillLayoutSubviews", "viewDidAppear", "statusBarOrientationDidChange", "presented", "dismissed",
        "viewDidHandleDeviceOrientation", "error",
      ],
      [
        ["orientation"], ["device", "decider", "mask", "result", "reason", "trigger"],
        ["controller", "to", "duration"],
        ["controller", "to", "duration"], ["controller", "from"], ["controller", "size"], ["controller", "bounds"],
        ["controller"], ["orientation", "from"], ["controller", "style"], ["controller", "style"],
        ["view", "orientation"], ["name", "reason"],
      ]))
  func theSpecsKindsHaveTheSpecsFields(kind: String, fields: [String]) {
    #expect(EventPattern.fieldsByKind[kind] == fields)
  }

  @Test func everyKindIsListedOnceSpecKindsFirst() {
    #expect(Set(EventPattern.kinds).count == EventPattern.kinds.count)
    #expect(EventPattern.kinds.first == "deviceOrientationDidChange")
    #expect(EventPattern.kinds.firstIndex(of: "error")! < EventPattern.kinds.firstIndex(of: "launch")!)
    #expect(Set(EventPattern.fieldsByKind.keys) == Set(EventPattern.kinds))
  }

  /// Every event the examples record is of a listed kind, with the listed fields: the table
  /// follows the engine.
  @Test func theExamplesEventsHaveTheTablesFields() throws {
    var seen: Set<String> = []
    for file in ExamplesTests.files {
      let run = try ScenarioPlayer().play(try ScenarioLoader().load(contentsOf: file))
      for event in run.events {
        #expect(EventPattern.fieldsByKind[event.kind.name] == event.fields.map(\.key), "\(event.kind.name)")
        seen.insert(event.kind.name)
      }
    }
    #expect(seen.count > 10)
  }

  /// A pattern may name any of its kind's fields that patterns know.
  @Test func aPatternMayNameEveryFieldOfItsKind() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      controllers: {a: {views: [{id: v}]}}
      window: {root: a}
      steps:
        - launch: portrait
        - expect:
            noEvents:
              - {kind: rotationDecision, t: 0, device: portrait, decider: a, mask: all, result: stay, reason: x}
              - {kind: willRotateToInterfaceOrientation, controller: a, to: portrait, duration: 0.3}
              - {kind: willAnimateSecondHalfOfRotationFromInterfaceOrientation, controller: a, from: portrait, duration: 0.3}
              - {kind: viewWillTransitionToSize, controller: a, size: [1, 2]}
              - {kind: viewDidLayoutSubviews, controller: a, bounds: [0, 0, 1, 2]}
              - {kind: statusBarOrientationDidChange, orientation: portrait, from: portrait}
              - {kind: dismissed, controller: a, style: fullScreen}
              - {kind: viewDidHandleDeviceOrientation, view: v, orientation: faceUp}
              - {kind: error, name: x, reason: y}
              - {kind: launch, device: portrait, orientation: portrait, reason: x}
      """
    let scenario = try ScenarioLoader().load(yaml: yaml, file: "s.yaml")
    #expect(scenario.steps.count == 2)
  }

  /// Patterns without `kind` stay free: they may name any field, of any kind's.
  @Test func aPatternWithoutKindMayNameAnyField() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      controllers: {a: }
      window: {root: a}
      steps:
        - launch: portrait
        - expect: {noEvents: [{controller: a, from: portrait, to: landscapeLeft, orientation: faceUp, style: formSheet}]}
      """
    let scenario = try ScenarioLoader().load(yaml: yaml, file: "s.yaml")
    #expect(scenario.steps.count == 2)
  }
}
