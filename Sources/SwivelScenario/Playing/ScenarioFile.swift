import SwivelCore
import SwivelKit

/// Loads and plays one scenario file: what `swivel simulate` and `swivel check` do with each file.
public enum ScenarioFile {
  /// The file, loaded and played to its end.
  ///
  /// - Parameter listingViews: whether each step's snapshot lists the views on screen, which only
  ///   pictures of the run (the html trace) read: a scenario of many views and steps costs their
  ///   product to list.
  /// - Returns: the run, or the one-line description of why the file cannot be read,
  ///   understood or played (a ``ScenarioError`` or a ``ScenarioPlayError``, naming the file,
  ///   line and column).
  public static func play(
    path: String, loader: ScenarioLoader = ScenarioLoader(), onEvent: (@Sendable (TraceEvent) -> Void)? = nil,
    listingViews: Bool = true
  ) -> Result<ScenarioRun, InputError> {
    do {
      let scenario = try loader.load(contentsOf: path)
      return .success(try ScenarioPlayer().play(scenario, onEvent: onEvent, listingViews: listingViews))
    } catch let error as ScenarioError {
      return .failure(InputError(description: error.description))
    } catch let error as ScenarioPlayError {
      return .failure(InputError(description: error.description))
    } catch {
      return .failure(InputError(description: "\(path): error: \(error)"))
    }
  }

  /// A file that cannot be read, understood or played: its message, naming the file, line and column.
  public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
  }
}
