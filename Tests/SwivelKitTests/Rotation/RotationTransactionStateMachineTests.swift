import SwivelCore
import Testing

@testable import SwivelKit

/// The transaction alone, without an application: the steps each era takes, in seed 000's
/// order ("Responding to Orientation Changes in a Visible View Controller", steps 1 to 5), and
/// the waits between them.
@Suite struct RotationTransactionStateMachineTests {
  /// Every action until the transaction is over.
  private func run(_ style: RotationTransaction.Style, duration: Double = 0.3) -> [RotationTransaction.Action] {
    var transaction = RotationTransaction(from: .portrait, to: .landscapeRight, duration: duration, style: style)
    var actions: [RotationTransaction.Action] = []
    repeat { actions.append(transaction.next()) } while actions.last?.delay != nil
    #expect(transaction.phase == .finished)
    #expect(transaction.next() == .init(steps: [], delay: nil))
    return actions
  }

  // iOS 6 and 7: willRotate; the status bar and the new bounds, then the layout (step 2: the
  // status bar already tells the new orientation in viewWillLayoutSubviews); willAnimate inside
  // the animation; the duration; didRotate.
  @Test func oneStep() {
    #expect(
      run(.oneStep) == [
        .init(steps: [.willRotate, .takeNewGeometry, .layout, .willAnimateRotation], delay: 0.3),
        .init(steps: [.didRotate], delay: nil),
      ])
  }

  // Seed 002: the two-step callbacks split the animation in two halves around the new geometry.
  @Test func twoStep() {
    #expect(
      run(.twoStep) == [
        .init(steps: [.willRotate, .willAnimateFirstHalf], delay: 0.15),
        .init(steps: [.didAnimateFirstHalf, .takeNewGeometry, .layout, .willAnimateRotation], delay: 0.15),
        .init(steps: [.didRotate], delay: nil),
      ])
  }

  // Apple, `viewWillTransition(to:with:)` (iOS 8): called before the size changes; trait changes
  // come first (`willTransition(to:with:)`) and `traitCollectionDidChange` after the new
  // geometry; alongside animations run inside the animation, completions after it.
  @Test(arguments: [true, false])
  func coordinator(traitsChange: Bool) {
    let first: [RotationTransaction.Step] =
      traitsChange
      ? [
        .willTransitionToTraits, .viewWillTransitionToSize, .takeNewGeometry, .traitCollectionDidChange, .layout,
        .runAlongsideAnimations,
      ]
      : [.viewWillTransitionToSize, .takeNewGeometry, .layout, .runAlongsideAnimations]
    #expect(
      run(.coordinator(traitsChange: traitsChange), duration: 0.6) == [
        .init(steps: first, delay: 0.6), .init(steps: [.runCompletions], delay: nil),
      ])
  }

  // The geometry step is taken exactly once in every era, and every will has its did.
  @Test(arguments: [RotationTransaction.Style.oneStep, .twoStep, .coordinator(traitsChange: true)])
  func theGeometryIsTakenOnce(style: RotationTransaction.Style) {
    let steps = run(style).flatMap(\.steps)
    #expect(steps.filter { $0 == .takeNewGeometry }.count == 1)
    #expect(steps.filter { $0 == .layout }.count == 1)
    #expect(steps.last == .didRotate || steps.last == .runCompletions)
  }
}
