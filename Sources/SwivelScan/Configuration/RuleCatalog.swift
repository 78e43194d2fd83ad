import SwivelScenario

/// Every rule `swivel` runs, as `swivel rules` lists them and as a configuration file or a
/// suppression names them: `swivel lint`'s (which `swivel scan` runs too), then the scan's own.
public enum RuleCatalog {
  /// One rule: its id, default severity, what it checks, why, and which command runs it.
  public struct Entry: Hashable, Sendable {
    /// The rule's id.
    public var id: String
    /// Its severity unless a configuration overrides it.
    public var severity: LintSeverity
    /// What it looks for.
    public var summary: String
    /// What UIKit or App Store review does.
    public var why: String
    /// `lint` for a rule both `swivel lint` and `swivel scan` run; `scan` for one only a scan
    /// runs; `lint, scan` for one id with a form for scenarios and Info.plists and a form for
    /// source code (`lock-ignored-when-resizable`).
    public var source: String
  }

  /// Every rule, lint's first. A scan rule that shares a lint rule's id is one entry: the lint
  /// rule's, its summary followed by the scan's.
  public static let all: [Entry] = {
    var entries = LintRule.all.map {
      Entry(id: $0.id, severity: $0.severity, summary: $0.summary, why: $0.why, source: "lint")
    }
    for rule in ScanRule.all {
      if let index = entries.firstIndex(where: { $0.id == rule.id }) {
        entries[index].summary += " In source code: " + rule.summary
        entries[index].source = "lint, scan"
      } else {
        entries.append(
          Entry(id: rule.id, severity: rule.severity, summary: rule.summary, why: rule.why, source: "scan"))
      }
    }
    return entries
  }()

  /// Every rule's id.
  public static let ids: [String] = all.map(\.id)

  /// The rule with this id.
  public static func rule(id: String) -> Entry? { all.first { $0.id == id } }

  /// The id nearest a misspelt one, to suggest.
  static func nearest(to id: String) -> String? { NearestName.find(id, among: ids) }

  /// The id nearest a misspelt one, to suggest (`swivel rules ID`).
  public static func nearestID(to id: String) -> String? { nearest(to: id) }
}
