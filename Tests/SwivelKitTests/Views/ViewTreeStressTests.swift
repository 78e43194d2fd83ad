import SwivelCore
import Testing

@testable import SwivelKit

/// Random trees changed at random, also from inside `layoutSubviews`: the links stay consistent
/// and nothing is left needing layout. Run under AddressSanitizer, this also checks that the
/// layout pass's unretained walks never touch a freed view.
@Suite("View tree under random changes")
struct ViewTreeStressTests {
  /// SplitMix64, seeded: the same seed gives the same run.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A view whose layout may change the tree: it runs the test's mutation with its own random numbers.
  final class ChaoticView: View {
    var onLayout: ((ChaoticView) -> Void)?
    override func layoutSubviews() { onLayout?(self) }
  }

  /// Every view reachable from `root` is the subview of its superview, and vice versa.
  static func checkLinks(_ root: View) -> Bool {
    for subview in root.subviews {
      guard subview.superview === root, checkLinks(subview) else { return false }
    }
    return true
  }

  static func allViews(_ root: View) -> [View] {
    [root] + root.subviews.flatMap(allViews)
  }

  @Test("Random changes keep the tree consistent and fully laid out", arguments: 1...20)
  func randomChanges(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let window = Window(portraitScreenSize: Size(width: 320, height: 480), systemBehavior: .newest)
    var pool: [ChaoticView] = []
    for _ in 0..<60 {
      let view = ChaoticView(
        frame: Rect(
          x: Double.random(in: 0...100, using: &random), y: Double.random(in: 0...100, using: &random),
          width: Double.random(in: 0...200, using: &random), height: Double.random(in: 0...200, using: &random)))
      view.autoresizingMask = AutoresizingMask(rawValue: UInt.random(in: 0..<64, using: &random))
      pool.append(view)
    }
    let root = pool[0]
    try window.setRootView(root)

    var layoutChanges = 0
    for view in pool {
      var ownRandom = SplitMix64(state: random.next())
      view.onLayout = { view in
        // Some layouts change the tree or sizes, a bounded number of times in all.
        guard layoutChanges < 200, Int.random(in: 0..<4, using: &ownRandom) == 0 else { return }
        layoutChanges += 1
        let other = pool[Int.random(in: 0..<pool.count, using: &ownRandom)]
        switch Int.random(in: 0..<3, using: &ownRandom) {
        case 0: if other !== root { other.removeFromSuperview() }
        case 1: try? view.addSubview(other)
        default: other.bounds.size = Size(width: Double.random(in: 0...300, using: &ownRandom), height: 50)
        }
      }
    }

    for _ in 0..<300 {
      let view = pool[Int.random(in: 0..<pool.count, using: &random)]
      let other = pool[Int.random(in: 0..<pool.count, using: &random)]
      switch Int.random(in: 0..<7, using: &random) {
      case 0: try? view.addSubview(other)
      case 1: try? view.insertSubview(other, at: Int.random(in: 0...view.subviews.count, using: &random))
      case 2: if other !== root { other.removeFromSuperview() }
      case 3:
        view.frame = Rect(
          x: 0, y: 0, width: Double.random(in: 0...300, using: &random),
          height: Double.random(in: 0...300, using: &random))
      case 4:
        view.transform = Bool.random(using: &random) ? AffineTransform(quarterTurns: 1) : .identity
      case 5:
        try window.setInterfaceOrientation(
          [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown][
            Int.random(in: 0..<4, using: &random)])
      default: window.layoutIfNeeded()
      }
      #expect(Self.checkLinks(window))
    }

    // Once layouts stop changing things, one pass leaves nothing pending.
    for view in pool { view.onLayout = nil }
    window.layoutIfNeeded()
    #expect(Self.allViews(window).allSatisfy { !$0.needsLayout && !$0.subtreeNeedsLayout })
  }

  @Test("Subviews outliving their superview lose their link to it")
  func outlivingSuperview() throws {
    var children: [View] = []
    do {
      let parent = View()
      for _ in 0..<10 {
        let child = View()
        try parent.addSubview(child)
        children.append(child)
      }
    }
    #expect(children.allSatisfy { $0.superview == nil })
  }
}
