import ArgumentParser
import Foundation
import SwivelScenario
import Testing

@testable import swivel

@Suite struct SimulateCommandTests {
  @Test func parsesAFileWithTheTextFormatByDefault() throws {
    let command = try #require(try Swivel.parseAsRoot(["simulate", "a.yaml"]) as? SimulateCommand)
    #expect(command.file == "a.yaml")
    #expect(command.format == .text)
  }

  @Test("parses --format", arguments: zip(["text", "jsonl"], TraceFormat.allCases))
  func format(name: String, expected: TraceFormat) throws {
    let command = try #require(try Swivel.parseAsRoot(["simulate", "a.yaml", "--format", name]) as? SimulateCommand)
    #expect(command.format == expected)
  }

  @Test(
    "refuses a missing file, an unknown format and a second file",
    arguments: [[], ["a.yaml", "--format", "json"], ["a.yaml", "b.yaml"]])
  func refuses(arguments: [String]) {
    #expect(throws: (any Error).self) { try Swivel.parseAsRoot(["simulate"] + arguments) }
  }

  // The help's example scenario is a real one, and its expectation holds.
  @Test func theHelpsExampleScenarioHolds() throws {
    let help = SimulateCommand.configuration.discussion
    let start = try #require(help.range(of: "swivel: 1\n"))
    let end = try #require(help.range(of: "\n\n", range: start.lowerBound..<help.endIndex))
    let yaml = String(help[start.lowerBound..<end.lowerBound]) + "\n"
    let scenario = try ScenarioLoader().load(yaml: yaml, file: "help.yaml")
    let run = try ScenarioPlayer().play(scenario)
    #expect(run.expectations.count == 1)
    #expect(run.passed)
    // A reader copies it: nothing in it should draw a lint finding (an iPhone 8 never ran iOS 6).
    #expect(LintRule.all.flatMap { $0.findings(in: LintSubject(scenario: scenario)) }.map(\.message) == [])
    // The sample of text output under it is what this scenario prints.
    let sampleStart = try #require(help.range(of: "\nstep "))
    let sampleEnd = try #require(help.range(of: "\n\n", range: sampleStart.upperBound..<help.endIndex))
    let sample = String(help[sampleStart.upperBound..<sampleEnd.lowerBound])
    #expect(TraceTextReport().rendered(run).contains("step " + sample + "\n"))
  }

  // Golden files: `SWIVEL_UPDATE_GOLDEN=1 swift test --filter SimulateEndToEndTests` rewrites them.
  @Test(
    "prints the golden trace of the photo viewer example",
    arguments: [("text", "simulate-001-photo-viewer.txt"), ("jsonl", "simulate-001-photo-viewer.jsonl")])
  func golden(format: String, file: String) throws {
    let result = try SwivelRunner.run(["simulate", "Examples/001-photo-viewer.yaml", "--format", format])
    #expect(result.status == 0)
    #expect(result.error == "")
    try SwivelRunner.expectGolden(result.output, file)
  }

  // Spec section 8: exit status 1 when an expectation failed; with jsonl, standard output holds
  // only the trace and the failures go to standard error.
  @Test func aFailedExpectationExitsOne() throws {
    let text = try SwivelRunner.run(["simulate", "check-failing.yaml"], in: SwivelRunner.golden)
    #expect(text.status == 1)
    #expect(text.output.contains("✗ line 19: expected interface landscapeRight, got portrait"))
    let jsonl = try SwivelRunner.run(["simulate", "check-failing.yaml", "--format", "jsonl"], in: SwivelRunner.golden)
    #expect(jsonl.status == 1)
    #expect(jsonl.output.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"t\": ") })
    #expect(jsonl.error.hasPrefix("check-failing.yaml:19: expected interface landscapeRight, got portrait\n"))
  }

  // Spec section 8: input that cannot be read or understood: a message naming the file, line
  // and column on standard error, exit status 2, nothing on standard output.
  @Test(
    "input that cannot be read or understood exits 2",
    arguments: [
      (["simulate", "no-such-file.yaml"], "no-such-file.yaml: error: cannot read the file"),
      (["simulate", "Tests/Golden/devices.txt"], "Tests/Golden/devices.txt:"),
      (["simulate", "Examples/README.md"], "Examples/README.md:"),
      (["simulate", "Examples/001-photo-viewer.yaml", "--format", "xml"], "Error: The value 'xml' is invalid"),
    ])
  func unreadable(arguments: [String], message: String) throws {
    let result = try SwivelRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error.hasPrefix(message))
  }
}

/// Issue 10: a controller graph UIKit refuses ends the run with UIKit's exception, from the command
/// line too: no trap (exit 132 and a backtrace before) and no hang.
@Suite struct ControllerGraphMisuseCommandTests {
  @Test(arguments: [
    "controllers:\n  feed: {}\n  nav: {kind: navigation, children: [feed]}\n  tabs: {kind: tabBar, children: [nav]}\nwindow: {root: tabs}\nsteps:\n  - launch: portrait\n  - push: {on: nav, controller: tabs}\n",
    "controllers:\n  feed: {}\n  nav: {kind: navigation, children: [feed]}\nwindow: {root: nav}\nsteps:\n  - launch: portrait\n  - push: {on: nav, controller: nav}\n",
    "controllers: {feed: {}, sheet: {}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - present: {controller: sheet, style: fullScreen}\n  - present: feed\n",
  ])
  func misuseEndsTheRunWithUIKitsExceptionAndExitsOne(body: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-misuse-\(UUID()).yaml")
    try ("swivel: 1\nios: \"13.0\"\ndevice: iphone-8\n" + body).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try SwivelRunner.run(["simulate", file.path])
    #expect(result.status == 1)
    #expect(result.output.contains("uncaught exception"))
    #expect(!result.error.contains("Fatal error") && !result.error.contains("Stack dump"))
  }

  // A card in a windowing mode other than full screen says the mode and its window's size, its
  // share of the screen in Split View (half of it: 412×1194 upright on the 11-inch iPad Pro).
  @Test func aWindowedCardSaysItsModeAndTheSizeItIsDrawnAt() throws {
    let run = try SwivelRunner.run(["simulate", "Examples/ipados17-split-view.yaml", "--format", "html"])
    #expect(run.status == 0)
    #expect(run.output.contains("windowing splitView"))
    #expect(!run.output.contains("as Swivel models it"))
    let fullScreen = try SwivelRunner.run(["simulate", "Examples/001-photo-viewer.yaml", "--format", "html"])
    #expect(!fullScreen.output.contains("windowing "))
  }
}
