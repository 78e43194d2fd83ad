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
  /// the command exits with status 2. With `announce`, the file used is named on standard error
  /// (`Using the configuration App/.swivel.yml`), as SwiftLint names its own, so that a run
  /// that finds an unexpected file says so.
  ///
  /// Without `--config`, the `.swivel.yml` files below the one found (below the current folder
  /// when none is) refine it for their folders (``NestedConfigurations``).
  func load(near path: String, announce: Bool = false) throws -> SwivelConfiguration {
    guard !disabled else { return SwivelConfiguration() }
    guard let found = file ?? SwivelConfiguration.find(from: path) else {
      var none = SwivelConfiguration()
      none.nested = NestedConfigurations(root: FileManager.default.currentDirectoryPath)
      return none
    }
    do throws(ConfigurationError) {
      var configuration = try SwivelConfiguration.load(contentsOf: found)
      if file == nil { configuration.nested = NestedConfigurations(root: configuration.folder) }
      if announce { FileHandle.standardError.write(Data("Using the configuration \(Self.shown(found))\n".utf8)) }
      return configuration
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  /// Prints each nested configuration that could not be read or understood, and exits 2 when
  /// there is one, as for the configuration the run starts from.
  static func failOnNestedErrors(_ configuration: SwivelConfiguration) throws {
    let errors = configuration.nested?.errors ?? []
    guard !errors.isEmpty else { return }
    FileHandle.standardError.write(Data(errors.map { "\($0)\n" }.joined().utf8))
    throw ExitCode(2)
  }

  /// A configuration's path as the line names it: relative to the current folder when under it.
  static func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let absolute = PathFilter.absolute(path, from: current)
    let prefix = current == "/" ? "/" : current + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}

/// `--quiet`, shared by `scan`, `lint` and `scan-sources`: only the findings and errors.
struct QuietOption: ParsableArguments {
  @Flag(
    help:
      "Print only the findings (and errors): no configuration line, and in the text format no tables, notes or summary."
  )
  var quiet = false
}
