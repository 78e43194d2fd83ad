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
  /// 4. each finding gets the severity the configuration gives its rule, then its
  ///    ``FailurePolicy`` (`strict:`, `lenient:`), which then decides ``exitStatus``.
  ///
  /// The files searched for comments are those the scan saw holding `swivel:`
  /// (`TargetScan.suppressionFiles`), those with findings, and the Info.plists: each is read
  /// once.
  public mutating func apply(_ configuration: SwivelConfiguration) {
    // Nested configurations refine the rules and paths for the files under their folders.
    var locals: [String: SwivelConfiguration] = [:]
    func local(_ file: String) -> SwivelConfiguration {
      if let known = locals[file] { return known }
      let found = configuration.local(for: file)
      locals[file] = found
      return found
    }
    let disabled = configuration.disabledRules
    disabledRules = disabled
    failurePolicy = configuration.failurePolicy
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
        target.findings.removeAll { finding in
          let rules = local(finding.location.file)
          return !rules.admits(finding.location.file) || rules.disables(finding.rule)
        }
        target.notes.removeAll { !local($0.location.file).admits($0.location.file) }
        var files = target.suppressionFiles.union(target.findings.map(\.location.file))
        if let infoPlist = target.infoPlist { files.insert(infoPlist) }
        files = files.filter { local($0).admits($0) }
        candidates[p].append(files)
        // Every such file is read for comments, one without findings too: its comments are then unused.
        for file in files { _ = suppressions(in: file) }
        target.findings.removeAll { finding in
          suppressions(in: finding.location.file)?.suppresses(rule: finding.rule, line: finding.location.line) ?? false
        }
        projects[p].targets[t] = target
      }
    }
    do {
      let rule = ScanRule.unusedSuppression
      var unused: [String: [ScanFinding]] = [:]
      for case (let file, let found?) in commented {
        let rules = local(file)
        guard !rules.disables(rule.id) else { continue }
        unused[file] = found.unusedFindings(
          severity: rules.severity(of: rule.id, default: rule.severity), disabled: rules.disabledRules)
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
          findings[index].severity = failurePolicy.severity(
            local(findings[index].location.file).severity(of: findings[index].rule, default: findings[index].severity))
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

extension SwivelConfiguration {
  /// Findings made on `files` outside an app's scan (`swivel scan-sources`), as ``ScanReport/apply(_:)``
  /// treats a target's: those of disabled rules and those a `swivel:` comment silences dropped,
  /// an `unused-suppression` finding for each comment in `files` that silenced nothing (one
  /// naming a rule that did not run, of those in `rulesRun`, had nothing to silence), and each
  /// finding's severity from `severity:` and then the ``failurePolicy``; sorted by place.
  public func configure(_ findings: [ScanFinding], madeOn files: [String], rulesRun: Set<String>) -> [ScanFinding] {
    var kept: [ScanFinding] = []
    var commented: [String: FileSuppressions] = [:]
    for file in Set(files) {
      guard case .success(let data) = ScanFile.read(file), data.withUnsafeBytes(FileSuppressions.mentionsMarker)
      else { continue }
      commented[file] = FileSuppressions(data, file: file)
    }
    for finding in findings where !local(for: finding.location.file).disables(finding.rule) {
      if commented[finding.location.file]?.suppresses(rule: finding.rule, line: finding.location.line) == true {
        continue
      }
      kept.append(finding)
    }
    let unused = ScanRule.unusedSuppression
    let notRun = Set(RuleCatalog.ids).subtracting(rulesRun)
    for (file, found) in commented {
      let rules = local(for: file)
      guard !rules.disables(unused.id) else { continue }
      kept += found.unusedFindings(
        severity: rules.severity(of: unused.id, default: unused.severity), disabled: rules.disabledRules.union(notRun))
    }
    for index in kept.indices {
      let rules = local(for: kept[index].location.file)
      kept[index].severity = failurePolicy.severity(rules.severity(of: kept[index].rule, default: kept[index].severity))
    }
    return kept.sorted { ($0.location, $0.rule) < ($1.location, $1.rule) }
  }
}
