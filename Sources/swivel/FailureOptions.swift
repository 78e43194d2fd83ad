import ArgumentParser
import SwivelScan
import SwivelScenario

/// `--strict` and `--lenient`, shared by `scan`, `lint` and `scan-sources`: which findings fail
/// the run, over the configuration's `strict:` and `lenient:`.
struct FailureOptions: ParsableArguments {
  @Flag(help: "Report every warning as an error, so that any finding fails the run (exit status 1).")
  var strict = false

  @Flag(
    help: "Report every error as a warning, so that no finding fails the run (unless warning_threshold is reached).")
  var lenient = false

  func validate() throws {
    if strict && lenient { throw ValidationError("--strict and --lenient cannot be used together.") }
  }

  /// The configuration's policy, with the command line's mode over its own.
  func policy(_ configuration: SwivelConfiguration) -> FailurePolicy {
    var policy = configuration.failurePolicy
    if strict { policy.mode = .strict }
    if lenient { policy.mode = .lenient }
    return policy
  }
}
