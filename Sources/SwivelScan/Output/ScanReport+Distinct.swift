extension ScanReport {
  /// A finding once, with the targets it concerns.
  ///
  /// A file two targets build (a library's sources in two example apps, an app and its "Lite"
  /// variant) gives each target the same finding: one mistake to fix, shown once.
  public struct DistinctFinding: Hashable, Sendable {
    /// The finding: rule, severity, place and message.
    public var finding: ScanFinding
    /// The names of the targets that have it, in the report's order, each once.
    public var targets: [String]
  }

  /// A note once, with the targets it concerns.
  public struct DistinctNote: Hashable, Sendable {
    /// The note: place and message.
    public var note: ScanNote
    /// The names of the targets that have it, in the report's order, each once.
    public var targets: [String]
  }

  /// Every finding once, in the order the targets give them, each with the targets that have it.
  ///
  /// Two findings are one when rule, severity, file, line and message are the same. The text
  /// report, its closing count and the SARIF log show these; the JSON report has them as its
  /// top-level `findings`, beside each target's own.
  public var distinctFindings: [DistinctFinding] {
    Self.grouped(targets.map { ($0.name, $0.findings) }).map { DistinctFinding(finding: $0.item, targets: $0.targets) }
  }

  /// Every note once, by place (file, then line, then message), each with the targets that have it.
  ///
  /// The text report and the SARIF log show these; the JSON report keeps each target's.
  public var distinctNotes: [DistinctNote] {
    Self.grouped(targets.map { ($0.name, $0.notes) }).map { DistinctNote(note: $0.item, targets: $0.targets) }
      .sorted { ($0.note.location, $0.note.message) < ($1.note.location, $1.note.message) }
  }

  /// The items of every target, each once in the order first met, with the names of the targets
  /// that have it.
  private static func grouped<Item: Hashable>(
    _ itemsByTarget: [(name: String, items: [Item])]
  ) -> [(item: Item, targets: [String])] {
    var order: [Item] = []
    var targets: [Item: [String]] = [:]
    for (name, items) in itemsByTarget {
      for item in items {
        if targets[item] == nil { order.append(item) }
        if !(targets[item]?.contains(name) ?? false) { targets[item, default: []].append(name) }
      }
    }
    return order.map { ($0, targets[$0] ?? []) }
  }
}
