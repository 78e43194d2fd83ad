import SwivelCore

/// The device a scenario runs on (`device:`): a catalog id, or a device described inline.
public enum DeviceSpecification: Hashable, Sendable {
  /// A device of the `DeviceCatalog`, by id: `device: iphone-8`.
  case catalog(DeviceModel)
  /// A device described inline: `device: {idiom: phone, size: [375, 667], homeButton: true}`.
  case inline(DeviceModel)

  /// The device's model, whichever way it was given.
  public var model: DeviceModel {
    switch self {
    case .catalog(let model), .inline(let model): model
    }
  }
}
