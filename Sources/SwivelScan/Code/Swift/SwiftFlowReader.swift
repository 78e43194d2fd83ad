import SwiftSyntax

/// Reads how Swift code puts controllers on screen (``FlowScan``), for the scenario drafts of
/// `swivel scan --emit-scenarios`.
///
/// Read: `….rootViewController = EXPR` on something named like a window, `present(EXPR,
/// animated:…)`, `pushViewController(EXPR, animated:)`, `show(EXPR, sender:)`; EXPR is a class's
/// initialiser (`PlayerViewController()`, `Player.init(…)`), a navigation or tab bar controller's
/// (`UINavigationController(rootViewController: …)`, children set by `viewControllers = […]` or
/// `setViewControllers(…)`), a storyboard's instantiation (`instantiateViewController(withIdentifier:
/// "…")`, `instantiateInitialViewController()`, a cast `as! Player` naming the class), or a
/// variable or property set to one of these before. `x.modalPresentationStyle = .fullScreen` before
/// the presentation, and `modalPresentationStyle = …` in a class's initialiser, give the style.
/// Anything else (a factory method, a parameter, a property set elsewhere) is not a flow: the
/// draft cannot play what it cannot name.
enum SwiftFlowReader {
  /// Names whose mention makes a file worth parsing for flows.
  /// (The launch methods, a window's set-up and coordinators are on the way to the window's root
  /// (``LaunchPath``) even where the file sets none.)
  static let identifiers = [
    "rootViewController", "present(", "pushViewController", "show(", "modalPresentationStyle", "willConnectTo",
    "didFinishLaunching", "makeKeyAndVisible", "Coordinator",
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

  /// The flows of a parsed file, the styles its classes give themselves in an initialiser, and
  /// what its types hold, return and call (``CodeMembers``).
  static func flows(in tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) -> (
    flows: [FlowScan], ownStyles: [String: String], members: CodeMembers
  ) {
    let visitor = FlowVisitor(file: file, converter: converter)
    visitor.walk(tree)
    visitor.finish()
    return (visitor.flows, visitor.ownStyles, visitor.members)
  }

  /// Words that name a window that is not the app's main one (`toastWindow`, `hudWindow`).
  static let overlayWindowWords = [
    "toast", "hud", "overlay", "alert", "banner", "popup", "debug", "notification", "status", "floating",
    "secondary", "external", "pip", "passcode", "lock", "privacy", "blur", "snackbar", "message", "loading",
  ]

  /// Whether a window's name says it is not the app's main window.
  static func isOverlayWindowName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return overlayWindowWords.contains { lowered.contains($0) }
  }
}

/// Walks one file's tree for flows.
private final class FlowVisitor: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  var flows: [FlowScan] = []
  /// `modalPresentationStyle` each class sets on itself in an initialiser.
  var ownStyles: [String: String] = [:]

  /// The classes and extensions being walked, innermost last.
  private var types: [String] = []
  /// What each variable in scope holds, innermost scope last (a type's members, a function's
  /// locals, a closure's).
  private var scopes: [[String: ShownController]] = [[:]]
  /// The style set on each variable in scope, by variable name, innermost scope last.
  private var styles: [[String: String]] = [[:]]
  /// Variables set to `UIStoryboard(name: "…", bundle: …)`: the storyboard's name.
  private var storyboards: [String: String] = [:]
  /// Whether each scope is an initialiser (where `modalPresentationStyle = …` is the class's own).
  private var inInitialiser: [Bool] = [false]
  /// What the file's types hold, return and call.
  var members = CodeMembers()
  /// The functions being walked (`name(label:)`), innermost last.
  private var functions: [String] = []
  /// The count of scopes when each type's members are the innermost, innermost type last.
  private var memberScopeDepths: [Int] = []
  /// The classes methods say they return (`-> MainViewController`), by type and `name()`: used
  /// where no `return` names one.
  private var declaredReturns: [String: [String: ShownController]] = [:]
  /// The names of windows whose `windowLevel` is set above `.normal`.
  private var raisedWindows: Set<String> = []
  /// The window each root flow sets the root of, by the flow's index.
  private var rootWindows: [Int: String] = [:]

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func location(of node: some SyntaxProtocol) -> ScanLocation {
    ScanLocation(file: file, line: node.startLocation(converter: converter).line)
  }

  /// The function being walked, as `Type.name(label:)`.
  private var currentFunction: String? {
    guard let type = types.last, let function = functions.last else { return nil }
    return type + "." + function
  }

  /// Whether the innermost scope is a type's members.
  private var inMemberScope: Bool { memberScopeDepths.last == scopes.count }

  /// Records what a member of the type being walked holds or returns, unless a file said so first.
  private func recordMember(_ name: String, _ value: ShownController) {
    guard let type = types.last, members.values[type]?[name] == nil else { return }
    members.values[type, default: [:]][name] = value
  }

  /// Once the file is walked: marks the roots of overlay windows (its `windowLevel`s known), and gives
  /// methods with no `return` the file reads the class they declare.
  func finish() {
    for (index, window) in rootWindows
    where raisedWindows.contains(window) || SwiftFlowReader.isOverlayWindowName(window) {
      if flows[index].condition.exclusion == nil {
        flows[index].condition.exclusion =
          .overlayWindow(raisedWindows.contains(window) ? "\(window), whose windowLevel is raised" : window)
      }
    }
    for (type, returns) in declaredReturns {
      for (name, value) in returns where members.values[type]?[name] == nil {
        members.values[type, default: [:]][name] = value
      }
    }
  }

  /// The names a function's parameters have inside it.
  private static func parameterNames(_ signature: FunctionSignatureSyntax) -> Set<String> {
    Set(signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
  }

  /// `name(first:second:)` of a function's declaration.
  private static func fullName(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
    base + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  private func enterScope(initialiser: Bool = false, parameters: Set<String> = []) {
    scopes.append([:])
    styles.append([:])
    inInitialiser.append(initialiser)
    branchValues.append([:])
    self.parameters.append(parameters)
  }

  private func leaveScope() {
    if scopes.count > 1 {
      scopes.removeLast()
      styles.removeLast()
      inInitialiser.removeLast()
      branchValues.removeLast()
      parameters.removeLast()
    }
  }

  /// The values a variable was given on branches (`case .phone: root = Tabs()`), innermost
  /// scope last.
  private var branchValues: [[String: [(ShownController, FlowCondition)]]] = [[:]]
  /// The parameters of the functions being walked: names that hold what a caller gives.
  private var parameters: [Set<String>] = [[]]

  /// Keeps a value a variable is given on a branch, in the scope that holds the variable.
  private func branched(_ name: String, _ value: ShownController, _ condition: FlowCondition) {
    let index = scopes.indices.reversed().first { scopes[$0][name] != nil } ?? scopes.count - 1
    branchValues[index][name, default: []].removeAll { $0.1 == condition }
    branchValues[index][name, default: []].append((value, condition))
  }

  /// Forgets the branches' values once a variable is set on every branch.
  private func clearBranches(_ name: String) {
    for index in branchValues.indices { branchValues[index][name] = nil }
  }

  /// What an expression makes on each branch: a variable's values on the branches that set it,
  /// else the one value the expression makes.
  private func shownOnBranches(_ expression: ExprSyntax) -> [(ShownController, FlowCondition)] {
    if let name = Self.variableName(Self.unwrapped(expression)) {
      for scope in branchValues.reversed() {
        if let values = scope[name], !values.isEmpty { return values }
      }
    }
    return shown(expression).map { [($0, FlowCondition())] } ?? []
  }

  /// What an expression makes on each side of its ternary operators.
  private func shownAlternatives(_ expression: ExprSyntax) -> [(ShownController, FlowCondition)] {
    SwiftBranchCondition.alternatives(of: expression).compactMap { expression, branch in
      shown(expression).map { ($0, branch) }
    }
  }

  /// A variable of a function or closure being walked (not a type's member): what it holds.
  private func lookUpLocal(_ name: String) -> ShownController? {
    let first = (memberScopeDepths.last ?? 0)
    guard first < scopes.count else { return nil }
    for scope in scopes[first...].reversed() { if let found = scope[name] { return found } }
    return nil
  }

  private func isParameter(_ name: String) -> Bool { parameters.contains { $0.contains(name) } }

  /// The window a `rootViewController` is set on: the last name of its base (`window`,
  /// `sceneDelegate.window`, `toastWindow`); `nil` for `$0` and other expressions.
  static func windowName(_ base: ExprSyntax) -> String? {
    let base = unwrapped(base)
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.hasPrefix("$") ? nil : name
    }
    return base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// What an expression names through the members of the app's types, found when the draft is
  /// made: a variable, `self`, a property the type declares anywhere (`coordinator`), `a.b`,
  /// `make()`, `a.make()`, `Type.shared`; `nil` for a parameter or anything else.
  private func reference(to expression: ExprSyntax, depth: Int = 0) -> ShownController? {
    guard depth < 8, let type = types.last else { return nil }
    let expression = Self.unwrapped(expression)
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.self) { return .instance(type) }
      let name = reference.baseName.text
      if let value = lookUp(name) { return value }
      if name.first?.isUppercase == true { return .instance(name) }
      guard name.first?.isLetter == true || name.first == "_", !isParameter(name) else { return nil }
      return .reference(type: type, members: [name])
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if let name = Self.variableName(expression), let value = lookUp(name) { return value }
      return reference(to: base, depth: depth + 1).flatMap { Self.extend($0, member.declName.baseName.text) }
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.isEmpty {
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
        callee.baseName.text.first?.isLowercase == true
      {
        return .reference(type: type, members: [callee.baseName.text + "()"])
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.baseName.text.first?.isLowercase == true
      {
        return reference(to: base, depth: depth + 1).flatMap { Self.extend($0, member.declName.baseName.text + "()") }
      }
    }
    return nil
  }

  /// A reference one member further.
  private static func extend(_ value: ShownController, _ member: String) -> ShownController? {
    switch value {
    case .instance(let type), .container(_, let type, _): .reference(type: type, members: [member])
    case .reference(let type, let members): .reference(type: type, members: members + [member])
    case .storyboard: nil
    }
  }

  private func lookUp(_ name: String) -> ShownController? {
    for scope in scopes.reversed() { if let found = scope[name] { return found } }
    return nil
  }

  private func style(of name: String) -> String? {
    for scope in styles.reversed() { if let found = scope[name] { return found } }
    return nil
  }

  /// Sets a variable in the scope that declares it, else the innermost.
  private func assign(_ name: String, _ value: ShownController) {
    for index in scopes.indices.reversed() where scopes[index][name] != nil {
      scopes[index][name] = value
      return
    }
    scopes[scopes.count - 1][name] = value
  }

  // MARK: Scopes

  /// A type's members are a scope of their own, and its name says whose code is walked.
  private func enterType(_ name: String) -> SyntaxVisitorContinueKind {
    types.append(name)
    enterScope()
    memberScopeDepths.append(scopes.count)
    return .visitChildren
  }

  private func leaveType() {
    types.removeLast()
    memberScopeDepths.removeLast()
    leaveScope()
  }

  private func enterFunction(_ name: String) {
    functions.append(name)
    if let type = types.last, !(members.functions[type]?.contains(name) ?? false) {
      members.functions[type, default: []].append(name)
    }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { leaveType() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterScope(initialiser: node.name.text == "awakeFromNib", parameters: Self.parameterNames(node.signature))
    enterFunction(Self.fullName(node.name.text, node.signature.parameterClause.parameters))
    if let type = types.last, let returned = node.signature.returnClause?.type,
      let className = Self.className(of: returned), className != "UIViewController"
    {
      declaredReturns[type, default: [:]][node.name.text + "()"] =
        ShownController.containerKind(of: className).map { .container(kind: $0, className: className, children: []) }
        ?? .instance(className)
    }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    leaveScope()
    functions.removeLast()
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterScope(initialiser: true, parameters: Self.parameterNames(node.signature))
    enterFunction(Self.fullName("init", node.signature.parameterClause.parameters))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) {
    leaveScope()
    functions.removeLast()
  }

  /// What a method returns is its `name()` member.
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let function = functions.last, let expression = node.expression,
      let value = SwiftBranchCondition.alternatives(of: expression).lazy.compactMap({ self.shown($0.0) }).first
    {
      recordMember(String(CodeMembers.baseName(of: function)) + "()", value)
    }
    return .visitChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enterScope(initialiser: inInitialiser.last ?? false)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { leaveScope() }

  // MARK: Variables

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let initializer = binding.initializer, let storyboard = storyboardName(initializer.value) {
        storyboards[name] = storyboard
        continue
      }
      var value = binding.initializer.flatMap { shown($0.value) }
      // `let player: Player = storyboard.instantiateViewController(…)`: the type names the class.
      let isStoryboard = if case .storyboard? = value { true } else { false }
      if value == nil || isStoryboard, let type = binding.typeAnnotation?.type,
        let className = Self.className(of: type),
        className != "UIViewController"
      {
        value =
          ShownController.containerKind(of: className).map {
            .container(kind: $0, className: className, children: [])
          } ?? .instance(className)
      }
      if let value {
        if inMemberScope { recordMember(name, value) }
        scopes[scopes.count - 1][name] = value
      }
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer.flatMap({ shown($0.value) })
    {
      scopes[scopes.count - 1][name] = value
    }
    return .visitChildren
  }

  /// `a = b` (unfolded: a sequence of three with the assignment in the middle, or more when `b`
  /// holds operators: `a = isPad ? b : c`).
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      !elements.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) })
    else { return .visitChildren }
    let target = elements[0]
    let value =
      elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
    if let member = target.as(MemberAccessExprSyntax.self) {
      let property = member.declName.baseName.text
      let base = member.base.map(Self.unwrapped)
      let baseName = base.flatMap(Self.variableName)
      switch property {
      case "rootViewController":
        // A window's, or any in an app or scene delegate (`UIWindow(…).then { $0.rootViewController = … }`).
        let isWindow =
          base.map { $0.trimmedDescription.lowercased().contains("window") } ?? false
          || types.last?.hasSuffix("Delegate") == true
        guard isWindow else { break }
        // A root set in a method named for an error (`showDatabaseError()`) is the error path's.
        let here = SwiftBranchCondition.of(node).and(
          FlowCondition(exclusion: functions.last.flatMap(FlowCondition.errorNamed)))
        for (expression, branch) in SwiftBranchCondition.alternatives(of: value) {
          for (shown, held) in shownOnBranches(expression) {
            let condition = here.and(branch).and(held)
            guard !condition.isImpossible else { continue }
            if let window = base.flatMap(Self.windowName) { rootWindows[flows.count] = window }
            flows.append(
              FlowScan(
                kind: .root, from: types.last, shown: shown, style: nil, location: location(of: node),
                condition: condition, function: currentFunction))
          }
        }
      case "windowLevel":
        let level = value.trimmedDescription
        if let window = base.flatMap(Self.windowName), !level.hasSuffix(".normal"), level != "normal" {
          raisedWindows.insert(window)
        }
      case "modalPresentationStyle":
        guard let style = PresentationStyleName.scenarioName(value.trimmedDescription) else { break }
        if base == nil || baseName == "self" {
          if inInitialiser.last == true, let type = types.last { ownStyles[type] = style }
        } else if let baseName {
          styles[styles.count - 1][baseName] = style
        }
      case "viewControllers":
        if let baseName, let container = lookUp(baseName), let children = childList(value) {
          assign(baseName, container.with(children: children))
        }
      default: break
      }
    } else if let name = Self.variableName(target), case let choices = shownAlternatives(value), !choices.isEmpty {
      let here = SwiftBranchCondition.of(node)
      if let first = choices.first {
        // A value set on a branch (`case .phone: root = Tabs()`) is kept beside the others; the
        // variable's single value is the last one set, as before.
        if here.family != nil || here.exclusion != nil || choices.count > 1 {
          for (shown, branch) in choices { branched(name, shown, here.and(branch)) }
        } else {
          clearBranches(name)
        }
        assign(name, choices.count == 1 ? first.0 : choices[choices.count - 1].0)
        if target.as(MemberAccessExprSyntax.self) != nil || lookUpLocal(name) == nil { recordMember(name, first.0) }
      }
    } else if let reference = target.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "modalPresentationStyle", inInitialiser.last == true, let type = types.last,
      let style = PresentationStyleName.scenarioName(value.trimmedDescription)
    {
      ownStyles[type] = style
    }
    return .visitChildren
  }

  // MARK: Calls

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name: String?
    var base: ExprSyntax?
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      base = member.base
    } else {
      name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    let arguments = Array(node.arguments)
    let labels = arguments.map { $0.label?.text }
    let kind: FlowScan.Kind?
    switch (name, labels.prefix(2)) {
    case ("present", [nil, "animated"]): kind = .present
    case ("pushViewController", [nil, "animated"]): kind = .push
    case ("show", [nil, "sender"]): kind = .show
    case ("setViewControllers", [nil, "animated"]):
      if let baseName = base.map(Self.unwrapped).flatMap(Self.variableName), let container = lookUp(baseName),
        let children = childList(arguments[0].expression)
      {
        assign(baseName, container.with(children: children))
      }
      kind = nil
    default: kind = nil
    }
    if let kind, let expression = arguments.first?.expression, let shown = shown(expression) {
      let variable = Self.variableName(Self.unwrapped(expression))
      let style = variable.flatMap(style(of:))
      flows.append(
        FlowScan(
          kind: kind, from: types.last, shown: shown, style: style, location: location(of: node),
          condition: SwiftBranchCondition.of(node), function: currentFunction))
    }
    recordCall(node, name: name, base: base)
    return .visitChildren
  }

  /// Records a call of one of the app's functions from the function being walked: `setup()`,
  /// `coordinator.start()`, `Coordinator(window:)`.
  private func recordCall(_ node: FunctionCallExprSyntax, name: String?, base: ExprSyntax?) {
    guard let function = currentFunction, let type = types.last, let name else { return }
    let receiver: ShownController?
    let method: String
    if let base {
      method = name
      let base = Self.unwrapped(base)
      if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
        receiver = .instance(type)
      } else if let reference = base.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.first?.isUppercase == true
      {
        // `Coordinator.shared.start()` is not followed; `Coordinator.make()` and `Coordinator.init()` are.
        receiver = .instance(reference.baseName.text)
      } else {
        receiver = reference(to: base)
      }
    } else if name.first?.isUppercase == true {
      (receiver, method) = (.instance(name), "init")
    } else {
      (receiver, method) = (.instance(type), name)
    }
    guard let receiver else { return }
    members.calls[function, default: []].append(
      CodeMembers.Call(
        receiver: receiver, method: method, location: location(of: node), condition: SwiftBranchCondition.of(node)))
  }

  // MARK: Expressions

  /// An expression without `try`, `await`, `!`, `?` and parentheses around one element.
  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<16 {
      if let inner = current.as(TryExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(AwaitExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(ForceUnwrapExprSyntax.self) {
        current = inner.expression
      } else if let inner = current.as(OptionalChainingExprSyntax.self) {
        current = inner.expression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first,
        only.label == nil
      {
        current = only.expression
      } else {
        break
      }
    }
    return current
  }

  /// `name` or `self.name`: the variable's name.
  static func variableName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// A type's class name: `Player`, `Module.Player`, `Player?`, `Player!` → `Player`; `nil` for
  /// a generic, tuple, function or lower-case type.
  static func className(of type: TypeSyntax) -> String? {
    var type = type
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType }
    let name: String
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      name = identifier.name.text
    } else if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
      name = member.name.text
    } else {
      return nil
    }
    return name.first?.isUppercase == true ? name : nil
  }

  /// The children an array literal lists, each one the code names; `nil` for anything else.
  private func childList(_ expression: ExprSyntax) -> [ShownController]? {
    guard let array = Self.unwrapped(expression).as(ArrayExprSyntax.self) else { return nil }
    let children = array.elements.compactMap { shown($0.expression) }
    return children.count == array.elements.count ? children : nil
  }

  /// The controller an expression makes; `nil` when the code does not say.
  private func shown(_ expression: ExprSyntax, depth: Int = 0) -> ShownController? {
    guard depth < 8 else { return nil }
    let expression = Self.unwrapped(expression)
    // `… as! Player`, unfolded: the cast's type names the class.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
        let type = elements[2].as(TypeExprSyntax.self)?.type, let className = Self.className(of: type)
      {
        if let kind = ShownController.containerKind(of: className) {
          var children: [ShownController] = []
          if case .container(_, _, let inner)? = shown(elements[0], depth: depth + 1) { children = inner }
          return .container(kind: kind, className: className, children: children)
        }
        // `as! UIViewController` says nothing of the class; what is cast may.
        return className == "UIViewController" ? shown(elements[0], depth: depth + 1) : .instance(className)
      }
      return nil
    }
    if let name = Self.variableName(expression), name != "self" {
      return lookUp(name) ?? reference(to: expression, depth: depth + 1)
    }
    if expression.is(MemberAccessExprSyntax.self) { return reference(to: expression, depth: depth + 1) }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    // `Navigation(…).then { … }` (the Then library's configuration closure) is what it configures.
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
      call.trailingClosure != nil, call.arguments.isEmpty, let base = member.base
    {
      return shown(base, depth: depth + 1)
    }
    let arguments = Array(call.arguments)
    // `Player()`, `Player(nibName: nil, bundle: nil)`, `Module.Player()`, `Player.init(…)`.
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      callee = base
    }
    var typeName: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      typeName = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    {
      let name = member.declName.baseName.text
      if name.first?.isUppercase == true { typeName = name }
    }
    if let typeName, typeName.first?.isUppercase == true {
      if let kind = ShownController.containerKind(of: typeName) {
        var children: [ShownController] = []
        if let root = arguments.first(where: { $0.label?.text == "rootViewController" }),
          let child = shown(root.expression, depth: depth + 1)
        {
          children = [child]
        }
        return .container(kind: kind, className: typeName, children: children)
      }
      return .instance(typeName)
    }
    // A storyboard's controller.
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
      return reference(to: expression, depth: depth + 1)
    }
    let storyboard = member.base.flatMap(storyboardName)
    switch member.declName.baseName.text {
    case "instantiateInitialViewController":
      return .storyboard(storyboard: storyboard, identifier: nil)
    case "instantiateViewController":
      guard let first = arguments.first, first.label?.text == "withIdentifier" || first.label?.text == "identifier",
        let literal = first.expression.as(StringLiteralExprSyntax.self),
        let identifier = literal.representedLiteralValue
      else { return nil }
      return .storyboard(storyboard: storyboard, identifier: identifier)
    default:
      return reference(to: expression, depth: depth + 1)
    }
  }

  /// The name `UIStoryboard(name: "Main", bundle: nil)` gives, or a variable set to it; `nil`
  /// otherwise.
  private func storyboardName(_ expression: ExprSyntax) -> String? {
    let expression = Self.unwrapped(expression)
    if let name = Self.variableName(expression), let storyboard = storyboards[name] { return storyboard }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
      let name = call.arguments.first(where: { $0.label?.text == "name" }),
      let literal = name.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.representedLiteralValue
  }
}
