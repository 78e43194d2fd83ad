import Foundation
import SwivelCore

/// What an orientation override returns, as far as its code tells without running it.
///
/// Both readers (``SwiftSourceReader``, ``ObjCSourceReader``) give one: a constant, a constant per
/// device family (the code tests the idiom), the superclass's answer (`super`), another
/// controller's answer (a container forwarding to its top child), or `depends` when the answer
/// depends on the app's state.
///
/// Not `indirect`: a family's answer is a ``FamilyAnswer``, so no case is boxed (AddressSanitizer
/// reported boxes of the `indirect` form leaked by the Swift 6.3 runtime).
enum OrientationAnswer: Hashable, Sendable {
  case mask(InterfaceOrientationMask)
  case orientation(InterfaceOrientation)
  case flag(Bool)
  /// One answer on iPhone, another on iPad: the code tests `userInterfaceIdiom` (or a helper
  /// named like `isPad`).
  case byFamily(phone: FamilyAnswer, pad: FamilyAnswer)
  /// The superclass's answer: `super.supportedInterfaceOrientations`,
  /// `[super shouldAutorotateToInterfaceOrientation:…]`.
  case inherited
  /// The answer of another controller the code names: `topViewController`,
  /// `selectedViewController`, `presentedViewController`, `visibleViewController`,
  /// `viewControllers.last`, `children.last`, or a property of the class's own
  /// (``forwardingTarget(_:)``), as written.
  case forwards(to: String)
  case depends

  /// The answer on one family: a family's own for ``byFamily(phone:pad:)``, else the same.
  func on(_ idiom: UserInterfaceIdiom) -> OrientationAnswer {
    guard case .byFamily(let phone, let pad) = self else { return self }
    return (idiom == .pad ? pad : phone).answer
  }

  /// The answer on one family, as a family's answer.
  func family(_ idiom: UserInterfaceIdiom) -> FamilyAnswer {
    switch on(idiom) {
    case .mask(let mask): .mask(mask)
    case .orientation(let orientation): .orientation(orientation)
    case .flag(let flag): .flag(flag)
    case .inherited: .inherited
    case .forwards(let target): .forwards(to: target)
    case .depends, .byFamily: .depends
    }
  }

  /// An answer made of one per family (each read on its family): the answer itself when both are
  /// the same.
  static func combining(phone: OrientationAnswer, pad: OrientationAnswer) -> OrientationAnswer {
    let phone = phone.family(.phone)
    let pad = pad.family(.pad)
    return phone == pad ? phone.answer : .byFamily(phone: phone, pad: pad)
  }

  /// The mask, when the answer is one on every family.
  var mask: InterfaceOrientationMask? {
    if case .mask(let mask) = self { mask } else { nil }
  }

  /// How the report writes it: a mask's name (`landscape`) or its orientations (`none` for the
  /// empty mask, as `return ~UIInterfaceOrientationMaskAll` gives), an orientation's name,
  /// `true`/`false`, `phone: portrait, pad: all`, `super`, `forwards to topViewController`, or
  /// `depends`.
  var text: String {
    switch self {
    case .mask(let mask) where mask.isEmpty: "none"
    case .mask(let mask): mask.name ?? mask.orientations.map(\.name).joined(separator: ", ")
    case .orientation(let orientation): orientation.name
    case .flag(let flag): flag ? "true" : "false"
    case .byFamily(let phone, let pad): "phone: \(phone.answer.text); pad: \(pad.answer.text)"
    case .inherited: "super"
    case .forwards(let target): "forwards to \(target)"
    case .depends: "depends"
    }
  }

  /// What a scenario's `forwards:` says for a controller this answer forwards to: `top` (the top or
  /// selected child), `presented`, or `[presented, top]` for `visibleViewController` (the presented
  /// controller if any, else the top one: Apple, `UINavigationController.visibleViewController`).
  var scenarioForwarding: String? {
    guard case .forwards(let target) = self else { return nil }
    return switch target {
    // A scenario's `top` is the top or the selected child, as the container has one.
    case "topViewController", "selectedViewController", "viewControllers.last", "children.last",
      "childViewControllers.last":
      "top"
    case "presentedViewController": "presented"
    case "visibleViewController": "[presented, top]"
    default: nil
    }
  }

  /// The family a helper's name tests for (`isPad`, `IS_IPAD`, `isIPhone`); `nil` for another
  /// name. Apps wrap the idiom test in such helpers, as functions, properties or macros.
  static func family(testedBy name: String) -> UserInterfaceIdiom? {
    switch name.lowercased().replacingOccurrences(of: "_", with: "") {
    case "ispad", "isipad", "deviceispad", "istablet", "isdeviceatablet": .pad
    case "isphone", "isiphone", "deviceisphone": .phone
    default: nil
    }
  }

  /// The controller a getter forwards to, from what it asks for the same answer, as written after
  /// `self.` (or nothing) and before `.supportedInterfaceOrientations` (Swift) or the selector
  /// (Objective-C): a UIKit container's (`topViewController`, `children.last`; those a scenario's
  /// `forwards:` can say are ``scenarioForwarding``'s), or any other property path of the class
  /// (`gameViewController`, `window.rootViewController`, rileytestut/Delta's launch controller
  /// answering its game controller's): the controller it holds answers, not this one, and a rule
  /// about its answer is that controller's to hear, once. `nil` for anything but a path of names.
  static func forwardingTarget(_ path: String) -> String? {
    guard !path.isEmpty, path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isName)
    else { return nil }
    return path
  }

  /// Whether a path's part is a name: a letter or `_`, then letters, digits and `_`.
  private static func isName(_ part: Substring) -> Bool {
    guard let first = part.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
      return false
    }
    return part.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
  }

  /// The orientations whose mask `shouldAutorotateToInterfaceOrientation:` answers YES for, from
  /// an answer per orientation: the legacy method's mask, as UIKit synthesises it from iOS 6
  /// (iOS 6.0 release notes: "the shouldAutorotateToInterfaceOrientation: method is used to
  /// synthesize the information that would be returned by the supportedInterfaceOrientations
  /// method"). An answer that is not a flag on each orientation is kept (inherited, depends).
  static func legacyMask(_ answers: [(InterfaceOrientation, OrientationAnswer)]) -> OrientationAnswer {
    var mask: InterfaceOrientationMask = []
    for (orientation, answer) in answers {
      switch answer {
      case .flag(true): mask.formUnion(orientation.mask)
      case .flag(false): continue
      case .inherited where answers.allSatisfy({ $0.1 == .inherited }): return .inherited
      default: return .depends
      }
    }
    return .mask(mask)
  }
}

/// One family's answer: an ``OrientationAnswer`` that is not one per family.
enum FamilyAnswer: Hashable, Sendable {
  case mask(InterfaceOrientationMask)
  case orientation(InterfaceOrientation)
  case flag(Bool)
  case inherited
  case forwards(to: String)
  case depends

  /// The same, as an answer.
  var answer: OrientationAnswer {
    switch self {
    case .mask(let mask): .mask(mask)
    case .orientation(let orientation): .orientation(orientation)
    case .flag(let flag): .flag(flag)
    case .inherited: .inherited
    case .forwards(let target): .forwards(to: target)
    case .depends: .depends
    }
  }
}

/// How a getter's or method's statements end, as the answer readers follow them: a `return` of
/// an answer, the end of the statements without one, or something they cannot follow.
enum AnswerOutcome: Equatable {
  case returns(OrientationAnswer)
  case fallsThrough
  case unknown
}
