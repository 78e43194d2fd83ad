/// What covers the edges of a screen, from which a full-screen window's safe-area insets follow:
/// the status bar, the sensor housing (the notch or the Dynamic Island), and the Home indicator.
///
/// One profile holds for the models of a family from an iOS version on (``since``); a
/// ``DeviceModel`` lists its profiles, oldest first. The insets of an orientation come from
/// ``insets(in:statusBarHidden:)``:
/// - upright (portrait, or upside down where the hardware has it): the top is the status bar's
///   height while it shows, and never less than the sensor housing's, which stays when the status
///   bar hides; the bottom is the Home indicator's.
/// - on its side (landscape left or right): the housing's width on both sides, whichever side it
///   is on; the top is the status bar's height while it shows (phones without a Home button never
///   show it there, see ``SystemBehavior/isStatusBarHidden(preferred:model:orientation:)``); the
///   bottom is the Home indicator's, shorter on a phone.
///
/// A screen whose edges follow no such rule (the iPhone Duo's, whose bars and status bar sit in a
/// strip down one side) has its insets measured whole, upright and on its side (``upright``,
/// ``onItsSide``; ``measured(since:fromSDK:upright:onItsSide:)``): those hold whether the status
/// bar shows or not, and on both sides alike.
///
/// UIKit: the `safeAreaInsets` of a window that fills the screen (iOS 11 and later).
public struct SafeAreaProfile: Hashable, Sendable, Codable {
  /// The first major iOS version the figures hold for.
  public var since: Int
  /// The status bar's height, in points, upright.
  public var statusBarHeight: Double
  /// The top inset the sensor housing keeps upright even with the status bar hidden; 0 without one.
  public var sensorHousing: Double
  /// The bottom inset upright: the Home indicator's; 0 with a Home button.
  public var homeIndicator: Double
  /// The left and right insets on its side: the sensor housing's; 0 without one.
  public var landscapeSides: Double
  /// The bottom inset on its side: the Home indicator's; 0 with a Home button.
  public var landscapeHomeIndicator: Double
  /// The insets upright as measured, edge by edge, where they follow no family rule; `nil`: the
  /// figures above give them.
  public var upright: EdgeInsets?
  /// The insets on its side as measured, edge by edge; `nil`: the figures above give them.
  public var onItsSide: EdgeInsets?
  /// The first SDK an app must be built with for the figures to hold (the iPhone Duo's bar strip
  /// comes with the 27.1 SDK); `nil`: any.
  public var fromSDK: SystemVersion?

  /// A profile with every figure given, in points.
  public init(
    since: Int, statusBarHeight: Double, sensorHousing: Double, homeIndicator: Double, landscapeSides: Double,
    landscapeHomeIndicator: Double
  ) {
    self.since = since
    self.statusBarHeight = statusBarHeight
    self.sensorHousing = sensorHousing
    self.homeIndicator = homeIndicator
    self.landscapeSides = landscapeSides
    self.landscapeHomeIndicator = landscapeHomeIndicator
  }

  /// Insets measured whole, edge by edge, upright and on its side, for apps built with `fromSDK`
  /// or later. The other figures are read from them: the status bar and the housing as the
  /// upright top, the Home indicator as the bottoms, the sides as the wider one on its side.
  public static func measured(
    since: Int, fromSDK: SystemVersion? = nil, upright: EdgeInsets, onItsSide: EdgeInsets
  ) -> SafeAreaProfile {
    var profile = SafeAreaProfile(
      since: since, statusBarHeight: upright.top, sensorHousing: upright.top, homeIndicator: upright.bottom,
      landscapeSides: max(onItsSide.left, onItsSide.right), landscapeHomeIndicator: onItsSide.bottom)
    (profile.upright, profile.onItsSide, profile.fromSDK) = (upright, onItsSide, fromSDK)
    return profile
  }

  /// A device with a Home button: only the 20-point status bar, while it shows.
  public static let homeButton = SafeAreaProfile(
    since: 11, statusBarHeight: 20, sensorHousing: 0, homeIndicator: 0, landscapeSides: 0, landscapeHomeIndicator: 0)

  /// A phone with a notch or a Dynamic Island `housing` points tall: the status bar as tall as it,
  /// the 34-point Home indicator upright, the housing's width on both sides and a 21-point Home
  /// indicator on its side.
  public static func sensorHousing(_ housing: Double, since: Int) -> SafeAreaProfile {
    SafeAreaProfile(
      since: since, statusBarHeight: housing, sensorHousing: housing, homeIndicator: 34, landscapeSides: housing,
      landscapeHomeIndicator: 21)
  }

  /// An iPad with rounded corners and no Home button: a 24-point status bar and a 20-point Home
  /// indicator in every orientation, nothing on the sides.
  public static let roundedPad = SafeAreaProfile(
    since: 12, statusBarHeight: 24, sensorHousing: 0, homeIndicator: 20, landscapeSides: 0, landscapeHomeIndicator: 20)

  /// The insets of a window filling the screen in `orientation`, with the status bar shown or not.
  public func insets(in orientation: InterfaceOrientation, statusBarHidden: Bool) -> EdgeInsets {
    if orientation.isLandscape, let onItsSide { return onItsSide }
    if !orientation.isLandscape, let upright { return upright }
    let statusBar = statusBarHidden ? 0 : statusBarHeight
    if orientation.isLandscape {
      return EdgeInsets(top: statusBar, left: landscapeSides, bottom: landscapeHomeIndicator, right: landscapeSides)
    }
    return EdgeInsets(top: max(statusBar, sensorHousing), left: 0, bottom: homeIndicator, right: 0)
  }
}
