import SwivelCore
import Testing

@testable import SwivelKit

/// Apple, `wantsFullScreenLayout` (iOS 3.0–7.0): "When a view controller presents its view, it
/// normally shrinks that view so that its frame does not overlap the device's status bar.
/// Setting this property to true causes the view controller to size its view so that it fills
/// the entire screen". From iOS 7 views extend under the status bar.
@Suite struct StatusBarInsetTests {
  final class FullScreenController: TestController {
    override var wantsFullScreenLayout: Bool { true }
  }

  @Test func upToIOS6TheRootViewStartsBelowTheStatusBar() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "6.0")
    let window = try #require(application.keyWindow)
    #expect(root.view.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    // Turned, the status bar runs along the interface's top. For landscapeRight the device is
    // turned a quarter counterclockwise (its Home button on the right), so the interface's top
    // is the portrait screen's right edge; UIKit turns the root view by +90° there, in those
    // eras' fixed-portrait window coordinates. For landscapeLeft, the left edge.
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(root.view.bounds.size == Size(width: 667, height: 355))
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 355, height: 667))
    #expect(window.bounds.size == Size(width: 375, height: 667))
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(root.view.frame == Rect(x: 20, y: 0, width: 355, height: 667))
  }

  @Test(arguments: ["7.0", "17.0"])
  func fromIOS7ViewsExtendUnderTheStatusBar(ios: String) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: ios)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(application.keyWindow?.rootViewTopInset == 0)
  }

  @Test func aControllerThatWantsFullScreenLayoutFillsTheScreen() throws {
    let root = FullScreenController(identifier: "root")
    let application = try launchApplication(root: root, ios: "6.0")
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    // A presented controller gets its own inset, and the presenter's comes back with its view.
    let sheet = TestController(identifier: "sheet")
    sheet.modalPresentationStyle = .fullScreen
    try root.present(sheet, animated: false)
    #expect(sheet.view.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    try root.dismiss(animated: false)
    #expect(application.keyWindow?.rootViewTopInset == 0)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }
}

/// Sheets on iPad up to iOS 12 (Apple's description of `pageSheet` then: "the height of the
/// presented view is set to the height of the screen and the width is set to the width of the
/// screen in a portrait orientation"; `formSheet`: "Centered on and smaller than the screen",
/// 540×620 points by default). From iOS 13 the cards' sizes vary by device and Swivel fills.
@Suite struct SheetSizeTests {
  private func presented(_ style: ModalPresentationStyle, ios: String, turnFirst: Bool) throws -> (
    TestController, Application
  ) {
    let root = TestController(identifier: "root")
    root.supported = .all
    let application = try launchApplication(root: root, ios: ios, device: "ipad-9.7")
    if turnFirst {
      application.device.receiveSensedOrientation(.landscapeLeft)
      application.runLoop.settle()
    }
    let sheet = TestController(identifier: "sheet")
    sheet.modalPresentationStyle = style
    try root.present(sheet, animated: false)
    return (sheet, application)
  }

  @Test func aFormSheetIsCentredAndStaysCentredAsTheScreenTurns() throws {
    let (sheet, application) = try presented(.formSheet, ios: "12.0", turnFirst: false)
    #expect(sheet.view.frame == Rect(x: 114, y: 202, width: 540, height: 620))
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(sheet.view.frame == Rect(x: 242, y: 74, width: 540, height: 620))
  }

  @Test func aPageSheetHasThePortraitWidthAndTheScreensHeight() throws {
    let (sheet, _) = try presented(.pageSheet, ios: "9.0", turnFirst: true)
    #expect(sheet.view.frame == Rect(x: 128, y: 0, width: 768, height: 768))
    let (portraitSheet, _) = try presented(.pageSheet, ios: "9.0", turnFirst: false)
    #expect(portraitSheet.view.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
  }

  @Test func fromIOS13ASheetFillsWhatItCovers() throws {
    let (sheet, _) = try presented(.formSheet, ios: "13.0", turnFirst: false)
    #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 768, height: 1024))
  }

  // Up to iOS 6 the sheet sits in the root view, below the status bar.
  @Test func upToIOS6TheSheetIsCentredBelowTheStatusBar() throws {
    let (sheet, _) = try presented(.formSheet, ios: "6.0", turnFirst: false)
    #expect(sheet.view.frame == Rect(x: 114, y: 192, width: 540, height: 620))
  }
}
