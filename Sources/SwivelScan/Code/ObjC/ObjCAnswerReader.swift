import SwivelCore

/// Reads what an Objective-C method body returns (``OrientationAnswer``), once per device family,
/// from clang's tokens.
///
/// The body's statements are followed as the Swift reader follows a getter's (``SwiftAnswerReader``):
/// `return`, `if`/`else` (with or without braces), blocks, and `BOOL` locals holding an idiom test.
/// Expressions are C's with their precedence: `?:`, `||`, `&&`, `|`, `^`, `&`, `==`, `!=`, `<<`,
/// `!`, `~`, casts, parentheses; the constants are the orientation and mask names, integer
/// literals, `YES`/`NO`; the idiom is `UI_USER_INTERFACE_IDIOM()`,
/// `[[UIDevice currentDevice] userInterfaceIdiom]` or any `….userInterfaceIdiom`, compared with
/// `UIUserInterfaceIdiomPad`/`Phone`, or a name such as `IS_IPAD` or `isPad`;
/// `UIInterfaceOrientationIsLandscape(…)` and `…IsPortrait(…)` test an orientation; `[super …]`
/// is the superclass's answer and `[self.topViewController supportedInterfaceOrientations]` (or
/// `selectedViewController`, `presentedViewController`, `visibleViewController`,
/// `viewControllers.lastObject`, `childViewControllers.lastObject`) another controller's.
///
/// `shouldAutorotateToInterfaceOrientation:` is read once per orientation, its parameter bound to
/// it, and becomes the mask of the orientations it answers `YES` for.
///
/// Bytes that are no such code give `depends`, never a crash: every look-ahead is bounded by the
/// tokens, and nesting deeper than ``maximumDepth`` is `depends`.
enum ObjCAnswerReader {
  /// How deep expressions and statements are followed.
  static let maximumDepth = 24

  /// The answer a method's body gives (the tokens between its braces).
  ///
  /// - Parameters:
  ///   - body: the body's tokens.
  ///   - selector: the method's selector (`supportedInterfaceOrientations`,
  ///     `shouldAutorotateToInterfaceOrientation:`).
  ///   - parameter: the name of its first parameter, for the legacy method.
  static func answer(ofBody body: ArraySlice<ObjCToken>, selector: String, parameter: String? = nil)
    -> OrientationAnswer
  {
    let tokens = Array(body)
    func read(_ family: UserInterfaceIdiom) -> OrientationAnswer {
      if selector == legacySelector {
        guard let parameter else { return .depends }
        let answers = InterfaceOrientation.valid.map { orientation in
          var reader = Reader(tokens: tokens, family: family, property: "shouldAutorotateToInterfaceOrientation")
          reader.orientations[parameter] = orientation
          return (orientation, reader.answer())
        }
        return OrientationAnswer.legacyMask(answers)
      }
      var reader = Reader(
        tokens: tokens, family: family, property: selector.split(separator: ":").first.map(String.init) ?? selector)
      return reader.answer()
    }
    return .combining(phone: read(.phone), pad: read(.pad))
  }

  /// The line of the first statement of an answer method's body that is work besides the
  /// answer (`[self layoutForOrientation:o];`, `self.banner.hidden = …;`), at the body's top
  /// level or in its blocks (not inside an `if`'s branches); `nil` when the body only answers.
  /// Read on the iPhone, the legacy method's parameter bound to portrait.
  static func sideEffectLine(ofBody body: ArraySlice<ObjCToken>, selector: String, parameter: String? = nil) -> Int? {
    var reader = Reader(
      tokens: Array(body), family: .phone,
      property: selector.split(separator: ":").first.map(String.init) ?? selector)
    if selector == legacySelector, let parameter { reader.orientations[parameter] = .portrait }
    _ = reader.answer()
    return reader.sideEffects.first
  }

  /// iOS 5's method (Apple, UIViewController, `shouldAutorotateToInterfaceOrientation:`,
  /// deprecated in iOS 6).
  static let legacySelector = "shouldAutorotateToInterfaceOrientation:"

  /// A value met while reading an expression.
  enum Value: Equatable {
    /// An integer: a mask, an orientation, or a plain number.
    case number(UInt, NumberKind)
    case bool(Bool)
    /// The device's idiom, on the family read.
    case idiom(UserInterfaceIdiom)
    /// `UIUserInterfaceIdiomPad`, `UIUserInterfaceIdiomPhone`.
    case idiomConstant(UserInterfaceIdiom)
    /// An object reached through properties or unary messages, `self.topViewController`.
    case path([String])
    /// Another answer: `super`'s, a forwarded one.
    case answer(OrientationAnswer)
    case unknown
  }

  enum NumberKind: Equatable {
    case mask, orientation, plain
  }

  private struct Reader {
    let tokens: [ObjCToken]
    let family: UserInterfaceIdiom
    /// The property or selector answered: a forwarding body asks another controller for the same.
    let property: String
    /// The legacy method's parameter, bound to one orientation.
    var orientations: [String: InterfaceOrientation] = [:]
    /// `BOOL` locals holding an idiom test.
    var known: [String: Bool] = [:]
    var position = 0
    /// The lines of the statements passed as work besides the answer (``isWorkStatement(from:to:)``).
    var sideEffects: [Int] = []

    init(tokens: [ObjCToken], family: UserInterfaceIdiom, property: String) {
      self.tokens = tokens
      self.family = family
      self.property = property
    }

    private func text(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }
    private var current: String? { text(position) }

    mutating func answer() -> OrientationAnswer {
      switch statements(until: tokens.count, depth: 0) {
      case .returns(let answer): answer
      case .fallsThrough, .unknown: .depends
      }
    }

    /// Follows the statements from `position` up to `end`.
    mutating func statements(until end: Int, depth: Int) -> AnswerOutcome {
      while position < end {
        let outcome = statement(depth: depth + 1)
        if outcome != .fallsThrough { return outcome }
      }
      return .fallsThrough
    }

    /// Follows one statement from `position`, leaving `position` after it.
    mutating func statement(depth: Int) -> AnswerOutcome {
      guard depth < ObjCAnswerReader.maximumDepth, let token = current else { return .unknown }
      switch token {
      case ";":
        position += 1
        return .fallsThrough
      case "{":
        guard let close = matching(from: position, open: "{", close: "}") else { return .unknown }
        position += 1
        var inner = self
        let outcome = inner.statements(until: close, depth: depth + 1)
        known = inner.known
        sideEffects = inner.sideEffects
        position = close + 1
        return outcome
      case "return":
        position += 1
        guard let end = statementEnd(from: position) else { return .unknown }
        let result = answer(of: expression(until: end, depth: depth + 1))
        position = end + 1
        return .returns(result)
      case "if":
        return ifStatement(depth: depth + 1)
      default:
        return declaration(depth: depth + 1)
      }
    }

    /// `if (cond) stmt [else stmt]`: the branch the idiom test chooses, or both when unknown.
    private mutating func ifStatement(depth: Int) -> AnswerOutcome {
      guard text(position + 1) == "(", let close = matching(from: position + 1, open: "(", close: ")") else {
        return .unknown
      }
      var condition = self
      condition.position = position + 2
      let flag = condition.bool(condition.expression(until: close, depth: depth + 1))
      position = close + 1
      var thenBranch = self
      let thenOutcome = thenBranch.statement(depth: depth + 1)
      guard thenOutcome != .unknown || flag == false else { return .unknown }
      position = thenBranch.position
      var elseOutcome = AnswerOutcome.fallsThrough
      var elseEnd = position
      if current == "else" {
        var elseBranch = self
        elseBranch.position = position + 1
        elseOutcome = elseBranch.statement(depth: depth + 1)
        elseEnd = elseBranch.position
      }
      let chosen: [AnswerOutcome] =
        switch flag {
        case true?: [thenOutcome]
        case false?: [elseOutcome]
        case nil: [thenOutcome, elseOutcome]
        }
      position = elseEnd
      var results: [AnswerOutcome] = []
      for outcome in chosen {
        if outcome == .fallsThrough {
          var rest = self
          results.append(rest.statements(until: tokens.count, depth: depth + 1))
        } else {
          results.append(outcome)
        }
      }
      guard let first = results.first, results.allSatisfy({ $0 == first }) else { return .unknown }
      // What follows was read by each branch that fell through: nothing is left to read.
      if first != .fallsThrough { position = tokens.count }
      return first
    }

    /// `BOOL isPad = …;` binds an idiom test; a message sent, a function called or the object's
    /// state set for its own sake (`[self layoutForOrientation:o];`, `NSLog(…);`,
    /// `self.banner.hidden = …;`) changes no value the answer reads, and is passed, its line kept
    /// (``sideEffects``); any other statement is unknown.
    private mutating func declaration(depth: Int) -> AnswerOutcome {
      if let end = statementEnd(from: position), isWorkStatement(from: position, to: end) {
        sideEffects.append(tokens[position].line)
        position = end + 1
        return .fallsThrough
      }
      guard let end = statementEnd(from: position), end >= position + 3,
        tokens[position].kind == .identifier || tokens[position].kind == .keyword,
        tokens[position + 1].kind == .identifier, text(position + 2) == "="
      else { return .unknown }
      let name = tokens[position + 1].text
      position += 3
      if case .bool(let flag) = resolve(expression(until: end, depth: depth + 1)) { known[name] = flag }
      position = end + 1
      return .fallsThrough
    }

    /// Whether the statement from `start` to its `;` at `end` is work for its own sake: one
    /// message (`[receiver …]`), one call of a function (`name(…)`), or an assignment to the
    /// object's state (`self.view.hidden = …`, `_ivar = …`). None changes what the answer reads:
    /// the reader knows no state but its `BOOL` locals, and an answer that reads the object's
    /// state is `depends` whatever was assigned. An assignment to a local may: not passed.
    private func isWorkStatement(from start: Int, to end: Int) -> Bool {
      if text(start) == "[" { return matching(from: start, open: "[", close: "]") == end - 1 }
      guard tokens[start].kind == .identifier || tokens[start].kind == .keyword else { return false }
      if text(start + 1) == "(" { return matching(from: start + 1, open: "(", close: ")") == end - 1 }
      let first = tokens[start].text
      guard first == "self" || (first.hasPrefix("_") && known[first] == nil) else { return false }
      return tokens[start..<end].contains { $0.text == "=" }
    }

    /// The `;` ending the statement that starts at `index`, outside brackets; `nil` when none.
    private func statementEnd(from index: Int) -> Int? {
      var open = 0
      var position = index
      while position < tokens.count {
        switch tokens[position].text {
        case "(", "[", "{": open += 1
        case ")", "]", "}":
          if open == 0 { return nil }
          open -= 1
        case ";" where open == 0: return position
        default: break
        }
        position += 1
      }
      return nil
    }

    /// The index of the bracket closing the one at `index`.
    private func matching(from index: Int, open: String, close: String) -> Int? {
      var depth = 0
      var position = index
      while position < tokens.count {
        let text = tokens[position].text
        if text == open { depth += 1 }
        if text == close {
          depth -= 1
          if depth == 0 { return position }
        }
        position += 1
      }
      return nil
    }

    // MARK: - Expressions

    /// The expression from `position` up to `end` (exclusive), which it must fill.
    mutating func expression(until end: Int, depth: Int) -> Value {
      let value = ternary(until: end, depth: depth)
      return position == end ? value : .unknown
    }

    private mutating func ternary(until end: Int, depth: Int) -> Value {
      guard depth < ObjCAnswerReader.maximumDepth else { return .unknown }
      let condition = binary(level: 0, until: end, depth: depth)
      guard position < end, current == "?" else { return condition }
      position += 1
      let then = ternary(until: end, depth: depth + 1)
      guard position < end, current == ":" else { return .unknown }
      position += 1
      let otherwise = ternary(until: end, depth: depth + 1)
      switch bool(condition) {
      case true?: return then
      case false?: return otherwise
      case nil: return answer(of: then) == answer(of: otherwise) ? then : .unknown
      }
    }

    /// C's binary operators, loosest first.
    private static let levels: [[String]] = [["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<<"]]

    private mutating func binary(level: Int, until end: Int, depth: Int) -> Value {
      guard depth < ObjCAnswerReader.maximumDepth else { return .unknown }
      // Each precedence level is one call deeper but no deeper nesting: `depth` counts brackets.
      guard level < Self.levels.count else { return unary(until: end, depth: depth) }
      var left = binary(level: level + 1, until: end, depth: depth)
      while position < end, let op = current, Self.levels[level].contains(op) {
        position += 1
        let right = binary(level: level + 1, until: end, depth: depth)
        left = combine(left, op, right)
      }
      return left
    }

    private mutating func unary(until end: Int, depth: Int) -> Value {
      guard depth < ObjCAnswerReader.maximumDepth, position < end, let token = current else { return .unknown }
      switch token {
      case "!":
        position += 1
        return bool(unary(until: end, depth: depth + 1)).map { .bool(!$0) } ?? .unknown
      case "~":
        position += 1
        guard case .number(let value, let kind) = resolve(unary(until: end, depth: depth + 1)) else { return .unknown }
        return .number(~value, kind)
      case "(":
        // A cast: `(UIInterfaceOrientationMask)…`, `(NSUInteger)…`, `(BOOL)…`.
        if position + 2 < end, tokens[position + 1].kind == .identifier || tokens[position + 1].kind == .keyword,
          text(position + 2) == ")", ![")", ";"].contains(text(position + 3) ?? ";"),
          tokens[position + 1].text.first?.isUppercase == true || tokens[position + 1].kind == .keyword
        {
          let type = tokens[position + 1].text
          position += 3
          let value = unary(until: end, depth: depth + 1)
          if type.hasSuffix("Mask"), case .number(let raw, _) = value { return .number(raw, .mask) }
          return value
        }
        return postfix(until: end, depth: depth)
      default:
        return postfix(until: end, depth: depth)
      }
    }

    /// A primary expression and its `.property` chain.
    private mutating func postfix(until end: Int, depth: Int) -> Value {
      var value = primary(until: end, depth: depth)
      while position + 1 < end, current == ".", tokens[position + 1].kind == .identifier {
        guard case .path(let path) = value else { return .unknown }
        value = .path(path + [tokens[position + 1].text])
        position += 2
      }
      return value
    }

    private mutating func primary(until end: Int, depth: Int) -> Value {
      guard depth < ObjCAnswerReader.maximumDepth, position < end, let token = current else { return .unknown }
      switch token {
      case "(":
        guard let close = matching(from: position, open: "(", close: ")"), close < end else { return .unknown }
        position += 1
        let value = expression(until: close, depth: depth + 1)
        position = close + 1
        return value
      case "[":
        return message(until: end, depth: depth + 1)
      default:
        break
      }
      let kind = tokens[position].kind
      position += 1
      if kind == .literal {
        var digits = Substring(token.lowercased())
        while let last = digits.last, last == "u" || last == "l" { digits.removeLast() }
        if let number = UInt(digits) { return .number(number, .plain) }
        if digits.hasPrefix("0x"), let number = UInt(digits.dropFirst(2), radix: 16) { return .number(number, .plain) }
        return .unknown
      }
      guard kind == .identifier || kind == .keyword else { return .unknown }
      // A call: `UI_USER_INTERFACE_IDIOM()`, `UIInterfaceOrientationIsLandscape(x)`, `IS_IPAD()`.
      if current == "(", let close = matching(from: position, open: "(", close: ")"), close < end {
        var argument = self
        argument.position = position + 1
        let value = close == position + 1 ? Value.unknown : argument.expression(until: close, depth: depth + 1)
        position = close + 1
        return call(token, argument: value)
      }
      return name(token)
    }

    /// `[receiver selector]`, `[receiver keyword:argument …]`: a path for unary messages, the
    /// superclass's answer for `[super <the method>…]`.
    private mutating func message(until end: Int, depth: Int) -> Value {
      guard let close = matching(from: position, open: "[", close: "]"), close < end else { return .unknown }
      position += 1
      let receiver: Value
      if current == "[" {
        receiver = message(until: close, depth: depth + 1)
      } else if let token = current, tokens[position].kind == .identifier || tokens[position].kind == .keyword {
        position += 1
        var path = [token]
        // `self.topViewController`: a property chain before the selector.
        while position + 1 < close, current == ".", tokens[position + 1].kind == .identifier {
          path.append(tokens[position + 1].text)
          position += 2
        }
        receiver = path.count == 1 && token != "super" ? name(token) : .path(path)
      } else {
        position = close + 1
        return .unknown
      }
      guard let selector = current, tokens[position].kind == .identifier || tokens[position].kind == .keyword
      else {
        position = close + 1
        return .unknown
      }
      position = close + 1
      guard case .path(let path) = receiver else { return .unknown }
      return .path(path + [selector])
    }

    /// A name's value.
    private func name(_ token: String) -> Value {
      switch token {
      case "YES", "true": return .bool(true)
      case "NO", "false": return .bool(false)
      case "UIUserInterfaceIdiomPad": return .idiomConstant(.pad)
      case "UIUserInterfaceIdiomPhone": return .idiomConstant(.phone)
      default: break
      }
      if let orientation = orientations[token] { return .number(UInt(orientation.rawValue), .orientation) }
      if let flag = known[token] { return .bool(flag) }
      if let mask = ObjCSourceReader.mask(token) { return .number(mask.rawValue, .mask) }
      if let orientation = ObjCSourceReader.orientation(token) {
        return .number(UInt(orientation.rawValue), .orientation)
      }
      return .path([token])
    }

    /// A function's or function-like macro's value.
    private func call(_ function: String, argument: Value) -> Value {
      switch function {
      case "UI_USER_INTERFACE_IDIOM": return .idiom(family)
      case "UIInterfaceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait":
        guard case .number(let raw, .orientation) = argument,
          let orientation = InterfaceOrientation(rawValue: Int(raw))
        else { return .unknown }
        return .bool(function.hasSuffix("Landscape") ? orientation.isLandscape : orientation.isPortrait)
      default:
        return argument == .unknown ? resolve(.path([function])) : .unknown
      }
    }

    /// A path's value where it is known: the idiom, an idiom helper, `super`'s answer, a
    /// forwarded answer; the path itself otherwise.
    private func resolve(_ value: Value) -> Value {
      guard case .path(var path) = value, let last = path.last else { return value }
      if last == "userInterfaceIdiom" { return .idiom(family) }
      if let tested = OrientationAnswer.family(testedBy: last) { return .bool(tested == family) }
      guard last == property, path.count >= 2 else { return value }
      path.removeLast()
      if path == ["super"] { return .answer(.inherited) }
      if path.first == "self" { path.removeFirst() }
      let target = path.map { $0 == "lastObject" ? "last" : $0 }.joined(separator: ".")
      return OrientationAnswer.forwardingTarget(target).map { .answer(.forwards(to: $0)) } ?? .unknown
    }

    /// A value's truth, where it is known.
    func bool(_ value: Value) -> Bool? {
      switch resolve(value) {
      case .bool(let flag): flag
      default: nil
      }
    }

    private func combine(_ left: Value, _ op: String, _ right: Value) -> Value {
      let left = resolve(left)
      let right = resolve(right)
      switch op {
      case "||":
        if bool(left) == true || bool(right) == true { return .bool(true) }
        guard let l = bool(left), let r = bool(right) else { return .unknown }
        return .bool(l || r)
      case "&&":
        if bool(left) == false || bool(right) == false { return .bool(false) }
        guard let l = bool(left), let r = bool(right) else { return .unknown }
        return .bool(l && r)
      case "==", "!=":
        let equal: Bool
        switch (left, right) {
        case (.idiom(let a), .idiomConstant(let b)), (.idiomConstant(let b), .idiom(let a)): equal = a == b
        case (.number(let a, _), .number(let b, _)): equal = a == b
        case (.bool(let a), .bool(let b)): equal = a == b
        default: return .unknown
        }
        return .bool(equal == (op == "=="))
      default:
        guard case .number(let a, let leftKind) = left, case .number(let b, let rightKind) = right else {
          return .unknown
        }
        if op == "<<" {
          // `1 << UIInterfaceOrientationPortrait` is how UIKit itself defines the masks.
          guard b < 64 else { return .unknown }
          return .number(a << b, rightKind == .orientation ? .mask : leftKind)
        }
        // An orientation joined with masks is orientation-returned-as-mask's finding, not an answer.
        guard leftKind != .orientation, rightKind != .orientation else { return .unknown }
        let kind: NumberKind = leftKind == .mask || rightKind == .mask ? .mask : .plain
        switch op {
        case "|": return .number(a | b, kind)
        case "&": return .number(a & b, kind)
        default: return .number(a ^ b, kind)
        }
      }
    }

    /// The answer a returned value gives.
    func answer(of value: Value) -> OrientationAnswer {
      switch resolve(value) {
      case .bool(let flag): .flag(flag)
      case .number(let raw, .mask): .mask(InterfaceOrientationMask(rawValue: raw).intersection(.all))
      // UIKit reads the number a mask method returns as a mask, however it is written.
      case .number(let raw, .plain) where property == "supportedInterfaceOrientations":
        .mask(InterfaceOrientationMask(rawValue: raw).intersection(.all))
      // `~` makes numbers past Int's range (`~~~UIInterfaceOrientationPortrait`): no orientation.
      case .number(let raw, .orientation):
        Int(exactly: raw).flatMap(InterfaceOrientation.init(rawValue:)).map { .orientation($0) } ?? .depends
      case .answer(let answer): answer
      default: .depends
      }
    }
  }
}
