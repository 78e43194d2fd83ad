import Benchmark
import SwivelCore
import SwivelMotion

// Issue 6, point 7: the detector's throughput over 10M samples, against a floor measured in
// the same run (a loop that only computes each sample's magnitude), and `swivel detect`'s
// path (read, parse, detect) over a 100 MB CSV generated at benchmark time.

/// One million samples of synthetic motion (turns, holds, walking, shaking) at 100 Hz; each
/// benchmark runs over them ten times, shifted in time, for 10M samples.
nonisolated(unsafe) var baseSamples: [AccelerationSample] = []
let passes = 10

/// Where the 100 MB trace is written (and left, for timing `swivel detect` by hand).
let bigTracePath = "/tmp/swivel-motion-100MB.csv"
let bigTraceBytes = 100_000_000

func longScript(seconds: Double) -> MotionScript {
  var script = MotionScript(start: .held(.portrait))
  let poses: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown]
  var elapsed = 0.0
  var index = 0
  while elapsed < seconds {
    script.then(.hold, for: 1.5)
    script.then(.turn(to: .held(poses[index % 4])), for: 0.6)
    if index % 5 == 0 { script.then(.walk, for: 4) }
    if index % 7 == 0 { script.then(.shake(strength: 1.5), for: 1) }
    elapsed = script.duration
    index += 1
  }
  return script
}

func makeBaseSamples() {
  guard baseSamples.isEmpty else { return }
  var samples: [AccelerationSample] = []
  samples.reserveCapacity(1_000_000)
  MotionGenerator().forEachSample(of: longScript(seconds: 10_200), seed: 42) { sample, _ in
    if samples.count < 1_000_000 { samples.append(sample) }
  }
  baseSamples = samples
}

nonisolated(unsafe) var bigTraceWritten = false

func makeBigTrace() throws {
  guard !bigTraceWritten else { return }
  bigTraceWritten = true
  var sensor = MotionGenerator.SensorModel()
  sensor.sampleRate = 200
  var writer = CSVTraceWriter(labelled: true)
  MotionGenerator(sensor: sensor).forEachSample(of: longScript(seconds: 14_000), seed: 7) { sample, label in
    if writer.bytes.count < bigTraceBytes { writer.append(sample, label: label) }
  }
  try WholeFileWriter.write(writer.bytes, to: bigTracePath)
}

/// Feeds every base sample, `passes` times shifted in time (10M samples), to `body`, with the
/// measurement around the loop only: the floor and the detectors run the same loop.
func measurePasses(_ benchmark: Benchmark, _ body: (AccelerationSample) -> Void) {
  makeBaseSamples()
  let samples = baseSamples
  let span = samples.last!.time + 1
  benchmark.startMeasurement()
  for pass in 0..<passes {
    let offset = Double(pass) * span
    for sample in samples {
      body(AccelerationSample(time: sample.time + offset, x: sample.x, y: sample.y, z: sample.z))
    }
  }
  benchmark.stopMeasurement()
}

/// The number of changes `detector` reports over 10M samples (``measurePasses(_:_:)``).
func countChanges(_ benchmark: Benchmark, with detector: some OrientationDetecting) -> Int {
  var detector = detector
  var changes = 0
  measurePasses(benchmark) { if detector.ingest($0) != nil { changes += 1 } }
  return changes
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)

  Benchmark("Motion floor: magnitude of 10M samples") { benchmark in
    var sum = 0.0
    measurePasses(benchmark) { sum += $0.magnitude }
    blackHole(sum)
  }

  Benchmark("Motion detector: 10M samples") { benchmark in
    blackHole(countChanges(benchmark, with: OrientationDetector()))
  }

  Benchmark("Motion Android model: 10M samples") { benchmark in
    blackHole(countChanges(benchmark, with: WindowOrientationModel()))
  }

  Benchmark("Motion detect: 100 MB CSV (read, parse, detect)") { benchmark in
    try makeBigTrace()
    var detector = OrientationDetector()
    benchmark.startMeasurement()
    let result = try detector.changes(inTraceAt: bigTracePath)
    benchmark.stopMeasurement()
    blackHole(result.changes.count)
  }

  Benchmark("Motion parse: 100 MB CSV (read and parse only)") { benchmark in
    try makeBigTrace()
    var rows = 0
    benchmark.startMeasurement()
    try CSVTraceReader.forEachSample(path: bigTracePath) { _, _, _ in rows += 1 }
    benchmark.stopMeasurement()
    blackHole(rows)
  }
}
