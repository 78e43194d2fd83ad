import SwivelCore

/// Where a window and its root view sit for one interface orientation, in one era.
///
/// A pure value, so a rotation can compute where things go before it moves them, and tests can
/// check the rule for every orientation and era without building a tree.
///
/// - iOS 8 and later (`SystemBehavior.WindowCoordinateSpace.interfaceOriented`): the window's
///   bounds are the screen's size in the interface orientation (swapped in landscape), with the
///   identity transform; the root view fills the window, with the identity transform.
/// - iOS 7 and earlier (`SystemBehavior.WindowCoordinateSpace.fixedPortrait`): the window keeps
///   the portrait bounds and the identity transform; the root view is turned by
///   `InterfaceOrientation.quarterTurnsFromPortrait` quarter turns about the window's centre,
///   with bounds of the interface-oriented size (swapped in landscape), so its frame covers the
///   window.
///
/// Sources: seed 000 ("When the user interface rotates, the window is resized to match the new
/// orientation. The window adjusts the frame of its root view controller"); Apple, "View
/// Controller Advancements in iOS 8" (WWDC 2014, session 214) for the interface-oriented
/// coordinate space from iOS 8, as `SystemBehavior.windowCoordinateSpace` records.
public struct WindowGeometry: Hashable, Sendable {
  /// The interface orientation it is the geometry of: never `unknown`.
  public let interfaceOrientation: InterfaceOrientation
  /// The window's bounds (origin zero).
  public var windowBounds: Rect
  /// The window's center in screen coordinates: the middle of the screen.
  public var windowCenter: Point
  /// The root view's bounds size.
  public var rootViewSize: Size
  /// The root view's center in the window's coordinates: the window's middle.
  public var rootViewCenter: Point
  /// The root view's transform: the identity from iOS 8; the rotation from portrait before.
  public var rootViewTransform: AffineTransform

  /// The geometry for a screen, an orientation and an era's coordinate space.
  ///
  /// - Parameters:
  ///   - portraitScreenSize: the screen's size upright in portrait (`DeviceModel.portraitSize`).
  ///   - interfaceOrientation: the interface orientation to take.
  ///   - coordinateSpace: the era's answer, `SystemBehavior.windowCoordinateSpace`.
  /// - Throws: ``WindowError/unknownInterfaceOrientation`` for `InterfaceOrientation.unknown`.
  public init(
    portraitScreenSize: Size,
    interfaceOrientation: InterfaceOrientation,
    coordinateSpace: SystemBehavior.WindowCoordinateSpace
  ) throws(WindowError) {
    guard let quarterTurns = interfaceOrientation.quarterTurnsFromPortrait else {
      throw .unknownInterfaceOrientation
    }
    self.init(portraitScreenSize, interfaceOrientation, quarterTurns: quarterTurns, coordinateSpace)
  }

  /// The geometry of a scene of `sceneSize` in the interface orientation (the screen's size
  /// turned, or a window apart from the screen: ``Window/size(in:)``): the window's bounds are
  /// `sceneSize`.
  ///
  /// - Throws: ``WindowError/unknownInterfaceOrientation`` for `InterfaceOrientation.unknown`.
  public init(
    sceneSize: Size,
    interfaceOrientation: InterfaceOrientation,
    coordinateSpace: SystemBehavior.WindowCoordinateSpace
  ) throws(WindowError) {
    guard let quarterTurns = interfaceOrientation.quarterTurnsFromPortrait else {
      throw .unknownInterfaceOrientation
    }
    // The same rule with the scene's size upright: swapped back in landscape.
    let upright = interfaceOrientation.isLandscape ? sceneSize.swapped : sceneSize
    self.init(upright, interfaceOrientation, quarterTurns: quarterTurns, coordinateSpace)
  }

  /// The portrait geometry, which always exists.
  public static func portrait(
    portraitScreenSize: Size, coordinateSpace: SystemBehavior.WindowCoordinateSpace
  ) -> WindowGeometry {
    WindowGeometry(portraitScreenSize, .portrait, quarterTurns: 0, coordinateSpace)
  }

  private init(
    _ portraitScreenSize: Size, _ interfaceOrientation: InterfaceOrientation, quarterTurns: Int,
    _ coordinateSpace: SystemBehavior.WindowCoordinateSpace
  ) {
    self.interfaceOrientation = interfaceOrientation
    let orientedSize = interfaceOrientation.isLandscape ? portraitScreenSize.swapped : portraitScreenSize
    switch coordinateSpace {
    case .interfaceOriented:
      windowBounds = Rect(origin: .zero, size: orientedSize)
      rootViewTransform = .identity
    case .fixedPortrait:
      windowBounds = Rect(origin: .zero, size: portraitScreenSize)
      rootViewTransform = AffineTransform(quarterTurns: quarterTurns)
    }
    windowCenter = windowBounds.center
    rootViewSize = orientedSize
    rootViewCenter = windowBounds.center
  }

  /// The geometry with the root view shrunk from the interface's top by `height` points, as a
  /// view controller's view below the status bar: the same window, a shorter root view whose
  /// center moves down (in the interface's sense) by half of it.
  public func insettingRootView(fromTop height: Double) -> WindowGeometry {
    guard height > 0 else { return self }
    var geometry = self
    geometry.rootViewSize = Size(width: rootViewSize.width, height: max(0, rootViewSize.height - height))
    // The interface's "down" in window coordinates is the transform applied to (0, 1).
    let down = (x: rootViewTransform.c, y: rootViewTransform.d)
    geometry.rootViewCenter = Point(
      x: rootViewCenter.x + down.x * height / 2, y: rootViewCenter.y + down.y * height / 2)
    return geometry
  }

  /// The root view's frame in the window: the window's bounds in both eras.
  public var rootViewFrame: Rect {
    let width = abs(rootViewTransform.a) * rootViewSize.width + abs(rootViewTransform.c) * rootViewSize.height
    let height = abs(rootViewTransform.b) * rootViewSize.width + abs(rootViewTransform.d) * rootViewSize.height
    return Rect(x: rootViewCenter.x - width / 2, y: rootViewCenter.y - height / 2, width: width, height: height)
  }
}
