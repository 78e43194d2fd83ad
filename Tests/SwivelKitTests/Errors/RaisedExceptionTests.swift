import Foundation
import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct RaisedExceptionTests {
  // Crash logs print UIKit's exception names as these strings (phoboslab/Ejecta#236:
  // "uncaught exception 'UIApplicationInvalidInterfaceOrientation'"); NSInvalidArgumentException and
  // NSInternalInconsistencyException are Foundation's names.
  @Test(
    arguments: zip(
      RaisedException.Name.allCases,
      ["UIApplicationInvalidInterfaceOrientation", "NSInvalidArgumentException", "NSInternalInconsistencyException"]
    )
  )
  func namesKeepUIKitsStrings(name: RaisedException.Name, expected: String) {
    #expect(name.rawValue == expected)
    #expect(name.description == expected)
  }

  @Test func orientationExceptionNameMatchesTheEra() {
    #expect(
      RaisedException.Name.invalidInterfaceOrientation.rawValue
        == SystemBehavior.invalidInterfaceOrientationExceptionName)
  }

  // The line UIKit prints for an uncaught exception (jamonholmgren/ProMotion#607).
  @Test func descriptionIsTheCrashLogLine() {
    let exception = RaisedException(
      name: .invalidInterfaceOrientation,
      reason: "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
    #expect(
      exception.description
        == "*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: 'preferredInterfaceOrientationForPresentation must return a supported interface orientation!'"
    )
  }

  @Test(arguments: zip(["7.1", "8.0"], [false, true]))
  func noCommonOrientationUsesTheErasText(version: String, namesClass: Bool) throws {
    let exception = RaisedException.noCommonOrientation(
      controllerClassName: "PUUIAlbumListViewController", era: try SystemBehavior(iOSVersion: version))
    #expect(exception.name == .invalidInterfaceOrientation)
    #expect(exception.reason.contains("[PUUIAlbumListViewController shouldAutorotate]") == namesClass)
  }

  @Test func preferredOrientationUsesTheErasText() throws {
    let exception = RaisedException.preferredOrientationNotSupported(
      .portrait, supported: .landscape, era: try SystemBehavior(iOSVersion: "13.0"))
    #expect(
      exception.reason
        == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
    )
  }

  // The trace's `error` event carries `name` and `reason` (spec section 7).
  @Test func encodesNameAndReason() throws {
    let exception = RaisedException(
      name: .invalidArgument, reason: "Application tried to present modally an active controller")
    let data = try JSONEncoder().encode(exception)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    #expect(
      object == [
        "name": "NSInvalidArgumentException", "reason": "Application tried to present modally an active controller",
      ])
    #expect(try JSONDecoder().decode(RaisedException.self, from: data) == exception)
  }

  @Test func unknownNameDoesNotDecode() {
    let data = Data(#"{"name": "UIBogusException", "reason": "x"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(RaisedException.self, from: data) }
  }
}
