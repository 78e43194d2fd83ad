import Foundation
import Testing

/// A headless Chromium found on this machine, to test the pages `swivel` writes in a real browser.
///
/// `.ci/run` installs Debian's `chromium-headless-shell`. Elsewhere, where none is installed, the
/// browser tests are skipped and say why; in CI (`CI` set) they run and fail, so that a missing
/// browser never leaves the pages untested on a green run.
struct HeadlessBrowser {
  /// The browser's executable.
  let executable: String

  /// The first of the usual Chromium executables on the `PATH`, if any.
  static let installed: HeadlessBrowser? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"] {
      for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return HeadlessBrowser(executable: candidate) }
      }
    }
    return nil
  }()

  /// Whether the browser tests run: where a browser is installed, and always in CI.
  static var testsRun: Bool { installed != nil || TestEnvironment.isInCI }

  static let skipReason: Comment =
    "no headless Chromium is installed (apt-get install chromium-headless-shell): the page is not opened in a browser"

  /// The installed browser; a failure naming the missing browser where there is none (in CI).
  static func required(sourceLocation: SourceLocation = #_sourceLocation) throws -> HeadlessBrowser {
    try #require(
      installed, "no headless Chromium is installed; in CI, .ci/run installs chromium-headless-shell",
      sourceLocation: sourceLocation)
  }

  struct Result {
    var status: Int32
    var output: String
    var log: String
  }

  /// Opens `page` with `arguments` (`--screenshot=…`, `--dump-dom`), logging the page's console to
  /// standard error, in a fresh profile; gives up after 60 seconds.
  func open(_ page: URL, _ arguments: [String]) throws -> Result {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-chromium-\(UUID())")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "timeout", "60", executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--enable-logging=stderr", "--v=0", "--user-data-dir=\(profile.path)",
      ] + arguments + [page.absoluteString]
    let output = Pipe()
    let log = Pipe()
    process.standardOutput = output
    process.standardError = log
    try process.run()
    // Read both pipes at once, so that neither fills up while the other is read.
    let logData = LockedData()
    let reader = Thread { logData.set(log.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !logData.isSet { usleep(1000) }
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      log: String(decoding: logData.value, as: UTF8.self))
  }

  /// Where the browser lays out each of the page's `section.step` cards at this window width,
  /// in CSS pixels from the page's top: a copy of the page with a script that writes each card's
  /// box into the DOM, read back with `--dump-dom` (Swivel's pages have no script of their own).
  func cardLayout(of page: URL, width: Int) throws -> (cards: [CardBox], pageHeight: Int) {
    let measured = page.deletingLastPathComponent().appendingPathComponent("measured-\(UUID()).html")
    defer { try? FileManager.default.removeItem(at: measured) }
    let script = """
      <script>
      const boxes = [...document.querySelectorAll('section.step')].map(card => {
        const box = card.getBoundingClientRect();
        return [Math.round(box.top + scrollY), Math.round(box.height), card.scrollHeight].join(',');
      });
      document.body.setAttribute('data-layout', boxes.join(';'));
      document.body.setAttribute('data-height', String(document.documentElement.scrollHeight));
      </script>
      """
    let html = try String(contentsOf: page, encoding: .utf8).replacing("</body>", with: script + "</body>")
    try html.write(to: measured, atomically: true, encoding: .utf8)
    let result = try open(measured, ["--window-size=\(width),800", "--dump-dom"])
    func attribute(_ name: String) -> String? {
      guard let start = result.output.range(of: "\(name)=\"") else { return nil }
      return result.output[start.upperBound...].prefix { $0 != "\"" }.description
    }
    let cards = (attribute("data-layout") ?? "").split(separator: ";").compactMap { box -> CardBox? in
      let numbers = box.split(separator: ",").compactMap { Int($0) }
      return numbers.count == 3 ? CardBox(top: numbers[0], height: numbers[1], contentHeight: numbers[2]) : nil
    }
    return (cards, Int(attribute("data-height") ?? "") ?? 0)
  }

  /// A card's box: its top and height, and the height its content needs.
  struct CardBox: Equatable {
    var top: Int
    var height: Int
    var contentHeight: Int
  }

  /// The lines of a browser log that are the page's console messages or uncaught errors.
  static func consoleMessages(in log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
  }
}

/// Data set once by another thread.
private final class LockedData: @unchecked Sendable {
  // Sendable: every access holds `lock`.
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data) { lock.withLock { data = value } }
  var isSet: Bool { lock.withLock { data != nil } }
  var value: Data { lock.withLock { data ?? Data() } }
}
