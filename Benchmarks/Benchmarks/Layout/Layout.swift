// Laying out a tree of views after the window's size changes (issue 3, item 8).
//
// Each iteration turns the window between portrait and landscape (iOS 8+ geometry, so the
// window's bounds change), which autoresizes every view of the tree, then runs the layout pass,
// which calls every view's layoutSubviews. Beside it, a baseline measured in the same run: a flat
// loop doing the same autoresizing arithmetic over arrays of frames, with no objects. The ratio
// of the two is what the tree costs over the arithmetic.

import Benchmark
import Glibc
import SwivelCore
import SwivelKit

/// A window whose root view holds `count` views in all (the root included), eight subviews per
/// view, breadth first. Every view has a flexible width and height, so every view is resized and
/// laid out by each turn, plus one of the sixteen combinations of margin flags.
struct LayoutTree {
  static let screen = Size(width: 390, height: 844)
  static let fanOut = 8

  let window: Window
  let root: View
  private(set) var orientation = InterfaceOrientation.portrait

  init(count: Int) {
    window = Window(portraitScreenSize: Self.screen, systemBehavior: .newest)
    root = View(frame: Rect(origin: .zero, size: Self.screen))
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var views = [root]
    views.reserveCapacity(count)
    var parentIndex = 0
    while views.count < count {
      let parent = views[parentIndex]
      let size = parent.bounds.size
      for slot in 0..<Self.fanOut where views.count < count {
        let child = View(frame: Self.childFrame(slot: slot, in: size))
        child.autoresizingMask = Self.mask(for: views.count)
        try! parent.addSubview(child)  // never self or an ancestor: a new view
        views.append(child)
      }
      parentIndex += 1
    }
    try! window.setRootView(root)  // the root view is not the window
    window.layoutIfNeeded()
  }

  /// The eight children of a view sit side by side in a 4×2 grid inside it, with margins.
  static func childFrame(slot: Int, in size: Size) -> Rect {
    let cellWidth = size.width / 4, cellHeight = size.height / 2
    return Rect(
      x: Double(slot % 4) * cellWidth + cellWidth / 8, y: Double(slot / 4) * cellHeight + cellHeight / 8,
      width: cellWidth * 3 / 4, height: cellHeight * 3 / 4)
  }

  /// Flexible width and height, and the margin flags of `index`'s low four bits.
  static func mask(for index: Int) -> AutoresizingMask {
    let margins: [AutoresizingMask] = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    var mask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    for (bit, margin) in margins.enumerated() where index & (1 << bit) != 0 { mask.insert(margin) }
    return mask
  }

  /// Turns the window a quarter turn (portrait ⇄ landscape) and lays the tree out.
  mutating func turn() {
    orientation = orientation == .portrait ? .landscapeRight : .portrait
    try! window.setInterfaceOrientation(orientation)  // never unknown
  }
}

/// The baseline: the same views as flat arrays (frames, masks, parent indices, breadth first),
/// resized by the same pure function, each view against its parent's old and new size.
struct FlatFrames {
  var frames: [Rect]
  let masks: [AutoresizingMask]
  let parents: [Int]
  var oldSizes: [Size]
  var newSizes: [Size]
  var portrait = true

  init(count: Int) {
    var frames = [Rect(origin: .zero, size: LayoutTree.screen)]
    var masks: [AutoresizingMask] = [[.flexibleWidth, .flexibleHeight]]
    var parents = [-1]
    var parentIndex = 0
    while frames.count < count {
      let size = frames[parentIndex].size
      for slot in 0..<LayoutTree.fanOut where frames.count < count {
        frames.append(LayoutTree.childFrame(slot: slot, in: size))
        masks.append(LayoutTree.mask(for: frames.count - 1))
        parents.append(parentIndex)
      }
      parentIndex += 1
    }
    self.frames = frames
    self.masks = masks
    self.parents = parents
    oldSizes = frames.map(\.size)
    newSizes = oldSizes
  }

  /// Turns the "window" and resizes every frame, parents before children.
  mutating func turn() {
    portrait.toggle()
    let screen = portrait ? LayoutTree.screen : LayoutTree.screen.swapped
    frames.withUnsafeMutableBufferPointer { frames in
      oldSizes.withUnsafeMutableBufferPointer { oldSizes in
        newSizes.withUnsafeMutableBufferPointer { newSizes in
          masks.withUnsafeBufferPointer { masks in
            parents.withUnsafeBufferPointer { parents in
              oldSizes[0] = frames[0].size
              frames[0].size = screen
              newSizes[0] = screen
              for index in 1..<frames.count {
                let parent = parents[index]
                let frame = masks[index].resizedFrame(frames[index], from: oldSizes[parent], to: newSizes[parent])
                oldSizes[index] = frames[index].size
                newSizes[index] = frame.size
                frames[index] = frame
              }
            }
          }
        }
      }
    }
  }
}

/// The CPU time this thread has used, in nanoseconds: unlike the wall clock, it does not count
/// the time the thread waits while other processes run (this machine's 2 cores are shared).
func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// Thread CPU time per iteration, in nanoseconds.
let threadCPU = BenchmarkMetric.custom("Thread CPU time (ns)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, threadCPU, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 10,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  for (label, count) in [("1k", 1_000), ("10k", 10_000), ("100k", 100_000)] {
    var tree: LayoutTree?
    Benchmark("Layout \(label) views") { benchmark in
      if tree == nil { tree = LayoutTree(count: count) }
      benchmark.startMeasurement()
      let start = threadCPUNanoseconds()
      tree!.turn()
      let cpu = threadCPUNanoseconds() - start
      benchmark.stopMeasurement()
      benchmark.measurement(threadCPU, cpu)
    }

    var flat: FlatFrames?
    Benchmark("Baseline \(label) frames") { benchmark in
      if flat == nil { flat = FlatFrames(count: count) }
      benchmark.startMeasurement()
      let start = threadCPUNanoseconds()
      flat!.turn()
      let cpu = threadCPUNanoseconds() - start
      benchmark.stopMeasurement()
      benchmark.measurement(threadCPU, cpu)
      blackHole(flat!.frames[count - 1])
    }
  }
}
