import Foundation
import SwivelCore
import SwivelScenario
import Testing

/// The page of `swivel simulate FILE --format html`, opened in a real headless browser.
@Suite(.enabled(if: HeadlessBrowser.testsRun, HeadlessBrowser.skipReason))
struct HTMLPageBrowserTests {
  static let example = "Examples/001-photo-viewer.yaml"

  /// The demo's story as a page, written to a temporary file.
  static func writePage() throws -> URL {
    let result = try SwivelRunner.run(["simulate", example, "--format", "html"])
    #expect(result.status == 0)
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-page-\(UUID()).html")
    try result.output.write(to: page, atomically: true, encoding: .utf8)
    return page
  }

  @Test func thePageLoadsWithNoConsoleMessageAndEveryStep() throws {
    let browser = try HeadlessBrowser.required()
    let page = try Self.writePage()
    defer { try? FileManager.default.removeItem(at: page) }
    let result = try browser.open(page, ["--dump-dom"])
    #expect(result.status == 0)
    #expect(HeadlessBrowser.consoleMessages(in: result.log) == [])
    let run = try #require(try? ScenarioFile.play(path: SwivelRunner.packageRoot.path + "/" + Self.example).get())
    for step in 1...run.steps.count { #expect(result.output.contains("id=\"step-\(step)\"")) }
  }

  @Test func theConsoleCheckCatchesAPageThatLogs() throws {
    let browser = try HeadlessBrowser.required()
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-logging-\(UUID()).html")
    try "<html><body><script>console.error('boom')</script></body></html>".write(
      to: page, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let result = try browser.open(page, ["--dump-dom"])
    #expect(HeadlessBrowser.consoleMessages(in: result.log).count == 1)
  }

  // The drawing turns with the device: a device held in portrait reaches far above its centre
  // and not far to its sides; one held in landscape the reverse.
  @Test func theScreenshotShowsTheDeviceTurning() throws {
    let browser = try HeadlessBrowser.required()
    let page = try Self.writePage()
    defer { try? FileManager.default.removeItem(at: page) }
    let run = try #require(try? ScenarioFile.play(path: SwivelRunner.packageRoot.path + "/" + Self.example).get())
    // Cards grow with their events: where each lies is measured in the browser.
    let layout = try browser.cardLayout(of: page, width: 1000)
    #expect(layout.cards.count == run.steps.count)
    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-page-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: screenshot) }
    let height = layout.pageHeight
    let result = try browser.open(page, ["--window-size=1000,\(height)", "--screenshot=\(screenshot.path)"])
    #expect(result.status == 0)
    let image = try PNGImage(data: Data(contentsOf: screenshot))
    #expect(image.width == 1000 && image.height == height)

    func centre(ofCard index: Int) -> (x: Int, y: Int) {
      let middle = TraceHTMLReport.pictureInset + TraceHTMLReport.pictureSize / 2
      return (middle, layout.cards[index].top + middle)
    }
    let reach = TraceHTMLReport.deviceHalfLengthMinimum - 1
    #expect(reach > TraceHTMLReport.deviceHalfWidthLimit)
    let portrait = try #require(run.steps.firstIndex { $0.snapshot?.state.device == .portrait })
    let landscape = try #require(
      run.steps.firstIndex {
        $0.snapshot?.state.device == .landscapeLeft && $0.snapshot?.state.interface == .landscapeRight
      })
    let upright = centre(ofCard: portrait)
    #expect(image.isDark(x: upright.x, y: upright.y - reach))
    #expect(!image.isDark(x: upright.x - reach, y: upright.y))
    let turned = centre(ofCard: landscape)
    #expect(!image.isDark(x: turned.x, y: turned.y - reach))
    #expect(image.isDark(x: turned.x - reach, y: turned.y))
  }

  // A card grows with its events, so that none is cut off (issue 55: a fixed 280 px showed about
  // 12 of 14): Examples/005-side-menu.yaml has a step of 29 events.
  @Test func aCardGrowsWithItsEventsAndNothingIsCut() throws {
    let browser = try HeadlessBrowser.required()
    let result = try SwivelRunner.run(["simulate", "Examples/005-side-menu.yaml", "--format", "html"])
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-menu-\(UUID()).html")
    try result.output.write(to: page, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let layout = try browser.cardLayout(of: page, width: 1000)
    let run = try #require(
      try? ScenarioFile.play(path: SwivelRunner.packageRoot.path + "/Examples/005-side-menu.yaml").get())
    #expect(layout.cards.count == run.steps.count)
    for (index, card) in layout.cards.enumerated() {
      #expect(card.height >= TraceHTMLReport.cardHeight)
      #expect(card.contentHeight <= card.height, "card \(index + 1) cuts its content")
    }
    let longest = try #require(run.steps.indices.max { run.steps[$0].events.count < run.steps[$1].events.count })
    #expect(run.steps[longest].events.count == 29)
    #expect(layout.cards[longest].height > TraceHTMLReport.cardHeight, "the card of 29 events grew")
    // The screenshot, for a person to look at (SWIVEL_KEEP_SCREENSHOT=path keeps it).
    if let kept = ProcessInfo.processInfo.environment["SWIVEL_KEEP_SCREENSHOT"] {
      let shot = try browser.open(page, ["--window-size=1000,\(layout.pageHeight)", "--screenshot=\(kept)"])
      #expect(shot.status == 0)
    }
  }
}
