import Foundation
import Testing

@testable import SwivelScenario

/// An Info.plist Foundation cannot parse is an error at the line its parser names (Scenario
/// reference, "The app": any input that cannot be read is an error naming where).
@Suite struct InfoPlistParseErrorTests {
  private static func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """.utf8)
  }

  private static func error(decoding data: Data) -> InfoPlistError? {
    do {
      _ = try InfoPlistReader.decode(data, file: "Info.plist")
      return nil
    } catch {
      return error
    }
  }

  @Test(
    arguments: [
      // A close tag that does not match (line 7 of the fixture).
      ("  <key>A</key>\n  <array>\n    <string>x</string>\n  </arry>", 7),
      // A tag that is no property list element.
      ("  <key>A</key>\n  <strin>x</strin>", 5),
      // An integer that is not a number.
      ("  <key>A</key>\n  <integer>x1</integer>", 5),
    ])
  func aMalformedXMLPropertyListIsAnErrorAtTheParsersLine(body: String, line: Int) throws {
    let error = try #require(Self.error(decoding: Self.plist(body)))
    #expect(error.line == line)
    #expect(error.key == nil)
    guard case .notAPropertyList(let reason) = error.problem else {
      Issue.record("expected notAPropertyList, got \(error.problem)")
      return
    }
    #expect(!reason.isEmpty && reason != "the data is not in the correct format")
    #expect(error.description.hasPrefix("Info.plist:\(line): not a property list: "))
  }

  @Test func aFileCutShortIsAnErrorAboutTheWholeFile() throws {
    let whole = Self.plist("  <key>A</key>\n  <true/>")
    let error = try #require(Self.error(decoding: whole.prefix(whole.count - 10)))
    #expect(error.description.hasPrefix("Info.plist"))
    #expect(error.description.contains("not a property list: "))
  }

  @Test func theLineIsTheFirstLineThatADigitFollows() {
    #expect(PropertyListParserProblem.lineNumber(in: "Encountered unknown tag line on line 5") == 5)
    #expect(PropertyListParserProblem.lineNumber(in: "Close tag on line 7 does not match open tag array") == 7)
    #expect(PropertyListParserProblem.lineNumber(in: "Unexpected character { at line 1") == 1)
    #expect(PropertyListParserProblem.lineNumber(in: "Encountered unexpected EOF") == nil)
    #expect(PropertyListParserProblem.lineNumber(in: "at line 0") == nil)
  }

  // Foundation's words may quote the input: they are kept on one line and short.
  @Test func theReasonIsOneShortLine() {
    let text = "Encountered unknown tag \(String(repeating: "a", count: 500))\nb on line 3"
    let quoting = NSError(domain: NSCocoaErrorDomain, code: 3840, userInfo: [NSDebugDescriptionErrorKey: text])
    let problem = PropertyListParserProblem(quoting)
    #expect(problem.line == 3)
    #expect(problem.reason.hasPrefix("encountered unknown tag aaa"))
    #expect(!problem.reason.contains("\n"))
    #expect(problem.reason.count <= 201)
    let silent = PropertyListParserProblem(NSError(domain: NSCocoaErrorDomain, code: 3840))
    #expect(silent == PropertyListParserProblem(line: nil, reason: "the data is not in the correct format"))
  }
}
