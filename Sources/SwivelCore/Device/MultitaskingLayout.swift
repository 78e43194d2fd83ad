/// The share of the screen an iPad app has in Split View (iPadOS 9 and later):
/// `windowing: {mode: splitView, share: twoThirds}`.
public enum SplitViewShare: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The wider app of an uneven split.
  case twoThirds
  /// Side by side, 50:50 (in landscape; see ``MultitaskingLayout`` for portrait).
  case half
  /// The narrower app of an uneven split.
  case oneThird

  /// The name a scenario writes.
  public var name: String { rawValue }

  /// The share with this name, or `nil`.
  public init?(name: String) { self.init(rawValue: name) }

  public var description: String { rawValue }
}

/// Where an iPad scene sits when it shares the screen with another app: in Split View at a
/// share, or in Slide Over. A pure rule from the screen, so every iPad of the catalog has its
/// sizes and size classes.
///
/// Sizes follow the rule every measured figure fits (iOS 9 to 15; minimalab.com: "the boundary
/// between the split screens is 10pt"; the sgl0v and macguru gists; Geoff Hackworth's articles
/// on the 10.5", 11", 12.9" and 8.3" iPads): a 10-point divider; the narrower app 320 points
/// wide, or 375 on a screen whose side across is 1,024 points or more in portrait (the 12.9" and
/// 13") or 1,133 or more in landscape (the 8.3" mini: "the narrower app is 375 points … wide",
/// Hackworth; the 10.9", 11" and 13" from a device dataset, not measured); the wider app the
/// rest; each half (width − 10) / 2; the full height. Apple publishes no sizes, only size classes.
/// A half in portrait, which classic Split View does not have ("1/2 split view: N/A", Apple HIG,
/// Layout), is Swivel's choice for a landscape half turned upright: half the portrait width (no
/// source says what it becomes). Slide Over has the narrower app's width and is 40 points
/// shorter than the screen on an iPad with a Home button (20 above for the status bar, 20 below,
/// Hackworth, iOS 12), 48 without one (a dataset's figures, not measured). The iPhone Duo's inner
/// display splits 50:50 only, with a 13-point divider: 469×669 in landscape (Flutter's Duo
/// probe); upright, half of its 669 points the same way is Swivel's choice (not measured).
///
/// Its size classes are those of a window of its size (``SizeClassPair/init(windowSize:)``),
/// which give Apple's multitasking table on every iPad it lists.
public enum MultitaskingLayout: Hashable, Sendable, CustomStringConvertible {
  case splitView(SplitViewShare)
  case slideOver

  /// The narrower app's width on a screen, in points.
  static func narrowWidth(portraitScreenSize: Size, landscape: Bool) -> Double {
    landscape
      ? (portraitScreenSize.height >= 1133 ? 375 : 320)
      : (portraitScreenSize.width >= 1024 ? 375 : 320)
  }

  /// The scene's size on a screen in `orientation`.
  public func sceneSize(on model: DeviceModel, in orientation: InterfaceOrientation) -> Size {
    let landscape = orientation.isLandscape
    let screen = landscape ? model.portraitSize.swapped : model.portraitSize
    let narrow = Self.narrowWidth(portraitScreenSize: model.portraitSize, landscape: landscape)
    let divider = model.splitViewDividerWidth
    switch self {
    case .splitView(.twoThirds):
      return Size(width: screen.width - narrow - divider, height: screen.height)
    case .splitView(.half):
      return Size(width: (screen.width - divider) / 2, height: screen.height)
    case .splitView(.oneThird):
      return Size(width: narrow, height: screen.height)
    case .slideOver:
      return Size(width: narrow, height: screen.height - (model.hasHomeButton ? 40 : 48))
    }
  }

  public var description: String {
    switch self {
    case .splitView(let share): "split view, \(share)"
    case .slideOver: "slide over"
    }
  }
}
