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
  @Test func printsTheGoldenTimelineAndExitsZeroAnywhere() throws {
    let directory = FileManager.default.temporaryDirectory
    let result = try SwivelRunner.run(["demo"], in: directory)
    #expect(result.status == 0)
    #expect(result.error == "")
    try SwivelRunner.expectGolden(result.output, "demo.txt")
  }

  @Test func theTimelineShowsEachPartOfTheStoryAndWhereToGoNext() throws {
    let text = DemoTimeline().text
    for heading in DemoScenario.headings.values { #expect(text.contains(heading)) }
    #expect(text.contains("  nav decides: nav via feed [portrait]\n"))
    #expect(text.contains("photos willRotateToInterfaceOrientation to landscapeRight"))
    #expect(text.contains("swivel simulate Examples/001-photo-viewer.yaml"))
    #expect(text.contains("swivel check"))
  }
}
