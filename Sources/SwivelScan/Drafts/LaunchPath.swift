/// The functions an app runs as it launches: from UIKit's entry points (the app delegate's
/// `application(_:didFinishLaunchingWithOptions:)`, the scene delegate's
/// `scene(_:willConnectTo:options:)`) through the calls they make of the app's own types
/// (``CodeMembers``), a few calls deep. A window's root set in one of them is the root the app
/// launches with; one set anywhere else (after a login, in a settings screen) comes later.
struct LaunchPath {
  /// A call on the way: the function it reached, and where it was made.
  struct Hop: Hashable {
    var function: String
    var location: ScanLocation
    var condition: FlowCondition
  }

  /// The functions UIKit calls as the app launches.
  static let entryPoints: Set<String> = [
    "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
    "applicationDidFinishLaunching(_:)", "scene(_:willConnectTo:options:)",
  ]
  /// How many calls deep the launch is followed (coordinators start sub-coordinators).
  static let maximumHops = 5

  /// Each function reached: the entry point it is reached from, and the calls from there to it
  /// (none for an entry point).
  private(set) var reached: [String: (entry: String, hops: [Hop])] = [:]

  init(members: CodeMembers) {
    var queue: [String] = []
    for type in members.functions.keys.sorted() {
      for name in members.functions[type] ?? [] where Self.entryPoints.contains(name) {
        reached[type + "." + name] = (type + "." + name, [])
        queue.append(type + "." + name)
      }
    }
    var next = 0
    while next < queue.count {
      let function = queue[next]
      next += 1
      guard let (entry, path) = reached[function], path.count < Self.maximumHops else { continue }
      // A call only tests or debug builds make is not the launch.
      for call in members.calls[function] ?? [] where call.condition.exclusion == nil {
        for callee in members.callees(of: call) where reached[callee] == nil {
          reached[callee] = (entry, path + [Hop(function: callee, location: call.location, condition: call.condition)])
          queue.append(callee)
        }
      }
    }
  }

  /// The entry point a function is reached from and the calls from there; `nil` when the launch
  /// does not reach it.
  func path(to function: String?) -> (entry: String, hops: [Hop])? { function.flatMap { reached[$0] } }
}
