import Benchmark
import Foundation
import SwivelCore
import SwivelScenario

// Issue 56: the work of a scenario check grows with declared views × steps and with patterns +
// events, and the matrix's peak memory does not grow with the number of plays. Measured: what
// `swivel check FILE` does (`CheckReport(files:)`: load, play, check) on generated scenarios at
// several sizes, and `swivel matrix FILE` (`MatrixReport(files:)`) on one iPad scenario played
// on one device and on every iPad.

/// A scenario written to a temporary file: an iPhone on iOS 17, a root controller that turns,
/// `views` declared views, then `turns` turns (rotate, wait 1 s), then one `expect:` with
/// `patterns` `noEvents:` patterns, each made by `pattern(index)`.
func scenarioFile(
  _ name: String, device: String = "iphone-15", views: Int, turns: Int, patterns: Int = 0,
  pattern: (Int) -> String = { _ in "" }
) -> String {
  var lines = [
    "swivel: 1", "name: \(name)", "ios: \"17.0\"", "device: \(device)", "app:",
    "  UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight, UIInterfaceOrientationPortraitUpsideDown]",
    "controllers:", "  root:", "    supported: all",
  ]
  if views > 0 {
    lines.append("    views:")
    for index in 0..<views {
      lines.append("      - {id: v\(index), frame: [0, 0, 10, 10], autoresizing: [flexibleWidth, flexibleRightMargin]}")
    }
  }
  lines += ["window: {root: root}", "steps:", "  - launch: portrait"]
  for index in 0..<turns {
    lines.append(index % 2 == 0 ? "  - rotate: landscapeLeft" : "  - rotate: portrait")
    lines.append("  - wait: 1")
  }
  lines.append("  - expect:")
  lines.append("      interface: \(turns % 2 == 0 ? "portrait" : "landscapeRight")")
  if patterns > 0 {
    lines.append("      noEvents:")
    for index in 0..<patterns { lines.append("        - \(pattern(index))") }
  }
  // One file a name, in a folder of its own: each benchmark runs in a process of its own, and
  // writes the same text again rather than leave a file per process behind.
  let folder = NSTemporaryDirectory() + "swivel-bounds"
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let path = folder + "/\(name).yaml"
  try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  return path
}

func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

let threadCPU = BenchmarkMetric.custom("Thread CPU time (ns)", polarity: .prefersSmaller, useScalingFactor: false)

/// Checks `file` as `swivel check` does, measuring the thread's CPU time.
func check(_ file: String, _ benchmark: Benchmark) {
  benchmark.startMeasurement()
  let start = threadCPUNanoseconds()
  let report = CheckReport(files: [file])
  let cpu = threadCPUNanoseconds() - start
  benchmark.stopMeasurement()
  precondition(report.exitStatus == 0, "the benchmark's scenario must hold: \(report.summary)")
  benchmark.measurement(threadCPU, cpu)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, threadCPU, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(20), maxIterations: 10)

  // Views × steps: 100 × 10,000 and 1,000 × 1,000 views at the same product; then ten times it.
  for (views, turns) in [(100, 5_000), (1_000, 500), (1_000, 5_000), (10_000, 500)] {
    Benchmark("Check: \(views) views × \(turns * 2) steps") { benchmark in
      check(scenarioFile("v\(views)-t\(turns)", views: views, turns: turns), benchmark)
    }
  }

  // Patterns + events: a thousand patterns that name a controller the trace has no event of
  // (each looked up in the index), then a thousand that name only a kind and a time (each tried on
  // every event of its kind), after 2,000 and 20,000 steps.
  for turns in [1_000, 10_000] {
    Benchmark("Check: 1,000 patterns by controller after \(turns * 2) steps") { benchmark in
      let file = scenarioFile(
        "pc-t\(turns)", views: 1, turns: turns, patterns: 1_000,
        pattern: { "{kind: viewDidAppear, controller: root, t: \($0 + 100_000)}" })
      check(file, benchmark)
    }
    Benchmark("Check: 1,000 patterns by kind after \(turns * 2) steps") { benchmark in
      let file = scenarioFile(
        "pk-t\(turns)", views: 1, turns: turns, patterns: 1_000,
        pattern: { "{kind: viewWillLayoutSubviews, t: \($0 + 100_000)}" })
      check(file, benchmark)
    }
  }

  // The matrix: one iPad scenario of 10,001 steps, on one iPad (16 plays: its eras and modes)
  // and on every iPad (131 plays). The peak resident memory should be the same.
  for (label, devices) in [("one iPad", ["ipad-pro-11"]), ("every iPad", nil)] as [(String, [String]?)] {
    Benchmark("Matrix: 10,001 iPad steps on \(label)") { benchmark in
      let ipad = scenarioFile("ipad", device: "ipad-pro-11", views: 10, turns: 5_000)
      let selection = MatrixSelection(devices: devices.map { ids in ids.compactMap { DeviceCatalog.model(id: $0) } })
      benchmark.startMeasurement()
      let report = MatrixReport(files: [ipad], selection: selection)
      benchmark.stopMeasurement()
      precondition(report.errors.isEmpty && report.playCount > 0, "the matrix must play")
      blackHole(report.playCount)
    }
  }
}
