import Foundation
import SwiftOperators
import SwiftSyntax
import SwivelCore

/// Reads what a Swift getter returns (``OrientationAnswer``), once per device family.
///
/// The getter's statements are followed as far as they can be without running the app: `return`,
/// `if`/`else`, `guard`, `switch` and the ternary operator whose condition tests the idiom
/// (`UIDevice.current.userInterfaceIdiom == .pad`, `traitCollection.userInterfaceIdiom`,
/// `UI_USER_INTERFACE_IDIOM()`, a name such as `isPad` or `isIPhone`, `!`, `&&`, `||`), and
/// `let` constants holding such a test. A condition that tests anything else is unknown: the
/// answer is then a constant only if every branch gives the same. Values are the constants of
/// ``SwiftSourceReader/answer(of:)-(ExprSyntax)`` and masks combined by
/// `union`/`subtracting`/`intersection`/`symmetricDifference` or `UIInterfaceOrientationMask(…)`,
/// `super.<property>` (``OrientationAnswer/inherited``), and another controller's answer
/// (``OrientationAnswer/forwards(to:)``), with or without a `??` fallback.
enum SwiftAnswerReader {
  /// How deep expressions and statements are followed; deeper is `depends` (real getters are a
  /// few levels deep).
  static let maximumDepth = 24

  /// The answer a getter's statements give, per family.
  static func answer(of statements: CodeBlockItemListSyntax?, property: String) -> OrientationAnswer {
    guard let statements else { return .depends }
    // Operators are folded (`a == b ? c : d` into a tree) only in the getter, which is small.
    let folded = OperatorTable.standardOperators.foldAll(statements) { _ in }.as(CodeBlockItemListSyntax.self)
    guard let folded else { return .depends }
    let phone = Reader(family: .phone, property: property).answer(of: folded)
    let pad = Reader(family: .pad, property: property).answer(of: folded)
    return .combining(phone: phone, pad: pad)
  }

  /// The answer an expression gives on both families (for the app delegate's one-line getters).
  static func answer(of expression: ExprSyntax, property: String) -> OrientationAnswer {
    let folded = OperatorTable.standardOperators.foldAll(expression) { _ in }.as(ExprSyntax.self) ?? expression
    return .combining(
      phone: Reader(family: .phone, property: property).value(of: folded, depth: 0),
      pad: Reader(family: .pad, property: property).value(of: folded, depth: 0))
  }

  /// The one family on which a condition has the given truth and the other family the opposite
  /// (`UIDevice.current.userInterfaceIdiom == .pad`, `isPad`, `!isPhone`), unfolded or folded;
  /// `nil` when it tests something else, or the same on both.
  static func family(where condition: ExprSyntax, is truth: Bool) -> UserInterfaceIdiom? {
    let folded = OperatorTable.standardOperators.foldAll(condition) { _ in }.as(ExprSyntax.self) ?? condition
    let phone = Reader(family: .phone, property: "").bool(folded, depth: 0)
    let pad = Reader(family: .pad, property: "").bool(folded, depth: 0)
    if phone == truth, pad == !truth { return .phone }
    if pad == truth, phone == !truth { return .pad }
    return nil
  }

  /// The family a `switch` over the idiom runs a case on: the one its labels name, or for
  /// `default`, the one no other case names; `nil` when the subject is not the idiom.
  static func family(of switchCase: SwitchCaseSyntax, in node: SwitchExprSyntax) -> UserInterfaceIdiom? {
    guard Reader.isIdiom(node.subject) else { return nil }
    func families(_ label: SwitchCaseSyntax) -> Set<UserInterfaceIdiom> {
      guard case .case(let items) = label.label else { return [] }
      return Set(items.caseItems.compactMap { Reader.idiom(named: $0.pattern.trimmedDescription) })
    }
    if case .case = switchCase.label {
      let named = families(switchCase)
      return named.count == 1 ? named.first : nil
    }
    let named = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.reduce(into: Set<UserInterfaceIdiom>()) {
      $0.formUnion(families($1))
    }
    let rest = Set(UserInterfaceIdiom.allCases).subtracting(named)
    return rest.count == 1 ? rest.first : nil
  }

  /// Follows one getter on one family.
  private struct Reader {
    let family: UserInterfaceIdiom
    /// The property the getter answers (`supportedInterfaceOrientations`): a forwarding getter
    /// asks another controller for the same.
    let property: String
    /// `let` constants whose value is an idiom test.
    var known: [String: Bool] = [:]
    /// Names an `if let` or `guard let` binds to a controller the class holds
    /// (`if let top = topViewController`): the path they stand for.
    var bound: [String: String] = [:]

    init(family: UserInterfaceIdiom, property: String) {
      self.family = family
      self.property = property
    }

    func answer(of statements: CodeBlockItemListSyntax) -> OrientationAnswer {
      var reader = self
      // A single expression is the getter's implicit return.
      if statements.count == 1, let item = statements.first?.item {
        if let expression = item.as(ExprSyntax.self), !expression.is(IfExprSyntax.self),
          !expression.is(SwitchExprSyntax.self)
        {
          return value(of: expression, depth: 0)
        }
      }
      switch reader.outcome(of: Array(statements), depth: 0) {
      case .returns(let answer): return answer
      case .fallsThrough, .unknown: return .depends
      }
    }

    /// Follows statements in order until one returns.
    mutating func outcome(of statements: [CodeBlockItemSyntax], depth: Int) -> AnswerOutcome {
      guard depth < SwiftAnswerReader.maximumDepth else { return .unknown }
      for (index, item) in statements.enumerated() {
        let rest = Array(statements[(index + 1)...])
        switch item.item {
        case .stmt(let statement):
          if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map { .returns(value(of: $0, depth: depth + 1)) } ?? .unknown
          }
          if let guarded = statement.as(GuardStmtSyntax.self) {
            let condition = self.condition(guarded.conditions, depth: depth + 1)
            var otherwise = self
            let elseOutcome = otherwise.outcome(of: Array(guarded.body.statements), depth: depth + 1)
            switch condition {
            case true?: continue
            case false?: return elseOutcome
            case nil:
              var after = self
              let binds = after.bind(guarded.conditions)
              let afterOutcome = after.outcome(of: rest, depth: depth + 1)
              // `guard let top = topViewController else { return .portrait }` then
              // `return top.supportedInterfaceOrientations`: forwarding, with a fallback.
              if binds, case .returns(.forwards) = afterOutcome { return afterOutcome }
              return elseOutcome == afterOutcome ? elseOutcome : .unknown
            }
          }
          if let expression = statement.as(ExpressionStmtSyntax.self) {
            let outcome = branching(expression.expression, rest: rest, depth: depth + 1)
            if let outcome { return outcome }
            continue
          }
          return .unknown
        case .expr(let expression):
          if let outcome = branching(expression, rest: rest, depth: depth + 1) { return outcome }
          return .unknown
        case .decl(let declaration):
          // `let isPad = UIDevice.current.userInterfaceIdiom == .pad`
          guard let variable = declaration.as(VariableDeclSyntax.self) else { return .unknown }
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let initial = binding.initializer?.value
            else { return .unknown }
            if let flag = bool(initial, depth: depth + 1) { known[name] = flag }
          }
        }
      }
      return .fallsThrough
    }

    /// The outcome of an `if` or `switch` statement and the statements after it; `nil` when the
    /// expression is neither.
    private mutating func branching(_ expression: ExprSyntax, rest: [CodeBlockItemSyntax], depth: Int) -> AnswerOutcome?
    {
      var branches: [[CodeBlockItemSyntax]] = []
      // The `then` branch's reader: with the name an `if let` binds (a binding is no known
      // condition, so the `then` branch is the first of all of them).
      var thenReader = self
      var binds = false
      if let ifExpression = expression.as(IfExprSyntax.self) {
        guard let chosen = chooseBranch(ifExpression, depth: depth) else { return nil }
        branches = chosen
        binds = thenReader.bind(ifExpression.conditions)
      } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
        guard let chosen = chooseCase(switchExpression, depth: depth) else { return .unknown }
        branches = [chosen]
      } else {
        return nil
      }
      var outcomes: [AnswerOutcome] = []
      for (index, branch) in branches.enumerated() {
        var reader = index == 0 ? thenReader : self
        var outcome = reader.outcome(of: branch, depth: depth + 1)
        if outcome == .fallsThrough { outcome = reader.outcome(of: rest, depth: depth + 1) }
        outcomes.append(outcome)
      }
      // `if let top = topViewController { return top.supportedInterfaceOrientations }`: forwarding,
      // whatever the getter answers without one (as with `?.` and `??`).
      if binds, let first = outcomes.first, case .returns(.forwards) = first { return first }
      guard let first = outcomes.first, outcomes.allSatisfy({ $0 == first }) else { return .unknown }
      return first
    }

    /// Binds the name of a lone optional binding to the controller it unwraps
    /// (`let top = topViewController`, `let topViewController`), for a forwarding getter read
    /// under it; whether the conditions were one.
    private mutating func bind(_ conditions: ConditionElementListSyntax) -> Bool {
      guard conditions.count == 1, case .optionalBinding(let binding) = conditions.first?.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let target = forwardingTarget(binding.initializer?.value.trimmedDescription ?? name)
      else { return false }
      bound[name] = target
      return true
    }

    /// The branches an `if` may take: the one its idiom test chooses, or all when the test is
    /// unknown (an absent `else` is an empty branch); `nil` when it is deeper than followed.
    private func chooseBranch(_ node: IfExprSyntax, depth: Int) -> [[CodeBlockItemSyntax]]? {
      guard depth < SwiftAnswerReader.maximumDepth else { return nil }
      let then = Array(node.body.statements)
      var otherwise: [[CodeBlockItemSyntax]] = [[]]
      switch node.elseBody {
      case .codeBlock(let block): otherwise = [Array(block.statements)]
      case .ifExpr(let nested):
        guard let nestedBranches = chooseBranch(nested, depth: depth + 1) else { return nil }
        otherwise = nestedBranches
      case nil: break
      }
      switch condition(node.conditions, depth: depth + 1) {
      case true?: return [then]
      case false?: return otherwise
      case nil: return [then] + otherwise
      }
    }

    /// The statements of the `switch` case an idiom subject chooses on this family; `nil` when
    /// the subject is not the idiom or no case matches.
    private func chooseCase(_ node: SwitchExprSyntax, depth: Int) -> [CodeBlockItemSyntax]? {
      guard Self.isIdiom(node.subject) else { return nil }
      var fallback: [CodeBlockItemSyntax]?
      for element in node.cases {
        guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
        switch switchCase.label {
        case .default: fallback = Array(switchCase.statements)
        case .case(let label):
          let matches = label.caseItems.contains { item in
            Self.idiom(named: item.pattern.trimmedDescription) == family
          }
          if matches { return Array(switchCase.statements) }
        }
      }
      return fallback
    }

    /// A condition list's truth on this family; `nil` when unknown (`#available`, a binding, a
    /// test of anything but the idiom).
    private func condition(_ conditions: ConditionElementListSyntax, depth: Int) -> Bool? {
      var result = true
      for element in conditions {
        guard case .expression(let expression) = element.condition, let flag = bool(expression, depth: depth)
        else { return nil }
        result = result && flag
      }
      return result
    }

    /// Whether an expression names the device's idiom.
    static func isIdiom(_ expression: ExprSyntax) -> Bool {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text == "userInterfaceIdiom"
      }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        return call.calledExpression.trimmedDescription == "UI_USER_INTERFACE_IDIOM"
      }
      return false
    }

    /// `.pad`, `UIUserInterfaceIdiom.phone` → the idiom; `nil` for any other.
    static func idiom(named text: String) -> UserInterfaceIdiom? {
      switch text.split(separator: ".").last {
      case "pad": .pad
      case "phone": .phone
      default: nil
      }
    }

    /// An expression's truth on this family, when it tests the idiom; `nil` otherwise.
    func bool(_ expression: ExprSyntax, depth: Int) -> Bool? {
      guard depth < SwiftAnswerReader.maximumDepth else { return nil }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return bool(only.expression, depth: depth + 1)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return bool(prefix.expression, depth: depth + 1).map(!)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if let flag = known[name] { return flag }
        return OrientationAnswer.family(testedBy: name).map { $0 == family }
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return OrientationAnswer.family(testedBy: member.declName.baseName.text).map { $0 == family }
      }
      if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
        return bool(call.calledExpression, depth: depth + 1)
      }
      guard let infix = expression.as(InfixOperatorExprSyntax.self),
        let operatorToken = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      else { return nil }
      switch operatorToken {
      case "&&":
        let left = bool(infix.leftOperand, depth: depth + 1)
        let right = bool(infix.rightOperand, depth: depth + 1)
        if left == false || right == false { return false }
        guard let left, let right else { return nil }
        return left && right
      case "||":
        let left = bool(infix.leftOperand, depth: depth + 1)
        let right = bool(infix.rightOperand, depth: depth + 1)
        if left == true || right == true { return true }
        guard let left, let right else { return nil }
        return left || right
      case "==", "!=":
        let idiomSide: ExprSyntax
        let valueSide: ExprSyntax
        if Self.isIdiom(infix.leftOperand) {
          (idiomSide, valueSide) = (infix.leftOperand, infix.rightOperand)
        } else if Self.isIdiom(infix.rightOperand) {
          (idiomSide, valueSide) = (infix.rightOperand, infix.leftOperand)
        } else {
          return nil
        }
        _ = idiomSide
        guard let named = Self.idiom(named: valueSide.trimmedDescription) else { return nil }
        return (named == family) == (operatorToken == "==")
      default:
        return nil
      }
    }

    /// The answer an expression gives on this family.
    func value(of expression: ExprSyntax, depth: Int) -> OrientationAnswer {
      guard depth < SwiftAnswerReader.maximumDepth else { return .depends }
      let constant = SwiftSourceReader.answer(of: expression)
      if constant != .depends { return constant }
      if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return value(of: only.expression, depth: depth + 1)
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        let then = value(of: ternary.thenExpression, depth: depth + 1)
        let otherwise = value(of: ternary.elseExpression, depth: depth + 1)
        switch bool(ternary.condition, depth: depth + 1) {
        case true?: return then
        case false?: return otherwise
        case nil: return then == otherwise ? then : .depends
        }
      }
      if let infix = expression.as(InfixOperatorExprSyntax.self),
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      {
        // `topViewController?.supportedInterfaceOrientations ?? .portrait`: a forwarding getter.
        let left = value(of: infix.leftOperand, depth: depth + 1)
        if case .forwards = left { return left }
        return .depends
      }
      if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == property,
        let base = member.base
      {
        if base.is(SuperExprSyntax.self) { return .inherited }
        if let target = forwardingTarget(base) { return .forwards(to: target) }
        return .depends
      }
      if let call = expression.as(FunctionCallExprSyntax.self) { return maskCall(call, depth: depth + 1) }
      return .depends
    }

    /// `topViewController`, `self.selectedViewController?`, `children.last!`, `gameViewController`
    /// → the controller forwarded to (``OrientationAnswer/forwardingTarget(_:)``); `nil` for
    /// anything but a path of names.
    private func forwardingTarget(_ base: ExprSyntax) -> String? {
      forwardingTarget(base.trimmedDescription)
    }

    /// ``forwardingTarget(_:)-(ExprSyntax)`` of an expression's text.
    private func forwardingTarget(_ written: String) -> String? {
      var text = written.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
      if text.hasPrefix("self.") { text.removeFirst(5) }
      // A name an `if let` bound stands for its controller (`top` for `topViewController`).
      let first = String(text.prefix { $0 != "." })
      if let path = bound[first] { text = path + text.dropFirst(first.count) }
      return OrientationAnswer.forwardingTarget(text)
    }

    /// `.all.subtracting(.portraitUpsideDown)`, `a.union(b)`, `UIInterfaceOrientationMask([…])`,
    /// `UIInterfaceOrientationMask(rawValue: 26)`.
    private func maskCall(_ call: FunctionCallExprSyntax, depth: Int) -> OrientationAnswer {
      let arguments = Array(call.arguments)
      guard arguments.count == 1, let argument = arguments.first else { return .depends }
      if call.calledExpression.trimmedDescription == "UIInterfaceOrientationMask" {
        if argument.label?.text == "rawValue" {
          guard let literal = argument.expression.as(IntegerLiteralExprSyntax.self),
            let raw = UInt(literal.literal.text.replacingOccurrences(of: "_", with: ""))
          else { return .depends }
          return .mask(InterfaceOrientationMask(rawValue: raw).intersection(.all))
        }
        return argument.label == nil ? value(of: argument.expression, depth: depth + 1) : .depends
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        argument.label == nil,
        case .mask(let left) = value(of: base, depth: depth + 1),
        case .mask(let right) = value(of: argument.expression, depth: depth + 1)
      else { return .depends }
      switch member.declName.baseName.text {
      case "union": return .mask(left.union(right))
      case "subtracting": return .mask(left.subtracting(right))
      case "intersection": return .mask(left.intersection(right))
      case "symmetricDifference": return .mask(left.symmetricDifference(right))
      default: return .depends
      }
    }
  }
}
