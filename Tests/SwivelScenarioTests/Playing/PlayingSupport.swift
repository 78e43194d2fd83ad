import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// Plays a scenario written inline. The text gets `swivel: 1` and, unless it gives them, an
/// iPhone 8 and iOS 6.0 prepended.
func play(_ body: String, ios: String = "6.0", device: String = "iphone-8") throws -> ScenarioRun {
  var text = "swivel: 1\n"
  let keys = body.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) ?? "" }
  if !keys.contains("ios") { text += "ios: \"\(ios)\"\n" }
  if !keys.contains("device") { text += "device: \(device)\n" }
  text += body
  let scenario = try ScenarioLoader().load(yaml: text, file: "test.yaml")
  return try ScenarioPlayer().play(scenario)
}

/// What loading and playing a scenario written inline (as ``play(_:ios:device:)`` writes it)
/// says: the error's text, or `loaded`.
func loadError(_ body: String, ios: String, device: String) -> String {
  do {
    _ = try play(body, ios: ios, device: device)
    return "loaded"
  } catch {
    return "\(error)"
  }
}

extension ScenarioRun {
  /// The events of one kind, in order.
  func events(named name: String) -> [TraceEvent] {
    events.filter { $0.kind.name == name }
  }

  /// The failure messages of every expectation, in order.
  var failureMessages: [String] { failures.map(\.message) }
}
