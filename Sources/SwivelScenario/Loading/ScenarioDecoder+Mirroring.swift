import SwivelCore
import Yams

/// An iPhone's windowing modes: iPhone Mirroring (`windowing: mirroring`) and the window it lets
/// the user resize (`resize:`), and the iPhone Duo's inner display in Split View: what a scenario
/// may write there, checked at load and again for each cell of the matrix.
extension ScenarioDecoder {
  /// The largest side a resized window may have, in points: beyond any Mac display (a 6K
  /// display is 3,008 points wide at its default scale).
  static let windowSideLimit = 10_000.0

  /// `resize: [500, 700]`: a width and a height above 0, up to ``windowSideLimit``.
  func windowSize(_ node: Node, context: String) throws(ScenarioError) -> Size {
    let size = try size(node, context: context)
    let limit = Int(Self.windowSideLimit)
    guard size.width > 0, size.height > 0, size.width <= Self.windowSideLimit, size.height <= Self.windowSideLimit
    else {
      throw error(
        .invalidValue(
          "a window of \(size) points", context: context,
          expected: "[width, height], each above 0 and up to \(limit) points"),
        at: node)
    }
    return size
  }

  /// Throws at the first thing iPhone Mirroring cannot have, or a `resize:` outside it:
  ///
  /// - Mirroring is modelled for an app built with the iOS 27 SDK, the resizable one (with an
  ///   older SDK the app keeps a fixed window, whose orientations no source reports), on an
  ///   iPhone: not the iPhone Duo's inner display, nor folding or opening it while mirrored.
  /// - Its safe areas were never measured: a `safeAreaInsets` expectation is refused.
  /// - `resize:` needs Mirroring (the one mode Swivel resizes an iPhone app's window in).
  func checkPhoneWindowing(
    steps: [ScenarioStep], windowing: Located<WindowingMode>?, share: SplitViewShare?, era: SystemBehavior,
    model: DeviceModel
  ) throws(ScenarioError) {
    guard model.idiom == .phone else { return }
    if let windowing, windowing.value == .splitView {
      try checkDuoSplitView(share: share, model: model, context: "windowing", at: windowing.location)
    }
    let split =
      windowing?.value == .splitView
      || steps.contains { step in
        if case .windowing(.splitView, _) = step.action { true } else { false }
      }
    for (index, step) in steps.enumerated() {
      let context = "step \(index + 1)"
      switch step.action {
      case .windowing(.splitView, let share):
        try checkDuoSplitView(share: share, model: model, context: context + " (windowing)", at: step.location)
      case .fold where split, .unfold where split:
        throw ScenarioError(
          .invalidValue(
            "folding or opening the device with Split View in the scenario", context: context,
            expected: "Split View on the inner display, or folds without it (Swivel does not model both)"),
          at: step.location)
      case .expect(let expectation) where split:
        guard let first = expectation.safeAreaInsets.first else { continue }
        throw ScenarioError(
          .invalidValue(
            "safe-area figures in the iPhone Duo's Split View", context: context + " (expect)",
            expected: "no safeAreaInsets (Swivel keeps the display's, and a split scene measured [0, 0, 34, 0])"),
          at: first.location)
      default:
        continue
      }
    }
    try checkMirroring(steps: steps, windowing: windowing, era: era, model: model)
  }

  /// Split View on an iPhone: the iPhone Duo's inner display only, 50:50 only (Flutter's Duo probe).
  func checkDuoSplitView(
    share: SplitViewShare?, model: DeviceModel, context: String, at location: SourceLocation
  ) throws(ScenarioError) {
    guard model.isResizableDisplay else {
      let displays = DeviceCatalog.all.filter(\.isResizableDisplay).map(\.id).joined(separator: ", ")
      throw ScenarioError(
        .invalidValue(
          "Split View on \(model.id)", context: context,
          expected: "an iPad, or the iPhone Duo's inner display (\(displays)), the one iPhone screen that splits"),
        at: location)
    }
    guard share == nil || share == .half else {
      throw ScenarioError(
        .invalidValue(
          "a share of \(share?.name ?? "") on \(model.id)", context: context,
          expected: "share: half, or none: the iPhone Duo's inner display splits 50:50 only"),
        at: location)
    }
  }

  func checkMirroring(
    steps: [ScenarioStep], windowing: Located<WindowingMode>?, era: SystemBehavior, model: DeviceModel
  ) throws(ScenarioError) {
    let mirrored = windowing?.value == .mirroring
    if let windowing, mirrored {
      guard era.isBuiltWithIOS27SDK else {
        throw ScenarioError(
          .invalidValue(
            "iPhone Mirroring of an app built with the iOS \(era.sdk) SDK", context: "windowing",
            expected:
              "sdk: \"27.0\" or later (an older build keeps a fixed window, which Swivel does not model), or no windowing"
          ),
          at: windowing.location)
      }
      guard !model.isResizableDisplay else {
        throw ScenarioError(
          .invalidValue(
            "iPhone Mirroring on \(model.id), a display of the iPhone Duo", context: "windowing",
            expected: "an iPhone (iphone-duo for the Duo), or no windowing"),
          at: windowing.location)
      }
    }
    for (index, step) in steps.enumerated() {
      switch step.action {
      case .resize:
        guard mirrored else {
          throw ScenarioError(
            .invalidValue(
              "a resize outside iPhone Mirroring", context: "step \(index + 1) (resize)",
              expected:
                "windowing: mirroring on an iPhone, the one mode in which the user resizes an iPhone app's window"),
            at: step.location)
        }
      case .fold, .unfold:
        guard !mirrored else {
          throw ScenarioError(
            .invalidValue(
              "folding or opening the device while it is mirrored", context: "step \(index + 1)",
              expected: "no fold or unfold in iPhone Mirroring, or no windowing"),
            at: step.location)
        }
      case .windowing(let mode, _) where mode == .mirroring:
        throw ScenarioError(
          .invalidValue(
            "windowing mirroring as a step", context: "step \(index + 1) (windowing)",
            expected: "windowing: mirroring at the top of the scenario: the app is mirrored from launch"),
          at: step.location)
      case .expect(let expectation) where mirrored:
        guard let first = expectation.safeAreaInsets.first else { continue }
        throw ScenarioError(
          .invalidValue(
            "no safe-area figures in iPhone Mirroring", context: "step \(index + 1) (expect)",
            expected: "no safeAreaInsets (nobody has measured a mirrored window's)"),
          at: first.location)
      default:
        continue
      }
    }
  }
}
