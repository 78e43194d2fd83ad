import SwivelCore

/// The view at the root of a screen's tree: it holds the root view controller's view and
/// follows the interface orientation as the era says.
///
/// A window starts in portrait, its bounds the screen's portrait size. Taking an interface
/// orientation is two steps that a rotation can separate (seed 000, "Responding to Orientation
/// Changes in a Visible View Controller", step 2): ``setBounds(for:)`` moves the window and its
/// root view to the orientation's geometry (``WindowGeometry``), which resizes the tree at once
/// by the autoresizing masks and marks the resized views as needing layout; then
/// ``View/layoutIfNeeded()`` runs their `layoutSubviews`, the root view's ``View/layoutDelegate``
/// hearing of it before and after. ``setInterfaceOrientation(_:)`` does both.
///
/// UIKit: `UIWindow`.
public final class Window: View {
  /// The screen's size upright in portrait. It changes when the scene moves to another screen
  /// (``Application/moveScene(to:)``); the window takes it with its next geometry.
  public internal(set) var portraitScreenSize: Size

  /// The window's size when the scene does not take the screen's, whatever the interface
  /// orientation: a window the user sizes (iPhone Mirroring, ``Application/resizeScene(to:)``).
  /// `nil`, the default: the screen's size in the interface orientation. The window takes it
  /// with its next geometry.
  public internal(set) var sceneSize: Size?

  /// Where the scene sits when it shares the screen on iPad (Split View at a share, Slide
  /// Over), which sizes the window per orientation when ``sceneSize`` is `nil`; `nil`: it does
  /// not share it. Set with ``setMultitaskingLayout(_:on:)``.
  public private(set) var multitaskingLayout: MultitaskingLayout?

  /// The screen's model, whose divider and Home button the layout's sizes depend on.
  private var screenModel: DeviceModel?

  /// Shares the screen of `model` as `layout` says from the next geometry on (`nil`: the whole
  /// screen).
  public func setMultitaskingLayout(_ layout: MultitaskingLayout?, on model: DeviceModel) {
    multitaskingLayout = layout
    screenModel = model
  }

  /// The window's size in an interface orientation: the scene's own, else its share of the
  /// screen, else the screen's.
  public func size(in orientation: InterfaceOrientation) -> Size {
    if let sceneSize { return sceneSize }
    if let multitaskingLayout, let screenModel {
      return multitaskingLayout.sceneSize(on: screenModel, in: orientation)
    }
    return orientation.isLandscape ? portraitScreenSize.swapped : portraitScreenSize
  }

  /// Whether the window is not the screen's size: a scene of its own size or a share.
  public var isSizedApartFromTheScreen: Bool { sceneSize != nil || multitaskingLayout != nil }

  /// The era, asked where the window's coordinates live (`SystemBehavior.windowCoordinateSpace`).
  public let systemBehavior: SystemBehavior

  /// The interface orientation the window's geometry follows. The default is portrait.
  /// UIKit: `UIWindow`'s private `_windowInterfaceOrientation`; `UIWindowScene.interfaceOrientation` from iOS 13.
  public var interfaceOrientation: InterfaceOrientation { geometry.interfaceOrientation }

  /// The geometry the window has taken: an orientation's, never `unknown`'s.
  public private(set) var geometry: WindowGeometry

  /// Points the root view leaves at the interface's top for the status bar: 20 up to iOS 6 for a
  /// controller that does not want full-screen layout (``ViewController/wantsFullScreenLayout``),
  /// else 0. The application sets it as it installs a controller's view.
  public var rootViewTopInset: Double = 0 {
    didSet {
      guard rootViewTopInset != oldValue, let rootView, rootView.superview === self else { return }
      place(rootView, geometry)
    }
  }

  /// The root view controller's view, placed and turned by the window; `nil` until someone
  /// installs one with ``setRootView(_:)``.
  public private(set) var rootView: View?

  /// A window covering a screen of the given portrait size, in portrait, for an era.
  ///
  /// - Parameters:
  ///   - portraitScreenSize: the screen's size upright in portrait, in points.
  ///   - systemBehavior: the era.
  public init(portraitScreenSize: Size, systemBehavior: SystemBehavior) {
    self.portraitScreenSize = portraitScreenSize
    self.systemBehavior = systemBehavior
    geometry = .portrait(portraitScreenSize: portraitScreenSize, coordinateSpace: systemBehavior.windowCoordinateSpace)
    super.init(frame: Rect(origin: .zero, size: portraitScreenSize))
  }

  /// A window covering the device's screen, in portrait, for an era.
  public convenience init(deviceModel: DeviceModel, systemBehavior: SystemBehavior) {
    self.init(portraitScreenSize: deviceModel.portraitSize, systemBehavior: systemBehavior)
  }

  /// Installs the root view controller's view: the previous root view leaves the window first,
  /// then the new one is added on top and placed for the current interface orientation (filling
  /// the window; turned on iOS 7 and earlier). `nil` removes the root view.
  ///
  /// Apple, `UIWindow.rootViewController`: "The new content view is configured to track the
  /// window size, changing as the window size changes. If the window has an existing view
  /// hierarchy, the old views are removed before the new ones are installed."
  ///
  /// UIKit: what `UIWindow.rootViewController`'s setter does with the controller's view.
  ///
  /// - Throws: ``ViewError/cannotAddSelfAsSubview`` if the view is the window itself,
  ///   ``ViewError/cannotAddAncestorAsSubview`` if it holds the window; nothing changes then.
  public func setRootView(_ view: View?) throws(ViewError) {
    if let view {
      if view === self { throw .cannotAddSelfAsSubview }
      if isDescendant(of: view) { throw .cannotAddAncestorAsSubview }
    }
    if let previous = rootView, previous !== view, previous.superview === self { previous.removeFromSuperview() }
    rootView = view
    guard let view else { return }
    try addSubview(view)
    place(view, geometry)
  }

  /// Makes a view the caller knows is not the window nor holds it (a controller's view, a root
  /// view kept while a presentation covered it) the root view: ``setRootView(_:)`` with no error
  /// to handle and nothing that can trap. A view it refuses changes nothing, as there.
  package func setKnownRootView(_ view: View?) {
    try? setRootView(view)
  }

  /// The geometry of this window for an interface orientation, in its era.
  ///
  /// - Throws: ``WindowError/unknownInterfaceOrientation`` for `InterfaceOrientation.unknown`.
  public func geometry(for orientation: InterfaceOrientation) throws(WindowError) -> WindowGeometry {
    // The screen's size, the scene's own or its share: one rule for the three.
    try WindowGeometry(
      sceneSize: size(in: orientation), interfaceOrientation: orientation,
      coordinateSpace: systemBehavior.windowCoordinateSpace)
  }

  /// Takes an interface orientation's geometry without laying out: the window's bounds (from
  /// iOS 8) and the root view's bounds, center and transform change, the tree is autoresized at
  /// once, and the views whose size changed need layout. Call ``View/layoutIfNeeded()`` next.
  ///
  /// - Throws: ``WindowError/unknownInterfaceOrientation`` for `InterfaceOrientation.unknown`;
  ///   nothing changes then.
  public func setBounds(for orientation: InterfaceOrientation) throws(WindowError) {
    take(try geometry(for: orientation))
  }

  /// Takes a geometry without laying out, as ``setBounds(for:)`` does: made by
  /// ``geometry(for:)``, it cannot be `unknown`'s, so this cannot fail.
  public func take(_ geometry: WindowGeometry) {
    self.geometry = geometry
    center = geometry.windowCenter
    bounds = geometry.windowBounds
    if let rootView, rootView.superview === self { place(rootView, geometry) }
  }

  /// Takes an interface orientation: ``setBounds(for:)``, then ``View/layoutIfNeeded()``.
  ///
  /// - Throws: ``WindowError/unknownInterfaceOrientation`` for `InterfaceOrientation.unknown`;
  ///   nothing changes then.
  public func setInterfaceOrientation(_ orientation: InterfaceOrientation) throws(WindowError) {
    try setBounds(for: orientation)
    layoutIfNeeded()
  }

  /// Puts the root view where the geometry says, keeping its bounds origin.
  private func place(_ view: View, _ geometry: WindowGeometry) {
    let geometry = geometry.insettingRootView(fromTop: rootViewTopInset)
    view.transform = geometry.rootViewTransform
    view.center = geometry.rootViewCenter
    view.bounds = Rect(origin: view.bounds.origin, size: geometry.rootViewSize)
  }
}
