import Foundation
import SwivelCore

/// The device catalog as `swivel devices` prints it: an aligned table for people, or JSON for tools.
///
/// Each device shows its id (the value of a scenario's `device:`), idiom, portrait size in points,
/// whether it has a Home button, its full-screen size classes in portrait and in landscape
/// (horizontal/vertical), its safe-area insets where Swivel has sourced figures, and the models
/// that share its screen.
public struct DeviceCatalogReport: Sendable {
  /// The output formats of `swivel devices --format`.
  public enum Format: String, CaseIterable, Sendable {
    /// An aligned table with a header row, one device per line.
    case text
    /// A JSON array, one object per device, in catalog order.
    case json
  }

  /// The devices to list, in order.
  public var models: [DeviceModel]

  /// A report of the given devices; by default the whole `DeviceCatalog`.
  public init(models: [DeviceModel] = DeviceCatalog.all) {
    self.models = models
  }

  /// The report in the given format, ending with a newline.
  public func rendered(as format: Format) -> String {
    switch format {
    case .text: table()
    case .json: json()
    }
  }

  /// The table: a header row, then one row per device, columns separated by two spaces, no
  /// trailing spaces.
  ///
  /// ```
  /// ID           IDIOM  SIZE     HOME  PORTRAIT         LANDSCAPE        IOS   SAFE AREA  MODELS
  /// iphone-8     phone  375x667  yes   compact/regular  compact/compact  8-16  20,0,0,0   iPhone 8, iPhone 7, …
  /// ```
  ///
  /// SAFE AREA is the full-screen window's insets upright with the status bar shown, in the newest
  /// era the models ran (top, left, bottom, right); `-` where Swivel has no sourced figures, and
  /// `from N` when the figures hold only from iOS N, later than the models' first iOS with a safe
  /// area (before it an expectation of the safe area is refused).
  public func table() -> String {
    let header = ["ID", "IDIOM", "SIZE", "HOME", "PORTRAIT", "LANDSCAPE", "IOS", "SAFE AREA", "MODELS"]
    let rows = models.map { model in
      [
        model.id,
        model.idiom.name,
        "\(points(model.portraitSize.width))x\(points(model.portraitSize.height))",
        model.hasHomeButton ? "yes" : "no",
        model.portraitSizeClasses.description,
        model.landscapeSizeClasses.description,
        model.systemMajorVersions.map {
          "\(model.firstSystemVersion?.description ?? "\($0.lowerBound)")-\($0.upperBound)"
        }
          ?? "-",
        safeAreaText(model),
        model.name,
      ]
    }
    let lines = [header] + rows
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    return lines.map { cells in
      cells.enumerated().map { column, cell in
        column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      .joined(separator: "  ")
    }
    .joined(separator: "\n") + "\n"
  }

  private func safeAreaText(_ model: DeviceModel) -> String {
    guard let newest = model.safeAreaProfiles.last, let oldest = model.safeAreaProfiles.first else { return "-" }
    let insets = newest.insets(in: .portrait, statusBarHidden: false)
    let text = [insets.top, insets.left, insets.bottom, insets.right].map(points).joined(separator: ",")
    let firstWithSafeArea = max(model.systemMajorVersions?.lowerBound ?? 11, 11)
    if let sdk = newest.fromSDK { return "\(text) with the \(sdk) SDK" }
    return oldest.since > firstWithSafeArea ? "\(text) from \(oldest.since)" : text
  }

  /// The JSON: an array of objects with the keys `id`, `name`, `idiom`, `size` (`[width, height]`
  /// in points, portrait), `homeButton`, `sizeClasses` (`portrait` and `landscape`, each with
  /// `horizontal` and `vertical`), and `ios` (the first and last major iOS versions the models of
  /// the screen ran), and `safeArea`: the figures of the screen's edges era by era (``SafeAreaProfile``:
  /// `since`, `statusBarHeight`, `sensorHousing`, `homeIndicator`, `landscapeSides`,
  /// `landscapeHomeIndicator`, and where measured edge by edge `upright` and `onItsSide` insets
  /// and `fromSDK`, the SDK from which they hold), empty where Swivel has no sourced figures. Three
  /// keys appear only where they apply: `firstRelease` (the Duo's `"27.1"`), `resizable: true` (a
  /// display where an app built with the iOS 27 SDK runs resizable, its supported orientations
  /// ignored) and `upsideDown: true` (a phone without a Home button that shows portraitUpsideDown).
  /// Keys are sorted, so the output is stable.
  ///
  /// `idiom`, `size` and `homeButton` are the keys of an inline device in a scenario (Scenario reference, section 3).
  public func json() -> String {
    let entries = models.map(Entry.init)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and Booleans does not fail; were it to, the list is empty.
    let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// A size in points as the table prints it: `375`, or `402.5` if it ever has a fraction.
  private func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// One device as JSON writes it.
  struct Entry: Codable, Equatable {
    struct SizeClasses: Codable, Equatable {
      var horizontal: UserInterfaceSizeClass
      var vertical: UserInterfaceSizeClass
    }

    struct Orientations: Codable, Equatable {
      var portrait: SizeClasses
      var landscape: SizeClasses
    }

    var id: String
    var name: String
    var idiom: UserInterfaceIdiom
    var size: [Double]
    var homeButton: Bool
    var sizeClasses: Orientations
    /// The first and last major iOS versions the models of the screen ran.
    var ios: [Int]?
    /// The figures of the screen's edges, era by era.
    var safeArea: [SafeAreaProfile]
    /// The first release the screen ran, where it came with a point release (`"27.1"`); absent otherwise.
    var firstRelease: String?
    /// `true` on a display where an app built with the iOS 27 SDK runs resizable; absent otherwise.
    var resizable: Bool?
    /// `true` on a phone without a Home button that shows portraitUpsideDown; absent otherwise.
    var upsideDown: Bool?

    init(_ model: DeviceModel) {
      safeArea = model.safeAreaProfiles
      id = model.id
      name = model.name
      idiom = model.idiom
      size = [model.portraitSize.width, model.portraitSize.height]
      homeButton = model.hasHomeButton
      ios = model.systemMajorVersions.map { [$0.lowerBound, $0.upperBound] }
      firstRelease = model.firstSystemVersion?.description
      resizable = model.isResizableDisplay ? true : nil
      upsideDown = model.showsUpsideDownWithoutHomeButton ? true : nil
      sizeClasses = Orientations(
        portrait: SizeClasses(
          horizontal: model.portraitSizeClasses.horizontal, vertical: model.portraitSizeClasses.vertical),
        landscape: SizeClasses(
          horizontal: model.landscapeSizeClasses.horizontal, vertical: model.landscapeSizeClasses.vertical)
      )
    }
  }
}
