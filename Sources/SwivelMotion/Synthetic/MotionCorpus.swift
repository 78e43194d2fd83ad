import SwivelCore

/// A corpus of labelled synthetic traces, rebuilt deterministically from seeds.
///
/// Each ``Entry`` is a category, a seed, and from them a script and a sensor model, so the
/// corpus needs no files: `MotionCorpus.standard()` is the same on every machine. `swivel detect
/// --generate DIR` writes it as CSV files.
public struct MotionCorpus: Sendable {
  /// What a trace exercises.
  public enum Category: String, CaseIterable, Hashable, Sendable {
    /// Turns between the four rotations, some by 180°, at various speeds.
    case turns
    /// Walking with the device held, stopping to turn it.
    case walking
    /// A device held still in one orientation, with strong tremor.
    case tremor
    /// A device held on the diagonal between two rotations, where no change is due.
    case diagonal
    /// Shaking in one orientation.
    case shake
    /// Laying the device on a table (face up or down) and picking it up again.
    case table
  }

  /// One trace of the corpus.
  public struct Entry: Hashable, Sendable {
    /// What it exercises.
    public var category: Category
    /// The seed of its script, sensor and noise.
    public var seed: UInt64
    /// The motion.
    public var script: MotionScript
    /// The sensor and hand.
    public var sensor: MotionGenerator.SensorModel

    /// A file name: `category-seed.csv`.
    public var name: String { "\(category.rawValue)-\(seed).csv" }

    /// The labelled trace.
    public func trace() -> MotionTrace {
      MotionGenerator(sensor: sensor).trace(of: script, seed: seed)
    }
  }

  /// The entries.
  public var entries: [Entry]

  /// `perCategory` traces of each category, seeds 1…`perCategory` (+ 1000 × the category's index).
  public static func standard(perCategory: Int = 8) -> MotionCorpus {
    var entries: [Entry] = []
    for (index, category) in Category.allCases.enumerated() {
      for number in 1...max(1, perCategory) {
        entries.append(entry(category, seed: UInt64(index * 1000 + number)))
      }
    }
    return MotionCorpus(entries: entries)
  }

  /// The entry of `category` for `seed`.
  public static func entry(_ category: Category, seed: UInt64) -> Entry {
    var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D)
    var sensor = MotionGenerator.SensorModel()
    let rates: [Double] = [10, 25, 50, 100, 200, 400]
    sensor.sampleRate = rates[Int(random.next() % UInt64(rates.count))]
    sensor.noise = 0.006 + 0.014 * random.unit()
    sensor.jitter = 0.1 * random.unit()
    sensor.dropRate = 0.03 * random.unit()
    let rotations: [DeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
    func pick() -> DeviceOrientation { rotations[Int(random.next() % 4)] }
    func heldTilt() -> Double { 10 + 40 * random.unit() }
    func turnTime() -> Double { 0.4 + 0.6 * random.unit() }
    var current = pick()
    var script = MotionScript(start: .held(current, tilt: heldTilt()))
    switch category {
    case .turns:
      script.then(.hold, for: 1 + random.unit())
      for _ in 0..<6 {
        var next = pick()
        while next == current { next = pick() }
        script.then(.turn(to: .held(next, tilt: heldTilt())), for: turnTime())
        script.then(.hold, for: 1 + 1.5 * random.unit())
        current = next
      }
    case .walking:
      script.then(.hold, for: 1)
      for _ in 0..<3 {
        script.then(.walk, for: 4 + 4 * random.unit())
        script.then(.hold, for: 1 + random.unit())
        var next = pick()
        while next == current { next = pick() }
        script.then(.turn(to: .held(next, tilt: heldTilt())), for: turnTime())
        script.then(.hold, for: 1 + random.unit())
        current = next
      }
    case .tremor:
      sensor.tremor = 2 + 2 * random.unit()
      sensor.drift = 3 + 3 * random.unit()
      script.then(.hold, for: 15 + 10 * random.unit())
    case .diagonal:
      script.then(.hold, for: 1.5)
      for _ in 0..<3 {
        let side: Double = random.unit() < 0.5 ? -1 : 1
        let start = script.start
        var diagonal = start
        diagonal.screenAngle += side * (38 + 12 * random.unit())
        script.then(.turn(to: diagonal), for: turnTime())
        script.then(.hold, for: 3 + 3 * random.unit())
        script.then(.turn(to: start), for: turnTime())
        script.then(.hold, for: 1.5)
      }
    case .shake:
      script.then(.hold, for: 1.5)
      for _ in 0..<3 {
        script.then(.shake(strength: 1 + 1.5 * random.unit()), for: 1 + 2 * random.unit())
        script.then(.hold, for: 1.5 + random.unit())
      }
    case .table:
      script.then(.hold, for: 1.5)
      for _ in 0..<3 {
        let flat: DeviceOrientation = random.unit() < 0.7 ? .faceUp : .faceDown
        var lying = Pose.held(flat)
        lying.screenAngle = script.start.screenAngle + 40 * (random.unit() - 0.5)
        script.then(.turn(to: lying), for: 0.6 + 0.5 * random.unit())
        script.then(.table, for: 2 + 2 * random.unit())
        let next = pick()
        script.then(.turn(to: .held(next, tilt: heldTilt())), for: 0.6 + 0.5 * random.unit())
        script.then(.hold, for: 1.5 + random.unit())
        current = next
      }
    }
    return Entry(category: category, seed: seed, script: script, sensor: sensor)
  }
}
