import Benchmark
import Foundation
import SwivelScenario

// Issue 27, point 4: `swivel matrix Examples/*.yaml` — every example on every device of its
// family that ran each era boundary from its `ios:` on, iPads in each windowing mode — at
// 150,000 scenario steps per second or more on one core, and the whole matrix under 1 s of wall
// clock on this machine's 2 cores. Measured: the matrix played on one core (thread CPU time, and
// the steps per second it gives), and over the cores (wall clock).

/// `Examples/*.yaml` of the Swivel package this benchmark package sits in.
let exampleFiles: [String] = {
  let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
  return names.filter { $0.hasSuffix(".yaml") }.sorted().map { examples.appendingPathComponent($0).path }
}()

/// The CPU time this thread has used, in nanoseconds (the machine's cores are shared: CPU time
/// does not count the time the thread waits for one).
func threadCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

let threadCPU = BenchmarkMetric.custom("Thread CPU time (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let stepsPerSecond = BenchmarkMetric.custom("Steps per CPU second", polarity: .prefersLarger, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, threadCPU, stepsPerSecond], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(20), maxIterations: 20)

  Benchmark("Matrix: Examples/ on every device and era, one core") { benchmark in
    precondition(exampleFiles.count >= 16, "the examples must be found")
    benchmark.startMeasurement()
    let start = threadCPUNanoseconds()
    let report = MatrixReport(files: exampleFiles, parallel: false)
    let cpu = threadCPUNanoseconds() - start
    benchmark.stopMeasurement()
    precondition(report.errors.isEmpty && report.playCount > 500, "every example must play")
    benchmark.measurement(threadCPU, cpu)
    benchmark.measurement(stepsPerSecond, report.stepCount * 1_000_000_000 / max(cpu, 1))
  }

  Benchmark("Matrix: Examples/ on every device and era, over the cores") { benchmark in
    benchmark.startMeasurement()
    let report = MatrixReport(files: exampleFiles, parallel: true)
    benchmark.stopMeasurement()
    precondition(report.errors.isEmpty && report.playCount > 500, "every example must play")
    blackHole(report.stepCount)
  }
}
