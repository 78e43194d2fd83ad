import Foundation
import Testing

/// `swivel matrix` end to end: the grid of the examples, its JSON, and its exit statuses.
@Suite struct MatrixCommandTests {
  /// `Examples/*.yaml`, in the order a shell expands it.
  static let examples: [String] = {
    let folder = SwivelRunner.packageRoot.appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/" + $0 }
  }()

  @Test func theExamplesGridIsTheGoldenOne() throws {
    #expect(Self.examples.count >= 16)
    let result = try SwivelRunner.run(["matrix"] + Self.examples)
    // Some examples fail in later eras on purpose: 002 plays iOS 5's two-step callbacks, which
    // iOS 6 removed (Apple, View Controller Programming Guide, "Supporting Multiple Interface
    // Orientations"); ios13-page-sheets expects a page sheet, which iOS 18 makes a form sheet
    // (Apple, UIModalPresentationStyle.automatic).
    #expect(result.status == 1)
    #expect(result.error == "")
    try SwivelRunner.expectGolden(result.output, "matrix-examples.txt")
  }

  @Test func theGridMarksTheEraWhereAResultChangesAndSaysWhy() throws {
    let result = try SwivelRunner.run(["matrix", "Examples/ios13-page-sheets.yaml"])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("18.0   ✗✓*"))
    #expect(lines.contains("        iOS 16.0: sheet presented (pageSheet)"))
    #expect(lines.contains("        iOS 18.0: sheet presented (formSheet)"))
    #expect(lines.contains("      iOS 18: modalPresentationStyle automatic resolves to a form sheet."))
  }

  @Test func theJSONHoldsTheGridEveryPlayAndEveryChange() throws {
    let result = try SwivelRunner.run([
      "matrix", "Examples/ios13-page-sheets.yaml", "Examples/ipados17-split-view.yaml", "--format", "json",
    ])
    #expect(result.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "scenarios", "errors", "plays", "steps", "holding", "failing", "notApplicable", "nothingChecked", "emptyFiles",
        "sdkChanges",
      ])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 2)
    var plays = 0
    for scenario in scenarios {
      let eras = try #require(scenario["eras"] as? [String])
      let columns = try #require(scenario["columns"] as? [[String: Any]])
      let labels = columns.compactMap { $0["label"] as? String }
      let grid = try #require(scenario["grid"] as? [[String: Any]])
      #expect(grid.compactMap { $0["era"] as? String } == eras)
      let checks = try #require(scenario["checks"] as? [[String: Any]])
      for row in grid {
        for cell in try #require(row["cells"] as? [[String: Any]]) {
          #expect(labels.contains(cell["column"] as? String ?? ""))
          #expect((cell["marks"] as? [String])?.count == checks.count)
        }
      }
      let units = Set(
        columns.flatMap { ($0["units"] as? [[String: Any]] ?? []).map { "\($0["device"]!) \($0["windowing"] ?? "")" } })
      for play in try #require(scenario["plays"] as? [[String: Any]]) {
        #expect(units.contains("\(play["device"]!) \(play["windowing"] ?? "")"))
        #expect(eras.contains(play["era"] as? String ?? ""))
        plays += 1
      }
      #expect(
        scenario["family"] as? String
          == (scenario["file"] as? String == "Examples/ipados17-split-view.yaml" ? "pad" : "phone"))
    }
    #expect(object["plays"] as? Int == plays)
    let sheets = try #require(scenarios.first)
    let change = try #require((sheets["changes"] as? [[String: Any]])?.first)
    #expect(change["kind"] as? String == "era")
    #expect(change["from"] as? String == "16.0")
    #expect(change["to"] as? String == "18.0")
    #expect(change["eventAfter"] as? String == "sheet presented (formSheet)")
    #expect((change["reasons"] as? [String])?.first?.hasPrefix("iOS 18: ") == true)
  }

  // Up to iOS 26: from 27.0 iPhone Mirroring never asks the navigation controller again once
  // resized and keeps the interface portrait, and from 27.1 the iPhone Duo's inner display
  // ignores the portrait lock, so the grid fails there (MatrixDuoTests), which exits 1.
  @Test func everyCellHoldingExitsZero() throws {
    let result = try SwivelRunner.run(["matrix", "Examples/003-navigation-subclass.yaml", "--ios", "6.0...26.0"])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("62 plays: 62 hold, 0 fail, 0 not applicable\n"))
    let newest = try SwivelRunner.run(["matrix", "Examples/003-navigation-subclass.yaml"])
    #expect(newest.status == 1)
    #expect(newest.output.contains("(iphone-se-3 iPhone Mirroring → iphone-duo-inner)"))
    // Each column change that comes from where the app runs says why (issue 57, point 9):
    // WWDC26 session 278 for Mirroring, Tech Talk 111461 for the Duo's inner display.
    #expect(
      newest.output.contains(
        "      iPhone Mirroring: the interface is always portrait, whatever the device and the masks, and once the window is resized no mask counts (Apple, WWDC26 session 278).\n"
      ))
    #expect(
      newest.output.contains(
        "      iphone-duo-inner: an app built with the iOS 27 SDK runs resizable there, so UIKit ignores its supported orientations and refuses geometry requests with code 101 (Apple, Tech Talk 111461).\n"
      ))
  }

  @Test func narrowingBelowTheDeploymentTargetSaysWhyACellCannotPlay() throws {
    let result = try SwivelRunner.run([
      "matrix", "Examples/ios16-kvc-orientation.yaml", "--ios", "15.0...16.0", "--devices", "iphone-14",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("15.0   n/a\n"))
    #expect(
      result.output.contains(
        "n/a in iOS 15.0: Examples/ios16-kvc-orientation.yaml:19:5: error: requestGeometryUpdate is available from iOS 16.0; this scenario reproduces iOS 15.0"
      ))
  }

  @Test(arguments: [
    (["matrix", "Examples/nope.yaml"], "Examples/nope.yaml"),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--devices", "iphone-88"], "did you mean 'iphone-8'?"),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--devices", "iphone-8,"], "has an empty id"),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--ios", "15.0..."], "is not a range of iOS versions"),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--ios", "26.0...15.0"], "is an empty range"),
    (
      ["matrix", "Examples/003-navigation-subclass.yaml", "--ios", "20.0...26.0"], "is not a version Swivel reproduces"
    ),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--devices", "ipad-9.7"], "nothing to play"),
    (["matrix", "Examples/003-navigation-subclass.yaml", "--format", "pdf"], "pdf"),
  ])
  func badInputExitsTwoWithAClearMessage(arguments: [String], message: String) throws {
    let result = try SwivelRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(!result.error.contains("Fatal error"))
  }

  @Test func anUnreadableFileDoesNotStopTheOthers() throws {
    let result = try SwivelRunner.run(["matrix", "Examples/nope.yaml", "Examples/003-navigation-subclass.yaml"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("Examples/nope.yaml: error: "))
    #expect(result.output.contains("Examples/003-navigation-subclass.yaml: A navigation subclass"))
  }

  @Test func theHelpSaysWhatItPlaysAndItsExitStatuses() throws {
    let result = try SwivelRunner.run(["help", "matrix"])
    #expect(result.status == 0)
    #expect(result.output.contains("--devices"))
    #expect(result.output.contains("--ios"))
    #expect(result.output.contains("Exit status: 0 when every cell's expectations hold, 1 when one fails"))
  }

  // The html page (issue 55): an index of its scenarios linked to their grids, columns named in
  // words, and a legend of what it draws: an outline for a changed cell, no text-only "*".
  @Test func theHTMLPageIndexesItsScenariosAndNamesItsColumns() throws {
    let run = try SwivelRunner.run([
      "matrix", "Examples/ios13-page-sheets.yaml", "Examples/ipados17-split-view.yaml", "--format", "html",
    ])
    #expect(run.status == 1)
    let html = run.output
    #expect(html.contains("<ol class=\"index\"><li><a href=\"#scenario-0\">Examples/ios13-page-sheets.yaml</a>"))
    #expect(html.contains("<li><a href=\"#scenario-1\">Examples/ipados17-split-view.yaml</a>"))
    #expect(html.contains("id=\"scenario-1\""))
    #expect(html.contains("<th><span class=\"letter\">A</span> iPhone</th>"))
    #expect(html.contains("<th><span class=\"letter\">A</span> iPad in full screen, split view"))
    #expect(html.contains("<p class=\"legend\">"))
    #expect(html.contains("an outlined cell changed since the era above"))
    #expect(!html.contains("* changed since the era above"))
    // The text keeps its own mark.
    let text = try SwivelRunner.run(["matrix", "Examples/ios13-page-sheets.yaml"])
    #expect(text.output.contains("; * changed since the era above"))
  }

  // Issue 57, point 9: a real app's page must open at once. Cells whose drawings would be the
  // same share one: every link leads to a drawn section, there are fewer sections than linked
  // cells, and a shared drawing's heading names the cells it stands for.
  @Test func cellsThatPlayAlikeShareOneDrawing() throws {
    let run = try SwivelRunner.run(["matrix", "Examples/ios16-geometry-request.yaml", "--format", "html"])
    let html = run.output
    let links = html.components(separatedBy: "<a href=\"#run-").dropFirst().compactMap {
      $0.split(separator: "\"").first
    }
    let sections = html.components(separatedBy: "<section class=\"run\" id=\"run-").dropFirst().compactMap {
      $0.split(separator: "\"").first
    }
    #expect(!links.isEmpty)
    #expect(Set(links).isSubset(of: Set(sections)))
    #expect(sections.count < links.count)
    #expect(Set(sections).count == sections.count)
    #expect(html.contains(" · drawn alike in iOS "))
  }
}

/// `swivel check` and `swivel matrix` agree on a file with no `expect:` step (issue 52): both say
/// it checked nothing and exit 1, and both let it pass with `--allow-empty`. The matrix once
/// counted such plays as holding and exited 0 where `check` exited 1 on the same file.
@Suite struct MatrixAndCheckAgreeOnEmptyFilesTests {
  static func emptyFile() throws -> (folder: URL, file: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scenario = """
      swivel: 1
      ios: "16.0"
      device: iphone-14
      controllers:
        feed: {supported: allButUpsideDown}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
      """
    try Data(scenario.utf8).write(to: folder.appendingPathComponent("turns.yaml"))
    return (folder, "turns.yaml")
  }

  @Test func bothSayNothingWasCheckedAndExitOne() throws {
    let (folder, file) = try Self.emptyFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try SwivelRunner.run(["check", file], in: folder)
    let matrix = try SwivelRunner.run(["matrix", file, "--ios", "16.0", "--devices", "iphone-14"], in: folder)
    #expect(check.status == 1)
    #expect(matrix.status == 1)
    #expect(check.output.contains("turns.yaml: nothing checked: no expect: step\n"))
    #expect(matrix.output.contains("turns.yaml: nothing checked: no expect: step\n"))
    #expect(
      matrix.output.hasSuffix("1 plays: 0 hold, 0 fail, 0 not applicable, 1 nothing checked\n"), "\(matrix.output)")
    // The grid still shows what each play did: portrait, then landscape.
    #expect(matrix.output.contains("16.0   PR"), "\(matrix.output)")
  }

  @Test func bothLetItPassWithAllowEmpty() throws {
    let (folder, file) = try Self.emptyFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try SwivelRunner.run(["check", file, "--allow-empty"], in: folder)
    let matrix = try SwivelRunner.run(
      ["matrix", file, "--ios", "16.0", "--devices", "iphone-14", "--allow-empty"], in: folder)
    #expect(check.status == 0)
    #expect(matrix.status == 0)
    #expect(matrix.output.contains("turns.yaml: nothing checked: no expect: step\n"))
  }

  @Test func theJSONCountsThePlaysThatCheckedNothing() throws {
    let (folder, file) = try Self.emptyFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SwivelRunner.run(
      ["matrix", file, "--ios", "16.0", "--devices", "iphone-14", "--format", "json"], in: folder)
    #expect(result.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["holding"] as? Int == 0)
    #expect(object["nothingChecked"] as? Int == 1)
    #expect(object["emptyFiles"] as? [String] == ["turns.yaml"])
  }
}
