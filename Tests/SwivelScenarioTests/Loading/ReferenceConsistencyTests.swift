import Foundation
import SwivelKit
import Testing

@testable import SwivelScenario

/// The Scenario reference (Sources/SwivelScenario/Documentation.docc/ScenarioReference.md) is the
/// contract users write to: its tables and the decoder must list the same keys, steps, event kinds
/// and pattern fields, so that what it documents is accepted and what is accepted is documented.
@Suite struct ReferenceConsistencyTests {
  static let reference: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SwivelScenario/Documentation.docc/ScenarioReference.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The rows of the table that follows the heading starting with `heading`: its cells.
  static func rows(under heading: String) -> [[String]] {
    guard let start = reference.range(of: "\n" + heading) else { return [] }
    var rows: [[String]] = []
    var inTable = false
    for line in reference[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("|") {
        inTable = true
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        rows.append(cells.map { $0.trimmingCharacters(in: .whitespaces) })
      } else if inTable {
        break
      }
    }
    return Array(rows.dropFirst(2))  // the header and the separator
  }

  /// The names in backticks in a cell, parenthesised text left out: `` `to` or `from` (…) `` → to, from.
  static func names(in cell: String) -> [String] {
    var text = ""
    var depth = 0
    for character in cell {
      if character == "(" { depth += 1 }
      if depth == 0 { text.append(character) }
      if character == ")" { depth = max(0, depth - 1) }
    }
    return text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
  }

  /// Every text in backticks between two headings.
  static func backticked(from heading: String, to next: String) throws -> [String] {
    let start = try #require(reference.range(of: heading))
    let end = try #require(reference.range(of: next))
    return reference[start.upperBound..<end.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
      .enumerated().filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
  }

  @Test func theReferenceIsRead() {
    #expect(Self.reference.hasPrefix("# Scenario reference"))
  }

  // Section 1: every top-level key, and no other.
  @Test func topLevelKeys() {
    let documented = Self.rows(under: "### 1. The file").compactMap { Self.names(in: $0[0]).first }
      .map { $0.split(separator: ":").first.map(String.init) ?? $0 }
    #expect(Set(documented) == Set(ScenarioDecoder.scenarioKeys))
  }

  // Section 4: every key `app:` takes is named there, as `key` or `key:` in backticks (the `~ipad`
  // and `~iphone` variants of an Info.plist key are documented as variants of it).
  @Test func appKeys() throws {
    let mentioned = Set(
      try Self.backticked(from: "### 4. The app", to: "### 5. Controllers and views")
        .map { $0.split(separator: ":").first.map(String.init) ?? "" })
    for key in ScenarioDecoder.appKeys where !key.contains("~") {
      #expect(mentioned.contains(key), "app key \(key) is not in section 4")
    }
  }

  // Section 5: every key a controller takes is named there, with every kind and split column.
  @Test func controllerKeysAndKinds() throws {
    // Every name in backticks, parenthesised ones included: the kinds and columns are listed in parentheses.
    let mentioned = Set(try Self.backticked(from: "### 5. Controllers and views", to: "### 6. Steps"))
    for key in ScenarioDecoder.controllerKeys + ScenarioDecoder.viewKeys {
      #expect(mentioned.contains(key), "controller key \(key) is not in section 5")
    }
    for kind in ControllerKind.allCases {
      #expect(mentioned.contains(kind.rawValue), "kind \(kind.rawValue) is not in section 5")
    }
    for column in SplitViewController.Column.allCases {
      #expect(mentioned.contains(column.rawValue), "split column \(column.rawValue) is not in section 5")
    }
  }

  // Section 6: every step, and no other (`expect` is documented below the table, as are its keys).
  @Test func steps() {
    var documented: Set<String> = []
    for row in Self.rows(under: "### 6. Steps") {
      for name in Self.names(in: row[0]) {
        guard let step = name.split(separator: ":").first else { continue }
        documented.insert(String(step))
      }
    }
    #expect(documented == Set(ScenarioDecoder.stepNames))
  }

  // Section 6's expectations: every key the decoder takes is documented there.
  @Test func expectationKeys() throws {
    let start = try #require(Self.reference.range(of: "**Expectations.**"))
    let paragraph = Self.reference[start.upperBound...].prefix { $0 != "#" }
    let mentioned = Set(Self.names(in: String(paragraph)).map { $0.split(separator: ":").first.map(String.init) ?? $0 })
    for key in ScenarioDecoder.expectationKeys {
      #expect(mentioned.contains(key), "expectation key \(key) is not in the reference")
    }
  }

  // Section 5: every key a controller may have is named there.
  @Test func controllerKeys() throws {
    let start = try #require(Self.reference.range(of: "### 5. Controllers and views"))
    let end = try #require(Self.reference.range(of: "### 6. Steps"))
    let section = String(Self.reference[start.upperBound..<end.lowerBound])
    let mentioned = Set(Self.names(in: section))
    for key in ScenarioDecoder.controllerKeys {
      #expect(mentioned.contains(key), "controller key \(key) is not in the reference")
    }
  }

  // Section 7: every kind the engine records is a row, each row's fields are its kinds' fields
  // (a row may hold kinds of different fields: each kind's are among the row's, and each of the
  // row's is some kind's), and a pattern may name every field the engine writes.
  @Test func traceKindsAndFields() {
    var documentedKinds: [String] = []
    for row in Self.rows(under: "### 7. The trace") {
      let kinds = Self.names(in: row[0])
      let fields = Set(Self.names(in: row[1]).filter { $0 != "null" })
      documentedKinds += kinds
      var union: Set<String> = []
      for kind in kinds {
        let engine = Set(EventPattern.fieldsByKind[kind] ?? [])
        union.formUnion(engine)
        #expect(engine.isSubset(of: fields), "\(kind): the engine writes \(engine.subtracting(fields).sorted())")
      }
      #expect(fields.isSubset(of: union), "\(kinds): documented but not written: \(fields.subtracting(union).sorted())")
    }
    #expect(Set(documentedKinds) == Set(EventPattern.kinds))
    let written = Set(EventPattern.fieldsByKind.values.joined()).union(["t", "kind"])
    #expect(written == Set(EventPattern.Field.allCases.map(\.rawValue)))
  }

  // A pattern naming the size classes and the container of a push loads and matches what the
  // engine writes (the reference's section 7 fields).
  @Test func sizeClassAndContainerPatternsMatch() throws {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(
      yaml: """
        swivel: 1
        ios: "17.0"
        device: iphone-15
        controllers:
          nav: {kind: navigation, children: [feed]}
          feed: {supported: all}
          detail: {}
        window: {root: nav}
        steps:
          - launch: portrait
          - rotate: landscapeLeft
          - wait: 1
          - expect:
              events:
                - {kind: willTransitionToTraitCollection, controller: nav, verticalSizeClass: compact, horizontalSizeClass: compact}
                - {kind: traitCollectionDidChange, controller: nav, previousVerticalSizeClass: regular}
          - push: {on: nav, controller: detail}
          - expect: {events: [{kind: pushed, on: nav, controller: detail}]}
        """, file: "traits.yaml")
    let run = try ScenarioPlayer().play(scenario)
    #expect(run.expectations.count == 2)
    #expect(run.failedCount == 0)
  }
}
