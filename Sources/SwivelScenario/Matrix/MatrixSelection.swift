import Foundation
import SwivelCore

/// What `swivel matrix` plays a scenario on: every device of its family, from its `ios:` to the
/// newest era, unless `--devices` and `--ios` narrow it.
public struct MatrixSelection: Hashable, Sendable {
  /// The devices to play on (`--devices`), in catalog order; `nil`: every device of the catalog.
  public var devices: [DeviceModel]?
  /// The iOS versions to play (`--ios 15.0...26.0`); `nil`: from the scenario's `ios:` to the newest.
  public var versions: ClosedRange<SystemVersion>?
  /// The SDKs to build each scenario with, each played as a grid of its own (`--sdk 26,27`), in
  /// the order given; `nil`: each scenario as written (its `sdk:`, else the SDK of each era).
  public var sdks: [SystemVersion]?

  /// A selection of the given devices, versions and SDKs.
  public init(
    devices: [DeviceModel]? = nil, versions: ClosedRange<SystemVersion>? = nil, sdks: [SystemVersion]? = nil
  ) {
    self.devices = devices
    self.versions = versions
    self.sdks = sdks
  }

  /// A selection from the command line's words.
  ///
  /// - Parameters:
  ///   - deviceIDs: catalog ids, each argument holding one or several separated by commas; empty:
  ///     every device.
  ///   - versions: `15.0...26.0`, or one version (`17.4`) for that era alone; `nil`: from the
  ///     scenario's `ios:` to the newest.
  /// - Throws: ``MatrixSelectionError`` for an id the catalog does not know, a version Swivel does
  ///   not reproduce, a range that is not one, or an empty one.
  ///   - sdks: SDK versions separated by commas (`26,27`, `26.2,27.1`; a bare major is its `.0`);
  ///     `nil`: each scenario as written.
  public init(deviceIDs: [String], versions: String?, sdks: String? = nil) throws(MatrixSelectionError) {
    if !deviceIDs.isEmpty {
      var wanted: Set<String> = []
      for argument in deviceIDs {
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
          let id = part.trimmingCharacters(in: .whitespaces)
          guard !id.isEmpty else { throw .emptyDeviceID(argument) }
          guard DeviceCatalog.model(id: id) != nil else {
            throw .unknownDevice(id, suggestion: NearestName.device(for: id))
          }
          wanted.insert(id)
        }
      }
      devices = DeviceCatalog.all.filter { wanted.contains($0.id) }
    }
    if let versions { self.versions = try Self.range(versions) }
    if let sdks {
      var list: [SystemVersion] = []
      for part in sdks.split(separator: ",", omittingEmptySubsequences: false) {
        let text = part.trimmingCharacters(in: .whitespaces)
        do {
          let version = try SystemVersion(text)
          if !list.contains(version) { list.append(version) }
        } catch {
          throw .sdk(sdks, error)
        }
      }
      self.sdks = list
    }
  }

  /// `15.0...26.0`, or one version.
  static func range(_ text: String) throws(MatrixSelectionError) -> ClosedRange<SystemVersion> {
    let parts = text.components(separatedBy: "...")
    guard parts.count <= 2 else { throw .malformedRange(text) }
    var bounds: [SystemVersion] = []
    for part in parts {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { throw .malformedRange(text) }
      do {
        bounds.append(try SystemVersion(trimmed))
      } catch {
        throw .version(text, error)
      }
    }
    let lower = bounds[0]
    let upper = bounds.count == 2 ? bounds[1] : lower
    guard lower <= upper else { throw .emptyRange(text) }
    return lower...upper
  }
}

/// Why `--devices` or `--ios` cannot be used: a usage error (exit status 2).
public enum MatrixSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An id the catalog does not know, with the id it may have meant.
  case unknownDevice(String, suggestion: String?)
  /// An empty id (`--devices iphone-8,,ipad-9.7`), in the argument given.
  case emptyDeviceID(String)
  /// A range that is not `X.Y...Z.W`.
  case malformedRange(String)
  /// A range whose lower bound is above its upper bound.
  case emptyRange(String)
  /// A bound that is no version Swivel reproduces.
  case version(String, SystemVersionError)
  /// An SDK of `--sdk` that is no version Swivel knows.
  case sdk(String, SystemVersionError)

  public var description: String {
    switch self {
    case .unknownDevice(let id, let suggestion):
      "--devices: '\(id)' is not a device of the catalog"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; `swivel devices` lists the ids"
    case .emptyDeviceID(let argument):
      "--devices: '\(argument)' has an empty id; expected catalog ids separated by commas, such as iphone-8,ipad-9.7"
    case .malformedRange(let text):
      "--ios: '\(text)' is not a range of iOS versions; expected two versions joined by '...', such as 15.0...26.0, or one version"
    case .emptyRange(let text):
      "--ios: '\(text)' is an empty range: its first version is after its last"
    case .version(let text, let error):
      "--ios: '\(text)': \(error)"
    case .sdk(let text, let error):
      "--sdk: '\(QuotedInput.shortened(text))': \(error); expected SDK versions separated by commas, such as 26,27"
    }
  }
}
