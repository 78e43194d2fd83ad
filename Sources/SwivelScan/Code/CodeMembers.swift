/// What the app's own types hold and do, across the target's files, as far as the drafts need to
/// follow the launch: the controller each property holds and each method returns, and the calls
/// each function makes. Read with the flows (``SwiftFlowReader``), only for scenario drafts.
public struct CodeMembers: Hashable, Sendable {
  /// A call one function makes of another of the app's.
  public struct Call: Hashable, Sendable {
    /// Whose method is called: `.instance(Type)`, or a ``ShownController/reference(type:members:)``
    /// to a property whose type another file declares.
    public var receiver: ShownController
    /// The method's base name (`setup`, `init`).
    public var method: String
    public var location: ScanLocation
    /// The branch it is made in.
    public var condition: FlowCondition
  }

  /// Type → member (`controller`, or `makeRoot()` for a method's result) → the controller it
  /// holds or returns; the first the files give.
  public var values: [String: [String: ShownController]] = [:]
  /// Function (`Type.name(label:)`) → the calls it makes, in source order.
  public var calls: [String: [Call]] = [:]
  /// Type → its functions' names (`name(label:)`).
  public var functions: [String: [String]] = [:]

  public init() {}

  mutating func merge(_ other: CodeMembers) {
    for (type, members) in other.values { values[type, default: [:]].merge(members) { mine, _ in mine } }
    for (function, made) in other.calls { calls[function, default: []] += made }
    for (type, names) in other.functions {
      for name in names where !(functions[type]?.contains(name) ?? false) { functions[type, default: []].append(name) }
    }
  }

  /// The type whose instance a controller value is: the class it names.
  static func typeName(of value: ShownController) -> String? {
    switch value {
    case .instance(let name), .container(_, let name, _): name
    case .storyboard, .reference: nil
    }
  }

  /// What a reference stands for, followed through the members' types; `nil` when a member is
  /// not known. A value that is itself a reference is followed too, `depth` levels at most.
  func resolve(_ value: ShownController, depth: Int = 0) -> ShownController? {
    guard case .reference(let type, let members) = value else { return value }
    guard depth < 8, !members.isEmpty else { return nil }
    var current = type
    for (index, member) in members.enumerated() {
      guard let held = values[current]?[member], let found = resolve(held, depth: depth + 1) else { return nil }
      if index == members.count - 1 { return found }
      guard let next = Self.typeName(of: found) else { return nil }
      current = next
    }
    return nil
  }

  /// The functions a call may run: the receiver's type's functions of that base name.
  func callees(of call: Call) -> [String] {
    guard let receiver = resolve(call.receiver), let type = Self.typeName(of: receiver) else { return [] }
    return (functions[type] ?? []).filter { Self.baseName(of: $0) == call.method }.map { type + "." + $0 }
  }

  /// `setup` of `setup()`, `init` of `init(window:)`.
  static func baseName(of function: String) -> Substring {
    function.prefix { $0 != "(" }
  }
}
