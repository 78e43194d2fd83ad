import Foundation
import SwiftParser
import SwiftSyntax

/// Reads Swift test sources for the `@Test` functions that cannot fail: those from whose body no
/// `#expect`, `#require`, `Issue.record` or `withKnownIssue` can be reached (issue 58).
///
/// Reachable means written in the body, closures and local functions included, or in the body of
/// a function it calls, to any depth. Calls are matched by the called function's base name
/// alone, across every file read: a helper that asserts makes every call of a function of that
/// name count. That errs towards passing a test, never towards flagging a sound one.
struct TestAssertionReader {
  /// A `@Test` function: `Type.name` (the innermost type or extension around it), with its place.
  struct TestFunction: Hashable, Sendable, CustomStringConvertible {
    var name: String
    var file: String
    var line: Int
    var description: String { "\(file):\(line): \(name)" }
  }

  private(set) var tests: [(test: TestFunction, reach: Reach)] = []
  /// Every function read, by base name: whether one of that name asserts, and what they call.
  private var functions: [String: Reach] = [:]

  /// What a body asserts directly, and the base names of the functions it calls.
  struct Reach: Sendable {
    var asserts = false
    var calls: Set<String> = []
  }

  /// Reads one file's text; `file` names it in the results.
  mutating func read(_ text: String, file: String) {
    add(Self.functions(in: text, file: file))
  }

  /// Reads the files at `paths` (two at a time: parsing is most of the time), naming each by its
  /// path without `prefix`.
  mutating func read(paths: [String], droppingPrefix prefix: String) throws {
    let results = FileResults(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results.set(index) {
        let text = try String(contentsOfFile: paths[index], encoding: .utf8)
        let name = paths[index].hasPrefix(prefix) ? String(paths[index].dropFirst(prefix.count)) : paths[index]
        return Self.functions(in: text, file: name)
      }
    }
    for result in results.all { add(try result.get()) }
  }

  /// A function declaration of one file, and where it is when it is a `@Test`.
  fileprivate struct FileFunction: Sendable {
    var name: String
    var reach: Reach
    var test: TestFunction?
  }

  private static func functions(in text: String, file: String) -> [FileFunction] {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = FunctionCollector(viewMode: .sourceAccurate)
    visitor.walk(tree)
    return visitor.functions.map { function in
      FileFunction(
        name: function.name, reach: function.reach,
        test: function.testOf.map {
          TestFunction(name: $0 + function.name, file: file, line: converter.location(for: function.position).line)
        })
    }
  }

  private mutating func add(_ read: [FileFunction]) {
    for function in read {
      var merged = functions[function.name] ?? Reach()
      merged.asserts = merged.asserts || function.reach.asserts
      merged.calls.formUnion(function.reach.calls)
      functions[function.name] = merged
      if let test = function.test { tests.append((test, function.reach)) }
    }
  }

  /// The `@Test` functions read from which no assertion is reachable, in the order read.
  var testsWithoutAssertion: [TestFunction] {
    var asserting = Set(functions.filter(\.value.asserts).keys)
    var grew = true
    while grew {
      grew = false
      for (name, reach) in functions where !asserting.contains(name) && !reach.calls.isDisjoint(with: asserting) {
        asserting.insert(name)
        grew = true
      }
    }
    return tests.filter { !$0.reach.asserts && $0.reach.calls.isDisjoint(with: asserting) }.map(\.test)
  }
}

/// Collects each function declaration: its base name, what its body reaches directly, and,
/// for a `@Test`, the name of the type around it (`Type.`, or nothing at file level).
private final class FunctionCollector: SyntaxVisitor {
  struct Function {
    var name: String
    var position: AbsolutePosition
    var reach: TestAssertionReader.Reach
    var testOf: String?
  }

  private(set) var functions: [Function] = []
  private var types: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  private func enter(_ type: String) -> SyntaxVisitorContinueKind {
    types.append(type)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let isTest = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
    }
    let scanner = BodyScanner(viewMode: .sourceAccurate)
    if let body = node.body { scanner.walk(body) }
    functions.append(
      Function(
        name: node.name.text, position: node.positionAfterSkippingLeadingTrivia, reach: scanner.reach,
        testOf: isTest ? types.last.map { $0 + "." } ?? "" : nil))
    // Local functions are read too: a test's helper may be declared inside another function.
    return .visitChildren
  }
}

/// What one body asserts and calls.
private final class BodyScanner: SyntaxVisitor {
  var reach = TestAssertionReader.Reach()

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.assertingMacros.contains(node.macroName.text) { reach.asserts = true }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.assertingMacros.contains(node.macroName.text) { reach.asserts = true }
    return .visitChildren
  }

  private static let assertingMacros: Set<String> = ["expect", "require"]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    if let member = called.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "record", member.base?.trimmedDescription == "Issue" { reach.asserts = true }
      reach.calls.insert(name)
    } else if let reference = called.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "withKnownIssue" { reach.asserts = true }
      reach.calls.insert(name)
    }
    return .visitChildren
  }
}

/// Each file's functions, set from several threads.
private final class FileResults: @unchecked Sendable {
  // Sendable: every access to `results` holds `lock`.
  private let lock = NSLock()
  private var results: [Result<[TestAssertionReader.FileFunction], any Error>]

  init(count: Int) { results = Array(repeating: .success([]), count: count) }

  func set(_ index: Int, _ body: () throws -> [TestAssertionReader.FileFunction]) {
    let result = Result(catching: body)
    lock.withLock { results[index] = result }
  }

  var all: [Result<[TestAssertionReader.FileFunction], any Error>] { lock.withLock { results } }
}
