import Foundation
import SwivelCore

/// Reads Objective-C files (`.m`, `.mm`) for the same orientation overrides and mechanisms as
/// ``SwiftSourceReader``, from the tokens ``ObjCLexer`` gives (those of clang's raw lexer).
///
/// Only a file whose text mentions one of ``SwiftSourceReader/identifiers`` is tokenised (the
/// same substring test). In an `@implementation Class` (or a category of it), an instance method
/// `-supportedInterfaceOrientations`, `-shouldAutorotate`,
/// `-preferredInterfaceOrientationForPresentation` or `-prefersInterfaceOrientationLocked` is read:
/// its answer is the constant its body returns (`return UIInterfaceOrientationMaskPortrait;`,
/// `return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;`,
/// `return UIInterfaceOrientationLandscapeLeft;`, `YES`, `NO`), and `depends` for any other body.
/// The superclass is the one `@interface Class : Super` names, in the file or in its header. The
/// app delegate's `-application:supportedInterfaceOrientationsForWindow:` is read the same way.
/// Messages `attemptRotationToDeviceOrientation`, `setNeedsUpdateOfSupportedInterfaceOrientations`,
/// `beginGeneratingDeviceOrientationNotifications`, `requestGeometryUpdateWithPreferences:…`,
/// `setValue:… forKey:@"orientation"`, and `statusBarOrientation` (a message or a property) are
/// mechanisms, named as the Swift reader names them so that every rule and output treats both alike.
///
/// Only tokens are used: no header exists here, so nothing relies on clang's semantic parse.
/// Unbalanced braces, a missing `@end` or bytes that are no Objective-C give fewer facts, never a
/// crash.
enum ObjCSourceReader {
  /// The file name extensions read.
  static let extensions: Set<String> = ["m", "mm"]

  /// The methods read as overrides, as UIKit names their selectors (Apple, UIViewController,
  /// "Configuring the interface orientations").
  static let overriddenSelectors: Set<String> = [
    "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    "prefersInterfaceOrientationLocked", ObjCAnswerReader.legacySelector,
  ]

  /// The app delegate's method (UIApplicationDelegate,
  /// `application:supportedInterfaceOrientationsForWindow:`).
  static let delegateSelector = "application:supportedInterfaceOrientationsForWindow:"
  /// The window scene delegate's mask (`windowScene supportedInterfaceOrientations(for:)`, iOS 27).
  static let sceneDelegateSelector = "supportedInterfaceOrientationsForWindowScene:"

  /// What one file says, and the classes whose superclass its header may name.
  struct FileFacts {
    var facts = SourceFacts()
    /// The indexes in `facts.controllers` of classes implemented here (not categories) whose
    /// `@interface` with a superclass is not in the file.
    var needsSuperclass: [Int] = []
  }

  /// The facts of one file.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its path, as the scan names it.
  ///   - header: its header's path (`Player.h` beside `Player.m`), read only when a class the file
  ///     implements has no superclass in the file.
  ///   - macros: the macros of its prefix header and imports, and its directives
  ///     (``ObjCMacroSources/file(_:path:)``); without them, no macro is expanded.
  ///   - flows: whether to read how the code puts controllers on screen (``ObjCFlowReader``) too.
  /// - Returns: the facts.
  static func read(
    _ text: String, file: String, header: String? = nil, macros: ObjCFileMacros? = nil, flows: Bool = false
  ) -> SourceFacts {
    guard
      SwiftSourceReader.mentionsOrientation(text) || macros?.usesOrientationMacro == true
        || (flows && ObjCFlowReader.mentionsFlow(text))
    else {
      return SourceFacts()
    }
    let language = ObjCLexer.Language(file: file)
    var tokens = ObjCLexer.tokens(of: text, language: language)
    if let macros { tokens = expanded(tokens, macros: macros) }
    var result = facts(of: tokens, file: file)
    if flows { (result.facts.flows, result.facts.ownStyles) = ObjCFlowReader.flows(of: tokens, file: file) }
    if !result.needsSuperclass.isEmpty, let header, case .success(let data) = ScanFile.read(header),
      case let headerTokens = ObjCLexer.tokens(of: String(decoding: data, as: UTF8.self), language: language)
    {
      let superclasses = interfaces(in: headerTokens)
      for index in result.needsSuperclass {
        result.facts.controllers[index].superclass = superclasses[result.facts.controllers[index].className]
      }
    }
    return result.facts
  }

  /// A file's tokens with its directives left out and the macros that concern orientation
  /// expanded (``ObjCMacroExpander``), each token of an expansion at the line of the use; the
  /// tokens as they are when no macro is defined.
  ///
  /// A macro use written in the file is expanded when the macro's replacement mentions an
  /// orientation identifier (``ObjCFileMacros/orientationIdentifiers``) or a macro that does, when
  /// it stands in the body of an orientation method, or when it is function-like and its arguments
  /// mention such an identifier; others stay as they are, so that a file's other macros cannot
  /// change how it reads.
  static func expanded(_ tokens: [ObjCToken], macros: ObjCFileMacros) -> [ObjCToken] {
    let pieces = ObjCMacroExpander.pieces(of: tokens, directives: macros.directives)
    var definitions = macros.imported
    for case .definition(let definition) in pieces { definitions.append(definition) }
    guard !definitions.isEmpty else { return tokens }
    let concerned = ObjCMacroExpander.names(in: definitions, mentioning: ObjCFileMacros.orientationIdentifiers)
    var expander = ObjCMacroExpander()
    expander.apply(macros.prefix)
    var context = OrientationMethodContext()
    var output: [ObjCToken] = []
    output.reserveCapacity(tokens.count)
    // A file importing the same header of many macros over and over applies them at most this often.
    var applied = 0
    for piece in pieces {
      switch piece {
      case .code(let range):
        expander.expand(
          tokens[range], into: &output,
          expandsUse: { macro, soFar in concerned.contains(macro.name) || context.isInsideMethod(after: soFar) },
          argumentsMention: { arguments in
            arguments.contains { $0.contains { ObjCFileMacros.orientationIdentifiers.contains($0.text) } }
          })
      case .definition(let definition): expander.apply([definition])
      case .include(let name) where applied < 100_000:
        let definitions = macros.resolve(name)
        applied += definitions.count
        expander.apply(definitions)
      case .include: break
      }
    }
    return output
  }

  /// The facts of a file's tokens (comments left out).
  static func facts(of tokens: [ObjCToken], file: String) -> FileFacts {
    var walker = TokenWalker(tokens: tokens, file: file, superclasses: interfaces(in: tokens))
    walker.walk()
    return walker.result
  }

  /// The superclass of each class an `@interface Class : Super` declares.
  static func interfaces(in tokens: [ObjCToken]) -> [String: String] {
    var superclasses: [String: String] = [:]
    var index = 0
    while index + 4 < tokens.count {
      defer { index += 1 }
      guard tokens[index].text == "@", tokens[index + 1].text == "interface",
        tokens[index + 2].kind == .identifier, tokens[index + 3].text == ":",
        tokens[index + 4].kind == .identifier
      else { continue }
      superclasses[tokens[index + 2].text] = superclasses[tokens[index + 2].text] ?? tokens[index + 4].text
    }
    return superclasses
  }

  /// What a method's body returns (``ObjCAnswerReader``), of the type the method returns, on each
  /// family.
  ///
  /// C converts silently between the enumerations, so a constant of the other type is no answer:
  /// `return UIInterfaceOrientationPortrait;` from `supportedInterfaceOrientations` is the mask 1,
  /// which holds no orientation, not portrait's mask (2).
  static func answer(
    ofBody body: ArraySlice<ObjCToken>, selector: String, parameter: String? = nil
  ) -> OrientationAnswer {
    func typed(_ answer: OrientationAnswer) -> OrientationAnswer {
      switch (selector, answer) {
      case (_, .byFamily(let phone, let pad)): return .combining(phone: typed(phone.answer), pad: typed(pad.answer))
      case (_, .inherited), (_, .forwards), (_, .depends): return answer
      case ("supportedInterfaceOrientations", .mask), (delegateSelector, .mask): return answer
      case (ObjCAnswerReader.legacySelector, .mask): return answer
      case ("preferredInterfaceOrientationForPresentation", .orientation): return answer
      case ("shouldAutorotate", .flag), ("prefersInterfaceOrientationLocked", .flag): return answer
      default: return .depends
      }
    }
    return typed(ObjCAnswerReader.answer(ofBody: body, selector: selector, parameter: parameter))
  }

  /// EXPR's tokens, parentheses dropped, when a body is `return EXPR;` alone; `nil` otherwise.
  private static func returnedExpression(ofBody body: ArraySlice<ObjCToken>) -> [ObjCToken]? {
    guard body.count >= 3, body.first?.text == "return", body.last?.text == ";" else { return nil }
    let expression = body.dropFirst().dropLast().filter { $0.text != "(" && $0.text != ")" }
    return expression.isEmpty ? nil : expression
  }

  /// The names an expression joins with `|` (`A | B | C`, or `A` alone); `nil` for any other
  /// expression.
  private static func joinedNames(_ expression: [ObjCToken]) -> [String]? {
    guard !expression.count.isMultiple(of: 2) else { return nil }
    var names: [String] = []
    for (position, token) in expression.enumerated() {
      if position.isMultiple(of: 2) {
        names.append(token.text)
      } else if token.text != "|" {
        return nil
      }
    }
    return names
  }

  /// The constants a body returns and their value joined, when the body is
  /// `return EXPR;` with EXPR constants joined by `|`, at least one of them an orientation
  /// (`UIInterfaceOrientationPortrait`), not a mask; `nil` for any other body.
  static func orientationsReturnedAsMask(
    ofBody body: ArraySlice<ObjCToken>
  ) -> (constants: [String], value: UInt)? {
    guard let names = returnedExpression(ofBody: body).flatMap(joinedNames) else { return nil }
    var value: UInt = 0
    var hasOrientation = false
    for name in names {
      if let orientation = orientation(name) {
        value |= UInt(orientation.rawValue)
        hasOrientation = true
      } else if let mask = mask(name) {
        value |= mask.rawValue
      } else {
        return nil
      }
    }
    return hasOrientation ? (names, value) : nil
  }

  /// `UIInterfaceOrientationMaskLandscapeLeft` → `.landscapeLeft`; `nil` for any other name.
  static func mask(_ name: String) -> InterfaceOrientationMask? {
    let prefix = "UIInterfaceOrientationMask"
    guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
    let rest = name.dropFirst(prefix.count)
    return InterfaceOrientationMask(name: rest.prefix(1).lowercased() + rest.dropFirst())
  }

  /// `UIInterfaceOrientationLandscapeLeft` → `.landscapeLeft`; `nil` for any other name.
  static func orientation(_ name: String) -> InterfaceOrientation? {
    let prefix = "UIInterfaceOrientation"
    guard name.hasPrefix(prefix), !name.hasPrefix("UIInterfaceOrientationMask") else { return nil }
    let rest = name.dropFirst(prefix.count)
    let lowered = rest.prefix(1).lowercased() + rest.dropFirst()
    return InterfaceOrientation.valid.first { $0.name == lowered }
  }
}

/// Whether the end of a growing token stream stands in the body of an orientation method
/// (`-supportedInterfaceOrientations { … }`), read once over the stream as it grows.
private struct OrientationMethodContext {
  /// The selectors' first pieces.
  static let selectors: Set<String> = [
    "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    "prefersInterfaceOrientationLocked", "shouldAutorotateToInterfaceOrientation",
    "supportedInterfaceOrientationsForWindow",
  ]

  private var read = 0
  private var depth = 0
  /// The depth at which a selector was seen, until its body opens or a `;` ends a declaration.
  private var pending: Int?
  /// The depth of the orientation method's body being read.
  private var body: Int?

  mutating func isInsideMethod(after tokens: [ObjCToken]) -> Bool {
    while read < tokens.count {
      let text = tokens[read].text
      read += 1
      switch text {
      case "{":
        depth += 1
        if let selectorDepth = pending, body == nil, depth == selectorDepth + 1 { body = depth }
        pending = nil
      case "}":
        if body == depth { body = nil }
        depth = max(0, depth - 1)
        pending = nil
      case ";" where pending == depth:
        pending = nil
      default:
        if body == nil, Self.selectors.contains(text) { pending = depth }
      }
    }
    return body != nil
  }
}

/// Walks one file's tokens once: `@implementation` blocks and their methods, and messages.
private struct TokenWalker {
  let tokens: [ObjCToken]
  let file: String
  /// The superclasses the file's own `@interface`s declare.
  let superclasses: [String: String]
  var result = ObjCSourceReader.FileFacts()

  /// The implementation being walked: its class, superclass, whether it is a category, its line,
  /// and its controller entry once it overrides something.
  private var implementation: (name: String, superclass: String?, isCategory: Bool, line: Int, entry: Int?)?
  /// The braces open inside the current implementation (an ivar block, a method body).
  private var depth = 0

  /// The token ranges inside availability checks, and the versions each runs on.
  private var checks: [(range: Range<Int>, runsOn: RunsOn)] = []
  /// The `}` closing each `{` that closes (``matchingBrace(from:)``).
  private let closingBraces: [Int: Int]
  /// The `setValue` tokens whose message has `forKey:@"orientation"` (``orientationSetters(in:)``).
  private let orientationSetters: Set<Int>

  init(tokens: [ObjCToken], file: String, superclasses: [String: String]) {
    self.tokens = tokens
    self.file = file
    self.superclasses = superclasses
    closingBraces = ObjCSourceReader.closingBraces(in: tokens)
    orientationSetters = ObjCSourceReader.orientationSetters(in: tokens)
    // By their starts, the outer of two that start together first, as runsOn(at:) meets them.
    checks = availabilityChecks().sorted {
      ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
    }
  }

  /// The blocks that `if (@available(iOS 16, *)) { … } else { … }` and a method's
  /// `API_AVAILABLE(ios(16.0))` guard: the `if` block runs from 16, its `else` block below 16
  /// (Clang, "Objective-C @available"), the method from 16.
  private func availabilityChecks() -> [(range: Range<Int>, runsOn: RunsOn)] {
    var checks: [(range: Range<Int>, runsOn: RunsOn)] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      let isCheck =
        tokens[index].text == "if" && text(index + 1) == "(" && text(index + 2) == "@" && text(index + 3) == "available"
      let isAttribute = tokens[index].text == "API_AVAILABLE" && text(index + 1) == "("
      guard isCheck || isAttribute else { continue }
      // The condition's `)`: within a few tokens (`@available(iOS 16.0, *)` holds an `@`, which
      // ends `closingParenthesis`'s search).
      var close = index + 1
      var open = 0
      while close < min(tokens.count, index + 32) {
        if tokens[close].text == "(" { open += 1 }
        if tokens[close].text == ")" {
          open -= 1
          if open == 0 { break }
        }
        close += 1
      }
      guard text(close) == ")", open == 0 else { continue }
      // The iOS version among the arguments: `iOS 16.0` or `ios(16.0)`.
      var version: SystemVersion?
      for position in index..<close where tokens[position].text.lowercased() == "ios" {
        let next = text(position + 1) == "(" ? position + 2 : position + 1
        if let literal = text(next), let parsed = try? SystemVersion(literal) { version = parsed }
        break
      }
      guard let version else { continue }
      // The block it guards: next to the condition, or after a method's attributes.
      var block = close + 1
      if isAttribute {
        while block < tokens.count, block < close + 8, tokens[block].text != "{", tokens[block].text != ";" {
          block += 1
        }
      }
      guard text(block) == "{", let end = matchingBrace(from: block) else { continue }
      checks.append((block..<(end + 1), RunsOn(from: version)))
      if isCheck, text(end + 1) == "else", text(end + 2) == "{", let elseEnd = matchingBrace(from: end + 2) {
        checks.append(((end + 2)..<(elseEnd + 1), RunsOn(below: version)))
      }
    }
    return checks
  }

  /// The checks around the token last asked about (``runsOn(at:)``), the outermost first, each
  /// with the versions it and those around it allow; the next check, by its start, not yet met;
  /// the token last asked about.
  private var openChecks: [(end: Int, runsOn: RunsOn)] = []
  private var nextCheck = 0
  private var lastAsked = -1

  /// The versions the token at `index` runs on. The walk asks in the tokens' order, so the checks
  /// around it are kept as it goes: the blocks of checks nest (each is a `{` to its `}`), and
  /// narrowing by each one around gives the answer. Asking every check for every token made a
  /// file of many checks quadratic (30,000 checks took 52 s under AddressSanitizer).
  private mutating func runsOn(at index: Int) -> RunsOn {
    if index < lastAsked {
      openChecks = []
      nextCheck = 0
    }
    lastAsked = index
    while nextCheck < checks.count, checks[nextCheck].range.lowerBound <= index {
      let check = checks[nextCheck]
      nextCheck += 1
      while let last = openChecks.last, last.end <= check.range.lowerBound { openChecks.removeLast() }
      openChecks.append((check.range.upperBound, (openChecks.last?.runsOn ?? .always).narrowed(by: check.runsOn)))
    }
    while let last = openChecks.last, last.end <= index { openChecks.removeLast() }
    return openChecks.last?.runsOn ?? .always
  }

  private func text(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }

  mutating func walk() {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "@", let keyword = text(index + 1) {
        switch keyword {
        case "implementation":
          beginImplementation(at: index)
          index += 2
          continue
        case "end":
          implementation = nil
          depth = 0
          index += 2
          continue
        default: break
        }
      }
      switch token.text {
      case "{": depth += 1
      case "}": depth = max(0, depth - 1)
      case "-" where implementation != nil && depth == 0 && text(index + 1) == "(":
        if let next = method(at: index) {
          index = next
          continue
        }
      default:
        if token.kind == .identifier { mechanism(at: index) }
      }
      index += 1
    }
  }

  /// `@implementation Name`, `@implementation Name : Super`, `@implementation Name (Category)`.
  private mutating func beginImplementation(at index: Int) {
    depth = 0
    guard tokens.indices.contains(index + 2), tokens[index + 2].kind == .identifier else {
      implementation = nil
      return
    }
    let name = tokens[index + 2].text
    let isCategory = text(index + 3) == "("
    var superclass: String? = nil
    if text(index + 3) == ":", tokens.indices.contains(index + 4), tokens[index + 4].kind == .identifier {
      superclass = tokens[index + 4].text
    }
    if !isCategory { superclass = superclass ?? superclasses[name] }
    implementation = (name, superclass, isCategory, tokens[index].line, nil)
  }

  /// Reads the method whose `-` is at `index`: its selector and, for an override or the
  /// delegate's method, its body's answer. Returns the index of its body's `{` (walked on, for the
  /// messages inside), or `nil` when no method header is there.
  private mutating func method(at index: Int) -> Int? {
    // A header ends within this many tokens: past it, no method is there. Without the bound each
    // `- (` of a file (or of a macro's expansion) without a `{` would look to the file's end
    // (FuzzObjCMacros: 2^18 copies of a method header, 20 s).
    let end = min(tokens.count, index + Self.methodHeaderTokens)
    // The return type, in balanced parentheses.
    guard
      var position = closingParenthesis(
        from: index + 1, before: min(end, index + 1 + ObjCSourceReader.returnTypeTokens))
    else { return nil }
    position += 1
    var selector = ""
    var parameter: String?
    while position < tokens.count, tokens[position].kind == .identifier || tokens[position].kind == .keyword {
      let piece = tokens[position].text
      guard text(position + 1) == ":" else {
        if selector.isEmpty { selector = piece }
        break
      }
      selector += piece + ":"
      position += 2
      // The parameter's type, in parentheses, then its name.
      if text(position) == "(" {
        guard let close = closingParenthesis(from: position, before: end) else { return nil }
        position = close + 1
      }
      if position < tokens.count, tokens[position].kind == .identifier {
        if parameter == nil { parameter = tokens[position].text }
        position += 1
      }
    }
    guard !selector.isEmpty else { return nil }
    // Attributes and macros may stand between the selector and the body; a `;` ends a declaration.
    var open = position
    while open < end, tokens[open].text != "{", tokens[open].text != ";", tokens[open].text != "@" {
      open += 1
    }
    guard open < end else { return nil }
    if text(open) == ";", text(open + 1) == "{" { open += 1 }
    guard text(open) == "{", let close = matchingBrace(from: open) else { return nil }
    let body = tokens[(open + 1)..<close]
    let line = tokens[index].line
    let place = ScanLocation(file: file, line: line)
    if implementation != nil, let api = DeprecatedRotationAPI.objectiveC(selector), api.kind == .overridden {
      recordDeprecated(api, at: index)
    }
    let mixUp =
      selector == "supportedInterfaceOrientations" || selector == ObjCSourceReader.delegateSelector
      ? ObjCSourceReader.orientationsReturnedAsMask(ofBody: body) : nil
    if ObjCSourceReader.overriddenSelectors.contains(selector), let current = implementation {
      let entry = current.entry ?? addController(current)
      result.facts.controllers[entry].record(
        selector, answer: ObjCSourceReader.answer(ofBody: body, selector: selector, parameter: parameter), line: line)
      if result.facts.controllers[entry].sideEffectLine == nil,
        let work = ObjCAnswerReader.sideEffectLine(ofBody: body, selector: selector, parameter: parameter)
      {
        result.facts.controllers[entry].sideEffectMethod = selector
        result.facts.controllers[entry].sideEffectLine = work
      }
      if let mixUp {
        let mistake = OrientationAsMask(
          className: current.name, selector: selector, constants: mixUp.constants, value: mixUp.value, location: place)
        // What UIKit reads, told as a mask; the scan's mask rules leave it to this finding.
        result.facts.controllers[entry].supported = OrientationAnswer.mask(mistake.mask).text
        result.facts.orientationsAsMasks.append(mistake)
      }
    } else if selector == ObjCSourceReader.sceneDelegateSelector {
      result.facts.mechanisms.append(MechanismScan(api: MechanismScan.sceneDelegateMask, location: place))
    } else if selector == ObjCSourceReader.delegateSelector {
      result.facts.mechanisms.append(
        MechanismScan(api: MechanismScan.appDelegateMask, location: place))
      if let mixUp {
        result.facts.orientationsAsMasks.append(
          OrientationAsMask(
            className: nil, selector: selector, constants: mixUp.constants, value: mixUp.value, location: place))
      }
      if case .mask(let mask) = ObjCSourceReader.answer(ofBody: body, selector: selector),
        result.facts.delegateMask == nil
      {
        result.facts.delegateMask = (mask, place)
      }
    }
    return open
  }

  /// Adds the current implementation as a controller; its index.
  private mutating func addController(
    _ current: (name: String, superclass: String?, isCategory: Bool, line: Int, entry: Int?)
  ) -> Int {
    result.facts.controllers.append(
      ControllerScan(
        className: current.name, superclass: current.superclass, location: ScanLocation(file: file, line: current.line)
      ))
    let entry = result.facts.controllers.count - 1
    implementation?.entry = entry
    if current.superclass == nil && !current.isCategory { result.needsSuperclass.append(entry) }
    return entry
  }

  /// The most tokens a method's header (from its `-` to its body's `{`) may take: far more than
  /// any real one, with every parameter, attribute and macro.
  static let methodHeaderTokens = 2_048

  /// The index of the `)` closing the `(` at `index`; `nil` when it is not a `(` or never closes
  /// before the next `{`, `;` or `@`, or before the token at `end`.
  private func closingParenthesis(from index: Int, before end: Int? = nil) -> Int? {
    guard text(index) == "(" else { return nil }
    let end = min(end ?? tokens.count, tokens.count)
    var open = 0
    var position = index
    while position < end {
      switch tokens[position].text {
      case "(": open += 1
      case ")":
        open -= 1
        if open == 0 { return position }
      case "{", ";", "@": return nil
      default: break
      }
      position += 1
    }
    return nil
  }

  /// The index of the `}` closing the `{` at `index`; `nil` when the body never closes (the
  /// file ends, or an `@implementation` or `@end` comes first).
  private func matchingBrace(from index: Int) -> Int? {
    closingBraces[index]
  }

  /// Whether the identifier at `index` is a selector sent in a message: after a receiver (a name
  /// or a nested message's `]`) and before `]` (a unary message) or `:` (a keyword).
  private func isMessage(at index: Int, keyword: Bool) -> Bool {
    guard index > 0 else { return false }
    let receiver = tokens[index - 1]
    guard receiver.kind == .identifier || receiver.kind == .keyword || receiver.text == "]" else { return false }
    return text(index + 1) == (keyword ? ":" : "]")
  }

  /// Records the mechanism whose selector or property is the identifier at `index`, if any.
  private mutating func mechanism(at index: Int) {
    let api: String?
    switch tokens[index].text {
    case "attemptRotationToDeviceOrientation":
      api = isMessage(at: index, keyword: false) ? "attemptRotationToDeviceOrientation()" : nil
    case "setNeedsUpdateOfSupportedInterfaceOrientations":
      api = isMessage(at: index, keyword: false) ? "setNeedsUpdateOfSupportedInterfaceOrientations()" : nil
    case "beginGeneratingDeviceOrientationNotifications":
      api = isMessage(at: index, keyword: false) ? "beginGeneratingDeviceOrientationNotifications()" : nil
    case "requestGeometryUpdateWithPreferences":
      api = isMessage(at: index, keyword: true) ? "requestGeometryUpdate(_:errorHandler:)" : nil
    case "statusBarOrientation":
      api = text(index - 1) == "." || isMessage(at: index, keyword: false) ? "statusBarOrientation" : nil
    case "setValue":
      api =
        isMessage(at: index, keyword: true) && orientationSetters.contains(index)
        ? "setValue(_:forKey: \"orientation\")" : nil
    default:
      api = nil
    }
    if let api {
      var mechanism = MechanismScan(api: api, location: ScanLocation(file: file, line: tokens[index].line))
      mechanism.runsOn = runsOn(at: index)
      result.facts.mechanisms.append(mechanism)
    }
    // Reads of deprecated properties: the application's status bar orientation, and a
    // controller's own interface orientation (`self.interfaceOrientation`, `[self interfaceOrientation]`).
    let deprecated: DeprecatedRotationAPI? =
      switch tokens[index].text {
      case "statusBarOrientation" where api != nil: .statusBarOrientation
      case "interfaceOrientation"
      where implementation != nil
        && ((text(index - 1) == "." && text(index - 2) == "self")
          || (text(index - 1) == "self" && text(index - 2) == "[" && text(index + 1) == "]")):
        .interfaceOrientation
      case "interfaceOrientation"
      where (text(index - 1) == "." && WindowSceneNames.namesWindowScene(text(index - 2) ?? ""))
        || (WindowSceneNames.namesWindowScene(text(index - 1) ?? "") && text(index + 1) == "]"):
        // A window scene's (`self.view.window.windowScene.interfaceOrientation`,
        // `[scene interfaceOrientation]`), deprecated in iOS 26.
        .windowSceneInterfaceOrientation
      default: nil
      }
    if let deprecated { recordDeprecated(deprecated, at: index) }
  }

  /// A use of a deprecated rotation API at the token `index`, in the implementation being read.
  private mutating func recordDeprecated(_ api: DeprecatedRotationAPI, at index: Int) {
    result.facts.deprecatedUses.append(
      DeprecatedRotationUse(
        api: api.objectiveCName, location: ScanLocation(file: file, line: tokens[index].line),
        className: implementation?.name, inSwift: false, runsOn: runsOn(at: index)))
  }
}

extension ObjCSourceReader {
  /// The most tokens a method's return type, in its parentheses, may take
  /// (`(nullable __kindof UIViewController<P> *)` takes 10). Without the bound, each `- (` of
  /// `- (- (- (…` looked for its `)` as far as a whole header: 30,000 of them took 3 s under
  /// AddressSanitizer.
  static let returnTypeTokens = 64

  /// Each `{` that closes, with its `}`, in one pass. Looking for each from its `{` made a file
  /// of many blocks left open (availability checks, method bodies) quadratic.
  static func closingBraces(in tokens: [ObjCToken]) -> [Int: Int] {
    var closing: [Int: Int] = [:]
    var open: [Int] = []
    for position in tokens.indices {
      switch tokens[position].text {
      case "{": open.append(position)
      case "}": if let brace = open.popLast() { closing[brace] = position }
      case "@" where position + 1 < tokens.count && ["implementation", "end"].contains(tokens[position + 1].text):
        // No block reaches past an `@implementation` or an `@end`.
        open.removeAll()
      default: break
      }
    }
    return closing
  }

  /// The `setValue` tokens whose message has `forKey:@"orientation"` at its own bracket level
  /// before the message ends (a `]`, `)` or `}` closing that level, or any `;`), in one pass.
  /// Reading on from each `setValue` made a file of many such messages that never end quadratic
  /// (FuzzObjCMacros: 9.6 s for one input).
  static func orientationSetters(in tokens: [ObjCToken]) -> Set<Int> {
    var found: Set<Int> = []
    // The messages still waiting for their key, with their levels: the innermost last.
    var waiting: [(token: Int, level: Int)] = []
    var level = 0
    func text(_ index: Int) -> String? { index < tokens.count ? tokens[index].text : nil }
    for position in tokens.indices {
      switch tokens[position].text {
      case "[", "(", "{":
        level += 1
      case "]", ")", "}":
        while let last = waiting.last, last.level == level { waiting.removeLast() }
        level = max(0, level - 1)
      case ";":
        waiting.removeAll()
      case "setValue":
        waiting.append((position, level))
      case "forKey"
      where text(position + 1) == ":" && text(position + 2) == "@" && text(position + 3) == "\"orientation\"":
        while let last = waiting.last, last.level == level { found.insert(waiting.removeLast().token) }
      default:
        break
      }
    }
    return found
  }
}
