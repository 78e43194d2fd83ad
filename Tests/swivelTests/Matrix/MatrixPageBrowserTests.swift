import Foundation
import SwivelScenario
import Testing

/// The page of `swivel matrix FILE... --format html`, opened in a real headless browser.
@Suite(.enabled(if: HeadlessBrowser.testsRun, HeadlessBrowser.skipReason))
struct MatrixPageBrowserTests {
  // ios13-page-sheets holds in iOS 13 and 16 and fails from 18, where UIKit resolves the
  // automatic style to a form sheet (Apple, UIModalPresentationStyle.automatic): green and red cells.
  static let example = "Examples/ios13-page-sheets.yaml"

  static func writePage() throws -> (page: URL, html: String) {
    let result = try SwivelRunner.run(["matrix", example, "--format", "html"])
    #expect(result.status == 1)
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-matrix-\(UUID()).html")
    try result.output.write(to: page, atomically: true, encoding: .utf8)
    return (page, result.output)
  }

  @Test func thePageLoadsWithNoConsoleMessageAndEachCellLinksToItsRun() throws {
    let browser = try HeadlessBrowser.required()
    let (page, html) = try Self.writePage()
    defer { try? FileManager.default.removeItem(at: page) }
    #expect(!html.contains("<script"))
    let result = try browser.open(page, ["--dump-dom"])
    #expect(result.status == 0)
    #expect(HeadlessBrowser.consoleMessages(in: result.log) == [])
    let links = html.ranges(of: "<a href=\"#run-").map { range in
      String(html[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(!links.isEmpty)
    for link in links {
      #expect(result.output.contains("id=\"run-\(link)\""))
      #expect(result.output.contains("id=\"run-\(link)-step-1\""))
    }
  }

  @Test func theScreenshotShowsTheGridInColour() throws {
    let browser = try HeadlessBrowser.required()
    let (page, _) = try Self.writePage()
    defer { try? FileManager.default.removeItem(at: page) }
    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-matrix-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: screenshot) }
    let result = try browser.open(page, ["--window-size=1000,600", "--screenshot=\(screenshot.path)"])
    #expect(result.status == 0)
    let image = try PNGImage(data: Data(contentsOf: screenshot))
    #expect(image.width == 1000 && image.height == 600)
    // The cells' backgrounds: td.pass #c9f0d3, td.fail #ffd0cc (MatrixHTMLReport.style).
    func count(_ colour: (red: Int, green: Int, blue: Int)) -> Int {
      var found = 0
      for y in stride(from: 0, to: image.height, by: 2) {
        for x in stride(from: 0, to: 400, by: 2) {
          let pixel = image.rgb(x: x, y: y)
          if abs(pixel.red - colour.red) + abs(pixel.green - colour.green) + abs(pixel.blue - colour.blue) < 12 {
            found += 1
          }
        }
      }
      return found
    }
    #expect(count((0xc9, 0xf0, 0xd3)) > 50)
    #expect(count((0xff, 0xd0, 0xcc)) > 50)
  }
}
