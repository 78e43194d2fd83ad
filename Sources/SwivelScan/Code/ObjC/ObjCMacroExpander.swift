/// The C preprocessor's macros, as far as the scan needs them: `#define` and `#undef` collected
/// from a file's tokens (``ObjCLexer``'s, whose `#` and line splices are blanked by
/// ``PreprocessorSyntax``), and macro uses expanded in a token stream, so that an override written
/// inside a macro (`AUTOROTATION_FOR_PAD_ONLY` in a prefix header, used in each controller) is read
/// like one written out.
///
/// What is modelled, after C11 §6.10.3 ("Macro replacement"):
/// - object-like (`#define NAME body`) and function-like macros (`#define NAME(a, b) body`, the
///   `(` right after the name), with `...` and `__VA_ARGS__`, or a named variadic parameter
///   (`args...`, a GNU extension clang accepts);
/// - arguments split at commas outside parentheses (brackets and braces do not protect a comma,
///   as in C), each expanded before it is substituted, then the result rescanned with the rest of
///   the stream (so `#define F G` then `F(1)` expands `G(1)`);
/// - C's rule against recursion (§6.10.3.4 ¶2): a macro's own name is not replaced inside its own
///   replacement, tracked per token (a hide set), which also stops mutual recursion;
/// - `#undef NAME` (§6.10.3.5) and a later `#define` replacing an earlier one.
///
/// What is not: `#if`, `#ifdef` and the other conditionals are ignored, so every definition is
/// taken whichever branch it stands in (the last one wins); `#` (stringizing) and `##` (pasting)
/// are ignored, since clang is never shown them (``PreprocessorSyntax``): the operand tokens stand
/// as they are. A function-like macro whose name is not followed by `(`, whose `)` never comes, or
/// given more arguments than it takes, is left as it is.
///
/// Every input ends: the number of expansions, the tokens they add, the nesting of expansions and
/// the depth of argument expansion are bounded (``Limits``); past a bound, what is left is passed
/// on unexpanded and ``reachedLimit`` is set.
struct ObjCMacroExpander {
  /// One macro's definition.
  struct Macro: Hashable, Sendable {
    var name: String
    /// The parameters of a function-like macro, the variadic one last; `nil` for an object-like
    /// macro.
    var parameters: [String]?
    /// Whether the last parameter takes the rest of the arguments (`...`, `args...`).
    var isVariadic = false
    /// The replacement list.
    var body: [ObjCToken]

    var isFunctionLike: Bool { parameters != nil }
  }

  /// A `#define` or an `#undef`, in a file's order.
  enum Definition: Hashable, Sendable {
    case define(Macro)
    case undefine(String)
  }

  /// How far expansion goes in one file.
  struct Limits: Hashable, Sendable {
    /// Macro uses replaced.
    var expansions = 10_000
    /// Tokens the replacements add, in all.
    var addedTokens = 200_000
    /// Macros being expanded inside one another (a token's hide set).
    var nesting = 64
    /// Arguments expanded inside arguments (each a recursive call).
    var argumentDepth = 16
    /// Tokens looked at for a use's closing `)` (each use of a function-like macro whose `)` is
    /// missing looks this far).
    var argumentTokens = 4_000
    /// Macros defined at once.
    var macros = 20_000
  }

  let limits: Limits
  private(set) var macros: [String: Macro] = [:]
  /// Whether a bound of ``limits`` was met: some use was left unexpanded.
  private(set) var reachedLimit = false
  private var expansionsLeft: Int
  private var tokensLeft: Int

  init(limits: Limits = Limits()) {
    self.limits = limits
    expansionsLeft = limits.expansions
    tokensLeft = limits.addedTokens
  }

  /// Applies definitions in order.
  mutating func apply(_ definitions: [Definition]) {
    for definition in definitions {
      switch definition {
      case .define(let macro):
        guard macros[macro.name] != nil || macros.count < limits.macros else {
          reachedLimit = true
          continue
        }
        macros[macro.name] = macro
      case .undefine(let name):
        macros[name] = nil
      }
    }
  }

  // MARK: - Expansion

  /// A token on its way through expansion, with the macros it may no longer be replaced by.
  private struct Item {
    var token: ObjCToken
    var hidden: Set<String>
  }

  /// `tokens` with every macro use replaced.
  mutating func expand(_ tokens: some Collection<ObjCToken>) -> [ObjCToken] {
    var output: [ObjCToken] = []
    expand(tokens, into: &output)
    return output
  }

  /// Appends `tokens` to `output`, macro uses replaced.
  ///
  /// - Parameters:
  ///   - tokens: a file's code (no directive's tokens).
  ///   - output: the tokens so far; each token of a replacement carries the line of the use it
  ///     replaces.
  ///   - expandsUse: whether a use written in `tokens` itself (not one inside another macro's
  ///     replacement, which is always expanded) is replaced: the macro, and `output` so far (to
  ///     tell where the use stands). Every use by default.
  ///   - argumentsMention: for a function-like macro whose `expandsUse` is `false`, whether its
  ///     arguments are reason enough to expand it.
  mutating func expand(
    _ tokens: some Collection<ObjCToken>, into output: inout [ObjCToken],
    expandsUse: (Macro, [ObjCToken]) -> Bool = { _, _ in true },
    argumentsMention: ([[ObjCToken]]) -> Bool = { _ in false }
  ) {
    guard !macros.isEmpty else {
      output += tokens
      return
    }
    let items = tokens.map { Item(token: $0, hidden: []) }
    var unused: [Item] = []
    expand(items, depth: 0, into: &unused, tokens: &output, expandsUse: expandsUse, argumentsMention: argumentsMention)
  }

  /// The expansion loop: a stack of items (the next on top), each either passed on or replaced by
  /// its macro's replacement, pushed back to be rescanned with what follows. At depth 0 the
  /// results go to `tokens`, deeper (an argument's expansion) to `items`.
  private mutating func expand(
    _ input: [Item], depth: Int, into items: inout [Item], tokens: inout [ObjCToken],
    expandsUse: (Macro, [ObjCToken]) -> Bool, argumentsMention: ([[ObjCToken]]) -> Bool
  ) {
    var stack = Array(input.reversed())
    func emit(_ item: Item) {
      if depth == 0 { tokens.append(item.token) } else { items.append(item) }
    }
    while let item = stack.popLast() {
      guard item.token.kind == .identifier || item.token.kind == .keyword, let macro = macros[item.token.text],
        !item.hidden.contains(macro.name), expansionsLeft > 0, tokensLeft > 0
      else {
        if expansionsLeft <= 0 || tokensLeft <= 0, macros[item.token.text] != nil { reachedLimit = true }
        emit(item)
        continue
      }
      guard item.hidden.count < limits.nesting else {
        reachedLimit = true
        emit(item)
        continue
      }
      // A use written in the input itself (no hide set) is expanded only where the caller says.
      let isWritten = depth == 0 && item.hidden.isEmpty
      var hidden = item.hidden
      hidden.insert(macro.name)
      let line = item.token.line
      var replacement: [Item] = []
      if let parameters = macro.parameters {
        guard let (arguments, consumed) = arguments(on: stack),
          macro.isVariadic || arguments.count <= max(parameters.count, 1)
        else {
          emit(item)
          continue
        }
        if isWritten,
          !expandsUse(macro, tokens),
          !argumentsMention(arguments.map { $0.map(\.token) })
        {
          emit(item)
          continue
        }
        stack.removeLast(consumed)
        // Each argument expanded on its own first (§6.10.3.1), as deep as allowed.
        var expanded: [[Item]] = []
        for argument in arguments {
          if depth < limits.argumentDepth {
            var result: [Item] = []
            var unused: [ObjCToken] = []
            expand(
              argument, depth: depth + 1, into: &result, tokens: &unused, expandsUse: { _, _ in true },
              argumentsMention: { _ in false })
            expanded.append(result)
          } else {
            reachedLimit = true
            expanded.append(argument)
          }
        }
        replacement = substitute(macro, parameters: parameters, arguments: expanded, line: line, hidden: hidden)
      } else {
        if isWritten, !expandsUse(macro, tokens) {
          emit(item)
          continue
        }
        replacement = macro.body.map { token in
          var token = token
          token.line = line
          return Item(token: token, hidden: hidden)
        }
      }
      expansionsLeft -= 1
      tokensLeft -= replacement.count
      if tokensLeft < 0 {
        // The replacement would pass the bound: the use stays, unexpanded.
        reachedLimit = true
        emit(item)
        continue
      }
      stack.append(contentsOf: replacement.reversed())
    }
  }

  /// The arguments of a function-like macro's use whose `(` is on top of `stack`, and how many
  /// items they take with the parentheses; `nil` when the top is no `(` or its `)` does not come
  /// within ``Limits/argumentTokens``.
  private func arguments(on stack: [Item]) -> (arguments: [[Item]], consumed: Int)? {
    guard let open = stack.last, open.token.text == "(" else { return nil }
    // The `)` first, looking only at spellings: a use whose `)` never comes (the common case in
    // a fuzzer's input, and costly when thousands are) copies no item.
    var depth = 0
    var close = stack.count - 1
    let lowest = max(0, stack.count - limits.argumentTokens)
    while close >= lowest {
      let text = stack[close].token.text
      if text == "(" { depth += 1 }
      if text == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      close -= 1
    }
    guard close >= lowest else { return nil }
    var arguments: [[Item]] = [[]]
    depth = 1
    for position in stride(from: stack.count - 2, to: close, by: -1) {
      let item = stack[position]
      switch item.token.text {
      case "(":
        depth += 1
        arguments[arguments.count - 1].append(item)
      case ")":
        depth -= 1
        arguments[arguments.count - 1].append(item)
      case "," where depth == 1:
        arguments.append([])
      default:
        arguments[arguments.count - 1].append(item)
      }
    }
    return (arguments, stack.count - close)
  }

  /// A function-like macro's body with each parameter replaced by its expanded argument (missing
  /// ones empty; the variadic one taking the rest, commas kept). The body's tokens take the use's
  /// line; every token, the body's and the arguments', takes `hidden` into its hide set.
  private func substitute(
    _ macro: Macro, parameters: [String], arguments: [[Item]], line: Int, hidden: Set<String>
  ) -> [Item] {
    var values: [String: [Item]] = [:]
    for (index, parameter) in parameters.enumerated() {
      if macro.isVariadic, index == parameters.count - 1 {
        var rest: [Item] = []
        for (position, argument) in arguments.dropFirst(index).enumerated() {
          if position > 0 { rest.append(Item(token: ObjCToken(kind: .punctuation, text: ",", line: line), hidden: [])) }
          rest += argument
        }
        values[parameter] = rest
      } else {
        values[parameter] = index < arguments.count ? arguments[index] : []
      }
    }
    var result: [Item] = []
    for token in macro.body {
      if token.kind == .identifier || token.kind == .keyword, let value = values[token.text] {
        for var item in value {
          item.hidden = item.hidden.isEmpty ? hidden : item.hidden.union(hidden)
          result.append(item)
        }
      } else {
        var token = token
        token.line = line
        result.append(Item(token: token, hidden: hidden))
      }
    }
    return result
  }
}

extension ObjCMacroExpander {
  /// The names among `definitions` whose replacement mentions one of `identifiers`, or the name
  /// of a macro that does, through any chain of macros.
  static func names(
    in definitions: some Sequence<Definition>, mentioning identifiers: Set<String>
  ) -> Set<String> {
    var users: [String: Set<String>] = [:]
    var found: Set<String> = []
    var pending: [String] = []
    for case .define(let macro) in definitions {
      for token in macro.body where token.kind == .identifier || token.kind == .keyword || token.kind == .literal {
        if identifiers.contains(token.text) {
          if found.insert(macro.name).inserted { pending.append(macro.name) }
        } else if token.kind != .literal, token.text != macro.name {
          users[token.text, default: []].insert(macro.name)
        }
      }
    }
    while let name = pending.popLast() {
      for user in users[name] ?? [] where found.insert(user).inserted { pending.append(user) }
    }
    return found
  }
}
