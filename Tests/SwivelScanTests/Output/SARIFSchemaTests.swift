import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

/// Issue 12: "SARIF 2.1.0, valid against its schema; test it".
///
/// The schema is OASIS's `sarif-schema-2.1.0.json` (JSON Schema draft 04, id
/// https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json,
/// in github.com/oasis-tcs/sarif-spec, `sarif-2.1/schema/`). No network here and no dependency
/// added, so ``SARIFShape`` writes down, definition by definition, what the schema demands of the
/// objects `swivel scan --format sarif` writes: each definition's `required` properties and
/// `anyOf` alternatives, its `additionalProperties: false` (only the properties it lists; the
/// validator knows only those Swivel writes, so it is stricter than the schema, never looser),
/// property types, `enum` values, `minimum`s, `uniqueItems`, and the `uri` / `uri-reference`
/// formats (RFC 3986).
@Suite struct SARIFSchemaTests {
  private func log(_ sarif: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(sarif.utf8))
  }

  @Test(arguments: ScenarioDraftTests.fixtures)
  func everyFixturesLogIsValid(fixture: String) throws {
    let report = ScanFixtures.scan(fixture)
    let violations = SARIFShape.sarifLog.violations(of: try log(report.sarif), at: "$")
    #expect(violations == [])
  }

  // `swivel lint --format sarif` writes the same log from lint's findings: a scenario's line and
  // column, an Info.plist key's finding without a region, an unreadable file a notification.
  @Test func lintsLogIsValidWithColumnsAndKeys() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SwivelScenarioTests/Fixtures")
    let report = ScenarioLinter().lint(files: [
      fixtures.appendingPathComponent("Scenarios/problems.yaml").path,
      fixtures.appendingPathComponent("InfoPlist/universal.plist").path,
      "/nonexistent-swivel.yaml",
    ])
    let sarif = report.findingReport().sarif
    #expect(SARIFShape.sarifLog.violations(of: try log(sarif), at: "$") == [])
    let run = try #require(((try log(sarif) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let regions = results.map { result in
      ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Int]
    }
    #expect(regions.contains { $0?["startColumn"] != nil }, "a scenario's finding has its column")
    #expect(regions.contains { $0 == nil }, "an Info.plist key's finding has no region")
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
  }

  // A path with a space, a '#', a ':' and non-ASCII letters is still a `uri-reference`.
  @Test func awkwardPathsAreStillURIReferences() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let app = folder + "/Mon appli #2: été"
    try ScanFixtures.writeApp(
      in: app, settings: ["TARGETED_DEVICE_FAMILY": "2", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys:
        "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
    )
    let report = ProjectScanner().scan(path: app)
    #expect(!report.findings.isEmpty)
    #expect(SARIFShape.sarifLog.violations(of: try log(report.sarif), at: "$") == [])
  }

  // What could not be read is a tool execution notification (SARIF 2.1.0, 3.20.21
  // toolExecutionNotifications; 3.58 notification), and the invocation did not succeed (3.20.14
  // executionSuccessful): an upload shows why a project has no results. A clean scan succeeds
  // with none.
  @Test func whatCouldNotBeReadIsAnErrorNotification() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(in: folder, settings: ["INFOPLIST_FILE": "Old/Info.plist"])
    let report = ProjectScanner().scan(path: folder)
    let error = try #require(report.errors.first)
    #expect(SARIFShape.sarifLog.violations(of: try log(report.sarif), at: "$") == [])
    let run = try #require(((try log(report.sarif) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect((notification["message"] as? [String: Any])?["text"] as? String == error.message)
    let place = (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect((place?["artifactLocation"] as? [String: Any])?["uri"] as? String == FindingReport.uri(error.file))
    #expect((place?["region"] as? [String: Any])?["startLine"] as? Int == error.line)

    let clean = try #require(
      ((try log(ScanFixtures.scan("Player/Player.xcodeproj").sarif) as? [String: Any])?["runs"] as? [[String: Any]])?
        .first)
    let cleanInvocation = try #require((clean["invocations"] as? [[String: Any]])?.first)
    #expect(cleanInvocation["executionSuccessful"] as? Bool == true)
    #expect((cleanInvocation["toolExecutionNotifications"] as? [Any])?.isEmpty == true)
  }

  // SARIF 2.1.0, 3.27.6: "If ruleIndex is present, … rules[ruleIndex] … SHALL be the
  // reportingDescriptor for ruleId" (not a schema fact: the schema cannot say it).
  @Test func everyRuleIndexNamesItsRule() throws {
    let object = try #require(try log(ScanFixtures.scan("Player/Player.xcodeproj").sarif) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count > 3)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
  }

  // The validator finds what the schema refuses, so that a pass means something.
  @Test(
    arguments: zip(
      [
        #"{"runs": []}"#,
        #"{"version": "2.0.0", "runs": []}"#,
        #"{"version": "2.1.0", "runs": [{}]}"#,
        #"{"version": "2.1.0", "runs": [], "extra": 1}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s", "rules": [{"id": "a"}, {"id": "a"}]}}}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"level": "fatal", "message": {"text": "m"}}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"message": {}}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b"}, "region": {"startLine": 0}}}]}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"message": {"text": "m"}, "ruleIndex": -2}]}]}"#,
        #"{"$schema": "not a uri", "version": "2.1.0", "runs": []}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "invocations": [{}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "invocations": [{"executionSuccessful": 1}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "invocations": [{"executionSuccessful": false, "toolExecutionNotifications": [{"level": "error"}]}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"message": {"text": "m"}, "properties": []}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "results": [{"message": {"text": "m"}, "properties": {"tags": ["a", "a"], "other": 1}}]}]}"#,
        #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "s"}}, "invocations": [{"executionSuccessful": true, "toolExecutionNotifications": [{"message": {"text": "m"}, "level": "info"}]}]}]}"#,
      ],
      [
        "$: missing required property 'version' (sarifLog)",
        "$.version: '2.0.0' is not one of 2.1.0",
        "$.runs[0]: missing required property 'tool' (run)",
        "$.extra: not a property of sarifLog (additionalProperties: false)",
        "$.runs[0].tool.driver.rules: items are not unique",
        "$.runs[0].results[0].level: 'fatal' is not one of none, note, warning, error",
        "$.runs[0].results[0].message: needs one of text | id (message)",
        "$.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri: 'a b' is not a uri-reference",
        "$.runs[0].results[0].ruleIndex: -2 is below the minimum -1",
        "$.$schema: 'not a uri' is not a uri",
        "$.runs[0].invocations[0]: missing required property 'executionSuccessful' (invocation)",
        "$.runs[0].invocations[0].executionSuccessful: not a Boolean",
        "$.runs[0].invocations[0].toolExecutionNotifications[0]: missing required property 'message' (notification)",
        "$.runs[0].results[0].properties: not an object (propertyBag)",
        "$.runs[0].results[0].properties.tags: items are not unique",
        "$.runs[0].invocations[0].toolExecutionNotifications[0].level: 'info' is not one of none, note, warning, error",
      ]))
  func theValidatorRefusesWhatTheSchemaRefuses(json: String, violation: String) throws {
    let violations = SARIFShape.sarifLog.violations(of: try log(json), at: "$")
    #expect(violations.contains(violation), "\(violations)")
  }
}

/// What the SARIF 2.1.0 schema demands of a value, for the definitions Swivel writes.
indirect enum SARIFShape: Sendable {
  /// A `type: object` definition with `additionalProperties: false`.
  case object(definition: String, properties: [String: SARIFShape], required: [String] = [], anyOf: [[String]] = [])
  /// A `type: object` definition with `additionalProperties: true`: other properties are
  /// allowed, the listed ones must have their shape.
  case openObject(definition: String, properties: [String: SARIFShape])
  case string(oneOf: [String]? = nil, format: Format? = nil)
  case integer(minimum: Int? = nil)
  case boolean
  case array(of: SARIFShape, uniqueItems: Bool = false)

  enum Format: String, Sendable { case uri, uriReference = "uri-reference" }

  // The definitions are computed, not stored: LeakSanitizer does not see the pointers Swift
  // packs into a stored indirect enum, and reported every stored shape as leaked at exit.

  // `definitions/multiformatMessageString`: required text.
  static var multiformatMessageString: SARIFShape {
    SARIFShape.object(
      definition: "multiformatMessageString", properties: ["text": .string(), "markdown": .string()], required: ["text"]
    )
  }
  // `definitions/reportingConfiguration`: level ∈ none, note, warning, error.
  static var reportingConfiguration: SARIFShape {
    SARIFShape.object(
      definition: "reportingConfiguration", properties: ["level": .string(oneOf: ["none", "note", "warning", "error"])])
  }
  // `definitions/reportingDescriptor`: required id.
  static var reportingDescriptor: SARIFShape {
    SARIFShape.object(
      definition: "reportingDescriptor",
      properties: [
        "id": .string(), "name": .string(), "shortDescription": multiformatMessageString,
        "fullDescription": multiformatMessageString, "defaultConfiguration": reportingConfiguration,
        "helpUri": .string(format: .uri),
      ], required: ["id"])
  }
  // `definitions/toolComponent`: required name; rules unique.
  static var toolComponent: SARIFShape {
    SARIFShape.object(
      definition: "toolComponent",
      properties: [
        "name": .string(), "version": .string(), "informationUri": .string(format: .uri),
        "rules": .array(of: reportingDescriptor, uniqueItems: true),
      ], required: ["name"])
  }
  // `definitions/tool`: required driver.
  static var tool: SARIFShape {
    SARIFShape.object(definition: "tool", properties: ["driver": toolComponent], required: ["driver"])
  }
  // `definitions/message`: anyOf required text, required id.
  static var message: SARIFShape {
    SARIFShape.object(
      definition: "message", properties: ["text": .string(), "id": .string()], anyOf: [["text"], ["id"]])
  }
  // `definitions/artifactLocation`: uri is a uri-reference; index ≥ -1.
  static var artifactLocation: SARIFShape {
    SARIFShape.object(
      definition: "artifactLocation",
      properties: ["uri": .string(format: .uriReference), "uriBaseId": .string(), "index": .integer(minimum: -1)])
  }
  // `definitions/region`: startLine ≥ 1; anyOf required startLine, charOffset, byteOffset.
  static var region: SARIFShape {
    SARIFShape.object(
      definition: "region",
      properties: [
        "startLine": .integer(minimum: 1), "startColumn": .integer(minimum: 1), "endLine": .integer(minimum: 1),
        "endColumn": .integer(minimum: 1), "charOffset": .integer(minimum: -1), "byteOffset": .integer(minimum: -1),
      ], anyOf: [["startLine"], ["charOffset"], ["byteOffset"]])
  }
  // `definitions/physicalLocation`: anyOf required address, artifactLocation.
  static var physicalLocation: SARIFShape {
    SARIFShape.object(
      definition: "physicalLocation", properties: ["artifactLocation": artifactLocation, "region": region],
      anyOf: [["address"], ["artifactLocation"]])
  }
  // `definitions/location`.
  static var location: SARIFShape {
    SARIFShape.object(definition: "location", properties: ["physicalLocation": physicalLocation])
  }
  // `definitions/propertyBag` (3.8): `additionalProperties: true`; tags an array of unique
  // strings. `targets`, the names of the targets a result or notification concerns, is Swivel's
  // own property (3.8.1: "a property bag … MAY contain any properties"), held to the shape Swivel
  // documents: unique strings.
  static var propertyBag: SARIFShape {
    SARIFShape.openObject(
      definition: "propertyBag",
      properties: [
        "tags": .array(of: .string(), uniqueItems: true), "targets": .array(of: .string(), uniqueItems: true),
      ])
  }
  // `definitions/result`: required message; ruleIndex ≥ -1; level ∈ none, note, warning, error;
  // kind ∈ notApplicable, pass, fail, review, open, informational.
  static var result: SARIFShape {
    SARIFShape.object(
      definition: "result",
      properties: [
        "ruleId": .string(), "ruleIndex": .integer(minimum: -1),
        "level": .string(oneOf: ["none", "note", "warning", "error"]),
        "kind": .string(oneOf: ["notApplicable", "pass", "fail", "review", "open", "informational"]),
        "message": message, "locations": .array(of: location), "properties": propertyBag,
        // `partialFingerprints` (3.27.17): an object whose values are strings.
        "partialFingerprints": .openObject(definition: "partialFingerprints", properties: [:]),
      ], required: ["message"])
  }
  // `definitions/notification`: required message; locations unique; level ∈ none, note, warning,
  // error.
  static var notification: SARIFShape {
    SARIFShape.object(
      definition: "notification",
      properties: [
        "message": message, "locations": .array(of: location, uniqueItems: true),
        "level": .string(oneOf: ["none", "note", "warning", "error"]), "properties": propertyBag,
      ], required: ["message"])
  }
  // `definitions/invocation`: required executionSuccessful, a Boolean.
  static var invocation: SARIFShape {
    SARIFShape.object(
      definition: "invocation",
      properties: ["executionSuccessful": .boolean, "toolExecutionNotifications": .array(of: notification)],
      required: ["executionSuccessful"])
  }
  // `definitions/run`: required tool.
  static var run: SARIFShape {
    SARIFShape.object(
      definition: "run",
      properties: ["tool": tool, "results": .array(of: result), "invocations": .array(of: invocation)],
      required: ["tool"])
  }
  // The top level (`sarifLog`): required version and runs; $schema a uri; version ∈ 2.1.0.
  static var sarifLog: SARIFShape {
    SARIFShape.object(
      definition: "sarifLog",
      properties: ["$schema": .string(format: .uri), "version": .string(oneOf: ["2.1.0"]), "runs": .array(of: run)],
      required: ["version", "runs"])
  }

  /// Every way `value` breaks the shape, each as `path: what`.
  func violations(of value: Any, at path: String) -> [String] {
    switch self {
    case .object(let definition, let properties, let required, let anyOf):
      guard let object = value as? [String: Any] else { return ["\(path): not an object (\(definition))"] }
      var found: [String] = []
      for key in required where object[key] == nil {
        found.append("\(path): missing required property '\(key)' (\(definition))")
      }
      if !anyOf.isEmpty, !anyOf.contains(where: { $0.allSatisfy { object[$0] != nil } }) {
        found.append(
          "\(path): needs one of \(anyOf.map { $0.joined(separator: " and ") }.joined(separator: " | ")) (\(definition))"
        )
      }
      for key in object.keys.sorted() {
        guard let shape = properties[key] else {
          found.append("\(path).\(key): not a property of \(definition) (additionalProperties: false)")
          continue
        }
        found += shape.violations(of: object[key]!, at: "\(path).\(key)")
      }
      return found
    case .openObject(let definition, let properties):
      guard let object = value as? [String: Any] else { return ["\(path): not an object (\(definition))"] }
      return object.keys.sorted().flatMap { key in
        properties[key]?.violations(of: object[key]!, at: "\(path).\(key)") ?? []
      }
    case .string(let allowed, let format):
      guard let text = value as? String else { return ["\(path): not a string"] }
      if let allowed, !allowed.contains(text) {
        return ["\(path): '\(text)' is not one of \(allowed.joined(separator: ", "))"]
      }
      if let format, !Self.isValid(text, format) { return ["\(path): '\(text)' is not a \(format.rawValue)"] }
      return []
    case .integer(let minimum):
      // JSONSerialization gives NSNumber; a Boolean or a fraction is not an integer.
      guard let number = value as? NSNumber, !["c", "B"].contains(String(cString: number.objCType)),
        number.doubleValue == number.doubleValue.rounded()
      else { return ["\(path): not an integer"] }
      if let minimum, number.intValue < minimum {
        return ["\(path): \(number.intValue) is below the minimum \(minimum)"]
      }
      return []
    case .boolean:
      // JSONSerialization gives NSNumber; only a Boolean's type is `c` or `B`.
      guard let number = value as? NSNumber, ["c", "B"].contains(String(cString: number.objCType)) else {
        return ["\(path): not a Boolean"]
      }
      return []
    case .array(let items, let uniqueItems):
      guard let array = value as? [Any] else { return ["\(path): not an array"] }
      var found = array.enumerated().flatMap { items.violations(of: $0.element, at: "\(path)[\($0.offset)]") }
      if uniqueItems, Set(array.map { "\($0 as AnyObject)" }).count != array.count {
        found.append("\(path): items are not unique")
      }
      return found
    }
  }

  /// RFC 3986: a URI reference is made of unreserved, reserved and percent-encoded characters;
  /// a URI starts with a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`).
  static func isValid(_ text: String, _ format: Format) -> Bool {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
    guard text.allSatisfy(allowed.contains) else { return false }
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
      guard index + 2 < bytes.count, bytes[index + 1].isHexDigit, bytes[index + 2].isHexDigit else { return false }
    }
    guard format == .uri else { return true }
    guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isLetter else { return false }
    return text[..<colon].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
