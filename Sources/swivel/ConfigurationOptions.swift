import ArgumentParser
import Foundation
import SwivelScan

/// `--config FILE` and `--no-config`, shared by `scan`, `lint` and `rules`: which `.swivel.yml`
/// applies.
struct ConfigurationOptions: ParsableArguments {
  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "The configuration file to use, in place of the .swivel.yml found from the path upward.", valueName: "file"))
  var file: String?

  @Flag(name: .customLong("no-config"), help: "Use no configuration file, even if one is found.")
  var disabled = false

  func validate() throws {
    if file != nil && disabled { throw ValidationError("--config and --no-config cannot be used together.") }
  }

  /// The configuration: the file `--config` names, else the nearest `.swivel.yml` from `path`
  /// upward, else none. One that cannot be read or understood is printed on standard error, and
  /// the command exits with status 2.
  func load(near path: String) throws -> SwivelConfiguration {
    guard !disabled, let found = file ?? SwivelConfiguration.find(from: path) else {
      return SwivelConfiguration()
    }
    do throws(ConfigurationError) {
      return try SwivelConfiguration.load(contentsOf: found)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
