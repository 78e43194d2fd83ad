import SwivelKit

/// The events an `expect:` looks at, indexed by kind, and within a kind by controller (or
/// view): a pattern that names them is tried only on the events it can match, so that many
/// patterns over a long trace cost what they can match, not patterns × events.
struct EventIndex {
  let events: ArraySlice<TraceEvent>
  /// Positions in ``events`` of each kind, in order.
  private var byKind: [String: [Int]] = [:]
  /// Positions of each kind by the `controller` or `view` they name, made the first time a
  /// pattern asks for the kind.
  private var byKindAndSubject: [String: [String: [Int]]] = [:]

  init(_ events: ArraySlice<TraceEvent>) {
    self.events = events
    for index in events.indices { byKind[events[index].kind.name, default: []].append(index) }
  }

  /// The positions `pattern` can match, in order, from `start` on: those of its kind (and
  /// controller or view) when it names one, else every position from `start`.
  mutating func candidates(for pattern: EventPattern, from start: Int) -> ArraySlice<Int> {
    guard case .text(let kind)? = pattern.fields[.kind] else {
      return ArraySlice(start..<events.endIndex)
    }
    var positions = byKind[kind] ?? []
    for field in [EventPattern.Field.controller, .view] {
      guard case .text(let subject)? = pattern.fields[field] else { continue }
      if byKindAndSubject[kind] == nil {
        var bySubject: [String: [Int]] = [:]
        for position in positions {
          for (name, value) in events[position].fields where name == "controller" || name == "view" {
            if case .text(let text) = value { bySubject[name + ":" + text, default: []].append(position) }
          }
        }
        byKindAndSubject[kind] = bySubject
      }
      positions = byKindAndSubject[kind]?[field.rawValue + ":" + subject] ?? []
      break
    }
    // The first position at or after `start`, by halving: the positions are in order.
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < start { low = middle + 1 } else { high = middle }
    }
    return positions[low...]
  }
}
