import SwivelCore
import Yams

extension ScenarioDecoder {
  static let scenarioKeys = [
    "swivel", "name", "ios", "sdk", "device", "app", "controllers", "window", "windowing", "steps",
  ]

  /// The whole scenario, from its root node.
  func decodeScenario(_ root: Node, defaultName: String) throws(ScenarioError) -> Scenario {
    let top = try mapping(root, context: "the scenario", allowed: nil)
    // The version first: a newer format's keys must not be reported as unknown keys of this one.
    guard let versionNode = top["swivel"] else { throw error(.missingFormatVersion, at: root) }
    guard case .scalar(let scalar) = versionNode, scalarKind(scalar) == .number, scalar.string == "1" else {
      let found = (try? text(versionNode, context: "swivel")) ?? describe(versionNode)
      throw error(.unsupportedFormatVersion(found), at: versionNode)
    }
    _ = try mapping(root, context: "the scenario", allowed: Self.scenarioKeys)

    let name = try top["name"].map { (node) throws(ScenarioError) in try text(node, context: "name") } ?? defaultName
    var behavior = try decodeBehavior(top["ios"], root: root)
    let sdk = try top["sdk"].map { (node) throws(ScenarioError) in try decodeSDK(node) }
    if let sdk { behavior.value = behavior.value.builtWith(sdk: sdk.value) }
    guard let deviceNode = top["device"] else {
      throw error(
        .missingKey("device", context: "the scenario"),
        at: root)
    }
    let device = try decodeDevice(deviceNode)
    // `app:` or `window:` with nothing after it is the same as leaving it out.
    let appNode = top["app"].flatMap { isNull($0) ? nil : $0 }
    let app =
      try appNode.map { (node) throws(ScenarioError) in try decodeApp(node) }
      ?? AppSpecification(location: location(of: root))
    let controllers = try decodeControllers(top["controllers"])
    let windowNode = top["window"].flatMap { isNull($0) ? nil : $0 }
    let window = try windowNode.map { (node) throws(ScenarioError) in
      try decodeWindow(node, controllers: controllers)
    }
    try checkTree(controllers: controllers, window: window)
    try checkSplitViews(controllers, idiom: device.value.model.idiom, era: behavior.value)
    let views = try collectViews(controllers)
    let steps = try decodeSteps(
      top["steps"], controllers: controllers, views: views, hasRoot: window?.root != nil,
      idiom: device.value.model.idiom, era: behavior.value)
    try checkExpectationsOfLaterEras(steps: steps, era: behavior.value, model: device.value.model)
    try checkFolds(steps: steps, model: device.value.model)
    let windowingAndShare = try top["windowing"].map { (node) throws(ScenarioError) in
      try self.windowing(node, context: "windowing", idiom: device.value.model.idiom, era: behavior.value)
    }
    let windowing = windowingAndShare?.0
    try checkPhoneWindowing(
      steps: steps, windowing: windowing, share: windowingAndShare?.1, era: behavior.value, model: device.value.model)
    if !app.usesSceneLifeCycle, let index = steps.firstIndex(where: { $0.action.isSetSceneDelegateMask }) {
      throw sceneDelegateWithoutSceneLifeCycle(context: "step \(index + 1) (set)", at: steps[index].location)
    }

    var scenario = Scenario(
      name: name, location: location(of: root), behavior: behavior, device: device, app: app,
      controllers: controllers, window: window, steps: steps)
    scenario.sdk = sdk
    scenario.windowing = windowing
    scenario.splitViewShare = windowingAndShare?.1
    return scenario
  }

  /// `ios: "6.0"`. A YAML number (`ios: 6.0`) is read as the text it was written as, so `6.10`
  /// stays 6.10 and is refused, rather than becoming 6.1.
  func decodeBehavior(_ node: Node?, root: Node) throws(ScenarioError) -> Located<SystemBehavior> {
    guard let node else { return Located(.newest, at: location(of: root)) }
    let version = try text(node, context: "ios", expected: "an iOS version such as \"6.0\", \"17\" or \"27.1\"")
    do {
      return Located(try SystemBehavior(iOSVersion: version), at: location(of: node))
    } catch {
      throw self.error(.invalidSystemVersion(error), at: node)
    }
  }

  /// `sdk: "26.2"`: the iOS SDK the app is built with, read as `ios:` is. Any version Swivel
  /// knows is allowed, older than the system (an app not rebuilt since) or newer (an app whose
  /// deployment target lets it run on an older iOS).
  func decodeSDK(_ node: Node) throws(ScenarioError) -> Located<SystemVersion> {
    let version = try text(node, context: "sdk", expected: "an iOS SDK version such as \"26.2\" or \"27.1\"")
    do {
      return Located(try SystemVersion(version), at: location(of: node))
    } catch {
      throw self.error(.invalidSDKVersion(error), at: node)
    }
  }

  static let inlineDeviceKeys = ["idiom", "size", "homeButton"]

  /// `device: iphone-8`, or `device: {idiom: phone, size: [375, 667], homeButton: true}`.
  func decodeDevice(_ node: Node) throws(ScenarioError) -> Located<DeviceSpecification> {
    if case .mapping = node {
      let context = "the inline device"
      let entries = try mapping(node, context: context, allowed: Self.inlineDeviceKeys)
      let idiom = try name(
        try required("idiom", in: entries, context: context), what: "idiom", context: "idiom of \(context)",
        allowed: UserInterfaceIdiom.allCases.map(\.name), value: UserInterfaceIdiom.init(name:))
      let sizeNode = try required("size", in: entries, context: context)
      let size = try self.size(sizeNode, context: "size of \(context)")
      guard size.width > 0, size.height > 0 else {
        throw error(
          .invalidValue("an empty screen", context: "size of \(context)", expected: "a width and a height above 0"),
          at: sizeNode)
      }
      let homeButton = try bool(
        try required("homeButton", in: entries, context: context), context: "homeButton of \(context)")
      let model = DeviceModel(idiom: idiom, portraitSize: size, hasHomeButton: homeButton)
      return Located(.inline(model), at: location(of: node))
    }
    let model = try name(
      node, what: "device", context: "device", allowed: DeviceCatalog.ids, value: DeviceCatalog.model(id:))
    return Located(.catalog(model), at: location(of: node))
  }

  static let windowKeys = ["root"]

  /// `window: {root: nav}`; `root` may be absent or null: a window without a root view controller.
  func decodeWindow(_ node: Node, controllers: [ControllerSpecification]) throws(ScenarioError) -> WindowSpecification {
    let entries = try mapping(node, context: "window", allowed: Self.windowKeys)
    var root: Located<String>?
    if let rootNode = entries["root"], !isNull(rootNode) {
      root = try controllerReference(rootNode, context: "the window's root", controllers: controllers)
    }
    return WindowSpecification(root: root, location: location(of: node))
  }

  func isNull(_ node: Node) -> Bool {
    if case .scalar(let scalar) = node { return scalarKind(scalar) == .null }
    return false
  }

  /// A controller id that must name a declared controller.
  func controllerReference(
    _ node: Node, context: String, controllers: [ControllerSpecification]
  ) throws(ScenarioError) -> Located<String> {
    let id = try located(node, text: context)
    guard controllers.contains(where: { $0.id == id.value }) else {
      throw error(.unknownController(id.value, context: context, known: controllers.map(\.id)), at: node)
    }
    return id
  }
}
