import SwivelCore
import SwivelKit
import SwivelScenario

extension SourceFacts {
  /// What a class answers for `supportedInterfaceOrientations` on a family, and the declaration
  /// that gives the answer.
  ///
  /// The class's own override first, else its `shouldAutorotateToInterfaceOrientation:` (from
  /// iOS 6 UIKit makes the mask of it where no mask is given: iOS 6.0 release notes), else its
  /// nearest superclass's in the sources. `super` (``OrientationAnswer/inherited``) goes on to the
  /// superclass; a chain that reaches one of UIKit's view controllers gives UIKit's default for the
  /// family (Apple, `supportedInterfaceOrientations`: "all for the iPad idiom and allButUpsideDown
  /// for the iPhone idiom"). `nil` when no class of the chain answers, or `super` leads out of
  /// the sources to a class the scan does not know.
  func supported(
    of className: String, on idiom: UserInterfaceIdiom
  ) -> (answer: OrientationAnswer, declaring: ControllerScan)? {
    var name = className
    var seen: Set<String> = []
    var inheritedFrom: ControllerScan?
    while seen.count < 32, seen.insert(name).inserted {
      if let scan = controllers.first(where: { $0.className == name && $0.answersMask }),
        let answer = (scan.supportedAnswer ?? scan.legacyAnswer)?.on(idiom)
      {
        guard answer == .inherited else { return (answer, scan) }
        inheritedFrom = inheritedFrom ?? scan
      }
      guard let superclass = superclass(of: name).map(Self.baseName) else { return nil }
      if Self.uikitViewControllers.contains(superclass), !declaredClasses.contains(superclass) {
        // UIKit's own answer: reached by `super`, or by a class that overrides nothing only when
        // some class of the chain was asked (otherwise there is no answer to give).
        guard let inheritedFrom else { return nil }
        return (.mask(InfoPlist.defaultSupportedInterfaceOrientations(for: idiom)), inheritedFrom)
      }
      name = superclass
    }
    return nil
  }

  /// The constant mask a class answers on a family (``supported(of:on:)``), when it is one.
  func supportedMask(of className: String, on idiom: UserInterfaceIdiom) -> InterfaceOrientationMask? {
    supported(of: className, on: idiom)?.answer.mask
  }

  /// `Module.Class` → `Class`, `UIHostingController<AnyView>` → `UIHostingController`.
  static func baseName(_ name: String) -> String {
    let plain = name.prefix { $0 != "<" }
    return plain.split(separator: ".").last.map(String.init) ?? String(plain)
  }

  /// UIKit's view controller classes and the system frameworks' that apps subclass or present
  /// (Apple's documentation of each): a class whose superclass chain reaches one is a view
  /// controller.
  static let uikitViewControllers: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
    "UICollectionViewController", "UISplitViewController", "UIPageViewController", "UIImagePickerController",
    "UIVideoEditorController", "UIAlertController", "UISearchController", "UIActivityViewController",
    "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIReferenceLibraryViewController",
    "UIInputViewController", "UIHostingController", "UIFontPickerViewController", "UIColorPickerViewController",
    "AVPlayerViewController", "SFSafariViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "QLPreviewController", "PHPickerViewController",
    "GLKViewController", "SKStoreProductViewController", "CNContactViewController", "CNContactPickerViewController",
    "EKEventEditViewController", "EKEventViewController", "UICloudSharingController",
    "ABPeoplePickerNavigationController",
    "PKAddPassesViewController", "GKGameCenterViewController",
  ]

  /// Classes that are no view controllers, which an orientation method of theirs does not make one
  /// (a helper answering `supportedInterfaceOrientations` for a protocol of its own).
  static let knownOtherClasses: Set<String> = [
    "NSObject", "NSProxy", "UIResponder", "UIView", "UIControl", "UIScrollView", "UITableView", "UICollectionView",
    "UIWindow", "UITableViewCell", "UICollectionViewCell", "UIApplication", "UIPresentationController",
    "UIStoryboardSegue", "UIPercentDrivenInteractiveTransition", "UIGestureRecognizer", "UIImageView", "UILabel",
    "UIButton", "UIStackView", "UITextView", "UITextField", "UIWindowScene", "UIScene",
  ]

  /// What the sources tell of whether a class is a view controller.
  enum Ancestry: Equatable {
    /// Its superclass chain reaches one of UIKit's view controllers.
    case viewController
    /// Its chain reaches a class that is no view controller (`NSObject`, `UIView`).
    case other
    /// Its chain leaves the sources at this class, which the scan does not know.
    case unknown(String)
    /// It names no superclass: a Swift extension of a class declared elsewhere, a root class.
    case undeclared
  }

  /// Whether a class is a view controller, as far as the sources and UIKit's known classes tell.
  func ancestry(of className: String) -> Ancestry {
    var name = Self.baseName(className)
    var seen: Set<String> = []
    if Self.uikitViewControllers.contains(name) { return .viewController }
    while seen.count < 32, seen.insert(name).inserted {
      guard let written = superclass(of: name) else {
        return name == Self.baseName(className) ? .undeclared : .unknown(name)
      }
      let superclass = Self.baseName(written)
      if Self.uikitViewControllers.contains(superclass) { return .viewController }
      if Self.knownOtherClasses.contains(superclass) { return .other }
      if superclass.hasPrefix("NS") && !declaredClasses.contains(superclass) { return .other }
      // A class of another module named as one already passed (rileytestut/Delta's
      // `class GameViewController: DeltaCore.GameViewController`): the chain leaves the sources
      // there, at the class as written.
      if seen.contains(superclass) { return .unknown(written) }
      name = superclass
    }
    return .unknown(name)
  }

  /// The facts with only view controllers among the controllers: a class whose superclass chain
  /// reaches a class that is no view controller is dropped; one whose chain leaves the sources
  /// is kept as a guess, naming the first class the scan does not know (``ControllerScan/unknownAncestor``).
  func keepingViewControllers() -> SourceFacts {
    var kept = self
    kept.controllers = controllers.compactMap { controller in
      var controller = controller
      switch ancestry(of: controller.className) {
      case .viewController, .undeclared: return controller
      case .other: return nil
      case .unknown(let ancestor):
        controller.unknownAncestor = ancestor
        return controller
      }
    }
    return kept
  }
}

extension SourceFacts {
  /// The facts with each controller that returns a mask of the project's own
  /// (``ControllerScan/supportedConstant``) given that mask's answer, where the sources define it
  /// (``maskConstants``, from any file of the target or the code it links): Mastodon's
  /// `.portraitOnPhone`, portrait on iPhone and all on iPad, is read as such rather than as
  /// `depends`.
  func resolvingMaskConstants() -> SourceFacts {
    guard !maskConstants.isEmpty else { return self }
    var resolved = self
    for index in resolved.controllers.indices {
      let controller = resolved.controllers[index]
      guard let name = controller.supportedConstant, let answer = maskConstants[name],
        let line = controller.supportedLine
      else { continue }
      resolved.controllers[index].record("supportedInterfaceOrientations", answer: answer, line: line)
      resolved.controllers[index].supportedConstant = nil
    }
    return resolved
  }
}

extension ControllerScan {
  /// Whether the class answers the mask itself: `supportedInterfaceOrientations`, or iOS 5's
  /// `shouldAutorotateToInterfaceOrientation:`.
  var answersMask: Bool { supportedAnswer != nil || legacyAnswer != nil }

  /// The line of the override that answers the mask.
  var maskLine: Int? { supportedLine ?? legacyLine }
}
