import Foundation
import Testing

/// Issue 14: a scenario past one of the loader's limits is an input error of `check` and
/// `simulate`: exit status 2, the located message on standard error.
@Suite struct ScenarioLimitCommandTests {
  static let limits = SwivelRunner.packageRoot.appendingPathComponent(
    "Tests/SwivelScenarioTests/Fixtures/Scenarios/Limits")

  @Test(
    arguments: [
      ("billion-laughs.yaml", ":10:45: error: alias '*a4' makes the file hold more than 1,000,000 values"),
      ("nested-lists.yaml", ":4:71: error: lists and mappings nested more than 64 deep"),
    ] as [(String, String)])
  func checkAndSimulateExitTwo(file: String, message: String) throws {
    let path = Self.limits.appendingPathComponent(file).path
    for command in ["check", "simulate"] {
      let run = try SwivelRunner.run([command, path])
      #expect(run.status == 2, "\(command)")
      #expect(run.error.hasPrefix(path + message), "\(command): \(run.error)")
      #expect(!run.error.contains("Fatal error") && !run.error.contains("Backtrac"))
    }
  }

  // A wait of 10³⁰⁰ s crashed the text report, which converted the time to an integer.
  @Test func aWaitPastTheLimitIsAnInputErrorNotACrash() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-wait-\(UUID()).yaml")
    try "swivel: 1\ndevice: iphone-8\nwindow: {}\nsteps:\n  - launch: portrait\n  - wait: 1e300\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try SwivelRunner.run(["simulate", file.path])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix(file.path + ":6:5: error: a wait of 1e+300 s in step 2; expected waits adding up"))
  }
}
