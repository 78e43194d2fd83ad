import SwivelCore

/// One check of `swivel lint`: a mistake UIKit or App Store review would punish, with an id, a
/// severity and a one-line reason.
///
/// A rule is a small value holding a pure function from a ``LintSubject`` to its findings. Rules
/// that need only Info.plist keys (``LintSubject/keys``) run on a standalone Info.plist as well
/// as on a scenario; rules that need controllers or a device find nothing without them.
public struct LintRule: Sendable, Identifiable {
  /// A short, stable id (`ipad-multitasking-orientations`), printed with each finding.
  public let id: String
  /// How bad a finding of this rule is.
  public let severity: LintSeverity
  /// What the rule looks for, in one line.
  public let summary: String
  /// Why it matters, in one line: what UIKit or App Store review does.
  public let why: String
  let check: @Sendable (LintSubject, LintRule) -> [LintFinding]

  init(
    id: String, severity: LintSeverity, summary: String, why: String,
    check: @escaping @Sendable (LintSubject, LintRule) -> [LintFinding]
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.why = why
    self.check = check
  }

  /// The findings of this rule on a subject.
  public func findings(in subject: LintSubject) -> [LintFinding] {
    check(subject, self)
  }

  /// A finding of this rule.
  func finding(_ message: String, at location: SettingLocation) -> LintFinding {
    LintFinding(ruleID: id, severity: severity, location: location, message: message, why: why)
  }

  /// A finding of this rule whose reason is narrower than the rule's (one era of several).
  func finding(_ message: String, at location: SettingLocation, why: String) -> LintFinding {
    LintFinding(ruleID: id, severity: severity, location: location, message: message, why: why)
  }
}

/// How bad a finding is.
public enum LintSeverity: String, Hashable, Sendable, CustomStringConvertible {
  /// UIKit raises an exception, or App Store review rejects the upload.
  case error
  /// UIKit ignores what was written: it does not do what it seems to say.
  case warning

  public var description: String { rawValue }
}

/// One problem `swivel lint` found: where, which rule, what.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  /// The id of the rule that found it.
  public var ruleID: String
  /// How bad it is: the rule's severity.
  public var severity: LintSeverity
  /// The line in a scenario, or the Info.plist key.
  public var location: SettingLocation
  /// What is wrong here, naming the controller, key or orientations.
  public var message: String
  /// The rule's one-line reason.
  public var why: String

  /// A finding with the given rule, severity, place, message and reason.
  public init(ruleID: String, severity: LintSeverity, location: SettingLocation, message: String, why: String) {
    self.ruleID = ruleID
    self.severity = severity
    self.location = location
    self.message = message
    self.why = why
  }

  /// `photo.yaml:12:5: error: <message>; <why> [rule-id]`, as compilers print diagnostics.
  public var description: String {
    "\(location): \(severity): \(message); \(why) [\(ruleID)]"
  }
}
