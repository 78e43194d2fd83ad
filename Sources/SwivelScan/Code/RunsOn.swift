import SwiftSyntax
import SwivelCore

/// The iOS versions a piece of code runs on, as its availability checks tell: from `from` (an
/// `if #available(iOS 16, *)` branch, an `@available(iOS 16, *)` declaration) and below `below`
/// (the `else` of such a check, `#unavailable`, `@available(iOS, obsoleted: 16)`). Code outside
/// any check runs on every version.
struct RunsOn: Hashable, Sendable {
  var from: SystemVersion?
  var below: SystemVersion?

  /// Code that runs from `from` and below `below`; every version by default.
  init(from: SystemVersion? = nil, below: SystemVersion? = nil) {
    self.from = from
    self.below = below
  }

  /// Every version.
  static let always = RunsOn()

  /// Both bounds: the code inside a check inside another.
  func narrowed(by other: RunsOn) -> RunsOn {
    RunsOn(
      from: [from, other.from].compactMap { $0 }.max(),
      below: [below, other.below].compactMap { $0 }.min())
  }

  /// The other side of a check: the `else` branch of `if #available(iOS 16, *)` runs below 16.
  var inverted: RunsOn {
    RunsOn(from: below, below: from)
  }

  /// Whether the code runs only below iOS `major`.0.
  func onlyBelow(major: Int) -> Bool {
    guard let below else { return false }
    return below.major < major || (below.major == major && below.minor == 0 && below.patch == 0)
  }

  /// Whether the code runs only from iOS `major` on.
  func onlyFrom(major: Int) -> Bool {
    (from?.major ?? 0) >= major
  }

  /// `from iOS 16.0`, `below iOS 16.0`, `from iOS 13.0 and below iOS 16.0`; `nil` for every version.
  var text: String? {
    switch (from, below) {
    case (nil, nil): nil
    case (let from?, nil): "from iOS \(from)"
    case (nil, let below?): "below iOS \(below)"
    case (let from?, let below?): "from iOS \(from) and below iOS \(below)"
    }
  }

  /// The versions an `#available` or `#unavailable` condition lets through, for iOS; `nil` when it
  /// names no iOS version.
  init?(_ condition: AvailabilityConditionSyntax) {
    guard let version = Self.iOSVersion(in: condition.availabilityArguments) else { return nil }
    if condition.availabilityKeyword.tokenKind == .poundUnavailable {
      self.init(from: nil, below: version)
    } else {
      self.init(from: version, below: nil)
    }
  }

  /// The versions an `@available` attribute lets a declaration run on, for iOS: `@available(iOS
  /// 16, *)` and `introduced:` from it, `obsoleted:` below it; `nil` for any other attribute
  /// (`deprecated:` runs everywhere).
  init?(_ attribute: AttributeSyntax) {
    guard attribute.attributeName.trimmedDescription == "available",
      case .availability(let arguments)? = attribute.arguments
    else { return nil }
    if let version = Self.iOSVersion(in: arguments) {
      self.init(from: version, below: nil)
      return
    }
    guard
      arguments.contains(where: { argument in
        if case .token(let token) = argument.argument { return token.text == "iOS" }
        return false
      })
    else { return nil }
    var runsOn = RunsOn()
    for argument in arguments {
      guard case .availabilityLabeledArgument(let labeled) = argument.argument,
        case .version(let tuple) = labeled.value,
        let version = try? SystemVersion(tuple.trimmedDescription)
      else { continue }
      switch labeled.label.text {
      case "introduced": runsOn.from = version
      case "obsoleted": runsOn.below = version
      default: break
      }
    }
    guard runsOn != .always else { return nil }
    self = runsOn
  }

  /// The version of `iOS 16.0` among availability arguments.
  private static func iOSVersion(in arguments: AvailabilityArgumentListSyntax) -> SystemVersion? {
    for argument in arguments {
      guard case .availabilityVersionRestriction(let restriction) = argument.argument,
        restriction.platform.text == "iOS", let tuple = restriction.version
      else { continue }
      return try? SystemVersion(tuple.trimmedDescription)
    }
    return nil
  }
}
