import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct WindowsTests {
  // Apple, UIWindow.makeKeyAndVisible: the window becomes the key window.
  @Test func makingAWindowKeyAddsItOnce() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    let launchWindow = try #require(application.keyWindow)
    let other = Window(deviceModel: application.device.model, systemBehavior: application.systemBehavior)
    application.makeKeyAndVisible(other)
    application.makeKeyAndVisible(other)
    #expect(application.windows.count == 2)
    #expect(application.keyWindow === other)
    application.makeKeyAndVisible(launchWindow)
    #expect(application.keyWindow === launchWindow)
    #expect(application.windows.count == 2)
  }

  @Test func removingTheKeyWindowMakesTheLastOtherKey() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    let launchWindow = try #require(application.keyWindow)
    let other = Window(deviceModel: application.device.model, systemBehavior: application.systemBehavior)
    application.makeKeyAndVisible(other)
    application.removeWindow(other)
    #expect(application.keyWindow === launchWindow)
    application.removeWindow(launchWindow)
    #expect(application.keyWindow == nil)
    #expect(application.windows.isEmpty)
  }
}
