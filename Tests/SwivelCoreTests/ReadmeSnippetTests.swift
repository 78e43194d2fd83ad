import SwivelCore
import Testing

/// The usage snippet of README.md ("Usage"), compiled and checked. Keep the two in step: the
/// lines between the markers are the README's code, character for character
/// (``ReadmeTests`` checks it); the expectations after them check the values its comments promise.
///
/// This file imports only SwivelCore, as the snippet does: with Foundation imported too,
/// `AffineTransform` would be ambiguous.
@Suite("README")
struct ReadmeSnippetTests {
  @Test("the README's usage snippet compiles and its comments are true")
  func usageSnippet() throws {
    // README snippet begins
    // The device turns with its Home button on the right; the interface then shows landscapeRight.
    let device = DeviceOrientation.landscapeLeft
    let interface = device.interfaceOrientation  // .landscapeRight

    // Masks carry UIKit's bits and intersect as UIKit's do.
    let app = InterfaceOrientationMask.allButUpsideDown  // rawValue 26
    let controller: InterfaceOrientationMask = [.portrait, .landscapeLeft]
    let allowed = app.intersection(controller)  // [portrait, landscapeLeft]

    // The device catalog: screen size and size classes per interface orientation.
    let phone = DeviceCatalog.model(id: "iphone-15-pro-max")!
    let size = phone.screenSize(in: .landscapeRight)  // 932×430 points
    let classes = phone.sizeClasses(in: .landscapeRight)  // regular/compact

    // Names both ways: Info.plist strings, and UIKit's exception texts.
    let fromPlist = InterfaceOrientation(infoPlistName: "UIInterfaceOrientationLandscapeLeft")  // .landscapeLeft
    let reason = InterfaceOrientationMask.landscape.exceptionDescription  // "landscapeLeft, landscapeRight"

    // Exact quarter turns: four of them make exactly the identity.
    var transform = AffineTransform.identity
    for _ in 0..<4 { transform = transform.rotated(quarterTurns: 1) }
    // transform == .identity
    // README snippet ends

    #expect(interface == .landscapeRight)
    #expect(app.rawValue == 26)
    #expect(allowed == [.portrait, .landscapeLeft])
    #expect(allowed.description == "[portrait, landscapeLeft]")
    #expect(size == Size(width: 932, height: 430))
    #expect(size.description == "932×430")
    #expect(classes.description == "regular/compact")
    #expect(fromPlist == .landscapeLeft)
    #expect(reason == "landscapeLeft, landscapeRight")
    #expect(transform == .identity)
  }
}
