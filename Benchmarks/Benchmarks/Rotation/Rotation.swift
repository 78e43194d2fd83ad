// One rotation transaction of a live application (issue 4, item 10), and the policy's decision
// alone.
//
// Each transaction iteration turns the device (portrait ⇄ landscapeLeft) and lets the run loop
// settle: the application records the device change, the rotator builds the policy's snapshot
// and decides, the transaction sends viewWillTransition (with its legacy callbacks), turns the
// status bar, resizes the window, autoresizes and lays out the whole tree (viewWillLayoutSubviews
// … to every controller), runs the alongside animations, waits the animation's virtual time and
// runs the completions (didRotate), every step recorded in the trace. Beside it, a baseline
// measured in the same run: the same tree turned by the window alone
// (`Window.setInterfaceOrientation(_:)`), with no controllers, policy or trace.

import Benchmark
import Glibc
import SwivelCore
import SwivelExamples
import SwivelKit

/// An application whose root controller holds `controllers` children, all on screen, whose
/// views hold `views` views in all, eight subviews per view.
final class RotationWorld {
  static let fanOut = 8
  let application: Application
  let root: ViewController
  private var landscape = false

  init(controllers: Int, views: Int, ios: String = "15.0") {
    application = Application(
      model: DeviceCatalog.model(id: "iphone-15")!, systemBehavior: try! SystemBehavior(iOSVersion: ios))
    try! application.launch(deviceOrientation: .portrait)  // launches once
    root = ViewController(identifier: "root")
    let perController = max(views / controllers, 1)
    for index in 0..<controllers {
      let child = ViewController(identifier: "child\(index)")
      root.addChild(child)
      let view = child.view
      view.frame = root.view.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      Self.fill(view, count: perController - 1)
      try! root.view.addSubview(view)  // a new view, never the root or an ancestor
      child.didMove(toParent: root)
    }
    try! application.setRootViewController(root)  // the root allows portrait and landscape
    application.runLoop.settle()
  }

  /// Adds `count` views under `view`, eight per view, breadth first, flexible in size.
  static func fill(_ view: View, count: Int) {
    var parents = [view]
    var parentIndex = 0
    var added = 0
    while added < count {
      let parent = parents[parentIndex]
      let size = parent.bounds.size
      for slot in 0..<fanOut where added < count {
        let child = View(
          frame: Rect(
            x: Double(slot % 4) * size.width / 4, y: Double(slot / 4) * size.height / 2, width: size.width / 5,
            height: size.height / 3))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleTopMargin]
        try! parent.addSubview(child)  // a new view
        parents.append(child)
        added += 1
      }
      parentIndex += 1
    }
  }

  /// Forgets the trace, outside the measurement, so that the trace's growth over thousands of
  /// iterations does not weigh on them (a scenario's trace is short).
  func clearTrace() { application.trace.removeAll() }

  /// One rotation transaction, to its end.
  func rotate() {
    landscape.toggle()
    application.device.receiveSensedOrientation(landscape ? .landscapeLeft : .portrait)
    application.runLoop.settle()
  }

  /// The baseline: the same tree turned by the window alone.
  func turnWindowOnly() {
    landscape.toggle()
    try! application.keyWindow!.setInterfaceOrientation(landscape ? .landscapeRight : .portrait)  // never unknown
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
    warmupIterations: 5,
    maxDuration: .seconds(3),
    maxIterations: 2_000
  )

  for controllers in [10, 100, 1_000] {
    var world: RotationWorld?
    Benchmark("Rotation \(controllers) controllers 100k views") { benchmark in
      if world == nil { world = RotationWorld(controllers: controllers, views: 100_000) }
      world!.clearTrace()
      benchmark.startMeasurement()
      let start = threadCPUNanoseconds()
      world!.rotate()
      let cpu = threadCPUNanoseconds() - start
      benchmark.stopMeasurement()
      benchmark.measurement(threadCPU, cpu)
    }

    var small: RotationWorld?
    Benchmark("Rotation \(controllers) controllers 1 view each") { benchmark in
      if small == nil { small = RotationWorld(controllers: controllers, views: controllers) }
      small!.clearTrace()
      benchmark.startMeasurement()
      let start = threadCPUNanoseconds()
      small!.rotate()
      let cpu = threadCPUNanoseconds() - start
      benchmark.stopMeasurement()
      benchmark.measurement(threadCPU, cpu)
    }
  }

  var baseline: RotationWorld?
  Benchmark("Baseline window turn 100k views") { benchmark in
    if baseline == nil { baseline = RotationWorld(controllers: 100, views: 100_000) }
    benchmark.startMeasurement()
    let start = threadCPUNanoseconds()
    baseline!.turnWindowOnly()
    let cpu = threadCPUNanoseconds() - start
    benchmark.stopMeasurement()
    benchmark.measurement(threadCPU, cpu)
  }

  // The decision alone, 10 forwarding containers deep (RotationPolicyBenchmark), 1,000 decisions
  // per iteration so the clock's resolution does not matter: divide by 1,000.
  let nested = RotationPolicyBenchmark.makeNestedState(depth: 10)
  let era = try! SystemBehavior(iOSVersion: "15.0")
  Benchmark("Decision 10-deep x1000", configuration: .init(timeUnits: .microseconds)) { benchmark in
    benchmark.startMeasurement()
    let start = threadCPUNanoseconds()
    blackHole(RotationPolicyBenchmark.run(nested, iterations: 1_000, era: era))
    let cpu = threadCPUNanoseconds() - start
    benchmark.stopMeasurement()
    benchmark.measurement(threadCPU, cpu)
  }

  // The stays that ask nobody (device already in the interface's orientation, or flat) but name
  // the decider and its masks (Scenario reference, section 7), on the same hierarchy.
  Benchmark("Decision 10-deep stay x1000", configuration: .init(timeUnits: .microseconds)) { benchmark in
    benchmark.startMeasurement()
    let start = threadCPUNanoseconds()
    blackHole(RotationPolicyBenchmark.runStays(nested, iterations: 1_000, era: era))
    let cpu = threadCPUNanoseconds() - start
    benchmark.stopMeasurement()
    benchmark.measurement(threadCPU, cpu)
  }
}
