import SwivelCore

/// The `NSError` UIKit hands to `requestGeometryUpdate(_:errorHandler:)`'s handler when it refuses
/// the request: nothing is raised and the app goes on.
///
/// Texts as UIKit gives them (quoted in capawesome-team/capacitor-plugins#100 and
/// ionic-team/capacitor-plugins#2100 for the first, getsentry/SnapshotPreviews#161 and WebKit
/// PR 9349 for the second).
public struct GeometryRequestError: Hashable, Sendable, CustomStringConvertible {
  /// `UISceneErrorDomain`.
  public var domain: String
  /// 101 for both refusals UIKit documents in practice.
  public var code: Int
  /// The error's `localizedDescription`.
  public var message: String

  /// An error as given.
  public init(domain: String = "UISceneErrorDomain", code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// None of the requested orientations is one the deciding controller (and the app) allow.
  /// Orientations are named in UIKit's short form and joined with ", ".
  public static func notSupported(
    requested: InterfaceOrientationMask, supported: InterfaceOrientationMask
  ) -> GeometryRequestError {
    GeometryRequestError(
      code: 101,
      message:
        "None of the requested orientations are supported by the view controller. Requested: \(list(requested)); Supported: \(list(supported))"
    )
  }

  /// The app is in a windowing mode that does not allow programmatic changes (iPad split view,
  /// slide over, Stage Manager, windowed apps).
  public static let windowingMode = GeometryRequestError(
    code: 101, message: "The current windowing mode does not allow for programmatic changes to interface orientation.")

  private static func list(_ mask: InterfaceOrientationMask) -> String {
    mask.orientations.map(\.name).joined(separator: ", ")
  }

  /// As Foundation prints an `NSError`.
  public var description: String { "Error Domain=\(domain) Code=\(code) \"\(message)\"" }
}
