import ArgumentParser
import Foundation
import SwivelScenario
import Testing

@testable import swivel

@Suite struct DemoCommandTests {
  @Test func parsesAndRefusesArguments() throws {
    #expect(try Swivel.parseAsRoot(["demo"]) is DemoCommand)
    #expect(throws: (any Error).self) { try Swivel.parseAsRoot(["demo", "extra"]) }
  }

  // Spec section 8: `swivel demo` plays the built-in example and exits 0; it needs no file.
  @Test func printsTheGoldenStoryAndExitsZeroAnywhere() throws {
    let directory = FileManager.default.temporaryDirectory
    let result = try SwivelRunner.run(["demo"], in: directory)
    #expect(result.status == 0)
    #expect(result.error == "")
    try SwivelRunner.expectGolden(result.output, "demo.txt")
  }

  @Test func verbosePrintsTheGoldenTimeline() throws {
    let result = try SwivelRunner.run(["demo", "--verbose"])
    #expect(result.status == 0)
    try SwivelRunner.expectGolden(result.output, "demo-verbose.txt")
  }

  // Issue 13: the demo spoke of "seed 001" (a word users do not know) and of the "iPhone 5" while
  // naming no device id, and its launch lines contradicted each other (a launch in portrait, then
  // "device unknown → stays portrait", then "device portrait → stays portrait").
  @Test func theStorySpeaksAUsersWordsInAFewLinesAPart() throws {
    let story = try DemoTimeline().story
    #expect(!story.contains("seed"))
    #expect(story.contains("iPhone 5") && story.contains("iphone-se-1"))
    #expect(!story.contains("device unknown"))
    #expect(!story.contains("device portrait → stays portrait"))
    #expect(!story.contains("viewWillAppear"))
    #expect(story.contains("the interface turns from portrait to landscapeRight"))
    let text = try DemoTimeline().text
    #expect(story.split(separator: "\n").count * 3 < text.split(separator: "\n").count * 2)
  }

  @Test func theTimelineShowsEachPartOfTheStoryAndWhereToGoNext() throws {
    let text = try DemoTimeline().text
    #expect(!text.contains("seed"))
    for heading in DemoScenario.headings.values { #expect(text.contains(heading)) }
    #expect(text.contains("  nav decides: nav via feed [portrait]\n"))
    #expect(text.contains("photos willRotateToInterfaceOrientation to landscapeRight"))
    #expect(text.contains("swivel simulate Examples/001-photo-viewer.yaml"))
    #expect(text.contains("swivel check"))
  }
}

@Suite struct DemoScenarioOptionTests {
  // `swivel demo --scenario` writes the story as the file Examples/001-photo-viewer.yaml holds.
  @Test func theScenarioOptionPrintsTheExampleFile() throws {
    let result = try SwivelRunner.run(["demo", "--scenario"])
    #expect(result.status == 0)
    let file = try String(contentsOfFile: "Examples/001-photo-viewer.yaml", encoding: .utf8)
    #expect(result.output == file)
  }
}
