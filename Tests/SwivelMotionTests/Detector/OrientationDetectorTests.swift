import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct OrientationDetectorTests {
  // Core Motion's sign convention: upright portrait ≈ (0, −1, 0), face up ≈ (0, 0, −1),
  // landscapeLeft (Home button on the right) ≈ (−1, 0, 0), landscapeRight ≈ (1, 0, 0).
  // Source: Apple's documentation of CMAcceleration and UIDeviceOrientation; spec section 8.
  @Test(
    arguments: zip(
      [(0.0, -1.0, 0.0), (0.0, 1.0, 0.0), (-1.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 0.0, -1.0), (0.0, 0.0, 1.0)],
      [
        DeviceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown,
      ]))
  func aSteadyReadingGivesItsOrientation(vector: (Double, Double, Double), expected: DeviceOrientation) {
    var detector = OrientationDetector()
    let changes = run(steady(vector.0, vector.1, vector.2, from: 0, for: 1), &detector)
    #expect(changes.map(\.orientation) == [expected])
    #expect(detector.orientation == expected)
  }

  @Test func startsUnknownAndTheFirstReportIsAChangeFromUnknown() {
    var detector = OrientationDetector()
    #expect(detector.orientation == .unknown)
    #expect(detector.filteredAcceleration == nil)
    #expect(detector.ingest(AccelerationSample(time: 0, x: 0, y: -1, z: 0)) == nil)
    let changes = run(steady(0, -1, 0, from: 0.02, for: 0.5), &detector)
    #expect(changes.count == 1)
    #expect(changes.first.map { $0.time > 0 && $0.time < 0.2 } == true)
  }

  @Test(arguments: [10.0, 25, 100, 400])
  func theReportTimeDoesNotDependOnTheSampleRate(rate: Double) {
    var reference = OrientationDetector()
    let base = holding(screenAngle: 0, from: 0, for: 1, rate: 50) + holding(screenAngle: 90, from: 1, for: 1, rate: 50)
    let expected = run(base, &reference).last!.time
    var detector = OrientationDetector()
    let samples =
      holding(screenAngle: 0, from: 0, for: 1, rate: rate) + holding(screenAngle: 90, from: 1, for: 1, rate: rate)
    let changes = run(samples, &detector)
    #expect(changes.map(\.orientation) == [.portrait, .landscapeLeft])
    // Within one sample period of the 10 Hz spacing plus the reference's.
    #expect(abs(changes.last!.time - expected) <= 0.1 + 0.02)
  }

  @Test func aProposalShorterThanTheSettleTimeIsNotReported() {
    var configuration = OrientationDetector.Configuration()
    configuration.filterTimeConstant = 0.001
    configuration.swingRate = .infinity
    var detector = OrientationDetector(configuration: configuration)
    var samples = holding(screenAngle: 0, from: 0, for: 1, rate: 100)
    samples += holding(screenAngle: 90, from: 1, for: 0.03, rate: 100)
    samples += holding(screenAngle: 0, from: 1.03, for: 1, rate: 100)
    #expect(run(samples, &detector).map(\.orientation) == [.portrait])
    samples = holding(screenAngle: 90, from: 2.03, for: 0.2, rate: 100)
    let changes = run(samples, &detector)
    #expect(changes.map(\.orientation) == [.landscapeLeft])
    #expect(changes[0].time >= 2.03 + configuration.settleTime - 1e-9)
  }

  @Test func nearlyFlatIsFaceUpOrFaceDownNotARotation() {
    var detector = OrientationDetector()
    #expect(run(holding(screenAngle: 90, tilt: 75, from: 0, for: 1), &detector).map(\.orientation) == [.faceUp])
    detector = OrientationDetector()
    #expect(run(holding(screenAngle: 90, tilt: -75, from: 0, for: 1), &detector).map(\.orientation) == [.faceDown])
    detector = OrientationDetector()
    #expect(run(holding(screenAngle: 90, tilt: 55, from: 0, for: 1), &detector).map(\.orientation) == [.landscapeLeft])
  }

  @Test func flatHasHysteresis() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, tilt: 80, from: 0, for: 1), &detector)
    #expect(detector.orientation == .faceUp)
    // 65°: between the exit (60°) and entry (70°) angles, stays face up.
    #expect(run(holding(screenAngle: 0, tilt: 65, from: 1, for: 1), &detector).isEmpty)
    #expect(run(holding(screenAngle: 0, tilt: 50, from: 2, for: 1), &detector).map(\.orientation) == [.portrait])
    // And from portrait, 65° stays portrait.
    #expect(run(holding(screenAngle: 0, tilt: 65, from: 3, for: 1), &detector).isEmpty)
  }

  @Test func neighbouringRotationsHaveHysteresis() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &detector)
    // 60° is past the 45° diagonal but within 45 + 22.5: still portrait.
    #expect(run(holding(screenAngle: 60, from: 1, for: 2), &detector).isEmpty)
    #expect(run(holding(screenAngle: 70, from: 3, for: 1), &detector).map(\.orientation) == [.landscapeLeft])
    // Back to 30° (60° from landscapeLeft's centre): stays landscapeLeft.
    #expect(run(holding(screenAngle: 30, from: 4, for: 2), &detector).isEmpty)
    // From unknown, the nearest rotation is taken, even near the diagonal.
    var fresh = OrientationDetector()
    #expect(run(holding(screenAngle: 50, from: 0, for: 1), &fresh).map(\.orientation) == [.landscapeLeft])
  }

  @Test func noChangeWhileShakenAndOnlyAfterTheRecovery() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &detector)
    // Landscape direction but 2 g: accelerated.
    #expect(run(steady(-2, 0, 0, from: 1, for: 1), &detector).isEmpty)
    let changes = run(steady(-1, 0, 0, from: 2, for: 1), &detector)
    #expect(changes.map(\.orientation) == [.landscapeLeft])
    // The last accelerated sample was at 1.98 s.
    #expect(changes[0].time >= 1.98 + detector.configuration.accelerationRecovery - 1e-9)
  }

  @Test func aFastHalfTurnDoesNotReportTheLandscapeItPassesThrough() {
    var detector = OrientationDetector()
    var samples = holding(screenAngle: 0, from: 0, for: 1, rate: 100)
    // 180° in 0.6 s at constant speed (300°/s).
    for index in 0..<60 {
      let t = 1 + Double(index) / 100
      let r = reading(screenAngle: 300 * (t - 1))
      samples.append(AccelerationSample(time: t, x: r.0, y: r.1, z: r.2))
    }
    samples += holding(screenAngle: 180, from: 1.6, for: 1, rate: 100)
    #expect(run(samples, &detector).map(\.orientation) == [.portrait, .portraitUpsideDown])
  }

  @Test func aRotationAfterBeingFlatWaitsForTheFlatRecovery() {
    var configuration = OrientationDetector.Configuration()
    configuration.filterTimeConstant = 0.001
    var detector = OrientationDetector(configuration: configuration)
    _ = run(holding(screenAngle: 0, tilt: 90, from: 0, for: 1, rate: 100), &detector)
    let changes = run(holding(screenAngle: 0, tilt: 20, from: 1, for: 1, rate: 100), &detector)
    #expect(changes.map(\.orientation) == [.portrait])
    #expect(changes[0].time >= 1 + configuration.flatRecovery - 0.011)
  }

  @Test func aGapResetsTheFilter() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &detector)
    _ = detector.ingest(AccelerationSample(time: 2, x: -1, y: 0, z: 0))
    let filtered = detector.filteredAcceleration!
    #expect(abs(filtered.x + 1) < 1e-12 && abs(filtered.y) < 1e-12)
    // The reported orientation is kept until the new one settles.
    #expect(detector.orientation == .portrait)
  }

  @Test func timeGoingBackwardsResetsTheFilter() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 10, for: 1), &detector)
    _ = detector.ingest(AccelerationSample(time: 5, x: 1, y: 0, z: 0))
    let filtered = detector.filteredAcceleration!
    #expect(abs(filtered.x - 1) < 1e-12)
    let changes = run(steady(1, 0, 0, from: 5.02, for: 1), &detector)
    #expect(changes.map(\.orientation) == [.landscapeRight])
  }

  @Test func aNonFiniteSampleIsSkipped() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &detector)
    let before = detector.filteredAcceleration!
    #expect(detector.ingest(AccelerationSample(time: 1.1, x: .nan, y: 0, z: 0)) == nil)
    #expect(detector.ingest(AccelerationSample(time: .infinity, x: 0, y: -1, z: 0)) == nil)
    let after = detector.filteredAcceleration!
    #expect(before.x == after.x && before.y == after.y && before.z == after.z)
  }

  @Test func freeFallForTheTimeoutIsUnknown() {
    var detector = OrientationDetector()
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &detector)
    let changes = run(steady(0, 0, 0.01, from: 1, for: 1.5), &detector)
    #expect(changes.map(\.orientation) == [.unknown])
    #expect(changes[0].time >= 1 + 1 - 1e-9)
    // Without a timeout, it never goes back to unknown.
    var configuration = OrientationDetector.Configuration()
    configuration.unknownTimeout = nil
    var keeping = OrientationDetector(configuration: configuration)
    _ = run(holding(screenAngle: 0, from: 0, for: 1), &keeping)
    #expect(run(steady(0, 0, 0.01, from: 1, for: 3), &keeping).isEmpty)
  }
}
