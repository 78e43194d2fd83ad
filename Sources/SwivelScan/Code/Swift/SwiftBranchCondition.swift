import SwiftSyntax
import SwivelCore

/// The branch of Swift code a node is in (``FlowCondition``), read from the conditions around it:
/// `if`/`else`, `guard … else`, `switch` over the idiom, `catch`, `#if`/`#else`, and the ternary
/// operator (``alternatives(of:)``).
///
/// A test of the idiom gives the family; a test of `XCTestConfigurationFilePath`, an
/// `isTesting`-style flag or the launch arguments and environment marks the tests' branch; `#if
/// DEBUG` the debug builds'; `catch`, `guard`'s `else` and a condition naming an error or failure
/// the error path; `#if targetEnvironment(macCatalyst)` and `#if os(macOS)` the Mac's.
enum SwiftBranchCondition {
  /// How many ancestors are climbed; deeper code is in no branch the reader knows.
  static let maximumDepth = 256

  /// The conditions around a node, up to the file.
  static func of(_ node: some SyntaxProtocol) -> FlowCondition {
    var condition = FlowCondition()
    var child = Syntax(node)
    var current = node.parent
    var steps = 0
    while let parent = current, steps < maximumDepth {
      if let branch = parent.as(IfExprSyntax.self) {
        if child.id == branch.body.id {
          condition = condition.and(test(branch.conditions, truth: true))
        } else if let elseBody = branch.elseBody, child.id == Syntax(elseBody).id {
          condition = condition.and(test(branch.conditions, truth: false))
        }
      } else if let guarded = parent.as(GuardStmtSyntax.self), child.id == guarded.body.id {
        var taken = test(guarded.conditions, truth: false)
        if taken.exclusion == nil { taken.exclusion = .error("guard … else") }
        condition = condition.and(taken)
      } else if let switchCase = parent.as(SwitchCaseSyntax.self),
        let node = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
      {
        condition = condition.and(FlowCondition(family: SwiftAnswerReader.family(of: switchCase, in: node)))
      } else if parent.is(CatchClauseSyntax.self) {
        condition = condition.and(FlowCondition(exclusion: .error("catch")))
      } else if let clause = parent.as(IfConfigClauseSyntax.self) {
        condition = condition.and(compiled(clause))
      }
      child = parent
      current = parent.parent
      steps += 1
    }
    return condition
  }

  /// What an expression makes, with the branch of a ternary each value is on: `isPad ? Split() :
  /// Tabs()` is `Split()` on the iPad and `Tabs()` on the iPhone. Any other expression is itself,
  /// on every branch.
  static func alternatives(of expression: ExprSyntax, depth: Int = 0) -> [(ExprSyntax, FlowCondition)] {
    guard depth < 8, let sequence = expression.as(SequenceExprSyntax.self) else {
      if depth < 8, let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return alternatives(of: only.expression, depth: depth + 1)
      }
      return [(expression, FlowCondition())]
    }
    let elements = Array(sequence.elements)
    guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
      index < elements.count - 1, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
    else { return [(expression, FlowCondition())] }
    let test = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<index])))
    let otherwise =
      index == elements.count - 2
      ? elements[index + 1] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[(index + 1)...])))
    let whenTrue = alternatives(of: ternary.thenExpression, depth: depth + 1).map {
      ($0.0, $0.1.and(self.test(test, truth: true)))
    }
    let whenFalse = alternatives(of: otherwise, depth: depth + 1).map {
      ($0.0, $0.1.and(self.test(test, truth: false)))
    }
    return whenTrue + whenFalse
  }

  /// The branch where a condition list has the given truth. A list of several is known only when
  /// true (each holds).
  static func test(_ conditions: ConditionElementListSyntax, truth: Bool) -> FlowCondition {
    let expressions = conditions.compactMap { element -> ExprSyntax? in
      if case .expression(let expression) = element.condition { return expression }
      return nil
    }
    if !truth {
      guard conditions.count == 1, let only = expressions.first else {
        return FlowCondition(
          exclusion: FlowCondition.marker(conditions.trimmedDescription, negated: false, truth: false))
      }
      return test(only, truth: false)
    }
    var result = FlowCondition()
    for expression in expressions { result = result.and(test(expression, truth: true)) }
    // `if let error { … }`, `if case .failure = result { … }`.
    if result.exclusion == nil,
      let exclusion = FlowCondition.marker(conditions.trimmedDescription, negated: false, truth: true)
    {
      result.exclusion = exclusion
    }
    return result
  }

  /// The branch where one expression has the given truth.
  static func test(_ expression: ExprSyntax, truth: Bool) -> FlowCondition {
    let text = expression.trimmedDescription
    // `!isTesting`, `environment["XCTestConfigurationFilePath"] == nil`: true where it does not hold.
    let negated =
      expression.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" || text.filter { $0 != " " }.hasSuffix("==nil")
    return FlowCondition(
      family: SwiftAnswerReader.family(where: expression, is: truth),
      exclusion: FlowCondition.marker(text, negated: negated, truth: truth))
  }

  /// What an `#if`, `#elseif` or `#else` clause compiles for.
  private static func compiled(_ clause: IfConfigClauseSyntax) -> FlowCondition {
    if let condition = clause.condition {
      return compiled(condition.trimmedDescription, truth: true)
    }
    // `#else`: where the first clause does not hold.
    guard let list = clause.parent?.as(IfConfigClauseListSyntax.self), let first = list.first?.condition,
      list.count == 2
    else { return FlowCondition() }
    return compiled(first.trimmedDescription, truth: false)
  }

  private static func compiled(_ text: String, truth: Bool) -> FlowCondition {
    var text = text.filter { !$0.isWhitespace }
    var truth = truth
    if text.hasPrefix("!") {
      text.removeFirst()
      truth.toggle()
    }
    if text == "DEBUG" || text == "(DEBUG)" { return truth ? FlowCondition(exclusion: .debug("#if DEBUG")) : .init() }
    if text == "targetEnvironment(macCatalyst)" || text == "os(macOS)" {
      return truth ? FlowCondition(exclusion: .mac("#if \(text)")) : .init()
    }
    return FlowCondition()
  }
}
