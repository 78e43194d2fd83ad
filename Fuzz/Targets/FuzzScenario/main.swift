import Foundation
import SwivelScenario

/// Scenario files, YAML and JSON: loading must give a scenario or a located `ScenarioError`, and
/// a loaded scenario must play to its end or stop with a `ScenarioPlayError`; never a crash or
/// a hang. Files the scenario names are said not to exist, so nothing is read from the disk.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  guard let scenario = try? ScenarioLoader(fileExists: { _ in false }).load(data: bytes, file: "fuzz.yaml") else {
    return 0
  }
  _ = try? ScenarioPlayer().play(scenario)
  return 0
}
