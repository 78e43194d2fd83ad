import Foundation
import SwivelScenario

extension ScanReport {
  /// The report as a configuration and the files' `swivel:` comments want it, in this order:
  ///
  /// 1. findings and notes in files the configuration leaves out (`excluded:`, or not
  ///    `included:`) are dropped (the scanner given the same ``PathFilter`` does not read them
  ///    at all; what is left here is what it read anyway: Info.plists, `project.pbxproj`,
  ///    `.xcconfig` files);
  /// 2. findings of the rules it disables are dropped;
  /// 3. findings a `swivel:` comment silences are dropped (`FileSuppressions`), and each
  ///    comment that silenced nothing, misspelt or naming an unknown rule becomes an
  ///    `unused-suppression` finding, for every target that reads its file (unless that rule is
  ///    disabled too);
  /// 4. each finding gets the severity the configuration gives its rule.
  ///
  /// The files searched for comments are those the scan saw holding `swivel:`
  /// (`TargetScan.suppressionFiles`), those with findings, and the Info.plists: each is read
  /// once.
  public mutating func apply(_ configuration: SwivelConfiguration) {
    let paths = configuration.paths
    let disabled = configuration.disabledRules
    disabledRules = disabled
    var commented: [String: FileSuppressions?] = [:]
    func suppressions(in file: String) -> FileSuppressions? {
      if let known = commented[file] { return known }
      var found: FileSuppressions?
      if case .success(let data) = ScanFile.read(file),
        data.withUnsafeBytes(FileSuppressions.mentionsMarker)
      {
        found = FileSuppressions(data, file: file)
      }
      commented[file] = found
      return found
    }
    var candidates: [[Set<String>]] = []
    for p in projects.indices {
      candidates.append([])
      for t in projects[p].targets.indices {
        var target = projects[p].targets[t]
        target.findings.removeAll { !paths.admits($0.location.file) || disabled.contains($0.rule) }
        target.notes.removeAll { !paths.admits($0.location.file) }
        var files = target.suppressionFiles.union(target.findings.map(\.location.file))
        if let infoPlist = target.infoPlist { files.insert(infoPlist) }
        files = files.filter(paths.admits)
        candidates[p].append(files)
        target.findings.removeAll { finding in
          suppressions(in: finding.location.file)?.suppresses(rule: finding.rule, line: finding.location.line) ?? false
        }
        projects[p].targets[t] = target
      }
    }
    if !disabled.contains(ScanRule.unusedSuppression.id) {
      let severity = configuration.severity(
        of: ScanRule.unusedSuppression.id, default: ScanRule.unusedSuppression.severity)
      var unused: [String: [ScanFinding]] = [:]
      for case (let file, let found?) in commented {
        unused[file] = found.unusedFindings(severity: severity, disabled: disabled)
      }
      for p in projects.indices {
        for t in projects[p].targets.indices {
          for file in candidates[p][t].sorted() { projects[p].targets[t].findings += unused[file] ?? [] }
        }
      }
    }
    for p in projects.indices {
      for t in projects[p].targets.indices {
        var findings = projects[p].targets[t].findings
        for index in findings.indices {
          findings[index].severity = configuration.severity(of: findings[index].rule, default: findings[index].severity)
        }
        findings.sort { ($0.location, $0.rule) < ($1.location, $1.rule) }
        projects[p].targets[t].findings = findings
      }
    }
  }

  /// The fingerprint of each distinct finding's line (`LineFingerprint`), by place.
  public var lineFingerprints: [ScanLocation: String] {
    LineFingerprint.fingerprints(of: distinctFindings.map(\.finding.location))
  }
}
