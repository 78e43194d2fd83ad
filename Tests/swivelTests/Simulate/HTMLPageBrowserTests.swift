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
    let cards = run.steps.count
    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-page-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: screenshot) }
    let height = TraceHTMLReport.headerHeight + cards * TraceHTMLReport.cardHeight
    let result = try browser.open(page, ["--window-size=1000,\(height)", "--screenshot=\(screenshot.path)"])
    #expect(result.status == 0)
    let image = try PNGImage(data: Data(contentsOf: screenshot))
    #expect(image.width == 1000 && image.height == height)

    func centre(ofCard index: Int) -> (x: Int, y: Int) {
      let middle = TraceHTMLReport.pictureInset + TraceHTMLReport.pictureSize / 2
      return (middle, TraceHTMLReport.headerHeight + index * TraceHTMLReport.cardHeight + middle)
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
}
