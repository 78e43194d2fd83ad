import SwivelCore
import SwivelKit

/// What an Info.plist file says about orientation, as written: the lists in their order
/// (duplicates kept, for lint), the file they came from, and the typed value SwivelKit runs on.
///
/// Made by ``InfoPlistReader/load(contentsOf:)``. An absent key is `nil`; an empty list is `[]`.
public struct InfoPlistFile: Hashable, Sendable {
  /// The file's path, as it was given to the reader.
  public var path: String
  /// `UISupportedInterfaceOrientations`, in the order listed.
  public var supportedInterfaceOrientations: [InterfaceOrientation]?
  /// `UISupportedInterfaceOrientations~ipad`, in the order listed.
  public var supportedInterfaceOrientationsPad: [InterfaceOrientation]?
  /// `UISupportedInterfaceOrientations~iphone`, in the order listed.
  public var supportedInterfaceOrientationsPhone: [InterfaceOrientation]?
  /// `UIInterfaceOrientation`.
  public var interfaceOrientation: InterfaceOrientation?
  /// `UIRequiresFullScreen`.
  public var requiresFullScreen: Bool?
  /// `UIDeviceFamily`: the idioms the app runs on (1: iPhone, 2: iPad; other families are no
  /// concern of Swivel); `nil` when absent, which means iPhone only (Apple, Information Property
  /// List Key Reference, `UIDeviceFamily`: "1 (Default) The app runs on iPhone and iPod touch devices").
  public var deviceFamily: Set<UserInterfaceIdiom>?

  public init(
    path: String,
    supportedInterfaceOrientations: [InterfaceOrientation]? = nil,
    supportedInterfaceOrientationsPad: [InterfaceOrientation]? = nil,
    supportedInterfaceOrientationsPhone: [InterfaceOrientation]? = nil,
    interfaceOrientation: InterfaceOrientation? = nil,
    requiresFullScreen: Bool? = nil,
    deviceFamily: Set<UserInterfaceIdiom>? = nil
  ) {
    self.path = path
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
    self.supportedInterfaceOrientationsPhone = supportedInterfaceOrientationsPhone
    self.interfaceOrientation = interfaceOrientation
    self.requiresFullScreen = requiresFullScreen
    self.deviceFamily = deviceFamily
  }

  /// The typed Info.plist SwivelKit runs on: each list as a mask.
  public var infoPlist: InfoPlist {
    var byIdiom: [UserInterfaceIdiom: InterfaceOrientationMask] = [:]
    byIdiom[.pad] = supportedInterfaceOrientationsPad.map(InterfaceOrientationMask.init)
    byIdiom[.phone] = supportedInterfaceOrientationsPhone.map(InterfaceOrientationMask.init)
    return InfoPlist(
      supportedInterfaceOrientations: supportedInterfaceOrientations.map(InterfaceOrientationMask.init),
      supportedInterfaceOrientationsByIdiom: byIdiom,
      interfaceOrientation: interfaceOrientation,
      requiresFullScreen: requiresFullScreen)
  }
}
