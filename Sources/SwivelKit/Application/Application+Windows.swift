extension Application {
  /// Shows `window` and makes it the key window; a window new to the application joins
  /// ``windows``.
  ///
  /// UIKit: `-[UIWindow makeKeyAndVisible]`.
  public func makeKeyAndVisible(_ window: Window) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
    keyWindow = window
  }

  /// Takes `window` out of the application; if it was the key window, the last other window
  /// becomes key (or none). UIKit: a window hidden and released.
  public func removeWindow(_ window: Window) {
    windows.removeAll { $0 === window }
    if keyWindow === window { keyWindow = windows.last }
  }
}
