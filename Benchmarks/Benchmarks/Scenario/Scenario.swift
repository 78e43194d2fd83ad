import Benchmark
import Foundation
import SwivelCore
import SwivelKit
import SwivelScenario

// Issue 5, point 8: a scenario of 40,000 steps (rotate and wait, alternating) checks in under
// one second, 50,000 steps per second or more. Measured: the whole check (load the YAML, build
// the app, play, check the expectation), its parts, and a floor in the same run: the same
// 20,000 turns and waits driven on the runtime directly, with no scenario layer.

let stepCount = 40_000

/// The scenario: an iPhone 8 on iOS 8, a root controller (all but upside down) with one
/// autoresizing view; launch, then 20,000 × (rotate, wait 0.5 s) between landscapeLeft and
/// portrait, every turn a full rotation with callbacks; one expectation at the end.
let scenarioText: String = {
  var lines = [
    "swivel: 1", "name: 40,000 steps", "ios: \"8.0\"", "device: iphone-8", "controllers:", "  feed:",
    "    supported: allButUpsideDown", "    views:",
    "      - {id: banner, frame: [0, 0, 375, 44], autoresizing: [flexibleWidth]}", "window: {root: feed}",
    "steps:", "  - launch: portrait",
  ]
  for index in 0..<(stepCount / 2) {
    lines.append(index % 2 == 0 ? "  - rotate: landscapeLeft" : "  - rotate: portrait")
    lines.append("  - wait: 0.5")
  }
  lines.append("  - expect: {interface: portrait, frames: {banner: [0, 0, 375, 44]}}")
  return lines.joined(separator: "\n") + "\n"
}()

/// The runtime floor's root controller.
final class FloorController: ViewController {
  override var orientationOverrides: OrientationOverrides { [.supportedInterfaceOrientations] }

  override var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  override func loadView() {
    super.loadView()
    let banner = View(frame: Rect(x: 0, y: 0, width: 375, height: 44))
    banner.autoresizingMask = .flexibleWidth
    try! view.addSubview(banner)
  }
}

final class FloorDelegate: ApplicationDelegate {
  func applicationDidFinishLaunching(_ application: Application) {
    try! application.setRootViewController(FloorController(identifier: "feed"))
  }
}

/// The same turns and waits on the runtime, without the scenario layer.
func runFloor() -> Int {
  let model = DeviceCatalog.model(id: "iphone-8")!
  let application = Application(model: model, systemBehavior: try! SystemBehavior(iOSVersion: "8.0"))
  let delegate = FloorDelegate()
  application.delegate = delegate
  try! application.launch(deviceOrientation: .portrait)
  for index in 0..<(stepCount / 2) {
    application.device.receiveSensedOrientation(index % 2 == 0 ? .landscapeLeft : .portrait)
    application.runLoop.run(for: 0.5)
  }
  application.runLoop.settle()
  return application.trace.events.count
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

func measure(_ benchmark: Benchmark, _ body: () throws -> Void) rethrows {
  benchmark.startMeasurement()
  let start = threadCPUNanoseconds()
  try body()
  let cpu = threadCPUNanoseconds() - start
  benchmark.stopMeasurement()
  benchmark.measurement(threadCPU, cpu)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(20), maxIterations: 10)

  Benchmark("Scenario check: 40,000 steps (load, play, check)") { benchmark in
    try measure(benchmark) {
      let scenario = try ScenarioLoader().load(yaml: scenarioText, file: "steps.yaml")
      let run = try ScenarioPlayer().play(scenario)
      precondition(run.passed, "the benchmark's scenario must hold")
      blackHole(CheckReport(results: [("steps.yaml", .played(run))]).summary)
    }
  }

  Benchmark("Scenario load: 40,000 steps (YAML to Scenario)") { benchmark in
    try measure(benchmark) {
      blackHole(try ScenarioLoader().load(yaml: scenarioText, file: "steps.yaml").steps.count)
    }
  }

  Benchmark("Scenario play: 40,000 steps (loaded)") { benchmark in
    let scenario = try ScenarioLoader().load(yaml: scenarioText, file: "steps.yaml")
    try measure(benchmark) {
      blackHole(try ScenarioPlayer().play(scenario).events.count)
    }
  }

  Benchmark("Floor: 20,000 turns and waits on the runtime") { benchmark in
    measure(benchmark) {
      blackHole(runFloor())
    }
  }
}
