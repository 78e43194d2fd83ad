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
  /// controller or view, and time) when it names one; `nil`, every position from `start`, when
  /// it names no kind.
  mutating func candidates(for pattern: EventPattern, from start: Int) -> ArraySlice<Int>? {
    guard case .text(let kind)? = pattern.fields[.kind] else { return nil }
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
    var candidates = positions[Self.first(in: positions[...]) { $0 >= start }...]
    // A pattern that names a time can only match events within the tolerance of it: the trace
    // is in time order, so those are a run found by halving too.
    if case .number(let time)? = pattern.fields[.t] {
      let low = Self.first(in: candidates) { events[$0].time >= time - EventPattern.numberTolerance }
      let high = Self.first(in: candidates) { events[$0].time > time + EventPattern.numberTolerance }
      candidates = candidates[low..<max(low, high)]
    }
    return candidates
  }

  /// The positions of the events `pattern` matches from `start` on, in order.
  mutating func matches(of pattern: EventPattern, from start: Int) -> [Int] {
    guard let candidates = candidates(for: pattern, from: start) else {
      return events[start...].indices.filter { pattern.matches(events[$0]) }
    }
    return candidates.filter { pattern.matches(events[$0]) }
  }

  /// The position of the first event `pattern` matches from `start` on.
  mutating func firstMatch(of pattern: EventPattern, from start: Int) -> Int? {
    guard let candidates = candidates(for: pattern, from: start) else {
      return events[start...].firstIndex(where: pattern.matches)
    }
    return candidates.first { pattern.matches(events[$0]) }
  }

  /// The index of the first element of `sorted` for which `isPast` holds (it holds for every
  /// element after), found by halving; the end index when it holds for none.
  private static func first(in sorted: ArraySlice<Int>, where isPast: (Int) -> Bool) -> Int {
    var low = sorted.startIndex
    var high = sorted.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(sorted[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
