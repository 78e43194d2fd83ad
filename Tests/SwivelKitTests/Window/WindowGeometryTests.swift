import SwivelCore
import Testing

@testable import SwivelKit

@Suite("WindowGeometry")
struct WindowGeometryTests {
  static let screen = Size(width: 320, height: 480)

  // iOS 8 and later (SystemBehavior.windowCoordinateSpace, WWDC 2014 session 214): the window's
  // bounds follow the interface orientation, no transforms; the root view fills the window
  // (seed 000: "the window is resized to match the new orientation").
  @Test(
    "From iOS 8 the window takes the interface-oriented size and the root view fills it",
    arguments: zip(
      [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft],
      [
        Size(width: 320, height: 480), Size(width: 320, height: 480), Size(width: 480, height: 320),
        Size(width: 480, height: 320),
      ]
    ))
  func interfaceOriented(orientation: InterfaceOrientation, size: Size) throws {
    let geometry = try WindowGeometry(
      portraitScreenSize: Self.screen, interfaceOrientation: orientation, coordinateSpace: .interfaceOriented)
    #expect(geometry.windowBounds == Rect(origin: .zero, size: size))
    #expect(geometry.windowCenter == Point(x: size.width / 2, y: size.height / 2))
    #expect(geometry.rootViewTransform == .identity)
    #expect(geometry.rootViewSize == size)
    #expect(geometry.rootViewCenter == geometry.windowCenter)
    #expect(geometry.rootViewFrame == geometry.windowBounds)
  }

  // iOS 7 and earlier (SystemBehavior.WindowCoordinateSpace.fixedPortrait): the window stays
  // portrait; the root view turns by InterfaceOrientation.quarterTurnsFromPortrait (landscapeRight
  // +90°, upside down 180°, landscapeLeft −90°), exactly, with swapped bounds in landscape.
  @Test(
    "Up to iOS 7 the window stays portrait and the root view turns with swapped bounds",
    arguments: zip(
      [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft],
      [
        (AffineTransform.identity, Size(width: 320, height: 480)),
        (AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0), Size(width: 320, height: 480)),
        (AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), Size(width: 480, height: 320)),
        (AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0), Size(width: 480, height: 320)),
      ]
    ))
  func fixedPortrait(orientation: InterfaceOrientation, expected: (AffineTransform, Size)) throws {
    let geometry = try WindowGeometry(
      portraitScreenSize: Self.screen, interfaceOrientation: orientation, coordinateSpace: .fixedPortrait)
    #expect(geometry.windowBounds == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(geometry.rootViewTransform == expected.0)
    #expect(geometry.rootViewSize == expected.1)
    #expect(geometry.rootViewCenter == Point(x: 160, y: 240))
    #expect(geometry.rootViewFrame == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test(
    "The unknown orientation has no geometry: a typed error",
    arguments: [
      SystemBehavior.WindowCoordinateSpace.interfaceOriented, .fixedPortrait,
    ])
  func unknown(space: SystemBehavior.WindowCoordinateSpace) {
    #expect(throws: WindowError.unknownInterfaceOrientation) {
      try WindowGeometry(portraitScreenSize: Self.screen, interfaceOrientation: .unknown, coordinateSpace: space)
    }
    #expect(WindowError.unknownInterfaceOrientation.description.contains("'unknown'"))
  }
}
