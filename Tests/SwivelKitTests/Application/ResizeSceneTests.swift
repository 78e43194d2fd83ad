import SwivelCore
import Testing

@testable import SwivelKit

/// `Application.resizeScene(to:)`: what cannot be resized is an error that changes nothing.
@Suite struct ResizeSceneTests {
  static func mirrored(sdk: String = "27.0") throws -> Application {
    let application = Application(
      model: DeviceCatalog.model(id: "iphone-16-pro")!, infoPlist: InfoPlist(supportedInterfaceOrientations: .all),
      systemBehavior: SystemBehavior(version: try SystemVersion("27.0"), sdk: try SystemVersion(sdk)))
    application.setWindowingMode(.mirroring)
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.settle()
    return application
  }

  // WWDC26 session 278: the resizable window of iPhone Mirroring comes with the iOS 27 SDK;
  // a full-screen iPhone app has no window to resize.
  @Test func onlyAMirroredAppBuiltWithTheIOS27SDKResizes() throws {
    let fullScreen = try launchApplication(root: nil, ios: "27.0", device: "iphone-16-pro")
    #expect(throws: ApplicationError.notResizable("only iPhone Mirroring resizes an iPhone app's window")) {
      try fullScreen.resizeScene(to: Size(width: 500, height: 500))
    }
    #expect(!fullScreen.sceneHasBeenResized)
    let old = try Self.mirrored(sdk: "26.4")
    #expect(throws: ApplicationError.self) { try old.resizeScene(to: Size(width: 500, height: 500)) }
    #expect(old.keyWindow?.bounds.size == Size(width: 402, height: 874))
  }

  @Test func aWindowNeedsAPositiveFiniteSize() throws {
    let application = try Self.mirrored()
    for size in [Size(width: 0, height: 500), Size(width: 500, height: -1), Size(width: .infinity, height: 500)] {
      #expect(throws: ApplicationError.self) { try application.resizeScene(to: size) }
    }
    #expect(!application.sceneHasBeenResized)
    #expect(application.keyWindow?.bounds.size == Size(width: 402, height: 874))
    try application.resizeScene(to: Size(width: 640, height: 1000))
    #expect(application.sceneHasBeenResized)
    #expect(application.keyWindow?.bounds.size == Size(width: 640, height: 1000))
  }
}
