import Foundation
import SwiftParser
import SwiftSyntax
import SwivelCore

/// What a target's sources say about orientation: the classes that override UIKit's orientation
/// properties, with their answers where they are constants, and the calls of runtime orientation
/// mechanisms.
struct SourceFacts: Sendable {
  var controllers: [ControllerScan] = []
  var mechanisms: [MechanismScan] = []
  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)` answer when it is a
  /// constant, and where.
  var delegateMask: (mask: InterfaceOrientationMask, location: ScanLocation)?
  /// Every class the target's sources declare, whether or not they mention orientation
  /// (``ClassDeclarations``).
  var declaredClasses: Set<String> = []
  /// The superclass each declared class names, as the sources write it (``ClassDeclarations``).
  var superclasses: [String: String] = [:]
  /// Why a file was not read.
  var notes: [ScanNote] = []
  /// Objective-C methods that return an orientation where UIKit wants a mask.
  var orientationsAsMasks: [OrientationAsMask] = []
  /// How the code puts controllers on screen; read only for scenario drafts.
  var flows: [FlowScan] = []
  /// The `modalPresentationStyle` classes give themselves in an initialiser, by class.
  var ownStyles: [String: String] = [:]
  /// What the app's types hold, return and call; read only for scenario drafts.
  var members = CodeMembers()
  /// The Objective-C names Swift classes are given (`@objc(Name)`), by that name.
  var objectiveCNames: [String: String] = [:]
  /// The masks the project names itself in an extension of `UIInterfaceOrientationMask`
  /// (`static var portraitOnPhone: Self { isPhone ? .portrait : .all }`), per family, by name:
  /// what a controller that returns `.portraitOnPhone` answers (``resolvingMaskConstants()``).
  var maskConstants: [String: OrientationAnswer] = [:]
  /// The overrides and reads of rotation APIs UIKit deprecated (`deprecated-rotation-api`).
  var deprecatedUses: [DeprecatedRotationUse] = []

  mutating func append(_ other: SourceFacts) {
    controllers += other.controllers
    deprecatedUses += other.deprecatedUses
    maskConstants.merge(other.maskConstants) { mine, _ in mine }
    mechanisms += other.mechanisms
    orientationsAsMasks += other.orientationsAsMasks
    flows += other.flows
    members.merge(other.members)
    objectiveCNames.merge(other.objectiveCNames) { mine, _ in mine }
    ownStyles.merge(other.ownStyles) { mine, _ in mine }
    declaredClasses.formUnion(other.declaredClasses)
    superclasses.merge(other.superclasses) { mine, _ in mine }
    notes += other.notes
    if delegateMask == nil { delegateMask = other.delegateMask }
  }
}

extension SourceFacts {
  /// The superclass the sources give a class: a reader's, else the plain scan's.
  func superclass(of className: String) -> String? {
    controllers.first { $0.className == className && $0.superclass != nil }?.superclass ?? superclasses[className]
  }
}

/// An Objective-C method that should return a mask and returns an orientation constant instead
/// (`return UIInterfaceOrientationPortrait;` from `-supportedInterfaceOrientations`). C converts
/// between the two enumerations silently; Swift's types do not let it happen.
struct OrientationAsMask: Sendable {
  /// The class whose method it is; `nil` for the app delegate's.
  var className: String?
  /// The method's selector.
  var selector: String
  /// The constants its `return` joins, as written.
  var constants: [String]
  /// The number returned: each constant's value joined with `|`, orientation or mask alike.
  var value: UInt
  /// The orientations UIKit reads from that number as a mask (`UIInterfaceOrientationPortrait`
  /// is 1, which holds none).
  var mask: InterfaceOrientationMask { InterfaceOrientationMask(rawValue: value).intersection(.all) }
  /// The method's line.
  var location: ScanLocation
}

/// Reads Swift files with swift-syntax (swiftlang/swift-syntax's `SwiftParser`) for orientation
/// overrides and mechanisms.
///
/// Only a file whose text mentions one of ``identifiers`` is parsed (a plain substring test first).
/// In a class or an extension, an `override` of `supportedInterfaceOrientations`, `shouldAutorotate`,
/// `preferredInterfaceOrientationForPresentation` or `prefersInterfaceOrientationLocked` is read:
/// its answer is the constant its getter returns (`.portrait`, `[.portrait, .landscapeLeft]`,
/// `UIInterfaceOrientationMask.landscape`, `.all`, `true`), and `depends` for anything else (a
/// `switch`, a ternary, a call, a property). The app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` is read the same way. Calls of
/// `requestGeometryUpdate`, `setNeedsUpdateOfSupportedInterfaceOrientations`,
/// `attemptRotationToDeviceOrientation`, `setValue(_:forKey: "orientation")` and
/// `beginGeneratingDeviceOrientationNotifications`, and reads of `statusBarOrientation`, are
/// mechanisms. A file that does not parse is read as far as swift-syntax recovers; nothing throws.
enum SwiftSourceReader {
  /// The names whose mention makes a file worth parsing.
  static let identifiers = [
    "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    "prefersInterfaceOrientationLocked", "requestGeometryUpdate", "setNeedsUpdateOfSupportedInterfaceOrientations",
    "attemptRotationToDeviceOrientation", "\"orientation\"", "beginGeneratingDeviceOrientationNotifications",
    "statusBarOrientation", "extension UIInterfaceOrientationMask", "willRotate", "didRotate",
    "willAnimateRotation", "FirstHalfOfRotation", "SecondHalfOfRotation", "interfaceOrientation",
  ]

  /// ``identifiers`` in UTF-8.
  private static let identifierBytes = identifiers.map { Array($0.utf8) }

  /// Whether a file's text mentions an orientation identifier.
  static func mentionsOrientation(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mentionsOrientation(UnsafeRawBufferPointer($0)) }
  }

  /// Whether a file's bytes (UTF-8) mention an orientation identifier.
  ///
  /// A byte search (`memchr` for the first byte, `memcmp` for the rest): a scan reads thousands of
  /// files, and on Linux `String.contains` goes through Foundation's UTF-16 `NSString` search,
  /// which took a third of a large scan's time.
  static func mentionsOrientation(_ bytes: UnsafeRawBufferPointer) -> Bool {
    identifierBytes.contains { contains($0, in: bytes) }
  }

  /// Byte strings one of which each of ``identifiers`` holds, each starting with a byte rarer in
  /// code than the identifiers' own first bytes (`s` and `p` are frequent letters).
  static let identifierAnchors = ["Orientation", "\"orientation\"", "Autorotate", "GeometryUpdate", "Rotat"]

  /// ``identifierAnchors`` in UTF-8.
  private static let anchorBytes = identifierAnchors.map { Array($0.utf8) }

  /// Whether a file's bytes may mention an orientation identifier: `false` only when they cannot,
  /// holding none of ``identifierAnchors``. A scan asks it of each file before
  /// ``mentionsOrientation(_:)-(UnsafeRawBufferPointer)``: five passes with few comparisons,
  /// instead of one per identifier with a comparison at each `s`, on the many files that mention
  /// none.
  static func mayMentionOrientation(_ bytes: UnsafeRawBufferPointer) -> Bool {
    anchorBytes.contains { contains($0, in: bytes) }
  }

  /// Whether `bytes` holds `name`. Every text holds the empty name: the search below needs a
  /// first byte, and without one it read a byte past the end (FuzzSwiftSource).
  static func contains(_ name: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
    guard !name.isEmpty else { return true }
    guard let base = bytes.baseAddress, bytes.count >= name.count else { return false }
    return name.withUnsafeBytes { name in
      let first = Int32(name[0])
      var start = 0
      let last = bytes.count - name.count
      while start <= last, let found = memchr(base + start, first, last - start + 1) {
        let offset = base.distance(to: found)
        if memcmp(found, name.baseAddress!, name.count) == 0 { return true }
        start = offset + 1
      }
      return false
    }
  }

  /// The facts of one file.
  ///
  /// The file is parsed on a thread of its own (``BoundedThread``), which swift-syntax's deepest
  /// recursion cannot overflow, and read as far as it gets within `timeLimit`: a file it takes
  /// longer over, one too long for that thread, or one no thread could be made for, is a note.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its path, as the scan names it.
  ///   - timeLimit: how long swift-syntax may take over the file.
  ///   - flows: whether to read how the code puts controllers on screen (``SwiftFlowReader``) too.
  ///   - parse: runs the parse, given the stack it needs; ``BoundedThread/run(stackSize:timeLimit:_:)``
  ///     with `timeLimit` when `nil` (``SourceReadingThreads`` parse a small file where they are).
  static func read(
    _ text: String, file: String, timeLimit: Duration = parseTimeLimit, flows: Bool = false,
    parse runner: ((Int, @escaping @Sendable () -> SourceFacts) -> BoundedThread.Outcome<SourceFacts>)? = nil
  ) -> SourceFacts {
    guard mentionsOrientation(text) || (flows && SwiftFlowReader.mentionsFlow(text)) else { return SourceFacts() }
    var refused = SourceFacts()
    if let (line, note) = reasonNotToParse(text) {
      refused.notes.append(ScanNote(at: ScanLocation(file: file, line: line), note))
      return refused
    }
    guard text.utf8.count <= BoundedThread.maximumTextLength else {
      refused.notes.append(ScanNote(at: ScanLocation(file: file), tooLongNote))
      return refused
    }
    let stackSize = BoundedThread.stackSize(forTextOfLength: text.utf8.count)
    let work: @Sendable () -> SourceFacts = { parse(text, file: file, flows: flows) }
    switch runner?(stackSize, work) ?? BoundedThread.run(stackSize: stackSize, timeLimit: timeLimit, work) {
    case .finished(let facts):
      return facts
    case .timedOut:
      refused.notes.append(ScanNote(at: ScanLocation(file: file), timeLimitNote(timeLimit)))
    case .notStarted(let reason):
      refused.notes.append(ScanNote(at: ScanLocation(file: file), threadNotStartedNote(reason, stackSize: stackSize)))
    }
    return refused
  }

  /// The facts swift-syntax's tree of `text` gives.
  private static func parse(_ text: String, file: String, flows: Bool) -> SourceFacts {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = OrientationVisitor(file: file, converter: converter, source: Array(text.utf8))
    visitor.walk(tree)
    var facts = visitor.facts
    if flows {
      (facts.flows, facts.ownStyles, facts.members) = SwiftFlowReader.flows(in: tree, file: file, converter: converter)
    }
    return facts
  }

  /// How long swift-syntax may take over one file: a second in an optimised build, ten in a debug
  /// one. Real files take milliseconds optimised (a 118 KB view controller of duckduckgo/iOS,
  /// 20 ms of CPU) but swift-syntax built for debugging, as `swift run swivel scan` builds it,
  /// is 15 to 25 times slower (the same file 0.5 s, and past a second on a busy machine, which
  /// made it a false `file-not-read`). Malformed files it recovers from slowly can take minutes.
  /// (``ProjectScanner/swiftSource(_:file:timeLimit:)`` defaults to a second.)
  #if DEBUG
    static let parseTimeLimit = Duration.seconds(10)
  #else
    static let parseTimeLimit = Duration.seconds(1)
  #endif

  /// The note for a file swift-syntax did not finish within the time limit.
  static func timeLimitNote(_ limit: Duration) -> String {
    let milliseconds = limit / .milliseconds(1)
    let seconds =
      milliseconds.truncatingRemainder(dividingBy: 1000) == 0 ? "\(Int(milliseconds / 1000))" : "\(milliseconds / 1000)"
    return
      "swift-syntax did not finish parsing the file within \(seconds) s (it recovers slowly from some malformed code); the file is not read"
  }

  /// The note for a file no thread could be made to parse, with the system's reason.
  static func threadNotStartedNote(_ reason: String, stackSize: Int) -> String {
    "no thread with a stack of \(stackSize >> 20) MiB could be made to parse the file (\(reason); is the process's address space limited, as by ulimit -v?); the file is not read"
  }

  /// The note for a file longer than swift-syntax is given.
  static let tooLongNote =
    "the file is longer than \(BoundedThread.maximumTextLength / 1024) KiB, more than swift-syntax is given to parse; the file is not read"

  /// Where and why a file is not given to swift-syntax: nesting it takes too long over, or a
  /// ``CodeProblem``; `nil` when it is parsed.
  static func reasonNotToParse(_ text: String) -> (line: Int, note: String)? {
    if let nesting = deepNesting(in: text) { return (nesting.line, nesting.note) }
    switch codeProblem(in: text) {
    case .unclosedInterpolation(let line): return (line, unclosedInterpolationNote)
    case .wordsAfterMultiLineString(let line): return (line, wordsAfterMultiLineStringNote)
    case .wordOrBackslashAfterThreeQuotes(let line): return (line, wordOrBackslashAfterThreeQuotesNote)
    case .bareAttributes(let line): return (line, bareAttributesNote)
    case .strayAtSigns(let line): return (line, strayAtSignsNote)
    case .attributesAfterIntroducers(let line): return (line, attributesAfterIntroducersNote)
    case .nestedBracketedAttributeNames(let line): return (line, nestedBracketedAttributeNamesNote)
    case .attributesInSquareBrackets(let line): return (line, attributesInSquareBracketsNote)
    case .deepBraces(let nesting): return (nesting.line, nesting.note)
    case nil: return nil
    }
  }

  /// The note for a file with too many `@` without a name before `(` (``CodeProblem/bareAttributes(line:)``).
  static let bareAttributesNote =
    "more than \(maximumBareAttributes) '@' with no attribute name before '(' by here, over which swift-syntax's time grows exponentially; the file is not read"

  /// The note for a file with too many `@` without a name after them (``CodeProblem/strayAtSigns(line:)``).
  static let strayAtSignsNote =
    "more than \(maximumStrayAtSigns) '@' with no attribute name after them by here, over which swift-syntax's time grows with the square of their number; the file is not read"

  /// The note for a file with attributes after `var` or `let` nested too deep (``CodeProblem/attributesAfterIntroducers(line:)``).
  static let attributesAfterIntroducersNote =
    "attributes written after 'var', 'let' or 'inout' nest more than \(maximumAttributesAfterIntroducers) deep here (each in the brackets opened after the one before), over which swift-syntax's time and memory grow exponentially; the file is not read"

  /// The note for a file with attributes whose names open brackets nested in each other (``CodeProblem/nestedBracketedAttributeNames(line:)``).
  static let nestedBracketedAttributeNamesNote =
    "an attribute whose name opens brackets ('@[', '@a<(') sits here in the brackets of another one still open, over which swift-syntax's time grows exponentially; the file is not read"

  /// The note for a file with too many attributes in square brackets (``CodeProblem/attributesInSquareBrackets(line:)``).
  static let attributesInSquareBracketsNote =
    "more than \(maximumAttributesInSquareBrackets) '@' by here in square brackets left open, over which swift-syntax's time grows with the square of their number; the file is not read"

  /// The note for a file with a string interpolation left open (``CodeProblem/unclosedInterpolation(line:)``).
  static let unclosedInterpolationNote =
    "a single-line string's interpolation is still open at the end of this line, or holds a multi-line string, which stops swift-syntax's parser (and the Swift 6.3 compiler) in some shapes; the file is not read"

  /// The note for a file with words after a multi-line string's closing quotes (``CodeProblem/wordsAfterMultiLineString(line:)``).
  static let wordsAfterMultiLineStringNote =
    "a multi-line string's closing quotes are followed on this line by a word and more quotes, or by a backslash, which stops swift-syntax's parser in some shapes; the file is not read"

  /// The note for a file with three quotes followed by a word or a backslash (``CodeProblem/wordOrBackslashAfterThreeQuotes(line:)``).
  static let wordOrBackslashAfterThreeQuotesNote =
    "three quotes are followed on this line by a word or a backslash, which in code that compiles only a raw single-line string has (a multi-line string's text starts on the line after its opening quotes); swift-syntax's parser stops on some such shapes, so the file is not read"

  /// The deepest nesting of square brackets in a file that is parsed. swift-syntax 603 tries two
  /// readings of each `[` it may start a type with (an inline array `[3 of Int]`, a collection),
  /// so its time doubles with each level: 14 nested `[` took 3.3 s in the fuzz build, 22 took
  /// 7.7 minutes (found by `FuzzSwiftSource`). What it recovers from after them is read again
  /// at each level too: behind ten, 2,000 characters it cannot lex took 19 s (a fuzz input of
  /// 375 bytes, 0.3 s); behind seven, an eighth of that. The deepest nesting in the 12,497 Swift
  /// files of the real projects the scan was tried on is five, counted as here.
  static let maximumBracketDepth = 7

  /// The deepest nesting of parentheses in a file that is parsed. Unclosed `(` before and after a
  /// member access that ends a line (`((a.` then `(((`) cost swift-syntax time that grows with
  /// the square of the depth and more: 65 and 150 levels took 0.8 s in the fuzz build, the inputs
  /// `FuzzSwiftSource` found 2.5 and 5.7 s; 64 levels take 20 ms. Real code nests a few levels.
  static let maximumParenthesisDepth = 64

  /// Where a file's brackets first nest too deep to parse (square brackets and parentheses counted
  /// in comments and strings too, braces in code only).
  struct DeepNesting: Equatable {
    /// The line.
    var line: Int
    /// Which: `square brackets`, `parentheses` or `braces`.
    var brackets: String
    /// The depth allowed.
    var limit: Int
    /// How swift-syntax's time grows with the depth.
    var cost: String

    /// What the scan notes at the line.
    var note: String {
      "\(brackets) nest deeper than \(limit) levels here, which swift-syntax takes \(cost) time over; the file is not read"
    }
  }

  /// Where square brackets first nest deeper than ``maximumBracketDepth`` or parentheses deeper
  /// than ``maximumParenthesisDepth``; `nil` when they never do.
  static func deepNesting(in text: String) -> DeepNesting? {
    var squares = 0
    var parentheses = 0
    var line = 1
    for byte in text.utf8 {
      switch byte {
      case 0x0A: line += 1
      case UInt8(ascii: "["):
        squares += 1
        if squares > maximumBracketDepth {
          return DeepNesting(line: line, brackets: "square brackets", limit: maximumBracketDepth, cost: "exponential")
        }
      case UInt8(ascii: "]"): squares = max(0, squares - 1)
      case UInt8(ascii: "("):
        parentheses += 1
        if parentheses > maximumParenthesisDepth {
          return DeepNesting(line: line, brackets: "parentheses", limit: maximumParenthesisDepth, cost: "polynomial")
        }
      case UInt8(ascii: ")"): parentheses = max(0, parentheses - 1)
      default: break
      }
    }
    return nil
  }

  /// The constant an expression is: `.portrait`, `UIInterfaceOrientationMask.all`, an array of
  /// those, `true`/`false`; `depends` for any other.
  static func answer(of expression: ExprSyntax) -> OrientationAnswer {
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .flag(literal.literal.tokenKind == .keyword(.true))
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      var mask: InterfaceOrientationMask = []
      for element in array.elements {
        guard case .mask(let part) = answer(of: element.expression) else { return .depends }
        mask.formUnion(part)
      }
      return .mask(mask)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return answer(of: only.expression)
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return .depends }
    let name = member.declName.baseName.text
    let base = member.base?.trimmedDescription
    if base == nil || base == "UIInterfaceOrientationMask" || base == "UIInterfaceOrientationMask.self" {
      if let mask = InterfaceOrientationMask(name: name) { return .mask(mask) }
    }
    if base == nil || base == "UIInterfaceOrientation" {
      if let orientation = InterfaceOrientation.valid.first(where: { $0.name == name }) {
        return .orientation(orientation)
      }
    }
    return .depends
  }
}

/// Walks one file's syntax tree.
private final class OrientationVisitor: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var facts = SourceFacts()
  /// The classes and extensions being walked, innermost last: their controller entries' indexes.
  private var typeStack: [Int?] = []
  /// The names of the classes and extensions being walked, innermost last.
  private var typeNames: [String] = []
  /// The names of constants the file sets to `"orientation"`, the key UIDevice's setter is
  /// called with.
  private var orientationKeyNames: Set<String> = []
  /// The versions the code being walked runs on, innermost check last.
  private var runsOn: [RunsOn] = []
  /// Whether each declaration being walked pushed an `@available` onto `runsOn`.
  private var declarationPushes: [Bool] = []
  /// The file's UTF-8, to tell a function that mentions nothing the walk looks for.
  private let source: [UInt8]

  private var currentRunsOn: RunsOn { runsOn.last ?? .always }

  /// A mechanism's call, with the versions it runs on.
  private func record(_ api: String, at node: some SyntaxProtocol) {
    // Code compiled for the Mac only (`#if targetEnvironment(macCatalyst)`, `#if os(macOS)`)
    // never runs on an iPhone or iPad: no mechanism of theirs.
    if case .mac? = SwiftBranchCondition.of(node).exclusion { return }
    var mechanism = MechanismScan(api: api, location: location(of: node))
    mechanism.runsOn = currentRunsOn
    facts.mechanisms.append(mechanism)
  }

  /// Walks `node` as code that runs on `versions` within the current check.
  private func walk(_ node: some SyntaxProtocol, runningOn versions: RunsOn) {
    runsOn.append(currentRunsOn.narrowed(by: versions))
    walk(node)
    runsOn.removeLast()
  }

  /// The versions an `if` or `guard` condition list lets through when it holds, if it checks
  /// availability; `alone` when nothing else is checked (only then does its `else` run on the
  /// other versions).
  private static func availability(
    of conditions: ConditionElementListSyntax
  ) -> (versions: RunsOn, alone: Bool)? {
    var versions: RunsOn?
    for element in conditions {
      if case .availability(let check) = element.condition, let found = RunsOn(check) {
        versions = (versions ?? .always).narrowed(by: found)
      }
    }
    return versions.map { ($0, conditions.count == 1) }
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    guard let (versions, alone) = Self.availability(of: node.conditions) else { return .visitChildren }
    walk(node.conditions)
    walk(node.body, runningOn: versions)
    if let elseBody = node.elseBody {
      walk(elseBody, runningOn: alone ? versions.inverted : .always)
    }
    return .skipChildren
  }

  /// `guard #available(iOS 16, *) else { … }`: the `else` runs below 16, what follows from 16.
  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    guard
      node.contains(where: { $0.item.as(GuardStmtSyntax.self).flatMap { Self.availability(of: $0.conditions) } != nil })
    else { return .visitChildren }
    var pushed = 0
    for item in node {
      if let guarded = item.item.as(GuardStmtSyntax.self),
        let (versions, alone) = Self.availability(of: guarded.conditions)
      {
        walk(guarded.conditions)
        walk(guarded.body, runningOn: alone ? versions.inverted : .always)
        runsOn.append(currentRunsOn.narrowed(by: versions))
        pushed += 1
      } else {
        walk(item)
      }
    }
    runsOn.removeLast(pushed)
    return .skipChildren
  }

  /// Pushes a declaration's `@available` onto `runsOn`.
  private func enter(_ attributes: AttributeListSyntax) {
    let versions = attributes.lazy.compactMap { $0.as(AttributeSyntax.self).flatMap(RunsOn.init) }.first
    if let versions { runsOn.append(currentRunsOn.narrowed(by: versions)) }
    declarationPushes.append(versions != nil)
  }

  private func leave() {
    if declarationPushes.popLast() == true { runsOn.removeLast() }
  }

  override func visitPost(_ node: FunctionDeclSyntax) { leave() }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.attributes)
    return mentionsAnything(node) ? .visitChildren : .skipChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { leave() }
  override func visitPost(_ node: VariableDeclSyntax) { leave() }

  init(file: String, converter: SourceLocationConverter, source: [UInt8]) {
    self.file = file
    self.converter = converter
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether a node's text names an orientation identifier or a constant holding the
  /// `"orientation"` key: what any fact inside it needs. A function that names neither is not
  /// walked into (most of a controller's code).
  private func mentionsAnything(_ node: some SyntaxProtocol) -> Bool {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard start >= 0, start <= end, end <= source.count else { return true }
    return source.withUnsafeBytes { whole in
      let bytes = UnsafeRawBufferPointer(rebasing: whole[start..<end])
      return SwiftSourceReader.mentionsOrientation(bytes)
        || orientationKeyNames.contains { SwiftSourceReader.contains(Array($0.utf8), in: bytes) }
    }
  }

  private func location(of node: some SyntaxProtocol) -> ScanLocation {
    ScanLocation(file: file, line: node.startLocation(converter: converter).line)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.attributes)
    let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    typeStack.append(
      controllerIndex(name: node.name.text, superclass: superclass, node: node, members: node.memberBlock))
    typeNames.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) {
    typeStack.removeLast()
    typeNames.removeLast()
    leave()
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.attributes)
    typeStack.append(
      controllerIndex(
        name: node.extendedType.trimmedDescription, superclass: nil, node: node, members: node.memberBlock))
    typeNames.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    typeStack.removeLast()
    typeNames.removeLast()
    leave()
  }

  /// A use of a deprecated rotation API, in the type being walked.
  private func recordDeprecated(_ api: DeprecatedRotationAPI, at node: some SyntaxProtocol) {
    facts.deprecatedUses.append(
      DeprecatedRotationUse(
        api: api.objectiveCName, location: location(of: node), className: typeNames.last, inSwift: true,
        runsOn: currentRunsOn))
  }

  /// Adds a controller entry for a type that overrides an orientation property; its index.
  private func controllerIndex(
    name: String, superclass: String?, node: some SyntaxProtocol, members: MemberBlockSyntax
  ) -> Int? {
    guard Self.overridesOrientation(members.members) else { return nil }
    facts.controllers.append(ControllerScan(className: name, superclass: superclass, location: location(of: node)))
    return facts.controllers.count - 1
  }

  /// Whether members override an orientation property, also inside `#if` blocks (`#if os(iOS)`
  /// around the overrides of a class built for tvOS too): every branch is read.
  static func overridesOrientation(_ members: MemberBlockItemListSyntax, depth: Int = 0) -> Bool {
    members.contains { member in
      if let variable = member.decl.as(VariableDeclSyntax.self) { return overriddenProperty(variable) != nil }
      guard depth < 8, let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return false }
      return conditional.clauses.contains { clause in
        guard case .decls(let nested)? = clause.elements else { return false }
        return overridesOrientation(nested, depth: depth + 1)
      }
    }
  }

  /// The orientation property a variable declaration overrides, if any.
  static func overriddenProperty(_ variable: VariableDeclSyntax) -> String? {
    guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
        "prefersInterfaceOrientationLocked",
      ].contains(name)
    else { return nil }
    return name
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.attributes)
    // `let orientationKey = "orientation"`, for a `setValue(_:forKey: orientationKey)` below it.
    // Only a string literal can be; the test spares spelling out every other initializer (a
    // closure's is its whole body), which took a fifth of the walk.
    for binding in node.bindings
    where binding.initializer?.value.as(StringLiteralExprSyntax.self)?.trimmedDescription == "\"orientation\"" {
      // A name the parser had to make up (`let = "orientation"`) is empty: no use can name it.
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.isEmpty {
        orientationKeyNames.insert(name)
      }
    }
    // A member of `extension UIInterfaceOrientationMask` itself (its block's item).
    if let owner = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
      owner.extendedType.trimmedDescription == "UIInterfaceOrientationMask"
    {
      readMaskConstant(node)
      return .visitChildren
    }
    guard let index = typeStack.last ?? nil, let property = Self.overriddenProperty(node),
      let binding = node.bindings.first
    else { return .visitChildren }
    let statements = Self.getter(of: binding)
    let answer = SwiftAnswerReader.answer(of: statements, property: property)
    facts.controllers[index].record(property, answer: answer, line: location(of: node).line)
    if property == "supportedInterfaceOrientations", answer == .depends {
      facts.controllers[index].supportedConstant = Self.maskConstantReturned(by: statements)
    }
    return .visitChildren
  }

  /// The statements of a property's getter: its body, or its `get` accessor's.
  private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let body): body
    case .accessors(let accessors):
      accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: nil
    }
  }

  /// A static property of an extension of `UIInterfaceOrientationMask`, computed or stored, kept
  /// when it gives a mask on each family (an idiom test is read as a getter's is).
  private func readMaskConstant(_ node: VariableDeclSyntax) {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.isEmpty else {
        continue
      }
      let property = "supportedInterfaceOrientations"
      let answer =
        if let value = binding.initializer?.value {
          SwiftAnswerReader.answer(of: value, property: property)
        } else {
          SwiftAnswerReader.answer(of: Self.getter(of: binding), property: property)
        }
      if answer.on(.phone).mask != nil, answer.on(.pad).mask != nil { facts.maskConstants[name] = answer }
    }
  }

  /// The name of a mask of the project's own that a getter returns and nothing else
  /// (`.portraitOnPhone`, `UIInterfaceOrientationMask.portraitOnPhone`, `return .portraitOnPhone`);
  /// `nil` for anything else, and for UIKit's own names.
  static func maskConstantReturned(by statements: CodeBlockItemListSyntax?) -> String? {
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    let expression: ExprSyntax? =
      switch item {
      case .expr(let expression): expression
      case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
      case .decl: nil
      }
    guard let member = expression?.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "UIInterfaceOrientationMask"
    else { return nil }
    let name = member.declName.baseName.text
    return name.isEmpty || InterfaceOrientationMask(name: name) != nil ? nil : name
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.attributes)
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    if !typeNames.isEmpty, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let api = DeprecatedRotationAPI.swiftOverride(node.name.text, labels: labels)
    {
      recordDeprecated(api, at: node)
    }
    if !typeNames.isEmpty, node.name.text == "supportedInterfaceOrientations", labels == ["for"] {
      // No controller has such a method: it is the window scene delegate's (iOS 27).
      record(MechanismScan.sceneDelegateMask, at: node)
    }
    guard node.name.text == "application", labels == ["_", "supportedInterfaceOrientationsFor"] else {
      return mentionsAnything(node) ? .visitChildren : .skipChildren
    }
    let place = location(of: node)
    record(MechanismScan.appDelegateMask, at: node)
    if case .mask(let mask) = SwiftAnswerReader.answer(
      of: node.body?.statements, property: "supportedInterfaceOrientations")
    {
      facts.delegateMask = (mask, place)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name: String?
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      name = nil
    }
    let api: String?
    switch name {
    case "requestGeometryUpdate":
      // A request with the Mac's preferences (`.Mac(…)`, a window frame) asks no orientation.
      let preferences = node.arguments.first?.expression.trimmedDescription ?? ""
      let forMac = preferences.hasPrefix(".Mac(") || preferences.contains("GeometryPreferences.Mac(")
      api = forMac ? nil : "requestGeometryUpdate(_:errorHandler:)"
    case "setNeedsUpdateOfSupportedInterfaceOrientations": api = "setNeedsUpdateOfSupportedInterfaceOrientations()"
    case "attemptRotationToDeviceOrientation": api = "attemptRotationToDeviceOrientation()"
    case "beginGeneratingDeviceOrientationNotifications": api = "beginGeneratingDeviceOrientationNotifications()"
    case "setValue":
      let arguments = Array(node.arguments)
      let key = arguments.count == 2 && arguments[1].label?.text == "forKey" ? arguments[1].expression : nil
      let isOrientation =
        key?.trimmedDescription == "\"orientation\""
        || key?.as(DeclReferenceExprSyntax.self).map { orientationKeyNames.contains($0.baseName.text) } == true
      api = isOrientation ? "setValue(_:forKey: \"orientation\")" : nil
    default: api = nil
    }
    if let api { record(api, at: node) }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.declName.baseName.text {
    case "statusBarOrientation":
      record("statusBarOrientation", at: node)
      recordDeprecated(DeprecatedRotationAPI.statusBarOrientation, at: node)
    case "interfaceOrientation"
    where !typeNames.isEmpty && node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self):
      // The controller's own (`self.interfaceOrientation`).
      recordDeprecated(DeprecatedRotationAPI.interfaceOrientation, at: node)
    case "interfaceOrientation" where node.base.map { WindowSceneNames.namesWindowScene($0.trimmedDescription) } == true:
      // A window scene's (`view.window?.windowScene?.interfaceOrientation`), deprecated in iOS 26;
      // its geometry's (`effectiveGeometry.interfaceOrientation`) is not.
      recordDeprecated(DeprecatedRotationAPI.windowSceneInterfaceOrientation, at: node)
    default: break
    }
    return .visitChildren
  }
}

/// How the readers of both languages know a window scene by the code's name for it.
enum WindowSceneNames {
  /// Whether an expression's last part names a window scene (`windowScene?`, `scene`,
  /// `view.window?.windowScene`), as code names the `UIWindowScene` it reads; a geometry
  /// (`effectiveGeometry`) does not.
  static func namesWindowScene(_ expression: String) -> Bool {
    let last = expression.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return last.contains("scene") && !last.contains("geometry") && !last.contains("(")
  }
}

extension ControllerScan {
  /// Records an override's answer and line: `property` is the UIKit property's name
  /// (`supportedInterfaceOrientations`, `shouldAutorotate`,
  /// `preferredInterfaceOrientationForPresentation`, `prefersInterfaceOrientationLocked`), as the
  /// Swift and Objective-C readers both read it.
  mutating func record(_ property: String, answer: OrientationAnswer, line: Int) {
    switch property {
    case "supportedInterfaceOrientations":
      supported = answer.text
      supportedAnswer = answer
      supportedLine = line
    case "shouldAutorotate":
      shouldAutorotate = answer.text
      if case .flag(let flag) = answer { shouldAutorotateFlag = flag }
      shouldAutorotateLine = line
    case "preferredInterfaceOrientationForPresentation":
      // `.portrait` names a mask and an orientation alike; here it is the orientation.
      let preferred = Self.asOrientation(answer)
      self.preferred = preferred.text
      preferredAnswer = preferred
      preferredLine = line
    case "shouldAutorotateToInterfaceOrientation:":
      legacyAutorotate = answer.text
      legacyAnswer = answer
      legacyLine = line
    default:
      prefersLocked = answer.text
    }
  }

  /// A one-orientation mask read as that orientation, on each family.
  private static func asOrientation(_ answer: OrientationAnswer) -> OrientationAnswer {
    switch answer {
    case .mask(let mask) where mask.orientations.count == 1: .orientation(mask.orientations[0])
    case .byFamily(let phone, let pad): .combining(phone: asOrientation(phone.answer), pad: asOrientation(pad.answer))
    default: answer
    }
  }
}
