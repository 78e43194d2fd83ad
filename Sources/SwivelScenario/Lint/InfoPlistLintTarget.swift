import SwivelCore

/// The device and era an Info.plist given alone is linted for: `swivel lint --device ID --ios X.Y`.
///
/// Without a device, the file is linted on the families of its `UIDeviceFamily` (see
/// ``LintSubject/init(infoPlist:idioms:device:behavior:)``); with one, on that device alone, its
/// idiom and its hardware (no upside down on an iPhone without a Home button). The era is the one
/// given, else the newest the device ran, else the newest Swivel knows.
public struct InfoPlistLintTarget: Hashable, Sendable {
  /// The device to lint for; `nil` for the families the file declares.
  public var device: DeviceModel?
  /// The era to lint in.
  public var behavior: SystemBehavior

  /// A target with the given device and era; by default the file's families and the newest era.
  public init(device: DeviceModel? = nil, behavior: SystemBehavior = .newest) {
    self.device = device
    self.behavior = behavior
  }

  /// The target named by `--device`, `--ios` and `--sdk`, each optional.
  ///
  /// - Parameters:
  ///   - deviceID: a device catalog id (`iphone-15`); `nil` for the file's families.
  ///   - iOSVersion: an iOS version (`"17.4"`); `nil` for the newest the device ran (the newest
  ///     Swivel knows without a device).
  ///   - sdk: the iOS SDK the app is built with (`"26.2"`); `nil` for the iOS version's own.
  /// - Throws: ``InfoPlistLintTargetError`` for an unknown device, a version Swivel does not
  ///   reproduce, or a device that never ran the version.
  public init(deviceID: String?, iOSVersion: String?, sdk: String? = nil) throws(InfoPlistLintTargetError) {
    var device: DeviceModel?
    if let deviceID {
      guard let model = DeviceCatalog.model(id: deviceID) else {
        throw .unknownDevice(QuotedInput.shortened(deviceID), suggestion: NearestName.device(for: deviceID))
      }
      device = model
    }
    let behavior: SystemBehavior
    if let iOSVersion {
      do throws(SystemVersionError) {
        behavior = try SystemBehavior(iOSVersion: iOSVersion)
      } catch {
        throw .version(error)
      }
    } else if let device, !device.ran(.newest), let last = device.systemMajorVersions?.upperBound,
      let version = SystemVersion.lastRelease(ofMajor: last)
    {
      behavior = SystemBehavior(version: version)
    } else {
      behavior = .newest
    }
    if let device, !device.ran(behavior.version) {
      throw .deviceNeverRan(device, behavior)
    }
    guard let sdk else {
      self.init(device: device, behavior: behavior)
      return
    }
    do throws(SystemVersionError) {
      self.init(device: device, behavior: behavior.builtWith(sdk: try SystemVersion(sdk)))
    } catch {
      throw .sdk(error)
    }
  }
}

/// Why `--device` or `--ios` cannot be used.
public enum InfoPlistLintTargetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No catalog device has the id; the nearest id, if it is close.
  case unknownDevice(String, suggestion: String?)
  /// The version is malformed or one Swivel does not reproduce.
  case version(SystemVersionError)
  /// No model of the device ran the era's version.
  case deviceNeverRan(DeviceModel, SystemBehavior)
  /// The SDK version is malformed or one Swivel does not know.
  case sdk(SystemVersionError)

  public var description: String {
    switch self {
    case .unknownDevice(let id, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "--device: unknown device '\(id)'\(hint); `swivel devices` lists the ids"
    case .version(let error):
      return "--ios: \(error)"
    case .sdk(let error):
      return "--sdk: \(error)"
    case .deviceNeverRan(let device, let behavior):
      let range = device.systemMajorVersions.map { " ran iOS \($0.lowerBound) to \($0.upperBound), and" } ?? ""
      return
        "--device \(device.id) (\(device.name))\(range) never ran \(behavior); give an --ios it ran, or another device"
    }
  }
}
