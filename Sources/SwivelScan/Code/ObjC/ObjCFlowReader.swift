import SwivelCore

/// Reads how Objective-C code puts controllers on screen (``FlowScan``), from clang's tokens, as
/// ``SwiftFlowReader`` reads Swift.
///
/// Read: `….rootViewController = EXPR;` and `[… setRootViewController:EXPR]` on something named
/// like a window, `presentViewController:EXPR animated:…`, `presentModalViewController:EXPR
/// animated:…`, `pushViewController:EXPR animated:…`, `showViewController:EXPR sender:…`; EXPR is
/// `[[Player alloc] init…]`, `[Player new]`, `[[UINavigationController alloc]
/// initWithRootViewController:…]`, a storyboard's `instantiateViewControllerWithIdentifier:@"…"`
/// or `instantiateInitialViewController`, a cast `(Player *)…`, or a variable (`Player *player =
/// …;`, whose type names the class) or property (`self.player`, `_player`) set to one of these
/// before. `x.modalPresentationStyle = UIModalPresentationFullScreen;` (or
/// `setModalPresentationStyle:`) before the presentation, and in an `init…` method on `self`,
/// give the style.
enum ObjCFlowReader {
  /// Names whose mention makes a file worth tokenising for flows.
  static let identifiers = [
    "rootViewController", "RootViewController", "presentViewController", "presentModalViewController",
    "pushViewController", "showViewController", "odalPresentationStyle",
  ]

  private static let identifierBytes = identifiers.map { Array($0.utf8) }

  /// Whether a file's bytes (UTF-8) mention a flow.
  static func mentionsFlow(_ bytes: UnsafeRawBufferPointer) -> Bool {
    identifierBytes.contains { SwiftSourceReader.contains($0, in: bytes) }
  }

  /// Whether a file's text mentions a flow.
  static func mentionsFlow(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mentionsFlow(UnsafeRawBufferPointer($0)) }
  }

  /// The most tokens an assignment's target or value, or a message's receiver or argument, may
  /// take for the reader to read it: far more than any controller's creation needs. Without the
  /// bound, each `=` of `a = a = a = …` (or each selector of a message that goes on) read to the
  /// statement's ends: 60,000 of them did not end in two minutes.
  static let statementTokens = 512

  /// The flows of a file's tokens (comments and directives left out), and the styles its classes
  /// give themselves in an `init…` method.
  static func flows(of tokens: [ObjCToken], file: String) -> (flows: [FlowScan], ownStyles: [String: String]) {
    var walker = FlowWalker(tokens: tokens.filter { $0.kind != .comment }, file: file)
    walker.walk()
    return (walker.flows, walker.ownStyles)
  }
}

private struct FlowWalker {
  let tokens: [ObjCToken]
  let file: String
  var flows: [FlowScan] = []
  var ownStyles: [String: String] = [:]

  /// The last `;`, `{` or `}` the walk passed (``statementStart(before:)``).
  private var lastBoundary = -1
  /// The class whose `@implementation` is walked.
  private var currentClass: String?
  /// Whether the method walked is an initialiser (`init…`, `awakeFromNib`).
  private var inInitialiser = false
  /// A method's locals, and the class's properties set so far (by name, without `_`).
  private var locals: [String: ShownController] = [:]
  private var properties: [String: ShownController] = [:]
  /// Styles set on locals and properties.
  private var styles: [String: String] = [:]
  /// Variables set to `[UIStoryboard storyboardWithName:@"…" bundle:…]`.
  private var storyboards: [String: String] = [:]
  /// The branch each open `{` is (``FlowCondition``), with an `if`'s condition for an `else`
  /// after it; outermost first.
  private var blocks: [(condition: FlowCondition, test: [ObjCToken]?)] = []
  /// The condition of the `if` whose block closed last at each depth, for the `else` after it.
  private var closedTest: [Int: [ObjCToken]] = [:]
  /// What the method's name says of it: an error path (`presentDatabaseError`).
  private var methodCondition = FlowCondition()

  /// The branch the walk is in.
  private var currentCondition: FlowCondition {
    blocks.reduce(methodCondition) { $0.and($1.condition) }
  }

  init(tokens: [ObjCToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  private func text(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }

  mutating func walk() {
    var index = 0
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "@" where text(index + 1) == "implementation":
        currentClass = tokens.indices.contains(index + 2) ? tokens[index + 2].text : nil
        properties = [:]
        styles = [:]
        depth = 0
        blocks = []
      case "@" where text(index + 1) == "end":
        currentClass = nil
      case "{":
        depth += 1
        openBlock(at: index)
      case "}":
        depth = max(0, depth - 1)
        if let block = blocks.popLast() { closedTest[blocks.count] = block.test }
      case "-", "+":
        if depth == 0, text(index + 1) == "(" {
          // A method: its locals are its own; its selector's first piece says if it initialises.
          locals = [:]
          var position = index + 1
          var open = 0
          var closed = false
          while !closed, position < min(tokens.count, index + 1 + ObjCSourceReader.returnTypeTokens) {
            if tokens[position].text == "(" { open += 1 }
            if tokens[position].text == ")" { open -= 1 }
            closed = open == 0
            position += 1
          }
          // The return type's `)`, then the selector.
          let selector = closed ? text(position) ?? "" : ""
          inInitialiser = selector.hasPrefix("init") || selector == "awakeFromNib"
          methodCondition = FlowCondition(exclusion: FlowCondition.errorNamed(selector))
          blocks = []
        }
      case "=" where depth > 0:
        assignment(at: index)
      case ":" where depth > 0 && index > 0:
        message(at: index - 1)
      default: break
      }
      if [";", "{", "}"].contains(token.text) { lastBoundary = index }
      index += 1
    }
  }

  /// Pushes the branch of the block a `{` opens: an `if (…)`'s, where its condition holds; an
  /// `else`'s, where the `if` before it does not; any other block's, no condition of its own.
  private mutating func openBlock(at index: Int) {
    if text(index - 1) == "else", let test = closedTest[blocks.count] {
      blocks.append((Self.condition(test, truth: false), nil))
      return
    }
    guard text(index - 1) == ")" else {
      blocks.append((FlowCondition(), nil))
      return
    }
    var position = index - 2
    var level = 0
    while position >= 0, index - position <= ObjCFlowReader.statementTokens {
      if tokens[position].text == ")" { level += 1 }
      if tokens[position].text == "(" {
        if level == 0 { break }
        level -= 1
      }
      position -= 1
    }
    guard position > 0, tokens[position].text == "(", text(position - 1) == "if" else {
      blocks.append((FlowCondition(), nil))
      return
    }
    let test = Array(tokens[(position + 1)..<(index - 1)])
    blocks.append((Self.condition(test, truth: true), test))
  }

  /// The branch where an `if`'s condition has the given truth: the idiom it tests
  /// (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`, `[[UIDevice currentDevice]
  /// userInterfaceIdiom] != UIUserInterfaceIdiomPhone`, `isPad`, `!isPad`), the tests' or an error's.
  static func condition(_ test: [ObjCToken], truth: Bool) -> FlowCondition {
    let texts = test.map(\.text)
    let joined = texts.joined(separator: " ")
    var negated = texts.first == "!" && texts.count == 2
    var family: UserInterfaceIdiom?
    if texts.contains("UIUserInterfaceIdiomPad") {
      family = .pad
    } else if texts.contains("UIUserInterfaceIdiomPhone") {
      family = .phone
    } else if let name = texts.last, texts.count <= 2, let tested = OrientationAnswer.family(testedBy: name) {
      family = tested
    }
    if family != nil, texts.contains("!=") { negated.toggle() }
    if texts.contains("&&") || texts.contains("||") { family = nil }
    let holds = truth != negated
    if let tested = family, !holds { family = tested == .pad ? .phone : .pad }
    return FlowCondition(family: family, exclusion: FlowCondition.marker(joined, negated: negated, truth: truth))
  }

  /// The window a root is set on: the receiver's last name (`self.window`, `_externalWindow`).
  private static func windowName(_ receiver: some BidirectionalCollection<ObjCToken>) -> String? {
    receiver.last { $0.kind == .identifier }?.text
  }

  /// A root flow, left out when its window is not the app's main one.
  private func rootFlow(_ shown: ShownController, receiver: some BidirectionalCollection<ObjCToken>, at index: Int)
    -> FlowScan
  {
    var condition = currentCondition
    if condition.exclusion == nil, let window = Self.windowName(receiver), SwiftFlowReader.isOverlayWindowName(window) {
      condition.exclusion = .overlayWindow(window)
    }
    return FlowScan(
      kind: .root, from: currentClass, shown: shown, style: nil, location: location(index), condition: condition)
  }

  /// Where the statement holding the token the walk is at starts: after the last `;`, `{` or `}`
  /// the walk passed; `nil` when that is more than ``statementTokens`` back.
  private func statementStart(before index: Int) -> Int? {
    index - lastBoundary <= ObjCFlowReader.statementTokens ? lastBoundary + 1 : nil
  }

  /// The end (exclusive) of an expression starting at `start`: the `;`, `,`, or closing bracket
  /// at its own level; `nil` when that is more than ``statementTokens`` on.
  private func expressionEnd(from start: Int, stopsAtSelectorPiece: Bool = false) -> Int? {
    var position = start
    var level = 0
    while position < tokens.count {
      guard position - start < ObjCFlowReader.statementTokens else { return nil }
      let piece = tokens[position].text
      switch piece {
      case "(", "[", "{": level += 1
      case ")", "]", "}":
        if level == 0 { return position }
        level -= 1
      case ";" where level == 0, "," where level == 0: return position
      default:
        if stopsAtSelectorPiece, level == 0, position > start,
          tokens[position].kind == .identifier
            || tokens[position].kind == .keyword, text(position + 1) == ":"
        {
          return position
        }
      }
      position += 1
    }
    return position
  }

  /// `lhs = EXPR;` at the `=` at `index`.
  private mutating func assignment(at index: Int) {
    guard let start = statementStart(before: index), let end = expressionEnd(from: index + 1) else { return }
    let lhs = Array(tokens[start..<index])
    let rhs = Array(tokens[(index + 1)..<end])
    guard let last = lhs.last else { return }
    if lhs.count >= 3, lhs[lhs.count - 2].text == "." {
      let receiver = lhs.dropLast(2)
      switch last.text {
      case "rootViewController":
        if receiver.contains(where: { $0.text.lowercased().contains("window") }), let shown = shown(rhs) {
          flows.append(rootFlow(shown, receiver: receiver, at: index))
        }
      case "modalPresentationStyle":
        guard let style = rhs.count == 1 ? PresentationStyleName.scenarioName(rhs[0].text) : nil else { return }
        if receiver.count == 1, receiver.first?.text == "self" {
          if inInitialiser, let currentClass { ownStyles[currentClass] = style }
        } else if let name = variable(Array(receiver)) {
          styles[name] = style
        }
      case "viewControllers":
        if let name = variable(Array(receiver)), let container = lookUp(name), let children = childList(rhs) {
          set(name, container.with(children: children), property: receiver.first?.text == "self")
        }
      default:
        if receiver.count == 1, receiver.first?.text == "self", let shown = shown(rhs) {
          properties[last.text] = shown
        }
      }
      return
    }
    if let storyboard = storyboardName(rhs), last.kind == .identifier {
      storyboards[last.text] = storyboard
      return
    }
    // `Player *player = …`, `player = …`, `_player = …`.
    guard last.kind == .identifier else { return }
    var value = shown(rhs)
    // `Player *player = [board instantiateViewControllerWithIdentifier:…]`: the type names the class.
    let isStoryboard = if case .storyboard? = value { true } else { false }
    if value == nil || isStoryboard, lhs.count >= 3, lhs[lhs.count - 2].text == "*", let type = lhs.dropLast(2).last,
      type.kind == .identifier, type.text.first?.isUppercase == true, type.text != "UIViewController"
    {
      value =
        ShownController.containerKind(of: type.text).map { .container(kind: $0, className: type.text, children: []) }
        ?? .instance(type.text)
    }
    guard let value else { return }
    if last.text.hasPrefix("_"), last.text.count > 1, lhs.count == 1 {
      properties[String(last.text.dropFirst())] = value
    } else {
      set(last.text, value, property: false)
    }
  }

  private mutating func set(_ name: String, _ value: ShownController, property: Bool) {
    if property || (locals[name] == nil && properties[name] != nil) {
      properties[name] = value
    } else {
      locals[name] = value
    }
  }

  /// A message whose selector piece is at `index` (followed by `:`).
  private mutating func message(at index: Int) {
    let piece = tokens[index].text
    let kind: FlowScan.Kind?
    switch piece {
    case "presentViewController", "presentModalViewController": kind = .present
    case "pushViewController": kind = .push
    case "showViewController": kind = .show
    case "setRootViewController": kind = .root
    case "setModalPresentationStyle", "setViewControllers": kind = nil
    default: return
    }
    // The receiver: from the message's `[` to the selector.
    var open = index - 1
    var level = 0
    while open >= 0 {
      guard index - open <= ObjCFlowReader.statementTokens else { return }
      let text = tokens[open].text
      if text == "]" || text == ")" { level += 1 }
      if text == "[" || text == "(" {
        if level == 0 { break }
        level -= 1
      }
      open -= 1
    }
    guard open >= 0, tokens[open].text == "[" else { return }
    let receiver = Array(tokens[(open + 1)..<index])
    let argumentStart = index + 2
    guard let argumentEnd = expressionEnd(from: argumentStart, stopsAtSelectorPiece: true) else { return }
    let argument = Array(tokens[argumentStart..<argumentEnd])
    switch piece {
    case "setModalPresentationStyle":
      guard argument.count == 1, let style = PresentationStyleName.scenarioName(argument[0].text) else { return }
      if receiver.count == 1, receiver[0].text == "self" {
        if inInitialiser, let currentClass { ownStyles[currentClass] = style }
      } else if let name = variable(receiver) {
        styles[name] = style
      }
      return
    case "setViewControllers":
      if let name = variable(receiver), let container = lookUp(name), let children = childList(argument) {
        set(name, container.with(children: children), property: receiver.first?.text == "self")
      }
      return
    default: break
    }
    guard let kind else { return }
    if kind == .root, !receiver.contains(where: { $0.text.lowercased().contains("window") }) { return }
    guard let shown = shown(argument) else { return }
    if kind == .root {
      flows.append(rootFlow(shown, receiver: receiver, at: index))
      return
    }
    let style = variable(argument).flatMap { styles[$0] }
    flows.append(
      FlowScan(
        kind: kind, from: currentClass, shown: shown, style: style, location: location(index),
        condition: currentCondition))
  }

  private func location(_ index: Int) -> ScanLocation { ScanLocation(file: file, line: tokens[index].line) }

  /// `name`, `self.name` or `_name`: the variable's or property's name.
  private func variable(_ expression: [ObjCToken]) -> String? {
    if expression.count == 1, expression[0].kind == .identifier {
      let name = expression[0].text
      return name.hasPrefix("_") && name.count > 1 && locals[name] == nil ? String(name.dropFirst()) : name
    }
    if expression.count == 3, expression[0].text == "self", expression[1].text == ".",
      expression[2].kind == .identifier
    {
      return expression[2].text
    }
    return nil
  }

  private func lookUp(_ name: String) -> ShownController? { locals[name] ?? properties[name] }

  /// The children `@[a, b]` lists, each one the code names; `nil` otherwise.
  private func childList(_ expression: [ObjCToken]) -> [ShownController]? {
    guard expression.count >= 3, expression[0].text == "@", expression[1].text == "[",
      expression.last?.text == "]"
    else { return nil }
    var children: [ShownController] = []
    var start = 2
    let end = expression.count - 1
    while start < end {
      var position = start
      var level = 0
      while position < end {
        let text = expression[position].text
        if ["(", "["].contains(text) { level += 1 }
        if [")", "]"].contains(text) { level -= 1 }
        if text == ",", level == 0 { break }
        position += 1
      }
      guard let child = shown(Array(expression[start..<position])) else { return nil }
      children.append(child)
      start = position + 1
    }
    return children
  }

  /// The controller an expression makes; `nil` when the code does not say.
  private func shown(_ expression: [ObjCToken], depth: Int = 0) -> ShownController? {
    guard depth < 8, !expression.isEmpty else { return nil }
    var expression = expression
    // Parentheses around the whole.
    while expression.count >= 2, expression.first?.text == "(", expression.last?.text == ")",
      closing(in: expression, from: 0) == expression.count - 1
    {
      expression = Array(expression.dropFirst().dropLast())
    }
    if let name = variable(expression), name != "self" { return lookUp(name) }
    // A cast: `(Player *)…`.
    if expression.count > 4, expression[0].text == "(", expression[1].kind == .identifier, expression[2].text == "*",
      expression[3].text == ")"
    {
      let className = expression[1].text
      let rest = Array(expression.dropFirst(4))
      if let kind = ShownController.containerKind(of: className) {
        var children: [ShownController] = []
        if case .container(_, _, let inner)? = shown(rest, depth: depth + 1) { children = inner }
        return .container(kind: kind, className: className, children: children)
      }
      return className == "UIViewController" ? shown(rest, depth: depth + 1) : .instance(className)
    }
    guard expression.first?.text == "[", expression.last?.text == "]" else { return nil }
    // `[[Player alloc] init…]`.
    if expression.count >= 6, expression[1].text == "[", expression[2].kind == .identifier,
      expression[3].text == "alloc", expression[4].text == "]"
    {
      let className = expression[2].text
      guard let kind = ShownController.containerKind(of: className) else { return .instance(className) }
      var children: [ShownController] = []
      if expression[5].text == "initWithRootViewController", expression.count > 8, expression[6].text == ":" {
        let argument = Array(expression[7..<(expression.count - 1)])
        if let child = shown(argument, depth: depth + 1) { children = [child] }
      }
      return .container(kind: kind, className: className, children: children)
    }
    // `[Player new]`.
    if expression.count == 4, expression[1].kind == .identifier, expression[2].text == "new" {
      let className = expression[1].text
      return ShownController.containerKind(of: className).map {
        .container(kind: $0, className: className, children: [])
      } ?? .instance(className)
    }
    // A storyboard's controller.
    guard
      let selector = expression.firstIndex(where: {
        $0.text == "instantiateViewControllerWithIdentifier" || $0.text == "instantiateInitialViewController"
      })
    else { return nil }
    let storyboard = storyboardName(Array(expression[1..<selector]))
    if expression[selector].text == "instantiateInitialViewController" {
      return .storyboard(storyboard: storyboard, identifier: nil)
    }
    guard text(inside: expression, selector + 1) == ":" else { return nil }
    var literal = selector + 2
    if text(inside: expression, literal) == "@" { literal += 1 }
    guard expression.indices.contains(literal), expression[literal].kind == .literal else { return nil }
    return .storyboard(storyboard: storyboard, identifier: Self.unquoted(expression[literal].text))
  }

  private func text(inside expression: [ObjCToken], _ index: Int) -> String? {
    expression.indices.contains(index) ? expression[index].text : nil
  }

  /// The index of the `)` or `]` closing the bracket at `start`.
  private func closing(in expression: [ObjCToken], from start: Int) -> Int? {
    var level = 0
    for position in start..<expression.count {
      let text = expression[position].text
      if text == "(" || text == "[" { level += 1 }
      if text == ")" || text == "]" {
        level -= 1
        if level == 0 { return position }
      }
    }
    return nil
  }

  /// The storyboard `[UIStoryboard storyboardWithName:@"Main" bundle:…]` names, or a variable
  /// set to it; `nil` otherwise.
  private func storyboardName(_ expression: [ObjCToken]) -> String? {
    if let name = variable(expression) { return storyboards[name] }
    guard expression.count >= 6, expression[0].text == "[", expression[1].text == "UIStoryboard",
      expression[2].text == "storyboardWithName", expression[3].text == ":"
    else { return nil }
    let literal = expression[4].text == "@" ? 5 : 4
    guard expression.indices.contains(literal), expression[literal].kind == .literal else { return nil }
    return Self.unquoted(expression[literal].text)
  }

  /// A string literal's text without its quotes (escapes as written).
  static func unquoted(_ literal: String) -> String {
    var text = Substring(literal)
    if text.hasPrefix("@") { text = text.dropFirst() }
    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
    return String(text)
  }
}
