extension SystemBehavior {
  // MARK: - Safe area

  /// Whether views have safe-area insets and controllers hear `viewSafeAreaInsetsDidChange`:
  /// iOS 11.0 and later (Apple, `UIView.safeAreaInsets` and
  /// `UIViewController.viewSafeAreaInsetsDidChange()`, both "iOS 11.0+"). Before, there is no safe
  /// area: Swivel records no such callback and refuses a `safeAreaInsets:` expectation.
  public var hasSafeArea: Bool { version.major >= 11 }

  // MARK: - Status bar visibility

  /// Whether view controllers decide whether the status bar shows (`prefersStatusBarHidden`,
  /// `childForStatusBarHidden`): iOS 7.0 and later (Apple, both symbols, "iOS 7.0+"). Before,
  /// only the app hid it (`UIStatusBarHidden`, `-[UIApplication setStatusBarHidden:]`, which Swivel
  /// does not model): the status bar shows.
  public var hasControllerBasedStatusBarAppearance: Bool { version.major >= 7 }

  /// Whether a controller that does not override `prefersStatusBarHidden` hides the status bar in a
  /// vertically compact environment (an iPhone on its side): iOS 8 and later (Apple,
  /// `prefersStatusBarHidden`: "By default, this method returns false with one exception. For
  /// apps linked against iOS 8 or later, this method returns true if the view controller is in a
  /// vertically compact environment").
  public var hidesStatusBarWhenVerticallyCompact: Bool { version.major >= 8 }

  /// What `prefersStatusBarHidden` answers when not overridden, for a controller whose vertical
  /// size class is `verticalSizeClass` (``hidesStatusBarWhenVerticallyCompact``).
  public func defaultPrefersStatusBarHidden(verticalSizeClass: UserInterfaceSizeClass) -> Bool {
    hidesStatusBarWhenVerticallyCompact && verticalSizeClass == .compact
  }

  /// Whether the status bar is hidden, given what the controller that decides it prefers.
  ///
  /// - Before iOS 7 it shows (no controller is asked).
  /// - A phone without a Home button never shows it on its side, whatever the controller prefers
  ///   (radar 35694326, lionheart/openradar-mirror#18958, iOS 11.1: "iPhone X always hides status
  ///   bar while in landscape orientation despite of what is returned from -[UIViewController
  ///   prefersStatusBarHidden]"; apache/cordova-plugin-statusbar#88: "iPhone X is the only one
  ///   ignoring that value"), so its landscape safe area has no top inset; the iPhone Duo's
  ///   displays keep theirs in the bar strip (`DeviceModel.showsStatusBarOnItsSide`).
  /// - Otherwise the controller's answer decides (`prefersStatusBarHidden`, which by default
  ///   follows ``defaultPrefersStatusBarHidden(verticalSizeClass:)``); with no controller, that
  ///   default for the device's size classes.
  ///
  /// - Parameters:
  ///   - preferred: the deciding controller's `prefersStatusBarHidden`; `nil` without a controller.
  ///   - model: the device.
  ///   - orientation: the interface orientation.
  public func isStatusBarHidden(preferred: Bool?, model: DeviceModel, orientation: InterfaceOrientation) -> Bool {
    guard hasControllerBasedStatusBarAppearance else { return false }
    if model.idiom == .phone, !model.hasHomeButton, !model.showsStatusBarOnItsSide, orientation.isLandscape {
      return true
    }
    return preferred
      ?? defaultPrefersStatusBarHidden(verticalSizeClass: model.sizeClasses(in: orientation).vertical)
  }
}
