import Foundation

/// Where the tests run: on a developer's machine, or in CI, where `.ci/run` sets `CI` (as GitHub
/// Actions, GitLab CI and most others do) and installs every tool a test needs.
enum TestEnvironment {
  /// Whether `CI` is set to anything but nothing, `0` or `false`.
  static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// Whether this run is in CI.
  static let isInCI = isCI()
}
